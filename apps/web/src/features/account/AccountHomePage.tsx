import { PAGES, ROLES, roleName } from '@clipmarket/core';
import { routes } from '@clipmarket/core/routes';
import useSWR from 'swr';
import { Link } from 'wouter';
import { InlineAlert } from '@clipmarket/ui';
import { call } from '../../api/client';
import { keys } from '../../api/keys';
import { useSession } from '../../session/AuthProvider';
import { AccountShell, visibleSections } from '../../components/AccountShell';
import { ACCOUNT_PAGE_COPY } from './accountCopy';
import * as styles from './Account.styles';
import { GateFallback } from './AccountParts';
import { VerifyEmailNotice } from './VerifyEmailNotice';
import { useSessionGate } from '../../session/useSessionGate';

const COPY = ACCOUNT_PAGE_COPY;

/** The staff and role indicators of spec sections 1 and 6, each with what it means here. */
export function accessOf(user: { staff: boolean; roles: readonly string[] }) {
  // Each role by the name people read (ROLE_NAMES, the glossary), never by its code.
  const access: { key: string; label: string; description: string }[] = [];
  if (user.staff) access.push({ key: 'staff', ...COPY.access.staff });
  if (user.roles.includes(ROLES.riffUser))
    access.push({ key: 'riffUser', ...COPY.access.riffUser, label: roleName(ROLES.riffUser) ?? '' });
  if (user.roles.includes(ROLES.insider))
    access.push({ key: 'insider', ...COPY.access.insider, label: roleName(ROLES.insider) ?? '' });
  return access;
}

/** `/account`: the account home, with the greeting, the user's access and the way to each part. */
export default function AccountHomePage() {
  const gate = useSessionGate();
  return (
    <AccountShell heading={COPY.home.heading}>
      {gate === 'signedIn' ? <AccountHome /> : <GateFallback gate={gate} />}
    </AccountShell>
  );
}

function AccountHome() {
  const { user } = useSession();
  // The profile adds the first name to the greeting and whether the address is verified: the page works
  // without it.
  const profile = useSWR(keys.profile(), () => call(routes.profileEndpoint));
  if (!user) return null;
  // Until the profile answers, the greeting waits for the name rather than flashing the e-mail address.
  const name = profile.data ? profile.data.firstName || user.username : profile.error ? user.username : null;
  // The profile is read fresh: after the address is verified it already says staff, the session only at the
  // next sign-in check.
  const access = accessOf(profile.data ?? user);

  return (
    <>
      {profile.data && !profile.data.emailVerified ? <VerifyEmailNotice email={profile.data.email} /> : null}
      <section css={styles.section} aria-labelledby="account-greeting">
        <h2 id="account-greeting" css={styles.sectionHeading}>
          {name ? COPY.home.greeting(name) : COPY.home.greetingWithoutName}
        </h2>
        <p css={styles.muted}>{COPY.home.lead}</p>
      </section>
      <section css={styles.section} aria-labelledby="account-access">
        <h2 id="account-access" css={styles.sectionHeading}>
          {COPY.home.accessHeading}
        </h2>
        {access.length > 0 ? (
          <ul css={styles.badges}>
            {access.map((item) => (
              <li key={item.key}>
                <span css={styles.badge}>{item.label}</span>
                <p>{item.description}</p>
              </li>
            ))}
          </ul>
        ) : (
          <p css={styles.muted}>{COPY.access.none}</p>
        )}
        {profile.data?.staffGranted && !profile.data.secondFactor ? (
          <InlineAlert tone="warning">{COPY.access.staffWaits}</InlineAlert>
        ) : null}
        <p>
          <Link href={PAGES.accountSecurity.path()}>{COPY.access.securityLink}</Link>
        </p>
      </section>
      {/* What each section of the account navigation holds: the same sections, in the same order. */}
      <section css={styles.section} aria-labelledby="account-links">
        <h2 id="account-links" css={styles.sectionHeading}>
          {COPY.home.linksHeading}
        </h2>
        <ul css={styles.linkGrid}>
          {visibleSections(profile.data ?? user).map((section) =>
            'description' in section ? (
              <li key={section.key}>
                <Link href={section.href}>
                  <strong>{section.label}</strong>
                  <span>{section.description}</span>
                </Link>
              </li>
            ) : null,
          )}
        </ul>
        <p css={styles.muted}>
          {COPY.home.gettingStarted.lead}{' '}
          <Link href={COPY.home.gettingStarted.href}>{COPY.home.gettingStarted.label}</Link>
        </p>
      </section>
    </>
  );
}
