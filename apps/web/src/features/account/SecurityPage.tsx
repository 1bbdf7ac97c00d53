import {
  ApiRequestError,
  MESSAGES,
  STAFF_MESSAGES,
  type SecondFactorSetup,
  type StaffMember,
} from '@clipmarket/core';
import { routes } from '@clipmarket/core/routes';
import { css } from '@emotion/react';
import { Button, InlineAlert, InlineAlertRegion, VisuallyHidden } from '@clipmarket/ui';
import { useId, useState, type FormEvent } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { call } from '../../api/client';
import { keys } from '../../api/keys';
import { useSessionGate } from '../../session/useSessionGate';
import { AccountShell } from '../../components/AccountShell';
import * as formStyles from '../../components/Form.styles';
import { SECURITY_COPY as C } from './securityCopy';
import * as styles from './Account.styles';
import { GateFallback, NoticeRegions, type Notice } from './AccountParts';

function messageOf(error: unknown): string {
  if (error instanceof ApiRequestError) return error.body.messages?.[0] ?? error.body.message;
  return MESSAGES.serverError;
}

/**
 * `/account/security`: two-step sign-in (TOTP, RFC 6238) set up with a QR code or the secret as
 * text, and the recovery codes shown once; for a staff administrator, who has staff access (ADR 56).
 */
export default function SecurityPage() {
  const gate = useSessionGate();
  return (
    <AccountShell heading={C.heading}>
      {gate === 'signedIn' ? <Security /> : <GateFallback gate={gate} />}
    </AccountShell>
  );
}

function Security() {
  const profile = useSWR(keys.profile(), () => call(routes.profileEndpoint));
  if (!profile.data) {
    return profile.error ? (
      <InlineAlert tone="error">{MESSAGES.serverError}</InlineAlert>
    ) : (
      <p role="status" css={styles.muted}>
        {C.loading}
      </p>
    );
  }
  const p = profile.data;
  return (
    <>
      {p.staffGranted && !p.secondFactor ? (
        <InlineAlert tone="warning" css={styles.noticeSpace}>
          {C.staffWaits}
        </InlineAlert>
      ) : null}
      <TwoStepSection enabled={p.secondFactor === true} />
      {p.staffAdmin ? <StaffAccessSection /> : null}
    </>
  );
}

type SetupState =
  | { status: 'idle'; problem?: string }
  | { status: 'starting' }
  | { status: 'scan'; setup: SecondFactorSetup; problem?: string; confirming?: boolean }
  | { status: 'done'; recoveryCodes: string[]; message: string };

