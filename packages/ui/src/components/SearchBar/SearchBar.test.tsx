import { searchSuggestionsFixture } from '@clipmarket/mocks';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ThemeProvider } from '../../theme';
import { SearchBar, SEARCH_BAR_TEXT, type SearchBarProps } from '.';

const suggestions = [
  { text: 'Dog Surfs a Wave', kind: 'title' as const },
  { text: 'dog park', kind: 'tag' as const },
  { text: 'dogs', kind: 'tag' as const },
];
const recent = ['golden retriever', 'hailstorm'];

/** The box with its text in state, as an app holds it. */
function Controlled(props: Partial<SearchBarProps>) {
  const [value, setValue] = useState(props.defaultValue ?? '');
  return (
    <SearchBar
      recentSearches={recent}
      {...props}
      value={value}
      onValueChange={(next) => {
        props.onValueChange?.(next);
        setValue(next);
      }}
    />
  );
}

function renderBox(props: Partial<SearchBarProps> = {}) {
  return render(
    <ThemeProvider>
      <Controlled suggestions={suggestions} {...props} />
      <button type="button">Elsewhere</button>
    </ThemeProvider>,
  );
}

const field = () => screen.getByRole('combobox', { name: SEARCH_BAR_TEXT.label });

afterEach(async () => {
  cleanup();
  await page.viewport(1280, 900);
});

describe('SearchBar', () => {
  it('is a search landmark holding a combobox that controls a listbox', async () => {
    renderBox();
    expect(screen.getByRole('search', { name: SEARCH_BAR_TEXT.label })).toHaveAttribute('data-state', 'idle');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(field(), 'dog');
    const listbox = screen.getByRole('listbox', { name: SEARCH_BAR_TEXT.suggestions });
    expect(field()).toHaveAttribute('aria-controls', listbox.id);
    expect(field()).toHaveAttribute('aria-expanded', 'true');
  });

  it('lists the completions of the typed text, marking tags', async () => {
    renderBox();
    await userEvent.type(field(), 'dog');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Dog Surfs a Wave',
      `dog park${SEARCH_BAR_TEXT.tag}`,
      `dogs${SEARCH_BAR_TEXT.tag}`,
    ]);
    expect(screen.getByRole('status')).toHaveTextContent(SEARCH_BAR_TEXT.available(3));
  });

  it('shows recent searches when the empty field gets focus, and searches for the one picked', async () => {
    const onSubmit = vi.fn();
    renderBox({ onSubmit });
    await userEvent.click(field());
    expect(screen.getByRole('listbox', { name: SEARCH_BAR_TEXT.recentSearches })).toBeVisible();
    await userEvent.click(screen.getByRole('option', { name: 'hailstorm' }));
    expect(onSubmit).toHaveBeenCalledWith('hailstorm');
    expect(field()).toHaveValue('hailstorm');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves the highlight with the arrow keys while focus stays in the field, wrapping through the field', async () => {
    renderBox();
    await userEvent.type(field(), 'dog');
    await userEvent.keyboard('{ArrowDown}');
    const [first, second, third] = screen.getAllByRole('option');
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(field()).toHaveAttribute('aria-activedescendant', first?.id);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(third).toHaveAttribute('aria-selected', 'true');
    expect(second).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{ArrowDown}');
    expect(field()).not.toHaveAttribute('aria-activedescendant');
    await userEvent.keyboard('{ArrowUp}');
    expect(third).toHaveAttribute('aria-selected', 'true');
    expect(field()).toHaveFocus();
  });

  it('searches for the highlighted option on Enter', async () => {
    const onSubmit = vi.fn();
    renderBox({ onSubmit });
    await userEvent.type(field(), 'dog');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith('dog park');
    expect(field()).toHaveValue('dog park');
  });

  it('searches for the typed text on Enter when nothing is highlighted, and with the Search button', async () => {
    const onSubmit = vi.fn();
    renderBox({ onSubmit });
    await userEvent.type(field(), 'dog{Enter}');
    await userEvent.click(screen.getByRole('button', { name: SEARCH_BAR_TEXT.submit }));
    expect(onSubmit.mock.calls).toEqual([['dog'], ['dog']]);
  });

  it('closes the list on Escape, and clears the field on a second Escape', async () => {
    const onClear = vi.fn();
    renderBox({ onClear });
    await userEvent.type(field(), 'dog');
    await userEvent.keyboard('{Escape}');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(field()).toHaveValue('dog');
    await userEvent.keyboard('{Escape}');
    expect(field()).toHaveValue('');
    expect(onClear).toHaveBeenCalledTimes(1);
  });

  it('closes the list when focus leaves the box', async () => {
    renderBox();
    await userEvent.type(field(), 'dog');
    // Moved by script: the open list covers the button below, so a real click would land on the list.
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    expect(field()).toHaveAttribute('aria-expanded', 'false');
  });

  it('empties the field with the clear button and puts focus back in it', async () => {
    const onValueChange = vi.fn();
    renderBox({ defaultValue: 'kickflip', onValueChange });
    await userEvent.click(screen.getByRole('button', { name: SEARCH_BAR_TEXT.clear }));
    expect(field()).toHaveValue('');
    expect(field()).toHaveFocus();
    expect(onValueChange).toHaveBeenLastCalledWith('');
    expect(screen.queryByRole('button', { name: SEARCH_BAR_TEXT.clear })).not.toBeInTheDocument();
  });

  it('says when completions are loading or unavailable', async () => {
    const { rerender } = render(
      <ThemeProvider>
        <SearchBar defaultValue="hail" status="searching" />
      </ThemeProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(SEARCH_BAR_TEXT.loading);
    expect(screen.getByRole('search')).toHaveAttribute('data-state', 'searching');
    rerender(
      <ThemeProvider>
        <SearchBar defaultValue="hail" status="error" />
      </ThemeProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(SEARCH_BAR_TEXT.unavailable);
  });

  it('works uncontrolled, reporting what is typed', async () => {
    const onValueChange = vi.fn();
    render(
      <ThemeProvider>
        <SearchBar suggestions={searchSuggestionsFixture.suggestions} onValueChange={onValueChange} />
      </ThemeProvider>,
    );
    await userEvent.type(field(), 'do');
    expect(field()).toHaveValue('do');
    expect(onValueChange).toHaveBeenLastCalledWith('do');
    expect(screen.getAllByRole('option')).toHaveLength(searchSuggestionsFixture.suggestions.length);
  });

  it('shows the whole hint on a phone, and names the field the same at every width', async () => {
    await page.viewport(390, 844);
    render(
      <ThemeProvider>
        {/* The page's 16 px gutter on a phone. */}
        <div style={{ padding: 16 }}>
          <SearchBar />
        </div>
      </ThemeProvider>,
    );
    const input = field();
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('No 2D canvas to measure the hint with.');
    context.font = style.font;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const hint = input.getAttribute('placeholder') ?? '';
    expect(hint).not.toBe('');
    expect(context.measureText(hint).width).toBeLessThanOrEqual(room);

    await page.viewport(1280, 900);
    await vi.waitFor(() => expect(field()).toHaveAttribute('placeholder', SEARCH_BAR_TEXT.placeholder));
    expect(field()).toHaveAccessibleName(SEARCH_BAR_TEXT.label);
  });

  it('shows the hint it is given at every width', async () => {
    await page.viewport(390, 844);
    render(
      <ThemeProvider>
        <SearchBar placeholder="Find a clip" />
      </ThemeProvider>,
    );
    expect(field()).toHaveAttribute('placeholder', 'Find a clip');
  });
});
