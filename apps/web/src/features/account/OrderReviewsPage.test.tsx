import { orderReviewsEndpoint, toFastifyPath, type OrderReview } from '@clipmarket/core';
import { authHandlers } from '@clipmarket/mocks';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInBefore } from '../../test/renderApp';
import { ORDER_REVIEWS_COPY } from './OrderReviewsPage';

const FIRST_PAINT = { timeout: 5_000 };

const held: OrderReview = {
  id: '6f1c1d1e-0000-4000-8000-000000000001',
  checkoutReference: 'CMO-7F3A9C2B',
  storefrontOrderId: '1001',
  name: '#1001',
  userEmail: 'buyer@example.com',
  currency: 'USD',
  subtotalCents: 24500,
  expectedCents: 307800,
  test: true,
  reasons: [
    {
      code: 'variant',
      lineId: 'line-1',
      message: '“Dog surfing” was paid as variant 41001; the checkout sent 41003.',
    },
    { code: 'subtotal', message: "The order's subtotal is 245.00 USD; the checkout's is 3078.00 USD." },
  ],
  receivedAt: '2026-12-02T04:00:00.000Z',
};

const reviews = (data: OrderReview[]) => [
  http.get(toFastifyPath(orderReviewsEndpoint.path), () => HttpResponse.json({ data, total: data.length })),
];

describe('the held orders page', () => {
  it('lists for staff each paid order held for review, with what was paid, what the checkout priced and why', async () => {
    await renderApp('/account/order-reviews', {
      handlers: { auth: authHandlers.signedIn('staff'), reviews: reviews([held]) },
      persisted: signedInBefore,
    });
    const table = await screen.findByRole('list', { name: ORDER_REVIEWS_COPY.label }, FIRST_PAINT);
    expect(within(table).getByRole('heading', { name: /#1001/ })).toBeVisible();
    expect(within(table).getByText('$245.00')).toBeVisible();
    expect(within(table).getByText('$3,078.00')).toBeVisible();
    expect(within(table).getByText('CMO-7F3A9C2B')).toBeVisible();
    expect(within(table).getByText(ORDER_REVIEWS_COPY.testOrder)).toBeVisible();
    expect(within(table).getByText('buyer@example.com')).toBeVisible();
    expect(within(table).getByText(held.reasons[0]!.message)).toBeVisible();
    expect(within(table).getByText(held.reasons[1]!.message)).toBeVisible();
    const nav = screen.getByRole('navigation', { name: 'Your account' });
    expect(within(nav).getByRole('link', { name: 'Held orders' })).toHaveAttribute('aria-current', 'page');
  });

  it('says so when no order is held', async () => {
    await renderApp('/account/order-reviews', {
      handlers: { auth: authHandlers.signedIn('staff'), reviews: reviews([]) },
      persisted: signedInBefore,
    });
    expect(await screen.findByText(ORDER_REVIEWS_COPY.empty, {}, FIRST_PAINT)).toBeVisible();
  });

  it('is not found for a buyer, and not in their navigation', async () => {
    await renderApp('/account/order-reviews', {
      handlers: { auth: authHandlers.signedIn(), reviews: reviews([held]) },
      persisted: signedInBefore,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }, FIRST_PAINT),
    ).toBeVisible();
    expect(screen.queryByText('#1001')).toBeNull();
    await renderApp('/account', { handlers: { auth: authHandlers.signedIn() }, persisted: signedInBefore });
    const nav = await screen.findByRole('navigation', { name: 'Your account' });
    expect(within(nav).queryByRole('link', { name: 'Held orders' })).toBeNull();
  });
});
