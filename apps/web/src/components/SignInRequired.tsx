import { PAGES } from '@clipmarket/core';
import { buttonStyles } from '@clipmarket/ui';
import { Link } from 'wouter';
import { loginHrefFor } from '../session/afterLogin';
import { useCurrentPath } from './AppLink';
import * as styles from './SignInRequired.styles';

export interface SignInRequiredProps {
  /** What signing in gives here, e.g. "to see your playlists". */
  reason: string;
}

/** Shown in place of a page that needs an account (spec section 6), with the ways in and back here. */
export function SignInRequired({ reason }: SignInRequiredProps) {
  const here = useCurrentPath();
  return (
    <section css={styles.box} aria-labelledby="sign-in-required">
      <h2 id="sign-in-required" css={styles.heading}>
        Log in {reason}
      </h2>
      <p css={styles.text}>This page belongs to your account.</p>
      <div css={styles.actions}>
        <Link href={loginHrefFor(here)} css={buttonStyles.primaryButton}>
          Log in
        </Link>
        <Link href={PAGES.register.path()} css={buttonStyles.secondaryButton}>
          Create an account
        </Link>
      </div>
    </section>
  );
}
