import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CLIP_REVIEW_LOG_TEXT as TEXT, ClipReviewLog, type ClipReviewEntry } from '@clipmarket/ui';

const ana = { name: 'Ana Ortiz', email: 'ana@example.com' };

const meta = {
  title: 'Components/ClipReviewLog/Features',
  component: ClipReviewLog,
  // The component's docs page is its .mdx; these stories are for review and tests, not a second page.
  tags: ['!autodocs', '!visual'],
  args: { entries: [] },
} satisfies Meta<typeof ClipReviewLog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest who changes their mind counts once, as they decided last; their comment after it changes nothing. */
export const LatestDecisionCounts: Story = {
  args: {
    entries: [
      {
        id: '3',
        guest: ana,
        decision: null,
        comment: 'On second thoughts, fine.',
        at: '2026-03-03T10:00:00Z',
      },
      { id: '2', guest: ana, decision: 'rejected', comment: null, at: '2026-03-02T10:00:00Z' },
      { id: '1', guest: ana, decision: 'approved', comment: null, at: '2026-03-01T10:00:00Z' },
    ] satisfies ClipReviewEntry[],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(TEXT.summary(0, 1))).toBeVisible();
    // Every entry is still listed, newest first.
    const entries = within(canvas.getByRole('list', { name: TEXT.label })).getAllByRole('listitem');
    await expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringContaining('commented'),
      expect.stringContaining('rejected'),
      expect.stringContaining('approved'),
    ]);
  },
};

/** The same guest is known by their address whatever its case: "Ana@Example.com" is ana@example.com. */
export const SameGuestAnyCase: Story = {
  args: {
    entries: [
      {
        id: '2',
        guest: { ...ana, email: 'Ana@Example.com' },
        decision: 'approved',
        comment: null,
        at: '2026-03-02T10:00:00Z',
      },
      { id: '1', guest: ana, decision: 'rejected', comment: null, at: '2026-03-01T10:00:00Z' },
    ] satisfies ClipReviewEntry[],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(TEXT.summary(1, 0))).toBeVisible();
  },
};

/** A guest who took their decision back counts neither way; the log says what they did. */
export const DecisionTakenBack: Story = {
  args: {
    entries: [
      { id: '3', guest: ana, decision: 'cleared', comment: null, at: '2026-03-02T11:00:00Z' },
      {
        id: '2',
        guest: { name: 'Bo Lind', email: 'bo@example.com' },
        decision: 'rejected',
        comment: null,
        at: '2026-03-02T10:30:00Z',
      },
      { id: '1', guest: ana, decision: 'approved', comment: null, at: '2026-03-02T10:00:00Z' },
    ] satisfies ClipReviewEntry[],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(TEXT.summary(0, 1))).toBeVisible();
    await expect(canvas.getByText(TEXT.action.cleared)).toBeVisible();
  },
};

/** A decision and a comment in one entry: the verb, and the comment quoted under it. */
export const DecisionWithComment: Story = {
  args: {
    entries: [
      { id: '1', guest: ana, decision: 'rejected', comment: 'Too shaky.', at: '2026-03-01T10:00:00Z' },
    ] satisfies ClipReviewEntry[],
  },
  play: async ({ canvas }) => {
    const entry = canvas.getByRole('listitem');
    await expect(entry).toHaveTextContent(/^Ana Ortiz \(ana@example\.com\) rejected/);
    await expect(within(entry).getByText('Too shaky.').tagName).toBe('BLOCKQUOTE');
  },
};
