import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { DEMO_PASSWORD } from './support/demo';
import { mailedLink, registerThroughMail } from './support/register';
import { pdfText } from './support/pdf';

// Issue 32, item 6 (docs/adr/0087), against `npm start` with the built-in sandbox storefront: staff approve the
// demo buyer to pay on account, the buyer checks out with a PO number and holds the licence at once, its
// certificate naming the PO and its order page saying when the invoice is due; staff mark it paid, and the
// order page says so.

/**
 * The staff member of this test: an address on the operator's allow-list (playwright.config.ts STAFF_EMAILS),
 * its own for each attempt, with its own authenticator secret, so no other test's sign-in with the demo staff's
 * shared code can spend the code this one needs (each time step is used once per account, ADR 56).
 */
const staffEmail = () =>
  test.info().retry === 0 ? 'invoices-e2e@clipmarket.com' : 'invoices-e2e-retry@clipmarket.com';

const main = (page: Page) => page.getByRole('main');

/** Opens a page and waits until the app has taken over the server's first view (a click before is lost). */
async function open(page: Page, where: string): Promise<void> {
  await page.goto(where);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
}

/** Downloads what clicking `link` saves, and answers its text. */
async function downloadedPdf(page: Page, name: string | RegExp): Promise<string> {
  const download = page.waitForEvent('download');
  await main(page).getByRole('link', { name }).first().click();
  return pdfText(await (await download).path());
}

/**
 * Makes the page's context a staff member's as ADR 56 asks: registered by mailed link, the company address
 * verified by its own link, on the allow-list, and two-step sign-in set up (this session proved it).
 */
async function signInAsNewStaff(page: Page): Promise<void> {
  const email = staffEmail();
  await registerThroughMail(page, {
    email,
    password: 'e2e-Invoices-Staff-42',
    firstName: 'Ines',
    lastName: 'Ledger',
    termsAccepted: true,
  });
  const verify = await mailedLink(page, email, 'email-verification', /\/licensing\/verify-email\/\S+/);
  const verified = await page.request.post(`/api/public/email-verification/${verify.split('/').pop()}`);
  expect(verified.status(), await verified.text()).toBe(200);
  const setup = (await (await page.request.post('/api/user/second-factor/setup')).json()) as {
    secret: string;
  };
  const code = new TOTP({ secret: Secret.fromBase32(setup.secret), digits: 6, period: 30 }).generate();
  const confirmed = await page.request.post('/api/user/second-factor/confirm', { data: { code } });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

test('staff approve the demo buyer to pay on account; the buyer checks out with a PO, holds the licence at once, and staff mark the invoice paid', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const po = `PO-E2E-${Date.now()}`;

  // The demo buyer names the company its invoices are made out to, and starts from an empty cart.
  const signedIn = await page.request.post('/api/login', {
    data: { username: 'buyer@example.com', password: DEMO_PASSWORD },
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  const billing = await page.request.put('/api/user/licensing/billing', {
    data: { name: 'Bea Buyer', company: 'Example Media', addressLine1: '1 Quay Street', country: 'US' },
  });
  expect(billing.ok(), await billing.text()).toBe(true);
  expect((await page.request.delete('/api/user/licensing/cart')).ok()).toBe(true);

  // Staff approve the buyer on the invoices page, beside the held orders.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAsNewStaff(staff);
  await open(staff, '/licensing/account/invoices');
  await expect(staff.getByRole('heading', { level: 1, name: 'Invoices and pay on account' })).toBeVisible();
  await main(staff).getByLabel('Account e-mail').fill('buyer@example.com');
  await main(staff).getByLabel('Credit limit (optional)').fill('5000');
  await main(staff).getByRole('button', { name: 'Approve' }).click();
  await expect(main(staff).getByText('buyer@example.com may now pay on account.')).toBeVisible();

  // The buyer's checkout offers paying on account beside the card; the server prices the cart.
  const feed = (await (await page.request.get('/api/public/videos?max=3')).json()) as {
    data: { jmId: string }[];
  };
  const jmId = feed.data[0]!.jmId;
  const added = await page.request.post(`/api/user/licensing/cart/videos/${jmId}`, {
    data: { tier: 'basicPro' },
  });
  expect(added.ok(), await added.text()).toBe(true);
  await open(page, '/licensing/checkout');
  const offer = main(page).getByRole('region', { name: 'Company account: pay by invoice' });
  await expect(offer).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Check out' })).toBeVisible();
  await offer.getByRole('textbox', { name: 'Purchase order (PO) number' }).fill(po);
  await offer.getByRole('button', { name: 'Pay on account (invoice, due in 30 days)' }).click();

  // The order's page: unpaid, its invoice due in 30 days, the PO, the licence granted.
  await expect(page).toHaveURL(/\/licensing\/account\/history\/orders\/CMO-[0-9A-F]{8}$/);
  const orderNumber = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await expect(main(page).locator('dd[data-status]')).toHaveText('Unpaid');
  await expect(main(page).getByText(/^Invoice due /)).toBeVisible();
  await expect(main(page).getByText(po).first()).toBeVisible();
  await expect(main(page).getByRole('region', { name: 'How to pay' })).toContainText(
    `quoting the order number ${orderNumber} as the payment reference`,
  );

  // The certificate names the PO and the order; the PDF at the receipt's address is an invoice.
  const certificate = await downloadedPdf(page, /: certificate \(PDF\)$/);
  expect(certificate).toContain(po);
  expect(certificate).toContain(orderNumber);
  // Until the invoice is paid its price is invoiced, never paid (the PDF prints its labels in capitals).
  expect(certificate).toContain('PRICE INVOICED');
  expect(certificate).not.toContain('PRICE PAID');
  const invoice = await downloadedPdf(page, 'Download invoice (PDF)');
  expect(invoice).toContain('Invoice');
  expect(invoice).toContain(po);
  expect(invoice).toContain('Pay by bank transfer');

  // Staff see it among the open invoices and mark it paid.
  await open(staff, '/licensing/account/invoices');
  const box = main(staff).getByRole('listitem').filter({ hasText: orderNumber });
  await expect(box).toContainText(po);
  await expect(box).toContainText('$149.00');
  await box.getByRole('button', { name: 'Mark paid' }).click();
  await expect(main(staff).getByText(`Invoice ${orderNumber} is marked paid.`)).toBeVisible();
  await staffContext.close();

  // The buyer's order page now says paid, and when.
  await open(page, `/licensing/account/history/orders/${orderNumber}`);
  await expect(main(page).locator('dd[data-status]')).toHaveText('Paid');
  await expect(main(page).getByText(/^Paid on /)).toBeVisible();
  await expect(main(page).getByRole('region', { name: 'How to pay' })).toHaveCount(0);
  expect(await downloadedPdf(page, /: certificate \(PDF\)$/)).toContain('PRICE PAID');
});
