import {
  ApiRequestError,
  PAGES,
  SAVED_SEARCH_MESSAGES,
  type AlertUnsubscribeResponse,
} from '@clipmarket/core';
import { routes } from '@clipmarket/core/routes';
import { Button, buttonStyles, InlineAlert } from '@clipmarket/ui';
import { useState } from 'react';
import useSWR from 'swr';
import { Link, useSearchParams } from 'wouter';
import { PageShell } from '../../components/PageShell';
import { call } from '../../api/client';
import { SAVED_SEARCH_COPY } from './savedSearchCopy';
import * as styles from './AlertUnsubscribePage.styles';

const COPY = SAVED_SEARCH_COPY.unsubscribe;

/**
 * `/alerts/unsubscribe?token=…` (ADR 90): where a saved search's digest mail links to turn its alert off, with no
 * need to sign in. Opening the link changes nothing (a mail scanner opens links too): the buyer confirms with a
 * button. Mail clients turn it off in one click through the mail's List-Unsubscribe headers instead (RFC 8058).
 */
export default function AlertUnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const info = useSWR(token ? ['alertUnsubscribe', token] : null, () =>
    call(routes.alertUnsubscribeInfoEndpoint, { query: { token } }),
  );
  const [done, setDone] = useState<AlertUnsubscribeResponse | null>(null);
  const [status, setStatus] = useState<'idle' | 'sending' | 'failed'>('idle');

  const turnOff = async () => {
    setStatus('sending');
    try {
      setDone(await call(routes.alertUnsubscribeEndpoint, { query: { token } }));
      setStatus('idle');
    } catch {
      setStatus('failed');
    }
  };

  const invalid =
    !token || (info.error instanceof ApiRequestError && info.error.status >= 400 && info.error.status < 500);
  let body;
  if (done) body = <InlineAlert tone="success">{COPY.done(done.name)}</InlineAlert>;
  else if (invalid) body = <InlineAlert tone="error">{SAVED_SEARCH_MESSAGES.unsubscribeInvalid}</InlineAlert>;
  else if (info.error) body = <InlineAlert tone="error">{COPY.failed}</InlineAlert>;
  else if (!info.data) body = <p role="status">{COPY.checking}</p>;
  else if (info.data.alert === 'off') body = <p>{COPY.already(info.data.name)}</p>;
  else
    body = (
      <>
        <p>{COPY.ask(info.data.name)}</p>
        {status === 'failed' ? <InlineAlert tone="error">{COPY.failed}</InlineAlert> : null}
        <Button variant="primary" loading={status === 'sending'} onClick={() => void turnOff()}>
          {COPY.confirm}
        </Button>
      </>
    );

  return (
    <PageShell heading={COPY.heading}>
      <div css={styles.box}>
        {body}
        <Link
          href={PAGES.savedSearches.path()}
          css={[buttonStyles.secondaryButton, buttonStyles.smallButton]}
        >
          {COPY.toSavedSearches}
        </Link>
      </div>
    </PageShell>
  );
}
