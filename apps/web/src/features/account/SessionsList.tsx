import { ApiRequestError, MESSAGES, type AccountSession } from '@clipmarket/core';
import { routes } from '@clipmarket/core/routes';
import { Button, InlineAlert, InlineAlertRegion } from '@clipmarket/ui';
import { useId, useState } from 'react';
import useSWR from 'swr';
import { call } from '../../api/client';
import { ACCOUNT_PAGE_COPY } from './accountCopy';
import * as styles from './Account.styles';
import { LoadingLines } from './AccountParts';

/** The SWR key of the signed-in account's sessions (the resource's name first, as in `api/keys.ts`). */
export const SESSIONS_KEY = ['sessions'] as const;

const when = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** A date and time in the reader's own time zone, e.g. "2 Dec 2026, 09:41". */
export function formatWhen(iso: string): string {
  return when.format(new Date(iso));
}

function messageOf(error: unknown): string {
  return error instanceof ApiRequestError && error.body.message ? error.body.message : MESSAGES.serverError;
}

type Outcome = { kind: 'done' | 'error'; message: string } | null;

/**
 * "Where you are signed in" (ADR 57): the account's open sessions, this device marked, each with the browser,
 * when it signed in, when it was last used and the network it signed in from; one can be signed out, or all
 * the others at once.
 */
export function SessionsList() {
  const c = ACCOUNT_PAGE_COPY.sessions;
  const headingId = useId();
  const sessions = useSWR(SESSIONS_KEY, () => call(routes.accountSessionsEndpoint));
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // This device first, then the others as the server orders them (most recently used first).
  const list = [...(sessions.data?.data ?? [])].sort((a, b) => Number(b.current) - Number(a.current));
  const others = list.filter((s) => !s.current).length;

  async function run(key: string, work: () => Promise<string>) {
    setBusy(key);
    setOutcome(null);
    try {
      setOutcome({ kind: 'done', message: await work() });
    } catch (error) {
      setOutcome({ kind: 'error', message: messageOf(error) });
    } finally {
      setBusy(null);
      void sessions.mutate();
    }
  }

  const signOutOne = (session: AccountSession) =>
    run(session.id, async () => {
      await call(routes.accountSessionRevokeEndpoint, { params: { id: session.id } });
      return c.signedOutOne(session.device);
    });
  const signOutOthers = () =>
    run('others', async () => (await call(routes.accountSessionsRevokeOthersEndpoint)).message);

  return (
    <section css={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} css={styles.sectionHeading}>
        {c.heading}
      </h2>
      <p css={styles.muted}>{c.lead}</p>
      <InlineAlertRegion role="status" tone="success">
        {outcome?.kind === 'done' ? outcome.message : null}
      </InlineAlertRegion>
      <InlineAlertRegion>{outcome?.kind === 'error' ? outcome.message : null}</InlineAlertRegion>
      {sessions.error ? (
        <InlineAlert tone="error" role="status">
          {c.loadFailed}
        </InlineAlert>
      ) : !sessions.data ? (
        <LoadingLines />
      ) : (
        <>
          <ul css={styles.sessionList}>
            {list.map((session) => (
              <li key={session.id} css={styles.sessionItem} data-current={session.current || undefined}>
                <div>
                  <p css={styles.sessionDevice}>
                    {session.device}
                    {session.current ? <span css={styles.sessionHere}>{c.thisDevice}</span> : null}
                  </p>
                  <p css={styles.muted}>
                    {c.signedIn(formatWhen(session.createdAt))}
                    {' · '}
                    {session.current ? c.activeNow : c.lastSeen(formatWhen(session.lastSeenAt))}
                  </p>
                  {session.network ? <p css={styles.muted}>{c.network(session.network)}</p> : null}
                </div>
                {session.current ? null : (
                  <Button
                    size="sm"
                    variant="secondary"
                    loading={busy === session.id}
                    disabled={busy !== null}
                    onClick={() => void signOutOne(session)}
                    aria-label={c.signOutOneLabel(session.device, formatWhen(session.lastSeenAt))}
                  >
                    {c.signOutOne}
                  </Button>
                )}
              </li>
            ))}
          </ul>
          <Button
            variant="danger"
            loading={busy === 'others'}
            disabled={busy !== null || others === 0}
            onClick={() => void signOutOthers()}
          >
            {c.signOutOthers}
          </Button>
          {others === 0 ? <p css={styles.muted}>{c.onlyHere}</p> : null}
        </>
      )}
    </section>
  );
}
