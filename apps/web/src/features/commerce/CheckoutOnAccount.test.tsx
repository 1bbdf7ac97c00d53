import {
  INVOICE_MESSAGES,
  INVOICE_WORDS,
  onAccountCheckoutEndpoint,
  onAccountStatusEndpoint,
  orderEndpoint,
  PAGE_BASE,
  PAGES,
  toFastifyPath,
} from '@clipmarket/core';
import {
  authHandlers,
  commerceHandlers,
  invoiceHandlers,
  invoicedOrderFixture,
  onAccountStatusFixtures,
} from '@clipmarket/mocks';
import { CART_TEXT } from '@clipmarket/ui';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInBefore } from '../../test/renderApp';
import { ON_ACCOUNT_COPY } from './onAccountCopy';

// Paying on account at checkout (issue 32, item 6; docs/adr/0087): offered to approved company accounts only.
const FIRST_PAINT = { timeout: 5_000 };

/** The cart, once the session is known and its lines have arrived. */
const cart = () =>
  waitFor(() => {
    const region = screen.getByRole('region', { name: /^Your cart/ });
    expect(region).toHaveAttribute('data-state', 'ready');
    return region;
  }, FIRST_PAINT);

/** The invoiced order's page answers, before the commerce mocks (which do not know it). */
const invoicedOrder = http.get(toFastifyPath(orderEndpoint.path), ({ params }) =>
  params.orderNumber === invoicedOrderFixture.number ? HttpResponse.json(invoicedOrderFixture) : undefined,
);

/** Counts the reads of the on-account status (passing them on), so a test can wait until the page asked. */
function statusReads() {
  const seen = { count: 0 };
  const handler = http.get(toFastifyPath(onAccountStatusEndpoint.path), () => {
    seen.count += 1;
  });
  return { seen, handler };
}

function signedIn(invoices: HttpHandler[], extra: HttpHandler[] = []) {
  return {
    handlers: {
      auth: authHandlers.signedIn(),
      commerce: [invoicedOrder, ...extra, ...commerceHandlers.withLines()],
      invoices,
    },
    persisted: signedInBefore,
  };
}

describe('paying on account at checkout', () => {
  it('an approved company account pays on account with its PO number and lands on the order, its invoice due', async () => {
    let sent: unknown = null;
    const watch = http.post(toFastifyPath(onAccountCheckoutEndpoint.path), async ({ request }) => {
      sent = await request.clone().json();
    });
    await renderApp('/checkout', signedIn([watch, ...invoiceHandlers.available()]));
    const region = await cart();
    const offer = await within(region).findByRole('region', { name: ON_ACCOUNT_COPY.heading }, FIRST_PAINT);
    expect(
      within(offer).getByText(ON_ACCOUNT_COPY.lead(onAccountStatusFixtures.available.company!)),
    ).toBeVisible();
    expect(within(offer).getByText(ON_ACCOUNT_COPY.limit('$149.00', '$5,000.00'))).toBeVisible();
    // The card checkout stays where it was.
    expect(within(region).getByRole('button', { name: CART_TEXT.checkout })).toBeVisible();

    await userEvent.type(
      within(offer).getByRole('textbox', { name: ON_ACCOUNT_COPY.poLabel }),
      'PO-2026-118',
    );
    await userEvent.click(within(offer).getByRole('button', { name: INVOICE_WORDS.payOnAccount }));

    // The page sent the PO and a submission id, and no price: the server prices the cart.
    await waitFor(() => expect(sent).not.toBeNull());
    expect(Object.keys(sent as object).sort()).toEqual(['poNumber', 'submissionId']);
    expect(sent).toMatchObject({ poNumber: 'PO-2026-118' });
    await waitFor(() =>
      expect(window.location.pathname).toBe(
        `${PAGE_BASE}${PAGES.order.path({ orderNumber: invoicedOrderFixture.number })}`,
      ),
    );
    expect(
      await screen.findByText(ON_ACCOUNT_COPY.placed(invoicedOrderFixture.number), {}, FIRST_PAINT),
    ).toBeVisible();
    expect(await screen.findByText(/^Invoice due /, {}, FIRST_PAINT)).toBeVisible();
  });

  it('offers nothing but the card checkout to an account staff have not approved', async () => {
    const reads = statusReads();
    await renderApp('/checkout', signedIn([reads.handler, ...invoiceHandlers.notApproved()]));
    const region = await cart();
    // The page asked, and the server said no.
    await waitFor(() => expect(reads.seen.count).toBeGreaterThan(0), FIRST_PAINT);
    expect(within(region).getByRole('button', { name: CART_TEXT.checkout })).toBeVisible();
    expect(within(region).queryByRole('region', { name: ON_ACCOUNT_COPY.heading })).toBeNull();
    expect(within(region).queryByRole('textbox', { name: ON_ACCOUNT_COPY.poLabel })).toBeNull();
  });

  it('offers nothing to an approved account whose billing details name no company', async () => {
    const reads = statusReads();
    await renderApp('/checkout', signedIn([reads.handler, ...invoiceHandlers.approvedWithoutCompany()]));
    const region = await cart();
    await waitFor(() => expect(reads.seen.count).toBeGreaterThan(0), FIRST_PAINT);
    expect(within(region).queryByRole('region', { name: ON_ACCOUNT_COPY.heading })).toBeNull();
    expect(within(region).queryByRole('button', { name: INVOICE_WORDS.payOnAccount })).toBeNull();
  });

  it('offers nothing when whether the account may pay on account cannot be read', async () => {
    const reads = statusReads();
    await renderApp('/checkout', signedIn([reads.handler, ...invoiceHandlers.failing()]));
    const region = await cart();
    await waitFor(() => expect(reads.seen.count).toBeGreaterThan(0), FIRST_PAINT);
    expect(within(region).getByRole('button', { name: CART_TEXT.checkout })).toBeVisible();
    expect(within(region).queryByRole('button', { name: INVOICE_WORDS.payOnAccount })).toBeNull();
  });

  it('says the server’s refusal (over the credit limit) and keeps the buyer on the cart', async () => {
    await renderApp('/checkout', signedIn(invoiceHandlers.overLimit()));
    const region = await cart();
    const offer = await within(region).findByRole('region', { name: ON_ACCOUNT_COPY.heading }, FIRST_PAINT);
    await userEvent.type(within(offer).getByRole('textbox', { name: ON_ACCOUNT_COPY.poLabel }), 'PO-9');
    await userEvent.click(within(offer).getByRole('button', { name: INVOICE_WORDS.payOnAccount }));
    const alert = await within(offer).findByRole('alert');
    await waitFor(() =>
      expect(alert).toHaveTextContent(INVOICE_MESSAGES.overLimit('$596.00', '$4,800.00', '$5,000.00')),
    );
    expect(window.location.pathname).toBe(`${PAGE_BASE}${PAGES.checkout.path()}`);
  });
});
