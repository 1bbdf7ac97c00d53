import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeProvider } from '../../theme';
import { CLIP_REVIEW_LOG_TEXT as TEXT, ClipReviewLog, type ClipReviewEntry } from '.';

afterEach(cleanup);

const entries: ClipReviewEntry[] = [
  {
    id: '3',
    guest: { name: 'Olive Hart', email: 'olive@northlight.example' },
    from: 'team',
    decision: null,
    comment: 'I will ask the seller.',
    at: '2026-03-03T10:00:00Z',
  },
  // An entry from before colleagues could comment: no `from`, a guest.
  {
    id: '2',
    guest: { name: 'Ana Ortiz', email: 'ana@example.com' },
    decision: 'approved',
    comment: null,
    at: '2026-03-02T10:00:00Z',
  },
];

describe('ClipReviewLog', () => {
  it('tags a colleague’s comment and no guest’s, and counts only the guests’ decisions', () => {
    render(<ClipReviewLog entries={entries} />, { wrapper: ThemeProvider });

    const [olive, ana] = within(screen.getByRole('list', { name: TEXT.label })).getAllByRole('listitem');
    expect(olive!.textContent).toMatch(/^Olive Hart \(olive@northlight\.example\) Colleague commented/);
    expect(within(olive!).getByText(TEXT.colleague)).toBeVisible();
    expect(ana!.textContent).toMatch(/^Ana Ortiz \(ana@example\.com\) approved/);
    expect(within(ana!).queryByText(TEXT.colleague)).not.toBeInTheDocument();
    expect(screen.getByText(TEXT.summary(1, 0))).toBeVisible();
  });
});
