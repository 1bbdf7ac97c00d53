import { PAGES } from '@clipmarket/core';
import { authHandlers, commerceHandlers, invoiceHandlers, onAccountStatusFixtures } from '@clipmarket/mocks';
import { formatAmount } from '@clipmarket/ui';
import { screen, within } from '@testing-library/react';
import { type HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { ON_ACCOUNT_COPY } from '../commerce';
import { renderApp, signedInBefore } from '../../test/renderApp';

// Account › Profile says whether the account may pay by invoice, or how to ask (docs/adr/0087).
const FIRST_PAINT = { timeout: 5_000 };

function signedIn(invoices: HttpHandler[]) {
  return {
    handlers: { auth: authHandlers.signedIn(), commerce: commerceHandlers.withBilling(), invoices },
    persisted: signedInBefore,
  };
}

const section = () => screen.findByRole('region', { name: ON_ACCOUNT_COPY.profileHeading }, FIRST_PAINT);

describe('invoice payment in the profile', () => {
  it('tells an approved company account it may pay on account, made out to its company, and its limit', async () => {
    await renderApp(PAGES.accountProfile.path(), signedIn(invoiceHandlers.available()));
    const region = await section();
    const status = onAccountStatusFixtures.available;
    expect(await within(region).findByText(ON_ACCOUNT_COPY.profileAvailable(status.company!))).toBeVisible();
    expect(
      within(region).getByText(
        ON_ACCOUNT_COPY.limit(
          formatAmount(status.openCents, 'USD'),
          formatAmount(status.creditLimitCents!, 'USD'),
        ),
      ),
    ).toBeVisible();
    expect(within(region).queryByRole('link', { name: ON_ACCOUNT_COPY.profileAsk })).toBeNull();
  });

  it('tells anyone else how to ask for it: the inquiry, not a button that does nothing', async () => {
    await renderApp(PAGES.accountProfile.path(), signedIn(invoiceHandlers.notApproved()));
    const region = await section();
    expect(await within(region).findByText(ON_ACCOUNT_COPY.profileUnavailable)).toBeVisible();
    expect(within(region).getByRole('link', { name: ON_ACCOUNT_COPY.profileAsk })).toHaveAttribute(
      'href',
      `/licensing${PAGES.inquiry.path()}`,
    );
    expect(within(region).queryByRole('button')).toBeNull();
  });

  it('tells an approved account without a company in its billing details to add one', async () => {
    await renderApp(PAGES.accountProfile.path(), signedIn(invoiceHandlers.approvedWithoutCompany()));
    const region = await section();
    expect(await within(region).findByText(ON_ACCOUNT_COPY.profileNeedsCompany)).toBeVisible();
  });
});
