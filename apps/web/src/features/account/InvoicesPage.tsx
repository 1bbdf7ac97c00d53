import {
  ApiRequestError,
  formatDisplayDate,
  MESSAGES,
  ORDER_STATUS_WORDS,
  type Invoice,
  type OnAccountApproval,
} from '@clipmarket/core';
import { routes } from '@clipmarket/core/routes';
import { Button, DateField, EmptyState, formatAmount } from '@clipmarket/ui';
import { useId, useState, type FormEvent } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { call } from '../../api/client';
import { keys, matches } from '../../api/keys';
import { AccountShell } from '../../components/AccountShell';
import * as formStyles from '../../components/Form.styles';
import NotFoundPage from '../../components/NotFoundPage';
import { useSession } from '../../session/AuthProvider';
import { useSessionGate } from '../../session/useSessionGate';
import * as styles from './Account.styles';
import { GateFallback, LoadFailed, LoadingLines, NoticeRegions, type Notice } from './AccountParts';
import * as local from './InvoicesPage.styles';

/** The page's words (staff only; the buyer's side is the checkout's and the profile's, in commerce). */
export const INVOICES_COPY = {
  heading: 'Invoices and pay on account',
  lead:
    'Company accounts you approve may check out on account with a purchase order number: the order is granted ' +
    'at once and invoiced, due in 30 days. Mark an invoice paid when the transfer arrives; cancelling one ' +
    'revokes its licences, as a refund does.',
  approvals: {
    heading: 'Accounts that may pay on account',
    empty: 'No account may pay on account yet.',
    label: 'Approved accounts',
    emailLabel: 'Account e-mail',
    limitLabel: 'Credit limit (optional)',
    limitHint:
      'In the store’s currency, e.g. 5000. Empty: no limit. Approving an approved account changes it.',
    limitInvalid: 'Give the limit as an amount, e.g. 5000 or 2500.50, or leave it empty for no limit.',
    approve: 'Approve',
    withdraw: (email: string) => `Withdraw ${email}`,
    withdrawWord: 'Withdraw',
    company: 'Company',
    noCompany: 'No company in the billing details: checkout on account is refused until one is given.',
    limit: 'Limit',
    noLimit: 'None',
    open: 'Open invoices',
    approved: 'Approved',
    approvedBy: (date: string, email: string) => `${date} by ${email}`,
  },
  invoices: {
    heading: 'Open invoices',
    headingAll: 'All invoices',
    showAll: 'Show all invoices',
    showOpen: 'Show open invoices only',
    empty: 'No invoice is open.',
    emptyAll: 'No order has been placed on account yet.',
    label: 'Invoices',
    buyer: 'Buyer',
    company: 'Company',
    po: 'PO number',
    amount: 'Amount',
    issued: 'Issued',
    due: 'Due',
    status: 'Status',
    overdue: 'Overdue',
    statusWords: {
      open: ORDER_STATUS_WORDS.invoiced,
      paid: ORDER_STATUS_WORDS.paid,
      cancelled: ORDER_STATUS_WORDS.cancelled,
    },
    paidOn: (date: string, email: string | null) => `Paid on ${date}${email ? `, recorded by ${email}` : ''}`,
    cancelledOn: (date: string, email: string | null) => `Cancelled on ${date}${email ? ` by ${email}` : ''}`,
    paidOnLabel: 'Payment received on',
    markPaid: 'Mark paid',
    cancel: 'Cancel invoice…',
    reasonLabel: 'Why (kept with the cancellation, not shown to the buyer)',
    confirmCancel: 'Cancel the invoice and revoke its licences',
    keep: 'Keep it',
  },
} as const;

const COPY = INVOICES_COPY;

function messageOf(error: unknown): string {
  if (error instanceof ApiRequestError) return error.body.messages?.[0] ?? error.body.message;
  return MESSAGES.serverError;
}

/** 'yyyy-MM-dd' today, in UTC: the server's one calendar. */
const today = () => new Date().toISOString().slice(0, 10);

