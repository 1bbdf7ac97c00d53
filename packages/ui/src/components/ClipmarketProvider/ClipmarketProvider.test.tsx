import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { VideoCardLinkProps } from '../VideoCard/VideoCard.types';
import { CLIPMARKET_PATHS, ClipmarketProvider, useHref, useLinkComponent } from '.';

function HistoryLink() {
  const Link = useLinkComponent();
  const href = useHref();
  return <Link href={href(CLIPMARKET_PATHS.history)}>History</Link>;
}

function RouterLink({ children, ...props }: VideoCardLinkProps) {
  return (
    <a data-router="" {...props}>
      {children}
    </a>
  );
}

afterEach(cleanup);

describe('ClipmarketProvider', () => {
  it('links under /licensing with plain anchors when there is no provider', () => {
    render(<HistoryLink />);

    const link = screen.getByRole('link', { name: 'History' });
    expect(link).toHaveAttribute('href', '/licensing/account/history');
    expect(link).not.toHaveAttribute('data-router');
  });

  it("gives every link the app's link component and base path", () => {
    render(
      <ClipmarketProvider linkComponent={RouterLink} basePath="/clips/">
        <HistoryLink />
      </ClipmarketProvider>,
    );

    const link = screen.getByRole('link', { name: 'History' });
    expect(link).toHaveAttribute('href', '/clips/account/history');
    expect(link).toHaveAttribute('data-router');
  });
});
