import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { VideoCardLinkProps } from '../VideoCard/VideoCard.types';
import { ClipmarketProvider, useClipmarketLinks, useLinkComponent, type ClipmarketLinks } from '.';

/** An app mounted somewhere else than Clipmarket's: the package must link wherever the app says. */
const SHOP_LINKS: ClipmarketLinks = {
  search: '/shop/find',
  clip: (jmId) => `/shop/clips/${jmId}`,
  inquiry: '/shop/ask',
  history: '/shop/me/licences',
  lists: '/shop/me/lists',
  register: '/shop/join',
  resetPassword: '/shop/forgot',
  faq: '/shop/help/licences',
  fullTermsPdf: '/shop/terms.pdf',
};

function HistoryLink() {
  const Link = useLinkComponent();
  const links = useClipmarketLinks('HistoryLink');
  return <Link href={links.history}>History</Link>;
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
  it("gives every link the app's link component and the app's own pages", () => {
    render(
      <ClipmarketProvider linkComponent={RouterLink} links={SHOP_LINKS}>
        <HistoryLink />
      </ClipmarketProvider>,
    );

    const link = screen.getByRole('link', { name: 'History' });
    expect(link).toHaveAttribute('href', '/shop/me/licences');
    expect(link).toHaveAttribute('data-router');
  });

  it('renders plain anchors without a link component', () => {
    render(
      <ClipmarketProvider links={SHOP_LINKS}>
        <HistoryLink />
      </ClipmarketProvider>,
    );

    const link = screen.getByRole('link', { name: 'History' });
    expect(link).toHaveAttribute('href', '/shop/me/licences');
    expect(link).not.toHaveAttribute('data-router');
  });

  it('names the component and the page it misses when there is no provider to give it', () => {
    // React reports the error it rethrows; the test only needs the thrown one.
    const quiet = (event: ErrorEvent) => event.preventDefault();
    window.addEventListener('error', quiet);
    try {
      expect(() => render(<HistoryLink />)).toThrow(/HistoryLink links to the app's "history" page/);
    } finally {
      window.removeEventListener('error', quiet);
    }
  });
});
