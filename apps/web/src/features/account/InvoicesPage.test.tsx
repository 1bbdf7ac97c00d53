import { INVOICE_MESSAGES, ORDER_STATUS_WORDS, PAGES } from '@clipmarket/core';
import { approvalFixtures, authHandlers, invoiceFixtures, invoiceHandlers } from '@clipmarket/mocks';
import { formatAmount } from '@clipmarket/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInBefore } from '../../test/renderApp';
import { INVOICES_COPY, limitCents } from './InvoicesPage';

// The staff's invoices page (issue 32, item 6; docs/adr/0087), next to the held orders.
const FIRST_PAINT = { timeout: 5_000 };
const path = PAGES.invoices.path();

function asStaff(invoices = invoiceHandlers.staff()) {
  return { handlers: { auth: authHandlers.signedIn('staff'), invoices }, persisted: signedInBefore };
}

const invoiceList = () => screen.findByRole('list', { name: INVOICES_COPY.invoices.label }, FIRST_PAINT);
const approvalList = () => screen.findByRole('list', { name: INVOICES_COPY.approvals.label }, FIRST_PAINT);
/** One invoice's box, by its order number. */
const invoiceBox = async (orderNumber: string) =>
  (await within(await invoiceList()).findByText(orderNumber)).closest('li')!;