/** '5000', '2,500.50' → cents; '' → null (no limit); anything else → undefined. */
export function limitCents(text: string): number | null | undefined {
  const plain = text.replace(/[,\s]/g, '');
  if (plain === '') return null;
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(plain);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * `/account/invoices` (docs/adr/0087), beside the held orders: the accounts staff let pay on account (approve
 * by e-mail with an optional credit limit, withdraw), and the invoices of orders placed on account (mark paid
 * on the day the transfer arrived, or cancel, which revokes the licences). Staff only: anyone else gets the
 * not-found page, and the server refuses every call with 403.
 */
export default function InvoicesPage() {
  const gate = useSessionGate();
  const { user } = useSession();
  if (gate === 'signedIn' && !user?.staff) return <NotFoundPage />;
  return (
    <AccountShell heading={COPY.heading} lead={COPY.lead}>
      {gate === 'signedIn' ? (
        <>
          <Approvals />
          <Invoices />
        </>
      ) : (
        <GateFallback gate={gate} />
      )}
    </AccountShell>
  );
}

function Approvals() {
  const headingId = useId();
  const emailId = useId();
  const limitId = useId();
  const limitHintId = useId();
  const list = useSWR(keys.invoices.approvals(), () => call(routes.onAccountApprovalsEndpoint));
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);

  async function approve(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const email = String(data.get('email') ?? '').trim();
    const creditLimitCents = limitCents(String(data.get('limit') ?? ''));
    if (creditLimitCents === undefined) {
      setNotice({ kind: 'error', text: COPY.approvals.limitInvalid });
      return;
    }
    setBusy(true);
    try {
      const answer = await call(routes.approveOnAccountEndpoint, { body: { email, creditLimitCents } });
      setNotice({ kind: 'ok', text: answer.message });
      form.reset();
      await list.mutate();
    } catch (error) {
      setNotice({ kind: 'error', text: messageOf(error) });
    } finally {
      setBusy(false);
    }
  }

  async function withdraw(approval: OnAccountApproval) {
    setBusy(true);
    try {
      const answer = await call(routes.withdrawOnAccountEndpoint, { params: { userId: approval.userId } });
      setNotice({ kind: 'ok', text: answer.message });
      await list.mutate();
    } catch (error) {
      setNotice({ kind: 'error', text: messageOf(error) });
    } finally {
      setBusy(false);
    }
  }

  const c = COPY.approvals;
  return (
    <section css={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} css={styles.sectionHeading}>
        {c.heading}
      </h2>
      <form css={[formStyles.form, local.approveForm]} onSubmit={(e) => void approve(e)} aria-busy={busy}>
        <NoticeRegions notice={notice} />
        <div css={formStyles.row}>
          <div css={formStyles.field}>
            <label htmlFor={emailId}>{c.emailLabel}</label>
            <input id={emailId} name="email" type="email" autoComplete="off" required />
          </div>
          <div css={formStyles.field}>
            <label htmlFor={limitId}>{c.limitLabel}</label>
            <input
              id={limitId}
              name="limit"
              inputMode="decimal"
              autoComplete="off"
              aria-describedby={limitHintId}
            />
          </div>
        </div>
        <p id={limitHintId} css={formStyles.hint}>
          {c.limitHint}
        </p>
        <div>
          <Button type="submit" variant="primary" loading={busy}>
            {c.approve}
          </Button>
        </div>
      </form>
      {list.error && !list.data ? (
        <LoadFailed onRetry={() => void list.mutate()} />
      ) : !list.data ? (
        <LoadingLines />
      ) : list.data.data.length === 0 ? (
        <EmptyState description={c.empty} />
      ) : (
        <ul css={[styles.stack, local.list]} aria-label={c.label}>
          {list.data.data.map((approval) => (
            <li key={approval.userId} css={styles.box}>
              <h3 css={local.itemHeading}>
                {approval.name} <span css={local.email}>{approval.email}</span>
              </h3>
              <dl css={styles.details}>
                <dt>{c.company}</dt>
                <dd>{approval.company ?? c.noCompany}</dd>
                <dt>{c.limit}</dt>
                <dd>
                  {approval.creditLimitCents === null
                    ? c.noLimit
                    : formatAmount(approval.creditLimitCents, 'USD')}
                </dd>
                <dt>{c.open}</dt>
                <dd>{formatAmount(approval.openCents, 'USD')}</dd>
                <dt>{c.approved}</dt>
                <dd>{c.approvedBy(formatDisplayDate(approval.approvedAt), approval.approvedBy)}</dd>
              </dl>
              <Button
                size="sm"
                onClick={() => void withdraw(approval)}
                aria-disabled={busy || undefined}
                aria-label={c.withdraw(approval.email)}
              >
                {c.withdrawWord}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Invoices() {
  const headingId = useId();
  const [show, setShow] = useState<'open' | 'all'>('open');
  const list = useSWR(keys.invoices.list(show), () =>
    call(routes.invoicesEndpoint, { query: { status: show, max: 100 } }),
  );
  const [notice, setNotice] = useState<Notice>(null);
  const c = COPY.invoices;
  const data = list.data?.data;
  return (
    <section css={styles.section} aria-labelledby={headingId}>
      <div css={local.headingRow}>
        <h2 id={headingId} css={styles.sectionHeading}>
          {show === 'open' ? c.heading : c.headingAll}
        </h2>
        <Button size="sm" variant="link" onClick={() => setShow(show === 'open' ? 'all' : 'open')}>
          {show === 'open' ? c.showAll : c.showOpen}
        </Button>
      </div>
      <NoticeRegions notice={notice} />
      {list.error && !list.data ? (
        <LoadFailed onRetry={() => void list.mutate()} />
      ) : !data ? (
        <LoadingLines />
      ) : data.length === 0 ? (
        <EmptyState description={show === 'open' ? c.empty : c.emptyAll} />
      ) : (
        <ul css={[styles.stack, local.list]} aria-label={c.label}>
          {data.map((invoice) => (
            <InvoiceItem key={invoice.orderNumber} invoice={invoice} onNotice={setNotice} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** One invoice: a box of its facts (a list, not a table: it reads on a phone too) and, while open, its acts. */
function InvoiceItem({ invoice, onNotice }: { invoice: Invoice; onNotice: (notice: Notice) => void }) {
  const c = COPY.invoices;
  const { mutate } = useSWRConfig();
  const paidId = useId();
  const reasonId = useId();
  const [busy, setBusy] = useState(false);
  const [cancelling, setCancelling] = useState(false);

  async function act(work: () => Promise<{ message: string }>) {
    if (busy) return;
    setBusy(true);
    try {
      onNotice({ kind: 'ok', text: (await work()).message });
      await mutate(matches('invoices'));
    } catch (error) {
      onNotice({ kind: 'error', text: messageOf(error) });
    } finally {
      setBusy(false);
    }
  }

  function markPaid(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const paidOn = String(new FormData(event.currentTarget).get('paidOn') ?? '') || undefined;
    void act(() =>
      call(routes.markInvoicePaidEndpoint, {
        params: { orderNumber: invoice.orderNumber },
        body: { paidOn },
      }),
    );
  }

  function cancel(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '').trim() || null;
    void act(() =>
      call(routes.cancelInvoiceEndpoint, { params: { orderNumber: invoice.orderNumber }, body: { reason } }),
    );
  }

  const money = formatAmount(invoice.totalCents, invoice.currency);
  return (
    <li css={styles.box} data-status={invoice.status}>
      <h3 css={local.itemHeading}>
        <span css={local.mono}>{invoice.orderNumber}</span> <span>{money}</span>{' '}
        {invoice.overdue ? <span css={local.overdue}>{c.overdue}</span> : null}
      </h3>
      <dl css={styles.details}>
        <dt>{c.buyer}</dt>
        <dd>
          {invoice.buyerName}, {invoice.buyerEmail}
        </dd>
        <dt>{c.company}</dt>
        <dd>{invoice.company ?? '—'}</dd>
        <dt>{c.po}</dt>
        <dd>{invoice.poNumber}</dd>
        <dt>{c.issued}</dt>
        <dd>{formatDisplayDate(invoice.issuedAt)}</dd>
        <dt>{c.due}</dt>
        <dd>
          <time dateTime={invoice.dueDate}>{formatDisplayDate(invoice.dueDate)}</time>
        </dd>
        <dt>{c.status}</dt>
        <dd>
          {invoice.status === 'paid' && invoice.paidOn
            ? c.paidOn(formatDisplayDate(invoice.paidOn), invoice.paidBy)
            : invoice.status === 'cancelled' && invoice.cancelledAt
              ? c.cancelledOn(formatDisplayDate(invoice.cancelledAt), invoice.cancelledBy)
              : c.statusWords[invoice.status]}
        </dd>
      </dl>
      {invoice.status === 'open' ? (
        <div css={local.acts}>
          <form css={local.inline} onSubmit={markPaid} aria-busy={busy}>
            <DateField
              id={paidId}
              name="paidOn"
              label={c.paidOnLabel}
              defaultValue={today()}
              max={today()}
              required
            />
            <Button type="submit" size="sm" variant="primary" loading={busy}>
              {c.markPaid}
            </Button>
          </form>
          {cancelling ? (
            <form css={local.inline} onSubmit={cancel} aria-busy={busy}>
              <div css={formStyles.field}>
                <label htmlFor={reasonId}>{c.reasonLabel}</label>
                <input id={reasonId} name="reason" maxLength={200} autoComplete="off" />
              </div>
              <Button type="submit" size="sm" variant="danger" loading={busy}>
                {c.confirmCancel}
              </Button>
              <Button size="sm" onClick={() => setCancelling(false)}>
                {c.keep}
              </Button>
            </form>
          ) : (
            <div>
              <Button size="sm" onClick={() => setCancelling(true)}>
                {c.cancel}
              </Button>
            </div>
          )}
        </div>
      ) : null}
    </li>
  );
}