function TwoStepSection({ enabled }: { enabled: boolean }) {
  const headingId = useId();
  const codeId = useId();
  const { mutate } = useSWRConfig();
  const [state, setState] = useState<SetupState>({ status: 'idle' });

  async function start() {
    setState({ status: 'starting' });
    try {
      setState({ status: 'scan', setup: await call(routes.secondFactorSetupEndpoint) });
    } catch (error) {
      setState({ status: 'idle', problem: messageOf(error) });
    }
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state.status !== 'scan' || state.confirming) return;
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    if (!code) {
      setState({ ...state, problem: STAFF_MESSAGES.codeMissing });
      return;
    }
    setState({ ...state, confirming: true, problem: undefined });
    try {
      const answer = await call(routes.secondFactorConfirmEndpoint, { body: { code } });
      setState({ status: 'done', recoveryCodes: answer.recoveryCodes, message: answer.message });
    } catch (error) {
      setState({ ...state, confirming: false, problem: messageOf(error) });
    }
  }

  return (
    <section css={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} css={styles.sectionHeading}>
        {C.twoStep.heading}
      </h2>
      {state.status === 'done' ? (
        <div css={formStyles.form}>
          <InlineAlert tone="success">{state.message}</InlineAlert>
          <h3 css={styles.sectionHeading}>{C.twoStep.recoveryHeading}</h3>
          <p>{C.twoStep.recoveryLead}</p>
          <ul aria-label={C.twoStep.recoveryHeading} css={secretList}>
            {state.recoveryCodes.map((code) => (
              <li key={code}>
                <code>{code}</code>
              </li>
            ))}
          </ul>
          <Button variant="primary" onClick={() => void mutate(keys.profile())}>
            {C.twoStep.savedCodes}
          </Button>
        </div>
      ) : enabled ? (
        <p>{C.twoStep.on}</p>
      ) : state.status === 'scan' ? (
        <form css={formStyles.form} onSubmit={confirm} aria-busy={state.confirming}>
          <ol css={steps}>
            <li>{C.twoStep.scan}</li>
          </ol>
          <img
            css={qr}
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(state.setup.qrSvg)}`}
            alt={C.twoStep.qrAlt}
            width={200}
            height={200}
          />
          <p>
            {C.twoStep.typeSecret}{' '}
            <code css={secretText} aria-label={C.twoStep.secretLabel}>
              {state.setup.secret.replace(/(.{4})/g, '$1 ').trim()}
            </code>
          </p>
          <InlineAlertRegion>{state.problem}</InlineAlertRegion>
          <div css={formStyles.field}>
            <label htmlFor={codeId}>{C.twoStep.codeLabel}</label>
            <input
              id={codeId}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              aria-invalid={state.problem ? true : undefined}
            />
          </div>
          <Button type="submit" variant="primary" loading={state.confirming}>
            {C.twoStep.confirm}
          </Button>
        </form>
      ) : (
        <div css={formStyles.form}>
          <p>{C.twoStep.off}</p>
          <InlineAlertRegion>
            {state.status === 'idle' && state.problem ? state.problem : null}
          </InlineAlertRegion>
          <Button variant="primary" loading={state.status === 'starting'} onClick={() => void start()}>
            {C.twoStep.start}
          </Button>
        </div>
      )}
    </section>
  );
}

function StaffAccessSection() {
  const headingId = useId();
  const emailId = useId();
  const members = useSWR('staff-access', () => call(routes.staffMembersEndpoint));
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);

  async function grant(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '').trim();
    if (!email) return;
    setBusy(true);
    try {
      const answer = await call(routes.grantStaffEndpoint, { body: { email } });
      setNotice({ kind: 'ok', text: answer.message });
      form.reset();
      await members.mutate();
    } catch (error) {
      setNotice({ kind: 'error', text: messageOf(error) });
    } finally {
      setBusy(false);
    }
  }

  async function revoke(member: StaffMember) {
    setBusy(true);
    try {
      const answer = await call(routes.revokeStaffEndpoint, { params: { userId: member.userId } });
      setNotice({ kind: 'ok', text: answer.message });
      await members.mutate();
    } catch (error) {
      setNotice({ kind: 'error', text: messageOf(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section css={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} css={styles.sectionHeading}>
        {C.staff.heading}
      </h2>
      <p css={styles.muted}>{C.staff.lead}</p>
      <NoticeRegions notice={notice} />
      <form css={formStyles.form} onSubmit={grant} aria-busy={busy}>
        <div css={formStyles.field}>
          <label htmlFor={emailId}>{C.staff.emailLabel}</label>
          <input id={emailId} name="email" type="email" autoComplete="off" required />
        </div>
        <Button type="submit" variant="primary" loading={busy}>
          {C.staff.grant}
        </Button>
      </form>
      {members.data ? (
        <table css={styles.table}>
          <caption>{C.staff.tableCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{C.staff.columns.person}</th>
              <th scope="col">{C.staff.columns.access}</th>
              <th scope="col">{C.staff.columns.twoStep}</th>
              <th scope="col">
                <VisuallyHidden>{C.staff.columns.actions}</VisuallyHidden>
              </th>
            </tr>
          </thead>
          <tbody>
            {members.data.data.map((member) => (
              <tr key={member.userId}>
                <td>
                  {member.name}
                  <br />
                  {member.email}
                </td>
                <td>
                  {member.allowListed ? C.staff.allowListed : member.admin ? C.staff.admin : C.staff.granted}
                </td>
                <td>{member.secondFactor ? C.staff.yes : C.staff.notYet}</td>
                <td>
                  {member.allowListed ? null : (
                    <Button onClick={() => void revoke(member)} aria-disabled={busy || undefined}>
                      {C.staff.revoke(member.email)}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}

// White in every theme: a QR code scans as dark modules on a light ground.
const qr = css`
  width: 200px;
  height: 200px;
  background: #fff;
`;
const secretText = css`
  font-size: 1rem;
  word-break: break-all;
`;
const secretList = css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: 0.5rem;
  padding: 0;
  list-style: none;
  font-size: 1rem;
`;
const steps = css`
  margin: 0;
  padding-inline-start: 1.25rem;
`;
