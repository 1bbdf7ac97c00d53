import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import {
  clipReviewCommentsOnlyFixture,
  clipReviewEntriesFixture,
  clipReviewLongEntriesFixture,
  clipReviewWithColleaguesFixture,
} from './clipReviewLog.fixtures';
import { formatReviewTime } from '../ClipReview/ClipReviewTime';
import { CLIP_REVIEW_LOG_TEXT as TEXT, ClipReviewLog } from '@clipmarket/ui';

const meta = {
  title: 'Components/ClipReviewLog',
  component: ClipReviewLog,
  args: { entries: clipReviewEntriesFixture },
} satisfies Meta<typeof ClipReviewLog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Three guests, five entries, newest first: each guest's latest decision is counted, so Ana, who rejected and then
 * approved, counts as an approval.
 */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(TEXT.summary(2, 1))).toBeVisible();
    const list = canvas.getByRole('list', { name: TEXT.label });
    const entries = within(list).getAllByRole('listitem');
    await expect(entries).toHaveLength(5);
    await expect(entries[0]).toHaveTextContent(/^Ana Ortiz \(ana@example\.com\) approved/);
    await expect(entries[1]).toHaveTextContent(/^Ben Carter \(ben\.carter@agency\.example\) rejected/);
    await expect(entries[2]).toHaveTextContent(/^Chloé Martin \(chloe@studio\.example\) commented/);
    const [newest] = clipReviewEntriesFixture;
    await expect(within(entries[0]!).getByText(formatReviewTime(newest!.at))).toHaveAttribute(
      'datetime',
      newest!.at,
    );
    await expect(within(entries[0]!).getByText(newest!.comment!).tagName).toBe('BLOCKQUOTE');
    // A decision alone quotes nothing.
    await expect(entries[1]!.querySelector('blockquote')).toBeNull();
  },
};

/** Nobody has reviewed the clip: the summary says so, and there is no list. */
export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(TEXT.none)).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

/** A comment alone decides nothing: no decisions yet, and the comment listed. */
export const CommentsOnly: Story = {
  args: { entries: clipReviewCommentsOnlyFixture },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(TEXT.none)).toBeVisible();
    await expect(canvas.getByRole('listitem')).toHaveTextContent(/Ben Carter \(.+\) commented/);
  },
};

/**
 * A colleague of the owner's team commented among the guests: their entry is tagged "Colleague" after the
 * address, and counts in no summary.
 */
export const WithColleagues: Story = {
  args: { entries: clipReviewWithColleaguesFixture },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(TEXT.summary(1, 1))).toBeVisible();
    const entries = within(canvas.getByRole('list', { name: TEXT.label })).getAllByRole('listitem');
    await expect(entries).toHaveLength(3);
    await expect(entries[0]).toHaveTextContent(
      /^Olive Hart \(olive\.hart@northlight\.example\) Colleague commented/,
    );
    await expect(within(entries[0]!).getByText(TEXT.colleague)).toBeVisible();
    // Guests have no tag.
    await expect(within(entries[1]!).queryByText(TEXT.colleague)).not.toBeInTheDocument();
    await expect(within(entries[2]!).queryByText(TEXT.colleague)).not.toBeInTheDocument();
  },
};

/** A long name, address and comment wrap inside the list; the comment keeps its paragraphs. */
export const LongComment: Story = {
  args: { entries: clipReviewLongEntriesFixture },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(TEXT.summary(2, 2))).toBeVisible();
    const list = canvas.getByRole('list', { name: TEXT.label });
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

/** On a phone the same entries wrap in one column; nothing scrolls sideways. */
export const LongOnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { entries: clipReviewLongEntriesFixture },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: TEXT.label });
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    for (const quote of list.querySelectorAll('blockquote')) {
      await expect(quote.scrollWidth).toBeLessThanOrEqual(quote.clientWidth);
    }
  },
};

/** Every prop as a control: edit the entries. */
export const Playground: Story = {
  // No visual reference: Default's picture, with controls.
  tags: ['!visual'],
};
