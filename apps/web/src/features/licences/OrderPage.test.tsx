import { commerceEndpoints, formatDisplayDate, formatJvId, PAGES, toFastifyPath } from '@clipmarket/core';
import {
  apiErrorBody,
  authHandlers,
  billingDetailsFixture,
  commerceHandlers,
  commerceHistoryFixture,
  creditOrderFixture,
  orderFixture,
  partlyRefundedOrderFixture,
  refundedOrderFixture,
  taxIncludedOrderFixture,
  UNKNOWN_ORDER_NUMBER,
} from '@clipmarket/mocks';
import { BILLING_DETAILS_FORM_TEXT, formatAmount } from '@clipmarket/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInBefore } from '../../test/renderApp';
import { LICENCES_COPY } from './copy';

const COPY = LICENCES_COPY.order;
// The first visit compiles the lazily loaded page: more than the default second, on a slow machine.
const FIRST_PAINT = { timeout: 5000 };
const main = () => screen.getByRole('main');
const usd = (cents: number) => formatAmount(cents, 'USD');

function signedIn(commerce?: HttpHandler[]) {
  return {
    handlers: { auth: authHandlers.signedIn(), ...(commerce ? { commerce } : {}) },
    persisted: signedInBefore,
  };
}

const orderPath = (orderNumber: string) => PAGES.order.path({ orderNumber });

/** The order's payment state, once the order has arrived. */
const paymentState = () =>
  waitFor(() => {
    const state = document.querySelector('dd[data-status]');
    expect(state).not.toBeNull();
    return state!;
  }, FIRST_PAINT);

/** The figures of the summary, label → amount, as shown. */
async function figures() {
  const summary = await screen.findByRole('region', { name: COPY.summaryHeading }, FIRST_PAINT);
  return Object.fromEntries(
    [...summary.querySelectorAll('dt')].map((term) => [
      term.textContent,
      term.nextElementSibling?.textContent,
    ]),
  );
}

