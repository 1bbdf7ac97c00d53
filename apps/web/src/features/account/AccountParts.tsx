import { InlineAlert, InlineAlertRegion, Skeleton, SkeletonGroup } from '@clipmarket/ui';
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
    <SkeletonGroup label={label} css={styles.skeleton}>
      <Skeleton lines={lines} />
    </SkeletonGroup>
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
    <InlineAlert tone="error" onRetry={onRetry} retryLabel={ACCOUNT_PAGE_COPY.panel.retry}>
      {message}
    </InlineAlert>
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

/** What an act of a page answered: its message, or its refusal. */
export type Notice = { kind: 'ok' | 'error'; text: string } | null;

/** The act's answer, or its refusal, said once above what it acted on; both regions stay mounted to be heard. */
export function NoticeRegions({ notice }: { notice: Notice }) {
  return (
    <>
      <InlineAlertRegion role="status" tone="success">
        {notice?.kind === 'ok' ? notice.text : null}
      </InlineAlertRegion>
      <InlineAlertRegion>{notice?.kind === 'error' ? notice.text : null}</InlineAlertRegion>
    </>
  );
}
