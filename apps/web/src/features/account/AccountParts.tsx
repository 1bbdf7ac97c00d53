import { Button } from '@clipmarket/ui';
import { SignInRequired } from '../../components/SignInRequired';
import { ACCOUNT_PAGE_COPY } from './accountCopy';
import * as styles from './Account.styles';
import type { SessionGate } from '../../session/useSessionGate';

/** Placeholder lines while a section's data loads. */
export function LoadingLines({
  lines = 3,
  label = ACCOUNT_PAGE_COPY.panel.loading,
}: {
  lines?: number;
  label?: string;
}) {
  return (
    <div role="status" aria-label={label}>
      {Array.from({ length: lines }, (_, index) => (
        <div key={index} css={styles.skeleton} style={{ width: `${90 - index * 15}%` }} />
      ))}
    </div>
  );
}

/** A section's data could not be loaded: say so and offer to try again. */
export function LoadFailed({
  onRetry,
  message = ACCOUNT_PAGE_COPY.panel.loadFailed,
}: {
  onRetry?: () => void;
  message?: string;
}) {
  return (
    <div role="alert" css={styles.errorBox}>
      <p>{message}</p>
      {onRetry ? (
        <Button size="sm" onClick={onRetry}>
          {ACCOUNT_PAGE_COPY.panel.retry}
        </Button>
      ) : null}
    </div>
  );
}

/** What an account page shows instead of itself while the session is checked or missing. */
export function GateFallback({ gate }: { gate: Exclude<SessionGate, 'signedIn'> }) {
  return gate === 'checking' ? (
    <p role="status" css={styles.muted}>
      {ACCOUNT_PAGE_COPY.checking}
    </p>
  ) : (
    <SignInRequired reason={ACCOUNT_PAGE_COPY.signInReason} />
  );
}
