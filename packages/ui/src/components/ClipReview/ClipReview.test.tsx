import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeProvider } from '../../theme';
import { CLIP_REVIEW_TEXT as TEXT, ClipReview } from '.';

afterEach(cleanup);

const TITLE = 'Dog surfs a wave in Cornwall';
const noop = () => {};

describe('ClipReview', () => {
  it('shows a colleague no decision, even when one is passed', () => {
    render(
      <ClipReview
        clipTitle={TITLE}
        decisions={false}
        decision="approved"
        comments={[]}
        onDecide={noop}
        onComment={noop}
      />,
      { wrapper: ThemeProvider },
    );

    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.queryByText(TEXT.decided.approved)).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    const root = screen.getByRole('button', { name: TEXT.addComment }).closest('[data-state]');
    expect(root).not.toHaveAttribute('data-decision');
  });

  it('announces a colleague’s save in the status region, with no decision line', () => {
    render(
      <ClipReview
        clipTitle={TITLE}
        decisions={false}
        decision={null}
        comments={[]}
        status="saving"
        onDecide={noop}
        onComment={noop}
      />,
      { wrapper: ThemeProvider },
    );

    expect(screen.getByRole('status')).toHaveTextContent(TEXT.saving);
  });

  it('names the team’s comments as everyone’s, and each by its author before its time', () => {
    render(
      <ClipReview
        clipTitle={TITLE}
        decisions={false}
        decision={null}
        comments={[
          { id: '1', text: 'Fine by me.', at: '2026-03-02T10:15:00Z', author: 'Olive Hart' },
          { id: '2', text: 'Me too.', at: '2026-03-02T11:40:00Z', author: 'You' },
        ]}
        onDecide={noop}
        onComment={noop}
      />,
      { wrapper: ThemeProvider },
    );

    expect(screen.queryByRole('list', { name: TEXT.commentsLabel(TITLE) })).not.toBeInTheDocument();
    const [olive, mine] = within(
      screen.getByRole('list', { name: TEXT.teamCommentsLabel(TITLE) }),
    ).getAllByRole('listitem');
    expect(olive!.textContent).toMatch(/^Fine by me\.Olive Hart · \d+ Mar 2026, \d\d:\d\d$/);
    expect(mine!.textContent).toMatch(/^Me too\.You · /);
  });

  it('shows a guest’s own comment with its time alone', () => {
    render(
      <ClipReview
        clipTitle={TITLE}
        decision={null}
        comments={[{ id: '1', text: 'Fine by me.', at: '2026-03-02T10:15:00Z' }]}
        onDecide={noop}
        onComment={noop}
      />,
      { wrapper: ThemeProvider },
    );

    const comment = within(screen.getByRole('list', { name: TEXT.commentsLabel(TITLE) })).getByRole(
      'listitem',
    );
    expect(comment.textContent).toMatch(/^Fine by me\.\d+ Mar 2026, \d\d:\d\d$/);
    expect(comment).not.toHaveTextContent('·');
  });
});
