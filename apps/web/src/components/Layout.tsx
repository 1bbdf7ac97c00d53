import { PAGES } from '@clipmarket/core';
import { PlayIcon } from '@clipmarket/ui';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Link, useRoute } from 'wouter';
import { APP_COPY, FOOTER_GROUPS, FOOTER_LINKS, NAV_LINKS } from '../copy';
import { useSession } from '../session/AuthProvider';
import { AccountBell, AccountMenuButton, AccountNav } from './AccountNav';
import { HeaderSearch } from './HeaderSearch';
import { RouteProgress } from './RouteLoading';
import * as styles from './Layout.styles';

/** The play-button mark beside the brand name; decorative, the name is the link's text. */
function BrandMark() {
  return (
    <span css={styles.brandMark} aria-hidden="true">
      <PlayIcon />
    </span>
  );
}

function NavLink({ href, label }: { href: string; label: string }) {
  const [active] = useRoute(href);
  return (
    <Link href={href} css={styles.headerLink} aria-current={active ? 'page' : undefined}>
      {label}
    </Link>
  );
}

export interface LayoutProps {
  children: ReactNode;
  /**
   * The header's cart link, between the search and the account menu. The app passes it in (App.tsx): the
   * cart is the commerce feature's, and the shell's shared pieces import no feature (ADR 67).
   */
  cart?: ReactNode;
}

/**
 * The page frame every route shares: skip link, header with brand and navigation, main, footer. A signed-in
 * buyer's header on a phone is one row (the menu button, the brand, search, the bell, the cart); the button
 * shows the sections and the account in rows under it (HeaderMenuButton). From md they are all in the bar.
 */
export function Layout({ children, cart }: LayoutProps) {
  const { user } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const bar = useRef<HTMLDivElement>(null);
  const navId = useId();
  const accountId = useId();
  return (
    <div css={styles.shell}>
      <a href="#main" css={styles.skipLink}>
        {APP_COPY.skipToContent}
      </a>
      <header css={styles.header}>
        {/* Fixed at the top of the window; inside the banner so it is never content outside a landmark. */}
        <RouteProgress />
        <div
          ref={bar}
          css={[styles.container, styles.headerBar]}
          data-menu={user ? (menuOpen ? 'open' : 'closed') : undefined}
        >
          <AccountMenuButton
            open={menuOpen}
            onOpenChange={setMenuOpen}
            bar={bar}
            controls={`${navId} ${accountId}`}
          />
          {/* Named by its label: the narrowest phones show the mark alone. */}
          <Link
            href={`~${PAGES.home.href()}`}
            css={styles.brand}
            aria-label={APP_COPY.brand}
            data-part="brand"
          >
            <BrandMark />
            <span data-part="brand-name">{APP_COPY.brand}</span>
          </Link>
          <nav id={navId} aria-label={APP_COPY.primaryNav} css={styles.nav} data-part="nav">
            <ul css={styles.navList}>
              {NAV_LINKS.map((link) => (
                <li key={link.href}>
                  <NavLink {...link} />
                </li>
              ))}
            </ul>
          </nav>
          <HeaderSearch />
          <div css={styles.tools} data-part="tools">
            <AccountBell />
            {cart}
          </div>
          <AccountNav id={accountId} data-part="account" />
        </div>
      </header>
      <main id="main" tabIndex={-1} css={styles.main}>
        {children}
      </main>
      <footer css={styles.footer}>
        <div css={[styles.container, styles.footerBar]}>
          <nav aria-label={APP_COPY.footerNav} css={styles.footerNav}>
            {(Object.keys(FOOTER_GROUPS) as (keyof typeof FOOTER_GROUPS)[]).map((group) => (
              // A plain group, not a region: the footer's one landmark is its nav (a "Licensing" region here
              // would clash with a page's own "Licensing" section).
              <div key={group} css={styles.footerGroup}>
                <h2 id={`footer-${group}`} css={styles.footerHeading}>
                  {FOOTER_GROUPS[group]}
                </h2>
                <ul css={styles.footerList} aria-labelledby={`footer-${group}`}>
                  {FOOTER_LINKS.filter((link) => (link.group ?? 'help') === group).map((link) => (
                    <li key={link.href}>
                      <Link href={link.href}>{link.label}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
          <p css={styles.footerNote}>{APP_COPY.copyright(new Date().getFullYear())}</p>
        </div>
      </footer>
    </div>
  );
}
