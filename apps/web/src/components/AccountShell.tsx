import { isInternalViewer } from '@clipmarket/core';
import { useLayoutEffect, useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { useSession } from '../session/AuthProvider';
import { ACCOUNT_AREA_COPY, ACCOUNT_SECTIONS, type AccountSection } from './accountSections';
import { PageShell, type PageShellProps } from './PageShell';
import * as styles from './AccountShell.styles';

/** Whether `location` (relative to /licensing) is the section's page or, for a prefix section, below it. */
export function sectionMatches(section: AccountSection, location: string): 'page' | 'within' | null {
  const path = location.replace(/\/+$/, '') || '/';
  if (path === section.href) return 'page';
  if (section.match === 'prefix' && path.startsWith(`${section.href}/`)) return 'within';
  return null;
}

/** The sections a user sees: everyone's, and the internal tools for staff, the rights team and insiders. */
export function visibleSections(user: { staff: boolean; roles: readonly string[] } | null) {
  const internal = isInternalViewer(user);
  // Held orders are staff's alone (their list answers 403 to the rights team and insiders).
  return ACCOUNT_SECTIONS.filter(
    (section) => (internal || !section.internal) && (!('staffOnly' in section) || user?.staff === true),
  );
}

/**
 * The account area's one navigation, the same on every account page: overview, lists (and each playlist),
 * history, usage, profile, and the staff tools for those allowed them. The current page is marked
 * `aria-current="page"`; a page inside a section (a playlist inside "My lists") marks its section `true`.
 */
export function AccountSectionNav() {
  const { user } = useSession();
  const [location] = useLocation();
  const list = useRef<HTMLUListElement>(null);
  // On a phone the row scrolls: the current section's tab is brought into it, never left off-screen.
  useLayoutEffect(() => {
    const row = list.current;
    const current = row?.querySelector<HTMLElement>('[aria-current]');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    const start = current.offsetLeft - row.offsetLeft;
    const end = start + current.offsetWidth;
    if (start < row.scrollLeft || end > row.scrollLeft + row.clientWidth) {
      row.scrollLeft = Math.max(0, start - (row.clientWidth - current.offsetWidth) / 2);
    }
  }, [location]);
  return (
    <nav aria-label={ACCOUNT_AREA_COPY.nav} css={styles.nav}>
      <ul ref={list}>
        {visibleSections(user).map((section) => {
          const current = sectionMatches(section, location);
          return (
            <li key={section.key}>
              <Link
                href={section.href}
                aria-current={current === 'page' ? 'page' : current === 'within' ? 'true' : undefined}
              >
                {section.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export interface AccountShellProps extends Omit<PageShellProps, 'nav'> {
  /**
   * Whether the page is part of the user's own account: a playlist opened through someone else's share link
   * is not, and shows no account navigation.
   * @default true
   */
  inAccount?: boolean;
}

/**
 * The frame of every account page (`/account`, its history, profile, lists, a playlist, usage and the staff
 * pages): the account navigation above the page's one h1, then the page. Takes PageShell's props.
 */
export function AccountShell({ inAccount = true, ...props }: AccountShellProps) {
  return <PageShell {...props} nav={inAccount ? <AccountSectionNav /> : null} />;
}