describe('an order’s page', () => {
  it('shows the order’s lines, each licence with its clip and certificate, and its receipt', async () => {
    await renderApp(orderPath(orderFixture.number), signedIn());
    expect(
      await screen.findByRole('heading', { level: 1, name: COPY.heading(orderFixture.number) }, FIRST_PAINT),
    ).toBeVisible();
    // The heading comes with the page; the order's date once the order has arrived.
    expect(await within(main()).findByText(formatDisplayDate(orderFixture.date))).toBeVisible();
    expect(await paymentState()).toHaveTextContent(COPY.status.paid);
    expect(within(main()).getByText(orderFixture.storefrontName!)).toBeVisible();

    const table = screen.getByRole('table', { name: COPY.linesHeading });
    expect(within(table).getAllByRole('rowheader')).toHaveLength(orderFixture.lines.length);
    for (const line of orderFixture.lines) {
      const row = within(table).getByRole('row', { name: new RegExp(line.title) });
      expect(within(row).getByText(usd(line.amountCents))).toBeVisible();
      if (line.jmId) expect(within(row).getByText(formatJvId(line.jmId))).toBeVisible();
      if (line.kind !== 'licence') continue;
      expect(within(row).getByRole('link', { name: line.title })).toHaveAttribute(
        'href',
        PAGES.view.href({ videoId: line.jmId! }),
      );
      const certificate = within(row).getByRole('link', { name: COPY.certificateLabel(line.licenceNumber!) });
      expect(certificate).toHaveAttribute('href', line.certificateUrl);
      expect(certificate).toHaveAttribute('download');
      expect(within(row).getByText(line.productName!)).toBeVisible();
    }
    const withProject = orderFixture.lines.find((line) => line.projectName && line.poNumber)!;
    const projectRow = within(table).getByRole('row', { name: new RegExp(withProject.title) });
    expect(within(projectRow).getByText(COPY.project(withProject.projectName!))).toBeVisible();
    expect(within(projectRow).getByText(COPY.poNumber(withProject.poNumber!))).toBeVisible();

    const receipt = screen.getByRole('link', { name: COPY.receipt });
    expect(receipt).toHaveAttribute('href', orderFixture.receiptUrl);
    expect(receipt).toHaveAttribute('download');
  });

  it('shows every figure as the server gave it: subtotal, discount code, tax, total, gift card', async () => {
    await renderApp(orderPath(orderFixture.number), signedIn());
    const tax = orderFixture.tax.lines[0]!;
    expect(await figures()).toEqual({
      [COPY.subtotal]: usd(orderFixture.subtotalCents),
      [COPY.discount(orderFixture.discounts[0]!.code)]: `−${usd(orderFixture.discounts[0]!.amountCents)}`,
      [tax.title]: usd(tax.amountCents),
      [COPY.total]: usd(orderFixture.totalCents),
      [COPY.giftCard(orderFixture.giftCards[0]!.lastCharacters)]:
        `−${usd(orderFixture.giftCards[0]!.amountCents)}`,
    });
  });

  it('adds nothing up itself: a total the server gives is the total shown', async () => {
    // Figures that do not add up, as only a server could send them: the page must show them, not its own sums.
    const odd = {
      ...orderFixture,
      subtotalCents: 100,
      totalCents: 12345,
      tax: { ...orderFixture.tax, cents: 1 },
    };
    await renderApp(orderPath(odd.number), signedIn(commerceHandlers.withOrders([odd])));
    const shown = await figures();
    expect(shown[COPY.subtotal]).toBe(usd(100));
    expect(shown[COPY.total]).toBe(usd(12345));
  });

  it('labels each tax line with its rate, and says what a discounted line paid after its discount', async () => {
    // As a storefront reports them: a tax line titled without its rate, a discount allocated to the first line.
    const [first, ...rest] = orderFixture.lines;
    const discounted = {
      ...orderFixture,
      lines: [{ ...first!, discountCents: 1_490 }, ...rest],
      tax: { ...orderFixture.tax, lines: [{ title: 'VAT', rate: 0.2, amountCents: orderFixture.tax.cents }] },
    };
    await renderApp(orderPath(discounted.number), signedIn(commerceHandlers.withOrders([discounted])));
    expect(await figures()).toMatchObject({ ['VAT 20%']: usd(discounted.tax.cents) });
    const row = screen.getByRole('row', { name: new RegExp(first!.title) });
    expect(within(row).getByText(COPY.afterDiscount(usd(first!.amountCents - 1_490)))).toBeVisible();
  });

  it('says tax was included in the prices when it was', async () => {
    await renderApp(orderPath(taxIncludedOrderFixture.number), signedIn());
    const tax = taxIncludedOrderFixture.tax.lines[0]!;
    expect(await figures()).toMatchObject({
      [COPY.taxIncluded(tax.title)]: usd(tax.amountCents),
      [COPY.total]: usd(taxIncludedOrderFixture.totalCents),
    });
  });

  it('says an order was refunded in part, which line was taken back, and how much was refunded', async () => {
    await renderApp(orderPath(partlyRefundedOrderFixture.number), signedIn());
    expect(await paymentState()).toHaveTextContent(COPY.status.partlyRefunded);
    const revoked = partlyRefundedOrderFixture.lines.find((line) => line.revokedAt)!;
    const row = screen.getByRole('row', { name: new RegExp(revoked.title) });
    expect(within(row).getByText(COPY.revokedOn(formatDisplayDate(revoked.revokedAt!)))).toBeVisible();
    expect(row).toHaveAttribute('data-revoked', 'true');
    expect((await figures())[COPY.refunded]).toBe(`−${usd(partlyRefundedOrderFixture.refundedCents)}`);
  });

  it('says an order refunded in whole was refunded', async () => {
    await renderApp(
      orderPath(refundedOrderFixture.number),
      signedIn(commerceHandlers.withOrders([refundedOrderFixture])),
    );
    expect(await paymentState()).toHaveTextContent(COPY.status.refunded);
    expect((await figures())[COPY.refunded]).toBe(`−${usd(refundedOrderFixture.totalCents)}`);
    for (const line of refundedOrderFixture.lines) {
      expect(
        within(screen.getByRole('row', { name: new RegExp(line.title) })).getByText(/^Revoked on /),
      ).toBeVisible();
    }
  });

  it('says a licence paid with a Discount Pack credit was, at no charge', async () => {
    await renderApp(orderPath(creditOrderFixture.number), signedIn());
    const table = await screen.findByRole('table', { name: COPY.linesHeading }, FIRST_PAINT);
    expect(within(table).getAllByText(COPY.paidWithCredit)).toHaveLength(creditOrderFixture.lines.length);
    expect((await figures())[COPY.total]).toBe(usd(0));
  });

  it('says who the receipt is made out to, with the way to change it in the profile', async () => {
    await renderApp(orderPath(orderFixture.number), signedIn());
    const billing = await screen.findByRole('region', { name: COPY.billingHeading }, FIRST_PAINT);
    const address = billing.querySelector('address')!;
    expect([...address.children].map((line) => line.textContent)).toEqual([
      billingDetailsFixture.name,
      billingDetailsFixture.company,
      billingDetailsFixture.addressLine1,
      billingDetailsFixture.addressLine2,
      `${billingDetailsFixture.postalCode} ${billingDetailsFixture.city}`,
      'United Kingdom',
      COPY.vatNumber(billingDetailsFixture.vatNumber!),
    ]);
    const change = within(billing).getByRole('link', { name: COPY.changeBilling });
    expect(change).toHaveAttribute('href', `${PAGES.accountProfile.href()}#billing-details`);
    // The link's anchor is the profile form's.
    await userEvent.click(change);
    const form = await screen.findByRole('form', { name: BILLING_DETAILS_FORM_TEXT.title }, FIRST_PAINT);
    expect(form.closest('#billing-details')).not.toBeNull();
    expect(window.location.hash).toBe('#billing-details');
  });

  it('says a receipt without billing details names the buyer’s e-mail address', async () => {
    const plain = commerceHistoryFixture.find((row) => row.orderNumber !== orderFixture.number)!;
    await renderApp(orderPath(plain.orderNumber), signedIn());
    const billing = await screen.findByRole('region', { name: COPY.billingHeading }, FIRST_PAINT);
    expect(within(billing).getByText(COPY.noBilling(orderFixture.buyerEmail))).toBeVisible();
    expect(within(billing).getByRole('link', { name: COPY.addBilling })).toHaveAttribute(
      'href',
      `${PAGES.accountProfile.href()}#billing-details`,
    );
  });

  it('is not found for an order of another buyer’s, or a number no order has', async () => {
    for (const orderNumber of [UNKNOWN_ORDER_NUMBER, 'not-an-order']) {
      await renderApp(orderPath(orderNumber), signedIn());
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Page not found' }, FIRST_PAINT),
        orderNumber,
      ).toBeVisible();
      expect(screen.queryByRole('table')).toBeNull();
    }
  });

  it('sends a signed-out visitor to log in, to come back after', async () => {
    await renderApp(orderPath(orderFixture.number));
    await waitFor(() => expect(window.location.pathname).toBe('/licensing/login'), FIRST_PAINT);
    expect(new URLSearchParams(window.location.search).get('next')).toBe(
      PAGES.order.href({ orderNumber: orderFixture.number }),
    );
  });

  it('says when the order could not be loaded, and shows it once Try again succeeds', async () => {
    let down = true;
    const outage = http.get(toFastifyPath(commerceEndpoints.order.path), () =>
      down ? HttpResponse.json(apiErrorBody(503, 'Service Unavailable'), { status: 503 }) : undefined,
    );
    await renderApp(orderPath(orderFixture.number), signedIn([outage, ...commerceHandlers.empty()]));
    const alert = await within(main()).findByRole('alert', {}, { timeout: 15_000 });
    expect(within(alert).getByText(COPY.loadFailed)).toBeVisible();
    down = false;
    // The alert is the words; its Try again stands beside them (InlineAlert).
    await userEvent.click(within(main()).getByRole('button', { name: COPY.retry }));
    expect(await screen.findByRole('table', { name: COPY.linesHeading })).toBeVisible();
  });
});
