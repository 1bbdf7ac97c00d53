import { buttonStyles } from '@clipmarket/ui';
import { createElement, lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Link } from 'wouter';
import { useSession } from '../session/AuthProvider';
import { ACCOUNT_COPY } from '../copy';
import * as styles from './AccountNav.styles';
import type * as HeaderAccountTools from './HeaderAccountTools';
import type { HeaderMenuButtonProps } from './HeaderMenuButton';

type Tools = typeof HeaderAccountTools;

let tools: Promise<Tools> | null = null;
/** The signed-in parts' one chunk, asked for once (again after a failed load). */
function loadTools(): Promise<Tools> {
  tools ??= import('./HeaderAccountTools').catch((error: unknown) => {
    tools = null;
    throw error;
  });
  return tools;
}

/**
 * A part of the header only a signed-in buyer has (the bell, the menu button, the account area), drawn once the
 * session is confirmed. The session is confirmed in the browser, never in the server's first render, and all
 * these parts come in one chunk: a visitor's pages never load them. A browser that remembers a session asks for
 * the chunk while the session is being confirmed (`AccountNav`), so the parts are drawn with the answer.
 */
function signedInPart<P extends object>(pick: (tools: Tools) => ComponentType<P>) {
  const Part: ComponentType<P> = lazy(() => loadTools().then((loaded) => ({ default: pick(loaded) })));
  return function SignedInPart(props: P) {
    const { user } = useSession();
    if (!user) return null;
    return <Suspense fallback={null}>{createElement(Part, props)}</Suspense>;
  };
}

/** The menu button of a signed-in buyer's one-row header on a phone (HeaderMenuButton). */
export const AccountMenuButton = signedInPart<HeaderMenuButtonProps>((tools) => tools.HeaderMenuButton);

/** The signed-in buyer's bell, in the header's row beside the cart (on a phone too). */
export const AccountBell = signedInPart<object>((tools) => tools.HeaderNotifications);

/** The signed-in buyer's lists, account and log out (HeaderAccount). */
const SignedInAccount = signedInPart<object>((tools) => tools.HeaderAccount);

export interface AccountNavProps {
  /** The id the phone's menu button controls. */
  id?: string;
  /** The header's name for it, which its phone menu's layout finds it by. */
  'data-part'?: string;
}

/**
 * The header's account area: log in and register, or the user's lists, account and log out (HeaderAccount). On
 * a phone a signed-in buyer finds it in the header's menu.
 */
export function AccountNav({ id, 'data-part': part }: AccountNavProps) {
  const { status, user } = useSession();
  // A remembered session being confirmed: its parts' code comes meanwhile, not after the answer.
  const confirming = status === 'pending' && !user;
  useEffect(() => {
    if (confirming) void loadTools().catch(() => undefined);
  }, [confirming]);

  if (confirming) {
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

  return (
    <nav id={id} aria-label={ACCOUNT_COPY.nav} css={styles.nav} data-part={part}>
      <SignedInAccount />
    </nav>
  );
}
