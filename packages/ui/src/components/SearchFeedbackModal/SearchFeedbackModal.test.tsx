import { OVERLAY_TEXT } from '@clipmarket/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ThemeProvider } from '../../theme';
import { SEARCH_FEEDBACK_TEXT, SearchFeedbackModal, type SearchFeedbackModalProps } from '.';

const { question: QUESTION, thanks: THANKS } = SEARCH_FEEDBACK_TEXT;

function renderModal(props: Partial<SearchFeedbackModalProps> = {}) {
  return render(
    <ThemeProvider>
      <SearchFeedbackModal
        trigger={(triggerProps) => (
          <button type="button" {...triggerProps}>
            {SEARCH_FEEDBACK_TEXT.open}
          </button>
        )}
        {...props}
      />
    </ThemeProvider>,
  );
}

async function openFromTrigger() {
  await userEvent.click(screen.getByRole('button', { name: SEARCH_FEEDBACK_TEXT.open }));
  return screen.getByRole('dialog', { name: QUESTION });
}

/** The header's close icon comes first, the footer's Close button second; both are named "Close". */
function closeButtons() {
  const [icon, button] = screen.getAllByRole('button', { name: OVERLAY_TEXT.close });
  return { icon: icon as HTMLElement, button: button as HTMLElement };
}

afterEach(async () => {
  cleanup();
  await page.viewport(414, 896);
});

describe('SearchFeedbackModal', () => {
  it('stays closed until it is opened', () => {
    renderModal();

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks the question in a modal named by it, with focus on the question', async () => {
    renderModal();

    const dialog = await openFromTrigger();

    expect(dialog).toHaveAttribute('data-state', 'question');
    expect(dialog.matches(':modal')).toBe(true);
    expect(screen.getByRole('heading', { level: 2, name: QUESTION })).toHaveFocus();
    expect(screen.getByRole('group', { name: QUESTION })).toBeVisible();
  });

  it('thanks the user after a thumb up, reporting the vote and moving focus to the thanks', async () => {
    const onThumb = vi.fn();
    const onStatusChange = vi.fn();
    renderModal({ onThumb, onStatusChange });
    await openFromTrigger();

    await userEvent.click(screen.getByRole('button', { name: SEARCH_FEEDBACK_TEXT.thumbUp }));

    expect(onThumb).toHaveBeenCalledExactlyOnceWith('up');
    expect(onStatusChange).toHaveBeenLastCalledWith('thanks');
    const dialog = screen.getByRole('dialog', { name: THANKS });
    expect(dialog).toHaveAttribute('data-state', 'thanks');
    expect(screen.getByRole('heading', { name: THANKS })).toHaveFocus();
    expect(screen.getByText(SEARCH_FEEDBACK_TEXT.thanksDetail)).toBeVisible();
    expect(screen.queryByRole('button', { name: SEARCH_FEEDBACK_TEXT.thumbUp })).not.toBeInTheDocument();
  });

  it('reports a thumb down', async () => {
    const onThumb = vi.fn();
    renderModal({ onThumb });
    await openFromTrigger();

    await userEvent.click(screen.getByRole('button', { name: SEARCH_FEEDBACK_TEXT.thumbDown }));

    expect(onThumb).toHaveBeenCalledExactlyOnceWith('down');
    expect(screen.getByRole('dialog', { name: THANKS })).toBeVisible();
  });

  it('closes from the close icon and gives focus back to the trigger', async () => {
    const onClose = vi.fn();
    renderModal({ onClose });
    await openFromTrigger();

    await userEvent.click(closeButtons().icon);

    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: SEARCH_FEEDBACK_TEXT.open })).toHaveFocus();
  });

  it('closes from the Close button in the thanks state', async () => {
    const onStatusChange = vi.fn();
    renderModal({ defaultStatus: 'thanks', onStatusChange });
    expect(closeButtons().button).toHaveTextContent(OVERLAY_TEXT.close);

    await userEvent.click(closeButtons().button);

    expect(onStatusChange).toHaveBeenCalledExactlyOnceWith('closed');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const onClose = vi.fn();
    renderModal({ onClose });
    await openFromTrigger();

    await userEvent.keyboard('{Escape}');

    expect(onClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on a click on the backdrop', async () => {
    renderModal();
    const dialog = await openFromTrigger();

    fireEvent.click(dialog, { clientX: 1, clientY: 1 });

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the modal, wrapping both ways', async () => {
    renderModal();
    await openFromTrigger();
    const { icon, button } = closeButtons();

    await userEvent.tab();
    expect(icon).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: SEARCH_FEEDBACK_TEXT.thumbUp })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: SEARCH_FEEDBACK_TEXT.thumbDown })).toHaveFocus();
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.tab();
    expect(icon).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(button).toHaveFocus();
  });

  it('follows a controlled status, only asking the parent to change it', async () => {
    const onThumb = vi.fn();
    const onStatusChange = vi.fn();
    const { rerender } = render(
      <ThemeProvider>
        <SearchFeedbackModal status="question" onThumb={onThumb} onStatusChange={onStatusChange} />
      </ThemeProvider>,
    );

    await userEvent.click(screen.getByRole('button', { name: SEARCH_FEEDBACK_TEXT.thumbDown }));
    expect(onThumb).toHaveBeenCalledExactlyOnceWith('down');
    expect(onStatusChange).toHaveBeenCalledExactlyOnceWith('thanks');
    expect(screen.getByRole('dialog', { name: QUESTION })).toBeVisible();

    rerender(
      <ThemeProvider>
        <SearchFeedbackModal status="thanks" onThumb={onThumb} onStatusChange={onStatusChange} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { name: THANKS })).toHaveFocus();

    rerender(
      <ThemeProvider>
        <SearchFeedbackModal status="closed" onThumb={onThumb} onStatusChange={onStatusChange} />
      </ThemeProvider>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('wraps a long question inside the modal on a phone', async () => {
    await page.viewport(375, 740);
    const question = `${QUESTION} ${'Tell us whether the clips matched your search terms and filters. '.repeat(4)}`;
    renderModal({ defaultStatus: 'question', question });

    const dialog = screen.getByRole('dialog', { name: question.trim() });
    expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(375);
  });
});
