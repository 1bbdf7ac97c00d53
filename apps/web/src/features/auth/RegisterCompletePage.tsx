import { ApiRequestError, MESSAGES, PAGES, SESSION_MESSAGES } from '@clipmarket/core';
import { routes } from '@clipmarket/core/routes';
import { buttonStyles, InlineAlertRegion } from '@clipmarket/ui';
import { useState } from 'react';
import { Link, useParams } from 'wouter';
import { call } from '../../api/client';
import { PageShell } from '../../components/PageShell';
import { ScriptButton } from '../../components/ScriptButton';
import { getPersistedState, updatePersistedState } from '../../state/persisted';
import { destinationAfterLogin } from '../../session/afterLogin';
import { AUTH_COPY } from './authCopy';
import * as styles from '../../components/Form.styles';
import { takeRegistrationNext } from './registrationReturn';

/** The full page load after signing in (tests replace it: a real one would leave the test page). */
export const pageLoad = { assign: (href: string) => window.location.assign(href) };

type CompleteState =
  | { status: 'ready' }
  | { status: 'creating' }
  | { status: 'done' }
  | { status: 'gone'; message: string }
  | { status: 'failed'; message: string };

/**
 * `/register/complete/{id}`: the link of the registration mail (ADR 57). Nothing happens on load (a
 * mail scanner that opens the link creates nothing); the button creates the account and signs in, then the
 * page loads where the buyer was going (a save clicked while signed out, the register page's `?next=`).
 */
export default function RegisterCompletePage() {
  const { id = '' } = useParams<{ id: string }>();
  const [state, setState] = useState<CompleteState>({ status: 'ready' });
  const c = AUTH_COPY.complete;
  const creating = state.status === 'creating' || state.status === 'done';
  // The mailed link opens this page cold: until its script has taken the page over, the button can do nothing.

  async function finish() {
    if (creating) return;
    setState({ status: 'creating' });
    try {
      const { authenticationDetails } = await call(routes.registrationCompleteEndpoint, { params: { id } });
      setState({ status: 'done' });
      // Signed in by the cookie the answer set: the next page load validates it, as for a remembered session.
      updatePersistedState((current) => ({
        ...current,
        auth: { loggedIn: true, username: authenticationDetails.username },
      }));
      const pendingSave = getPersistedState().user.pendingSave?.prevPath ?? null;
      pageLoad.assign(destinationAfterLogin(pendingSave, takeRegistrationNext(), window.location.origin));
    } catch (error) {
      if (error instanceof ApiRequestError && (error.status === 404 || error.status === 410)) {
        setState({
          status: 'gone',
          message:
            error.status === 410
              ? SESSION_MESSAGES.registrationLinkExpired
              : SESSION_MESSAGES.registrationLinkUnknown,
        });
      } else {
        setState({
          status: 'failed',
          message:
            error instanceof ApiRequestError && error.body.message
              ? error.body.message
              : MESSAGES.serverError,
        });
      }
    }
  }

  return (
    <PageShell heading={c.heading} lead={state.status === 'gone' ? undefined : c.lead}>
      <div css={styles.card}>
        <div css={styles.form}>
          <InlineAlertRegion>
            {state.status === 'gone' || state.status === 'failed' ? state.message : null}
          </InlineAlertRegion>
          <InlineAlertRegion role="status" tone="success">
            {state.status === 'done' ? c.done : null}
          </InlineAlertRegion>
          {state.status === 'gone' ? (
            <>
              <Link href={PAGES.login.path()} css={buttonStyles.primaryButton}>
                {c.toLogin}
              </Link>
              <Link href={PAGES.register.path()} css={buttonStyles.secondaryButton}>
                {c.registerAgain}
              </Link>
            </>
          ) : (
            <>
              <ScriptButton variant="primary" loading={creating} onClick={() => void finish()}>
                {creating ? c.pending : c.submit}
              </ScriptButton>
              <p css={styles.muted}>{c.notYou}</p>
            </>
          )}
        </div>
      </div>
    </PageShell>
  );
}
