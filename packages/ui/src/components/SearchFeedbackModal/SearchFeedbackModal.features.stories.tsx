import { OVERLAY_TEXT } from '@clipmarket/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { SEARCH_FEEDBACK_TEXT, SearchFeedbackModal, type SearchFeedbackModalStatus } from '@clipmarket/ui';

const { question: QUESTION, thanks: THANKS } = SEARCH_FEEDBACK_TEXT;

const meta = {
  title: 'Components/SearchFeedbackModal/Features',
  // The component's docs page is its .mdx; these stories are for review and tests, not a second page.
  tags: ['!autodocs'],
  component: SearchFeedbackModal,
  // Every story starts closed behind its trigger; the play functions open it, so the docs page shows a row
  // of buttons rather than stacked modals.
  args: {
    trigger: (props) => (
      <button type="button" {...props}>
        {SEARCH_FEEDBACK_TEXT.open}
      </button>
    ),
    onThumb: fn(),
    onClose: fn(),
    onStatusChange: fn(),
  },
  argTypes: { trigger: { control: false } },
} satisfies Meta<typeof SearchFeedbackModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: SEARCH_FEEDBACK_TEXT.open })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
  },
};

/** The question with its two thumbs; focus is on the question so it is read first. */
export const Question: Story = {
  // No visual reference: the same picture as Default (SearchFeedbackModal).
  tags: ['!visual'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: SEARCH_FEEDBACK_TEXT.open }));
    const dialog = canvas.getByRole('dialog', { name: QUESTION });
    await expect(dialog).toHaveAttribute('data-state', 'question');
    await expect(canvas.getByRole('heading', { name: QUESTION })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: SEARCH_FEEDBACK_TEXT.thumbUp })).toBeVisible();
    await expect(canvas.getByRole('button', { name: SEARCH_FEEDBACK_TEXT.thumbDown })).toBeVisible();
  },
};

/** After a thumb: the thanks, with focus moved to it, and the Close button. */
export const Thanks: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: SEARCH_FEEDBACK_TEXT.open }));
    await userEvent.click(canvas.getByRole('button', { name: SEARCH_FEEDBACK_TEXT.thumbUp }));
    await expect(args.onThumb).toHaveBeenCalledWith('up');
    await expect(canvas.getByRole('dialog', { name: THANKS })).toHaveAttribute('data-state', 'thanks');
    await expect(canvas.getByRole('heading', { name: THANKS })).toHaveFocus();
    await expect(canvas.getByText(SEARCH_FEEDBACK_TEXT.thanksDetail)).toBeVisible();
  },
};

/** A long question wraps inside the modal instead of widening it. */
export const LongQuestion: Story = {
  args: {
    question: `${QUESTION} Tell us whether the clips on this page matched your search terms, the categories and the clearance you filtered by, so that the next search works better for you.`,
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: SEARCH_FEEDBACK_TEXT.open }));
    const dialog = canvas.getByRole('dialog', { name: args.question });
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

/** On a phone the modal keeps a margin on both sides. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: SEARCH_FEEDBACK_TEXT.open }));
    const dialog = canvas.getByRole('dialog', { name: QUESTION });
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThan(0);
    await expect(box.right).toBeLessThan(window.innerWidth);
  },
};

/** A wide screen: the same centred panel. */
export const Desktop: Story = {
  globals: { viewport: { value: 'xl' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: SEARCH_FEEDBACK_TEXT.open }));
    await expect(canvas.getByRole('dialog', { name: QUESTION })).toBeVisible();
  },
};

/** The whole path without a mouse: open, Tab to a thumb, answer, close with Escape, focus back on the trigger. */
export const KeyboardOnly: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: SEARCH_FEEDBACK_TEXT.open });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('heading', { name: QUESTION })).toHaveFocus();

    await userEvent.tab();
    await expect(canvas.getAllByRole('button', { name: OVERLAY_TEXT.close })[0]).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    const thumbDown = canvas.getByRole('button', { name: SEARCH_FEEDBACK_TEXT.thumbDown });
    await expect(thumbDown).toHaveFocus();
    // Backwards past the first control wraps to the last one, never out of the modal.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect(canvas.getAllByRole('button', { name: OVERLAY_TEXT.close })[1]).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(thumbDown).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await expect(args.onThumb).toHaveBeenCalledWith('down');
    await expect(canvas.getByRole('heading', { name: THANKS })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(args.onClose).toHaveBeenCalled();
    await expect(trigger).toHaveFocus();
  },
};

function ControlledDemo() {
  const [status, setStatus] = useState<SearchFeedbackModalStatus>('closed');
  return (
    <>
      <button type="button" onClick={() => setStatus('question')}>
        Simulate 5 minutes idle
      </button>
      <p>Status: {status}</p>
      <SearchFeedbackModal status={status} onStatusChange={setStatus} />
    </>
  );
}

/**
 * Controlled by `status`, as `feedbackModalMachine` drives it: the parent opens the modal (here a button
 * stands in for the idle timer) and moves it on when asked.
 */
export const Controlled: Story = {
  render: () => <ControlledDemo />,
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Simulate 5 minutes idle' });
    await userEvent.click(opener);
    await expect(canvas.getByRole('dialog', { name: QUESTION })).toBeVisible();
    await expect(canvas.getByText('Status: question', { selector: 'p' })).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: SEARCH_FEEDBACK_TEXT.thumbUp }));
    await expect(canvas.getByText('Status: thanks', { selector: 'p' })).toBeInTheDocument();

    await userEvent.click(canvas.getAllByRole('button', { name: OVERLAY_TEXT.close })[1] as HTMLElement);
    await expect(canvas.getByText('Status: closed')).toBeVisible();
    await expect(opener).toHaveFocus();
  },
};
