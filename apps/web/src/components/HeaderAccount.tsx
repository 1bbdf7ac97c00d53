import { ROLES } from '@clipmarket/core';
import { Button } from '@clipmarket/ui';
import { Link } from 'wouter';
import { ACCOUNT_COPY } from '../copy';
import { useSession } from '../session/AuthProvider';
import * as navStyles from './AccountNav.styles';
import * as styles from './HeaderAccount.styles';
import { HeaderLists } from './HeaderLists';

/** The role and staff markers of spec sections 1 and 6, as short badges beside the account link. */
export function roleBadges(user: { staff: boolean; roles: readonly string[] }): string[] {
  const badges: string[] = [];
  if (user.staff) badges.push(ACCOUNT_COPY.badges.staff);
  if (user.roles.includes(ROLES.riffUser)) badges.push(ACCOUNT_COPY.badges.riffUser);
  if (user.roles.includes(ROLES.insider)) badges.push(ACCOUNT_COPY.badges.insider);
  return badges;
}

/** A signed-in buyer's account area, inside the header's Account navigation: their lists, account and log out. */
export function HeaderAccount() {
  const { status, user, logout } = useSession();
  if (!user) return null;
  const loggingOut = status === 'loggingOut';
  return (
    <>
      <HeaderLists />
      <Link href={ACCOUNT_COPY.account.href} css={navStyles.quietLink}>
        {/* Cut with an ellipsis where the bar is short of room: the whole name on a pointer's rest. */}
        <span css={styles.username} title={user.username}>
          {user.username}
        </span>
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
    </>
  );
}
