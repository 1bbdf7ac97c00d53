import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import {
  clipReviewCommentsFixture,
  clipReviewTeamCommentsFixture,
  clipReviewTitleFixture as TITLE,
} from './clipReview.fixtures';
import {
  CLIP_REVIEW_COMMENT_MAX,
  CLIP_REVIEW_TEXT as TEXT,
  ClipReview,
  type ClipReviewProps,
  type ClipReviewStatus,
} from '@clipmarket/ui';

const REFUSED = 'You can leave up to 50 comments on a clip.';

/**
 * The review as the shared page holds it: each decision or comment is saved (a render with `saving` first), then
 * the page passes the new decision or one more comment (a colleague's as "You", as the web app names the caller's
 * own). With `refuse` a comment is refused with that message; with `hang` a comment's save never ends.
 */
function ReviewFlow({ refuse, hang, ...props }: ClipReviewProps & { refuse?: string; hang?: boolean }) {
  const [decision, setDecision] = useState(props.decision);
  const [comments, setComments] = useState(props.comments);
  const [status, setStatus] = useState<ClipReviewStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  return (
    <ClipReview
      {...props}
      decision={decision}
      comments={comments}
      status={status}
      error={error}
      onDecide={(next) => {
        props.onDecide(next);
        setStatus('saving');
        setError(null);
        // The server's answer comes after the render that shows the save running.
        void Promise.resolve().then(() => {
          setStatus('idle');
          setDecision(next);
        });
      }}
      onComment={(text) => {
        props.onComment(text);
        setStatus('saving');
        setError(null);
        if (hang) return;
        void Promise.resolve().then(() => {
          setStatus('idle');
          if (refuse) setError(refuse);
          else
            setComments((current) => [
              ...current,
              {
                id: `new-${current.length}`,
                text,
                at: '2026-03-05T10:00:00Z',
                ...(props.decisions === false ? { author: 'You' } : {}),
              },
            ]);
        });
      }}
    />
  );
}

const meta = {
  title: 'Components/ClipReview/Features',
  component: ClipReview,
  // The component's docs page is its .mdx; these stories are for review and tests, not a second page.
  tags: ['!autodocs'],
  args: {
    clipTitle: TITLE,
    decision: null,
    comments: [],
    onDecide: fn(),
    onComment: fn(),
  },
  render: (args) => <ReviewFlow {...args} />,
} satisfies Meta<typeof ClipReview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Approve sends `approved`; pressed again it takes the decision back (`null`), and the line goes. */
export const ApproveThenTakeBack: Story = {
  tags: ['!visual'],
  play: async ({ canvas, args, userEvent }) => {
    const approve = canvas.getByRole('button', { name: TEXT.decideLabel.approved(TITLE) });
    await userEvent.click(approve);
    await expect(args.onDecide).toHaveBeenLastCalledWith('approved');
    await waitFor(() => expect(approve).toHaveAttribute('aria-pressed', 'true'));
    await expect(canvas.getByRole('status')).toHaveTextContent(TEXT.decided.approved);
    await expect(approve).toHaveFocus();

    await userEvent.click(approve);
    await expect(args.onDecide).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(approve).toHaveAttribute('aria-pressed', 'false'));
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(args.onDecide).toHaveBeenCalledTimes(2);
  },
};

/** A guest who approved and changes their mind presses Reject: `rejected` is sent, and only Reject is pressed. */
export const ChangeToReject: Story = {
  tags: ['!visual'],
  args: { decision: 'approved' },
  play: async ({ canvas, args, userEvent }) => {
    const approve = canvas.getByRole('button', { name: TEXT.decideLabel.approved(TITLE) });
    const reject = canvas.getByRole('button', { name: TEXT.decideLabel.rejected(TITLE) });
    await userEvent.click(reject);
    await expect(args.onDecide).toHaveBeenCalledOnce();
    await expect(args.onDecide).toHaveBeenCalledWith('rejected');
    await waitFor(() => expect(reject).toHaveAttribute('aria-pressed', 'true'));
    await expect(approve).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByRole('status')).toHaveTextContent(TEXT.decided.rejected);
  },
};

/** Decided from the keyboard: Tab to the buttons, Space approves, Enter on Reject rejects. */
export const DecideByKeyboard: Story = {
  tags: ['!visual'],
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: TEXT.decideLabel.approved(TITLE) })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onDecide).toHaveBeenLastCalledWith('approved');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDecide).toHaveBeenLastCalledWith('rejected');
  },
};

/**
 * A comment from the keyboard: Add a comment opens the field and focus goes into it; Post comment sends the text
 * trimmed; when the comment is listed the field closes and focus goes back to Add a comment.
 */
export const CommentByKeyboard: Story = {
  tags: ['!visual'],
  args: { comments: clipReviewCommentsFixture },
  play: async ({ canvas, args, userEvent }) => {
    const disclosure = canvas.getByRole('button', { name: TEXT.addComment });
    disclosure.focus();
    await userEvent.keyboard('{Enter}');
    await expect(disclosure).toHaveAttribute('aria-expanded', 'true');
    const field = canvas.getByRole('textbox', { name: TEXT.comment });
    await expect(field).toHaveFocus();
    await userEvent.keyboard('  Please send the 4K file.{Enter}Thanks!  ');
    await userEvent.tab();
    const post = canvas.getByRole('button', { name: TEXT.post });
    await expect(post).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onComment).toHaveBeenCalledOnce();
    await expect(args.onComment).toHaveBeenCalledWith('Please send the 4K file.\nThanks!');

    await waitFor(() => expect(canvas.queryByRole('textbox')).not.toBeInTheDocument());
    await expect(disclosure).toHaveFocus();
    await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText(/Please send the 4K file\./)).toBeVisible();

    // Opened again, the field is empty.
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: TEXT.comment })).toHaveValue('');
  },
};

