import { MESSAGES, formatMessage, LIMITS, PLAYLIST_SERVER_MESSAGES } from '@clipmarket/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ThemeProvider } from '../../theme';
import { CREATE_PLAYLIST_TEXT, CreatePlaylistInput, type CreatePlaylistInputProps } from '.';

function renderInput(props: Partial<CreatePlaylistInputProps> = {}) {
  const view = render(
    <ThemeProvider>
      <CreatePlaylistInput {...props} />
    </ThemeProvider>,
  );
  return {
    ...view,
    input: screen.getByRole('textbox', { name: CREATE_PLAYLIST_TEXT.label }),
    button: screen.getByRole('button', { name: CREATE_PLAYLIST_TEXT.submit }),
    form: () => screen.getByRole('form', { name: CREATE_PLAYLIST_TEXT.form }),
    rerenderWith: (next: Partial<CreatePlaylistInputProps>) =>
      view.rerender(
        <ThemeProvider>
          <CreatePlaylistInput {...props} {...next} />
        </ThemeProvider>,
      ),
  };
}

afterEach(() => {
  cleanup();
});

describe('CreatePlaylistInput', () => {
  it('sends the name trimmed and with its spaces collapsed', async () => {
    const onCreate = vi.fn();
    const { input, button } = renderInput({ onCreate });

    await userEvent.fill(input, '  Road   trips  ');
    await userEvent.click(button);

    expect(onCreate).toHaveBeenCalledExactlyOnceWith('Road trips');
  });

  it('creates on Enter', async () => {
    const onCreate = vi.fn();
    const { input } = renderInput({ onCreate });

    await userEvent.click(input);
    await userEvent.keyboard('Pets and more{Enter}');

    expect(onCreate).toHaveBeenCalledExactlyOnceWith('Pets and more');
  });

  it('refuses a name under 3 characters with the spec message as "Error: …"', async () => {
    const onCreate = vi.fn();
    const { input, button, form } = renderInput({ onCreate });

    await userEvent.fill(input, '  ab     ');
    await userEvent.click(button);

    expect(screen.getByRole('alert')).toHaveTextContent(formatMessage.error(MESSAGES.playlistNameTooShort));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(formatMessage.error(MESSAGES.playlistNameTooShort));
    expect(form()).toHaveAttribute('data-state', 'invalid');
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('accepts exactly 3 characters', async () => {
    const onCreate = vi.fn();
    const { input, button } = renderInput({ onCreate });

    await userEvent.fill(input, 'abc');
    await userEvent.click(button);

    expect(onCreate).toHaveBeenCalledExactlyOnceWith('abc');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a name over 255 characters with the spec message', async () => {
    const onCreate = vi.fn();
    const { button } = renderInput({ onCreate, defaultValue: 'x'.repeat(256) });

    await userEvent.click(button);

    expect(screen.getByRole('alert')).toHaveTextContent(formatMessage.error(MESSAGES.playlistNameTooLong));
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('stops typing at 255 characters', async () => {
    const { input } = renderInput();

    expect(input).toHaveAttribute('maxlength', String(LIMITS.playlistNameMax));
    await userEvent.fill(input, 'y'.repeat(300));
    expect((input as HTMLInputElement).value).toHaveLength(255);
  });

  it('takes the error away as soon as the name meets the rule', async () => {
    const { input, button } = renderInput();
    await userEvent.fill(input, 'ab');
    await userEvent.click(button);
    expect(screen.getByRole('alert')).toBeVisible();

    await userEvent.type(input, 'c');

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it.each([
    [PLAYLIST_SERVER_MESSAGES.tooManyLists, MESSAGES.maxListsReached],
    [PLAYLIST_SERVER_MESSAGES.listNameEmpty, MESSAGES.listNameEmpty],
    [PLAYLIST_SERVER_MESSAGES.listNameNotUnique, MESSAGES.listNameNotUnique],
    ['Bad gateway', MESSAGES.createPlaylistFailed],
    [null, MESSAGES.createPlaylistFailed],
  ])('shows the server answer %j as the spec message', (serverMessage, shown) => {
    const { form } = renderInput({ status: 'failed', serverMessage, defaultValue: 'Pets' });

    expect(screen.getByRole('alert')).toHaveTextContent(formatMessage.error(shown));
    expect(form()).toHaveAttribute('data-state', 'failed');
  });

  it('puts a server error away once the name is edited', async () => {
    const { input } = renderInput({
      status: 'failed',
      serverMessage: PLAYLIST_SERVER_MESSAGES.listNameNotUnique,
      defaultValue: 'Pets',
    });

    await userEvent.type(input, '!');

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the call running and ignores another submit meanwhile', async () => {
    const onCreate = vi.fn();
    const { input, button, form } = renderInput({ onCreate, status: 'submitting', defaultValue: 'Pets 2' });

    // Playwright will not click an aria-disabled control; a keyboard user can still press it.
    button.focus();
    await userEvent.keyboard('{Enter}');

    expect(onCreate).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    expect(input).toHaveAttribute('readonly');
    expect(screen.getByRole('status')).toHaveTextContent(CREATE_PLAYLIST_TEXT.submitting);
    expect(form()).toHaveAttribute('data-state', 'submitting');
  });

  it('empties the input and announces the new playlist once created', async () => {
    const onCreate = vi.fn();
    const { input, button, form, rerenderWith } = renderInput({ onCreate });
    await userEvent.fill(input, 'Summer clips');
    await userEvent.click(button);
    rerenderWith({ status: 'submitting' });

    rerenderWith({ status: 'created' });

    expect(input).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent(CREATE_PLAYLIST_TEXT.created('Summer clips'));
    expect(form()).toHaveAttribute('data-state', 'created');
  });
});
