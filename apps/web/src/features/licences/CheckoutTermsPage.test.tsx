import { commerceEndpoints, toFastifyPath } from '@clipmarket/core';
import {
  apiErrorBody,
  checkoutTermsOrderFixture,
  checkoutTermsQueryFixture,
  licenceHandlers,
} from '@clipmarket/mocks';
import { LICENCE_CERTIFICATE_TEXT } from '@clipmarket/ui';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { LICENCES_COPY } from './copy';
import { renderApp } from '../../test/renderApp';

const COPY = LICENCES_COPY.terms;
const main = () => screen.getByRole('main');
const link = (fields: Record<string, string>) => `/checkout/terms?${new URLSearchParams(fields)}`;

/** A heading of the page's content (the first visit compiles the lazily loaded page). */
const heading = (name: string) => screen.findByRole('heading', { level: 2, name }, { timeout: 5000 });

describe('the checkout terms page', () => {
  it('shows the order and the terms of each tier bought when the link matches an order', async () => {
    await renderApp(link(checkoutTermsQueryFixture), { handlers: { licences: licenceHandlers.list() } });
    const order = (await heading(COPY.orderHeading)).closest('section')!;
    const value = (term: string) => within(order).getByText(term, { selector: 'dt' }).nextElementSibling;
    expect(value(COPY.order)).toHaveTextContent(checkoutTermsOrderFixture.name);
    expect(value(COPY.reference)).toHaveTextContent(checkoutTermsOrderFixture.reference);
    expect(value(COPY.subtotal)).toHaveTextContent(`$${checkoutTermsQueryFixture.subtotal}`);
    expect(value(COPY.licences)).toHaveTextContent(String(checkoutTermsOrderFixture.licenceCount));

    const table = within(main()).getByRole('table');
    const tiers = within(table)
      .getAllByRole('columnheader')
      .slice(1)
      .map((cell) => cell.textContent);
    expect(tiers).toEqual(checkoutTermsOrderFixture.tiers.map((tier) => tier.tierName));
    const compilation = within(table).getByRole('row', {
      name: new RegExp(LICENCE_CERTIFICATE_TEXT.termLabels.compilation),
    });
    expect(within(compilation).getAllByText(LICENCE_CERTIFICATE_TEXT.compilationNotIncluded)).toHaveLength(
      tiers.length,
    );
    expect(screen.queryByText(COPY.mismatchHeading)).toBeNull();
  });

  it.each([
    ['a subtotal that is not the order’s', { subtotal: '1.00' }],
    ['another order’s reference', { reference: 'CMO-00000000' }],
    ['a date that is not the order’s', { date: '2020-01-01' }],
  ])('says the link does not match an order for %s', async (_, wrong) => {
    await renderApp(link({ ...checkoutTermsQueryFixture, ...wrong }), {
      handlers: { licences: licenceHandlers.list() },
    });
    expect(await heading(COPY.mismatchHeading)).toBeVisible();
    expect(within(main()).getByRole('alert')).toMatchTextContent(new RegExp(COPY.mismatchHeading));
    expect(screen.queryByText(checkoutTermsOrderFixture.reference)).toBeNull();
  });

  it('says a link missing its order fields does not match an order, without asking the server', async () => {
    await renderApp('/checkout/terms?reference=CMO-7F3A9C2B', {
      handlers: { licences: licenceHandlers.failing() },
    });
    expect(await heading(COPY.mismatchHeading)).toBeVisible();
    expect(within(main()).getByRole('link', { name: COPY.historyLink })).toHaveAttribute(
      'href',
      '/licensing/account/history',
    );
  });

  it('says when the link could not be checked, and shows the terms once Try again succeeds', async () => {
    const once = http.get(
      toFastifyPath(commerceEndpoints.checkoutTerms.path),
      () => HttpResponse.json(apiErrorBody(500, 'Internal Server Error'), { status: 500 }),
      { once: true },
    );
    await renderApp(link(checkoutTermsQueryFixture), {
      handlers: { licences: [once, ...licenceHandlers.list()] },
    });
    expect(await heading(COPY.failedHeading)).toBeVisible();
    await userEvent.setup().click(within(main()).getByRole('button', { name: COPY.retry }));
    expect(await heading(COPY.orderHeading)).toBeVisible();
  });
});