/** Post comment waits for words: disabled while the field is empty or only spaces. */
export const BlankCommentNotPosted: Story = {
  tags: ['!visual'],
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: TEXT.addComment }));
    const post = canvas.getByRole('button', { name: TEXT.post });
    await expect(post).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: TEXT.comment }), '   ');
    await expect(post).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: TEXT.comment }), 'ok');
    await expect(post).toBeEnabled();
    await expect(args.onComment).not.toHaveBeenCalled();
  },
};

/** A comment is at most 1000 characters: the field takes no more. */
export const CommentAtMost1000: Story = {
  tags: ['!visual'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: TEXT.addComment }));
    const field = canvas.getByRole('textbox', { name: TEXT.comment });
    await expect(field).toHaveAttribute('maxlength', String(CLIP_REVIEW_COMMENT_MAX));
  },
};

/** Cancel closes the field without posting, focus goes back to Add a comment, and the text is dropped. */
export const CancelComment: Story = {
  tags: ['!visual'],
  play: async ({ canvas, args, userEvent }) => {
    const disclosure = canvas.getByRole('button', { name: TEXT.addComment });
    await userEvent.click(disclosure);
    await userEvent.type(canvas.getByRole('textbox', { name: TEXT.comment }), 'Not sure yet');
    await userEvent.click(canvas.getByRole('button', { name: TEXT.cancel }));
    await expect(args.onComment).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await expect(disclosure).toHaveFocus();
    await userEvent.click(disclosure);
    await expect(canvas.getByRole('textbox', { name: TEXT.comment })).toHaveValue('');
  },
};

/** A refused comment: the reason is announced under the controls, and the text stays in the open field. */
export const RefusedCommentStays: Story = {
  tags: ['!visual'],
  render: (args) => <ReviewFlow {...args} refuse={REFUSED} />,
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: TEXT.addComment }));
    const field = canvas.getByRole('textbox', { name: TEXT.comment });
    await userEvent.type(field, 'One more thing');
    await userEvent.click(canvas.getByRole('button', { name: TEXT.post }));
    await expect(args.onComment).toHaveBeenCalledOnce();
    await expect(args.onComment).toHaveBeenCalledWith('One more thing');
    await expect(await canvas.findByText(REFUSED)).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(REFUSED);
    await expect(field).toHaveValue('One more thing');
    await expect(field).toBeVisible();
  },
};

/** While a comment is saved the field is read-only, Post comment busy and "Saving…" shown; a second press sends nothing. */
export const SavingAComment: Story = {
  args: { comments: clipReviewCommentsFixture },
  render: (args) => <ReviewFlow {...args} hang />,
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: TEXT.addComment }));
    const field = canvas.getByRole('textbox', { name: TEXT.comment });
    await userEvent.type(field, 'Can we have it in 4K?');
    const post = canvas.getByRole('button', { name: TEXT.post });
    await userEvent.click(post);
    await expect(post).toHaveAttribute('aria-busy', 'true');
    await expect(post).toHaveFocus();
    await expect(field).toHaveAttribute('readonly');
    await expect(canvas.getByRole('status')).toHaveTextContent(TEXT.saving);
    await userEvent.click(post);
    await expect(args.onComment).toHaveBeenCalledOnce();
  },
};

/**
 * A colleague posts a comment: it is saved, listed with their name ("You") before its time, and the field is
 * cleared and closed with focus back on Add a comment.
 */
export const TeamCommentPosted: Story = {
  tags: ['!visual'],
  args: { decisions: false, comments: clipReviewTeamCommentsFixture },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.queryByRole('group')).not.toBeInTheDocument();
    const disclosure = canvas.getByRole('button', { name: TEXT.addComment });
    await userEvent.click(disclosure);
    await userEvent.type(
      canvas.getByRole('textbox', { name: TEXT.comment }),
      '  The seller has a 4K file.  ',
    );
    await userEvent.click(canvas.getByRole('button', { name: TEXT.post }));
    await expect(args.onComment).toHaveBeenCalledOnce();
    await expect(args.onComment).toHaveBeenCalledWith('The seller has a 4K file.');
    await expect(args.onDecide).not.toHaveBeenCalled();

    await waitFor(() => expect(canvas.queryByRole('textbox')).not.toBeInTheDocument());
    await expect(disclosure).toHaveFocus();
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[3]).toHaveTextContent(/^The seller has a 4K file\.You · /);
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

/**
 * A colleague's comment being saved: with no decision line, "Saving…" and its spinner show under the field, in the
 * status region, and Post comment is busy.
 */
export const TeamSavingAComment: Story = {
  args: { decisions: false, comments: clipReviewTeamCommentsFixture },
  render: (args) => <ReviewFlow {...args} hang />,
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: TEXT.addComment }));
    await userEvent.type(canvas.getByRole('textbox', { name: TEXT.comment }), 'Can we have it in 4K?');
    const post = canvas.getByRole('button', { name: TEXT.post });
    await userEvent.click(post);
    await expect(post).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(TEXT.saving);
    await expect(canvas.queryByText(TEXT.decided.approved)).not.toBeInTheDocument();
    await userEvent.click(post);
    await expect(args.onComment).toHaveBeenCalledOnce();
  },
};
