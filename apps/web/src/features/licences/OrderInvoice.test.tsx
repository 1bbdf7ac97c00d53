import { formatDisplayDate, INVOICE_WORDS, ORDER_STATUS_WORDS, PAGES } from '@clipmarket/core';
import {
  authHandlers,
  commerceHandlers,
  invoicedOrderFixture,
  paidInvoiceOrderFixture,
} from '@clipmarket/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInBefore } from '../../test/renderApp';
import { LICENCES_COPY } from './copy';
import { ORDER_INVOICE_COPY } from './invoiceCopy';

// An order placed on account, on its page (issue 32, item 6; docs/adr/0087).
const FIRST_PAINT = { timeout: 5000 };
const COPY = LICENCES_COPY.order;
const main = () => screen.getByRole('main');

function signedInWith(...orders: Parameters<typeof commerceHandlers.withOrders>[0][number][]) {
  return {
    handlers: { auth: authHandlers.signedIn(), commerce: commerceHandlers.withOrders(orders) },
    persisted: signedInBefore,
  };
}

const paymentState = () =>
  waitFor(() => {
    const state = document.querySelector('dd[data-status]');
    expect(state).not.toBeNull();
    return state!;
  }, FIRST_PAINT);

describe('an order placed on account', () => {
  it('says it is unpaid, when its invoice is due, its PO, how to pay it, and offers the invoice', async () => {
    const order = invoicedOrderFixture;
    await renderApp(PAGES.order.path({ orderNumber: order.number }), signedInWith(order));
    expect(await paymentState()).toHaveTextContent(ORDER_STATUS_WORDS.invoiced);
    const due = within(main()).getByText(ORDER_INVOICE_COPY.due(formatDisplayDate(order.invoice!.dueDate)));
    expect(due).toBeVisible();
    expect(due).toHaveAttribute('dateTime', order.invoice!.dueDate);
    expect(within(main()).getAllByText(order.invoice!.poNumber).length).toBeGreaterThan(0);

    const howToPay = screen.getByRole('region', { name: ORDER_INVOICE_COPY.howToPay });
    expect(
      within(howToPay).getByText(
        INVOICE_WORDS.payByTransfer(formatDisplayDate(order.invoice!.dueDate), order.number),
      ),
    ).toBeVisible();
    // No bank details configured: the page says to ask for them, a link to the licensing inquiry.
    expect(within(howToPay).getByRole('link', { name: INVOICE_WORDS.noBankDetails })).toHaveAttribute(
      'href',
      `/licensing${PAGES.inquiry.path()}`,
    );
    expect(screen.getByRole('link', { name: ORDER_INVOICE_COPY.download })).toHaveAttribute(
      'href',
      order.receiptUrl,
    );
    expect(screen.getByRole('heading', { name: ORDER_INVOICE_COPY.billingHeading })).toBeVisible();
  });

  it('prints the bank details when the seller gave them', async () => {
    const order = {
      ...invoicedOrderFixture,
      invoice: { ...invoicedOrderFixture.invoice!, bankDetails: ['Example Bank', 'IBAN GB00 EXMP 0000 01'] },
    };
    await renderApp(PAGES.order.path({ orderNumber: order.number }), signedInWith(order));
    const howToPay = await screen.findByRole('region', { name: ORDER_INVOICE_COPY.howToPay }, FIRST_PAINT);
    expect(within(howToPay).getByText('IBAN GB00 EXMP 0000 01')).toBeVisible();
    expect(within(howToPay).queryByRole('link', { name: INVOICE_WORDS.noBankDetails })).toBeNull();
  });

  it('says an overdue invoice is overdue', async () => {
    const order = { ...invoicedOrderFixture, invoice: { ...invoicedOrderFixture.invoice!, overdue: true } };
    await renderApp(PAGES.order.path({ orderNumber: order.number }), signedInWith(order));
    expect(await screen.findByText(ORDER_INVOICE_COPY.overdue, {}, FIRST_PAINT)).toBeVisible();
  });

  it('once paid, says paid and when, asks for nothing more, and offers the receipt', async () => {
    const order = paidInvoiceOrderFixture;
    await renderApp(PAGES.order.path({ orderNumber: order.number }), signedInWith(order));
    expect(await paymentState()).toHaveTextContent(ORDER_STATUS_WORDS.paid);
    expect(
      within(main()).getByText(ORDER_INVOICE_COPY.paidOn(formatDisplayDate(order.invoice!.paidOn!))),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: ORDER_INVOICE_COPY.howToPay })).toBeNull();
    expect(screen.getByRole('link', { name: COPY.receipt })).toBeVisible();
    expect(screen.queryByRole('link', { name: ORDER_INVOICE_COPY.download })).toBeNull();
  });
});
