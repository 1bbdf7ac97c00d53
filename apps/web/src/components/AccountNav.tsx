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
// server's first render: a visitor's pages never load the lists menu or the bell.
const HeaderAccountTools = lazy(() =>
  import('./HeaderAccountTools').then((module) => ({ default: module.HeaderAccountTools })),
);

/**
 * The header's account area: log in and register, or the user's notifications and lists (HeaderAccountTools),
 * account and log out.
 */
export function AccountNav() {
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
    <nav aria-label={ACCOUNT_COPY.nav} css={styles.nav}>
      <Suspense fallback={null}>
        <HeaderAccountTools />
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
