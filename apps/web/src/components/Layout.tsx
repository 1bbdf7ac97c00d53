import { PAGES } from '@clipmarket/core';
import { PlayIcon } from '@clipmarket/ui';
import type { ReactNode } from 'react';
import { Link, useRoute } from 'wouter';
import { APP_COPY, FOOTER_GROUPS, FOOTER_LINKS, NAV_LINKS } from '../copy';
import { AccountNav } from './AccountNav';
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

/** The page frame every route shares: skip link, header with brand and navigation, main, footer. */
export function Layout({ children, cart }: LayoutProps) {
  return (
    <div css={styles.shell}>
      <a href="#main" css={styles.skipLink}>
        {APP_COPY.skipToContent}
      </a>
      <header css={styles.header}>
        {/* Fixed at the top of the window; inside the banner so it is never content outside a landmark. */}
        <RouteProgress />
        <div css={[styles.container, styles.headerBar]}>
          <Link href={`~${PAGES.home.href()}`} css={styles.brand}>
            <BrandMark />
            {APP_COPY.brand}
          </Link>
          <nav aria-label={APP_COPY.primaryNav} css={styles.nav}>
            <ul css={styles.navList}>
              {NAV_LINKS.map((link) => (
                <li key={link.href}>
                  <NavLink {...link} />
                </li>
              ))}
            </ul>
          </nav>
          <HeaderSearch />
          {cart}
          <AccountNav />
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
