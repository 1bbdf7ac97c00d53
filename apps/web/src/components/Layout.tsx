import { PAGES } from '@clipmarket/core';
import { IconButton, MenuIcon, PlayIcon, useDisclosureDismiss } from '@clipmarket/ui';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useRoute } from 'wouter';
import { APP_COPY, FOOTER_GROUPS, FOOTER_LINKS, NAV_LINKS } from '../copy';
import { useSession } from '../session/AuthProvider';
import { AccountBell, AccountNav } from './AccountNav';
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
 * A signed-in buyer's header on a phone is one row: the menu button, the brand, search, the bell and the cart.
 * The button shows the sections and the account (lists, the account, log out) in rows under it; a new page, a
 * press outside, Escape or tabbing out puts them away. From md they are all in the bar and the button is gone.
 */
function useHeaderMenu() {
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const bar = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => setOpen(false), [location]);
  const close = useCallback(() => setOpen(false), []);
  useDisclosureDismiss(open, close, bar, toggle);
  return { open, setOpen, bar, toggle };
}

/** The page frame every route shares: skip link, header with brand and navigation, main, footer. */
export function Layout({ children, cart }: LayoutProps) {
  const { user } = useSession();
  const menu = useHeaderMenu();
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
          ref={menu.bar}
          css={[styles.container, styles.headerBar]}
          data-menu={user ? (menu.open ? 'open' : 'closed') : undefined}
        >
          {user ? (
            <IconButton
              ref={menu.toggle}
              tone="inverse"
              css={styles.menuToggle}
              label={APP_COPY.menu}
              aria-expanded={menu.open}
              aria-controls={`${navId} ${accountId}`}
              onClick={() => menu.setOpen(!menu.open)}
            >
              <MenuIcon size={20} />
            </IconButton>
          ) : null}
          {/* Named by its label: the narrowest phones show the mark alone. */}
          <Link href={`~${PAGES.home.href()}`} css={styles.brand} aria-label={APP_COPY.brand}>
            <BrandMark />
            <span css={styles.brandName}>{APP_COPY.brand}</span>
          </Link>
          <nav id={navId} aria-label={APP_COPY.primaryNav} css={styles.nav}>
            <ul css={styles.navList}>
              {NAV_LINKS.map((link) => (
                <li key={link.href}>
                  <NavLink {...link} />
                </li>
              ))}
            </ul>
          </nav>
          <HeaderSearch />
          <div css={styles.tools}>
            <AccountBell />
            {cart}
          </div>
          <AccountNav id={accountId} css={styles.account} />
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
