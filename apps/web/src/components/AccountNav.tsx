import { ROLES } from '@clipmarket/core';
import { Button, buttonStyles } from '@clipmarket/ui';
import { lazy, Suspense } from 'react';
import { Link } from 'wouter';
import { useSession } from '../session/AuthProvider';
import { ACCOUNT_COPY } from '../copy';
import * as styles from './AccountNav.styles';

/** The role and staff markers of spec sections 1 and 6, as short badges beside the account link. */
export function roleBadges(user: { staff: boolean; roles: readonly string[] }): string[] {
  const badges: string[] = [];
  if (user.staff) badges.push(ACCOUNT_COPY.badges.staff);
  if (user.roles.includes(ROLES.riffUser)) badges.push(ACCOUNT_COPY.badges.riffUser);
  if (user.roles.includes(ROLES.insider)) badges.push(ACCOUNT_COPY.badges.insider);
  return badges;
}

// Only a signed-in user has lists and notifications, and a session is confirmed in the browser, never in the
// server's first render: a visitor's pages never load the lists menu or the bell. Both come in one chunk.
const HeaderLists = lazy(() =>
  import('./HeaderAccountTools').then((module) => ({ default: module.HeaderLists })),
);
const HeaderNotifications = lazy(() =>
  import('./HeaderAccountTools').then((module) => ({ default: module.HeaderNotifications })),
);

/** The signed-in buyer's bell, in the header's row beside the cart (on a phone too); nothing for a visitor. */
export function AccountBell() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <HeaderNotifications />
    </Suspense>
  );
}

export interface AccountNavProps {
  /** The id the phone's menu button controls. */
  id?: string;
  /** Where the header places it (a class; Emotion's `css` prop arrives as one). */
  className?: string;
}

/**
 * The header's account area: log in and register, or the user's lists (HeaderLists), account and log out. On a
 * phone a signed-in buyer finds it in the header's menu.
 */
export function AccountNav({ id, className }: AccountNavProps) {
  const { status, user, logout } = useSession();

  if (status === 'pending' && !user) {
    return (
      <p css={styles.nav} role="status">
        <span css={styles.muted}>{ACCOUNT_COPY.checking}</span>
      </p>
    );
  }

  if (!user) {
    return (
      <nav aria-label={ACCOUNT_COPY.nav} css={styles.nav}>
        <Link href={ACCOUNT_COPY.register.href} css={styles.quietLink}>
          {ACCOUNT_COPY.register.label}
        </Link>
        <Link href={ACCOUNT_COPY.login.href} css={[buttonStyles.primaryButton, buttonStyles.smallButton]}>
          {ACCOUNT_COPY.login.label}
        </Link>
      </nav>
    );
  }

  const loggingOut = status === 'loggingOut';
  return (
    <nav id={id} aria-label={ACCOUNT_COPY.nav} css={styles.nav} className={className}>
      <Suspense fallback={null}>
        <HeaderLists />
      </Suspense>
      <Link href={ACCOUNT_COPY.account.href} css={styles.quietLink}>
        <span css={styles.username}>{user.username}</span>
        {roleBadges(user).map((badge) => (
          <span key={badge} css={styles.badge}>
            {badge}
          </span>
        ))}
      </Link>
      <Button
        size="sm"
        css={styles.onDark}
        aria-disabled={loggingOut || undefined}
        onClick={() => {
          if (!loggingOut) logout();
        }}
      >
        {loggingOut ? ACCOUNT_COPY.loggingOut : ACCOUNT_COPY.logout}
      </Button>
    </nav>
  );
}
