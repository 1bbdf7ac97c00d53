import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import {
  clipReviewCommentsFixture,
  clipReviewLongCommentFixture,
  clipReviewTeamCommentsFixture,
  clipReviewTitleFixture as TITLE,
} from './clipReview.fixtures';
import { formatReviewTime } from './ClipReviewTime';
import { CLIP_REVIEW_TEXT as TEXT, ClipReview } from '@clipmarket/ui';

const meta = {
  title: 'Components/ClipReview',
  component: ClipReview,
  args: {
    clipTitle: TITLE,
    decision: null,
    comments: [],
    status: 'idle',
    error: null,
    onDecide: fn(),
    onComment: fn(),
  },
  argTypes: {
    decision: { control: 'inline-radio', options: [null, 'approved', 'rejected'] },
    status: { control: 'inline-radio', options: ['idle', 'saving'] },
  },
} satisfies Meta<typeof ClipReview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Not reviewed yet: Approve and Reject, neither pressed, no line beside them, and Add a comment. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: TEXT.decisionLabel(TITLE) });
    const approve = within(group).getByRole('button', { name: TEXT.decideLabel.approved(TITLE) });
    const reject = within(group).getByRole('button', { name: TEXT.decideLabel.rejected(TITLE) });
    await expect(approve).toHaveAttribute('aria-pressed', 'false');
    await expect(reject).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: TEXT.addComment })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

/** Approved: Approve pressed, in the success tone, and the line says so. */
export const Approved: Story = {
  args: { decision: 'approved' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: TEXT.decideLabel.approved(TITLE) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: TEXT.decideLabel.rejected(TITLE) })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(TEXT.decided.approved);
  },
};

/** Rejected: Reject pressed, in the danger tone, and the line says so. */
export const Rejected: Story = {
  args: { decision: 'rejected' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: TEXT.decideLabel.rejected(TITLE) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(TEXT.decided.rejected);
  },
};

/** The guest's comments, oldest first, each with its time; line breaks kept. */
export const WithComments: Story = {
  args: { decision: 'approved', comments: clipReviewCommentsFixture },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: TEXT.commentsLabel(TITLE) });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    const [first] = clipReviewCommentsFixture;
    await expect(within(items[0]!).getByText(first!.text)).toBeVisible();
    await expect(within(items[0]!).getByText(formatReviewTime(first!.at))).toHaveAttribute(
      'datetime',
      first!.at,
    );
  },
};

/** A decision being saved: the buttons ignore presses (and keep focus), and "Saving…" shows with a spinner. */
export const Saving: Story = {
  args: { decision: 'approved', status: 'saving' },
  play: async ({ canvas, args, userEvent }) => {
    const reject = canvas.getByRole('button', { name: TEXT.decideLabel.rejected(TITLE) });
    await expect(reject).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(TEXT.saving);
    await userEvent.click(reject);
    await expect(args.onDecide).not.toHaveBeenCalled();
  },
};

/** A comment refused: the reason in an alert under the controls; what was typed stays in the field. */
export const Refused: Story = {
  args: {
    comments: clipReviewCommentsFixture,
    error: 'The review could not be saved. Check your connection and try again.',
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: TEXT.addComment }));
    await userEvent.type(canvas.getByRole('textbox', { name: TEXT.comment }), 'Can we have it in 4K?');
    await expect(canvas.getByRole('alert')).toHaveTextContent(/could not be saved/);
    await expect(canvas.getByRole('textbox', { name: TEXT.comment })).toHaveValue('Can we have it in 4K?');
  },
};

/** On a phone, a long comment and its address wrap inside the column; nothing scrolls sideways. */
export const LongOnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: {
    decision: 'rejected',
    comments: [...clipReviewCommentsFixture, clipReviewLongCommentFixture],
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: TEXT.addComment }));
    const root = canvas.getByRole('group').closest<HTMLElement>('[data-state]')!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    const right = canvasElement.getBoundingClientRect().right;
    for (const button of canvas.getAllByRole('button')) {
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(right);
    }
  },
};

/**
 * A colleague of the owner's team: no Approve and Reject, the team's comments with their authors (the reader's own
 * as "You") before their times, and Add a comment.
 */
export const TeamComments: Story = {
  args: { decisions: false, comments: clipReviewTeamCommentsFixture },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('group')).not.toBeInTheDocument();
    await expect(
      canvas.queryByRole('button', { name: TEXT.decideLabel.approved(TITLE) }),
    ).not.toBeInTheDocument();
    await expect(
      canvas.queryByRole('button', { name: TEXT.decideLabel.rejected(TITLE) }),
    ).not.toBeInTheDocument();
    // Still mounted, so a save is announced; empty while nothing is saved.
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();

    const list = canvas.getByRole('list', { name: TEXT.teamCommentsLabel(TITLE) });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    const [olive, mine] = clipReviewTeamCommentsFixture;
    await expect(within(items[0]!).getByText(olive!.author!)).toBeVisible();
    await expect(within(items[1]!).getByText('You')).toBeVisible();
    await expect(within(items[2]!).getByText('Sam Okafor')).toBeVisible();
    // The author comes before the time, on its line.
    await expect(items[0]).toHaveTextContent(`${olive!.author!} · ${formatReviewTime(olive!.at)}`);
    await expect(within(items[1]!).getByText(formatReviewTime(mine!.at))).toHaveAttribute(
      'datetime',
      mine!.at,
    );
    await expect(canvas.getByRole('button', { name: TEXT.addComment })).toBeVisible();
  },
};

/** Every prop as a control: press the buttons, switch `status`, write an `error`. */
export const Playground: Story = {
  // No visual reference: Default's picture, with controls.
  tags: ['!visual'],
};