describe('the staff’s invoices page', () => {
  it('lists the open invoices, oldest due first, with buyer, company, PO, amount, due date and the overdue flag', async () => {
    await renderApp(path, asStaff());
    const list = await invoiceList();
    const open = invoiceFixtures.filter((invoice) => invoice.status === 'open');
    const boxes = within(list).getAllByRole('listitem');
    expect(boxes).toHaveLength(open.length);
    const overdue = open.find((invoice) => invoice.overdue)!;
    expect(boxes[0]!.textContent).toContain(overdue.orderNumber);
    const box = within(boxes[0]!);
    expect(box.getByText(INVOICES_COPY.invoices.overdue)).toBeVisible();
    expect(box.getByText(overdue.poNumber)).toBeVisible();
    expect(box.getByText(overdue.company!)).toBeVisible();
    expect(box.getByText(formatAmount(overdue.totalCents, 'USD'))).toBeVisible();
    expect(box.getByText(`${overdue.buyerName}, ${overdue.buyerEmail}`)).toBeVisible();
    // The paid and the cancelled ones only under "all".
    expect(within(list).queryByText('CMO-9D8C7B6A')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: INVOICES_COPY.invoices.showAll }));
    expect(await within(await invoiceList()).findByText('CMO-9D8C7B6A')).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Your account' });
    expect(within(nav).getByRole('link', { name: 'Invoices' })).toHaveAttribute('aria-current', 'page');
  });

  it('marks an open invoice paid on the day given, and says so', async () => {
    await renderApp(path, asStaff());
    const open = invoiceFixtures.find((invoice) => invoice.status === 'open' && !invoice.overdue)!;
    const box = within(await invoiceBox(open.orderNumber));
    expect(box.getByLabelText(INVOICES_COPY.invoices.paidOnLabel)).toHaveValue(
      new Date().toISOString().slice(0, 10),
    );
    await userEvent.click(box.getByRole('button', { name: INVOICES_COPY.invoices.markPaid }));
    expect(await screen.findByText(INVOICE_MESSAGES.markedPaid(open.orderNumber))).toBeVisible();
    // No longer open.
    await waitFor(async () => expect(within(await invoiceList()).queryByText(open.orderNumber)).toBeNull());
  });

  it('cancels an invoice only once staff confirm it, saying its licences are revoked', async () => {
    await renderApp(path, asStaff());
    const open = invoiceFixtures.find((invoice) => invoice.status === 'open' && !invoice.overdue)!;
    const box = within(await invoiceBox(open.orderNumber));
    await userEvent.click(box.getByRole('button', { name: INVOICES_COPY.invoices.cancel }));
    // Asked first: nothing happened yet, and it can be left as it is.
    expect(screen.queryByText(INVOICE_MESSAGES.cancelled(open.orderNumber))).toBeNull();
    await userEvent.type(box.getByLabelText(INVOICES_COPY.invoices.reasonLabel), 'PO withdrawn');
    await userEvent.click(box.getByRole('button', { name: INVOICES_COPY.invoices.confirmCancel }));
    expect(await screen.findByText(INVOICE_MESSAGES.cancelled(open.orderNumber))).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: INVOICES_COPY.invoices.showAll }));
    const cancelled = within(await invoiceBox(open.orderNumber));
    expect(await cancelled.findByText(/^Cancelled on /)).toBeVisible();
  });

  it('approves an account with a credit limit, says a refusal in the server’s words, and withdraws one', async () => {
    await renderApp(path, asStaff());
    const list = await approvalList();
    const first = approvalFixtures[0]!;
    expect(within(list).getByText(first.email)).toBeVisible();
    expect(within(list).getByText(formatAmount(first.creditLimitCents!, 'USD'))).toBeVisible();
    // An approved account whose billing details no longer name a company is said to be refused at checkout.
    expect(within(list).getByText(INVOICES_COPY.approvals.noCompany)).toBeVisible();

    await userEvent.type(
      screen.getByLabelText(INVOICES_COPY.approvals.emailLabel),
      'studio@nocompany.example',
    );
    await userEvent.click(screen.getByRole('button', { name: INVOICES_COPY.approvals.approve }));
    expect(await screen.findByText(INVOICE_MESSAGES.accountNoCompany)).toBeVisible();

    await userEvent.clear(screen.getByLabelText(INVOICES_COPY.approvals.emailLabel));
    await userEvent.type(screen.getByLabelText(INVOICES_COPY.approvals.emailLabel), 'buyer@example.com');
    await userEvent.type(screen.getByLabelText(INVOICES_COPY.approvals.limitLabel), '2,500.50');
    await userEvent.click(screen.getByRole('button', { name: INVOICES_COPY.approvals.approve }));
    expect(await screen.findByText(INVOICE_MESSAGES.approved('buyer@example.com'))).toBeVisible();
    expect(await within(await approvalList()).findByText('$2,500.50')).toBeVisible();

    await userEvent.click(
      screen.getByRole('button', { name: INVOICES_COPY.approvals.withdraw(first.email) }),
    );
    expect(await screen.findByText(INVOICE_MESSAGES.withdrawn(first.email))).toBeVisible();
    await waitFor(async () => expect(within(await approvalList()).queryByText(first.email)).toBeNull());
  });

  it('says so when nothing is approved or open', async () => {
    await renderApp(path, asStaff(invoiceHandlers.staffEmpty()));
    expect(await screen.findByText(INVOICES_COPY.invoices.empty, {}, FIRST_PAINT)).toBeVisible();
    expect(await screen.findByText(INVOICES_COPY.approvals.empty)).toBeVisible();
  });

  it('is not found for a buyer, and not in their navigation', async () => {
    await renderApp(path, { handlers: { auth: authHandlers.signedIn() }, persisted: signedInBefore });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }, FIRST_PAINT),
    ).toBeVisible();
    expect(screen.queryByText(ORDER_STATUS_WORDS.invoiced)).toBeNull();
    await renderApp('/account', { handlers: { auth: authHandlers.signedIn() }, persisted: signedInBefore });
    const nav = await screen.findByRole('navigation', { name: 'Your account' });
    expect(within(nav).queryByRole('link', { name: 'Invoices' })).toBeNull();
  });
});

describe('the credit limit as staff type it', () => {
  it('is read as cents; empty is no limit; anything else is refused', () => {
    expect(limitCents('5000')).toBe(500_000);
    expect(limitCents('2,500.5')).toBe(250_050);
    expect(limitCents(' ')).toBeNull();
    expect(limitCents('-5')).toBeUndefined();
    expect(limitCents('12.345')).toBeUndefined();
    expect(limitCents('five')).toBeUndefined();
  });
});
