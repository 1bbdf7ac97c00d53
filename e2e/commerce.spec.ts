import { expect, test, type Page } from '@playwright/test';
// The spec's texts from their one source (a relative import: Playwright loads the TypeScript source itself).
import { MESSAGES } from '../packages/core/src/messages';
import { TAX_NOTES } from '../packages/core/src/contract/taxRules';
import { registerThroughMail } from './support/register';
import { pdfText } from './support/pdf';

// Issue 12's acceptance, against `npm start` on a fresh database with the built-in sandbox storefront: a buyer
// chooses, pays with the sandbox's test card and holds licences they can prove.

const PASSWORD = 'e2e-Correct-Horse-42';
const PAYING_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';

const main = (page: Page) => page.getByRole('main');

/** Opens a page and waits until the app has taken over the server's first view (a click before is lost). */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
}
const header = (page: Page) => page.getByRole('banner');

async function newEmail(): Promise<string> {
  return `buyer-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Registers through the API and signs out again: the journey starts as a visitor. */
async function registerUser(page: Page): Promise<string> {
  const email = await newEmail();
  await registerThroughMail(page, {
    email,
    password: PASSWORD,
    firstName: 'Ada',
    lastName: 'Buyer',
    termsAccepted: true,
  });
  await page.context().clearCookies();
  return email;
}

/** Clips of the library, by the feed (ids differ between databases; titles do not matter here). */
async function someClips(page: Page, count: number): Promise<string[]> {
  const res = await page.request.get(`/api/public/videos?max=${count + 5}`);
  const body = (await res.json()) as { data: { jmId: string }[] };
  return body.data.slice(0, count).map((clip) => clip.jmId);
}

async function cartCount(page: Page): Promise<number> {
  const res = await page.request.get('/api/user/licensing/cart');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { count: number }).count;
}

test('a buyer chooses a licence, fills a cart from a clip and a playlist, pays in the sandbox and proves the licences', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const email = await registerUser(page);
  const [first, second, third] = await someClips(page, 3);

  // A visitor chooses Basic Pro on a clip: asked to log in, then back on the clip with the choice open.
  await open(page, `/licensing/view/${first}`);
  await expect(main(page).getByRole('group', { name: 'Actions' }).getByText('from $49')).toBeVisible();
  await main(page).getByRole('button', { name: 'License this clip' }).click();
  const tiers = page.getByRole('dialog', { name: 'Compare digital publishing licences' });
  await expect(tiers.getByRole('cell', { name: '$149' })).toBeVisible();
  await tiers.getByRole('button', { name: 'Choose Basic Pro' }).click();
  await expect(page).toHaveURL(/\/licensing\/login/);
  await main(page).getByLabel('E-mail', { exact: true }).fill(email);
  await main(page).getByLabel('Password', { exact: true }).fill(PASSWORD);
  await main(page).getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`/licensing/view/${first}`));
  await expect(tiers).toBeVisible();
  await tiers.getByRole('button', { name: 'Choose Basic Pro' }).click();
  await expect(page.getByText(MESSAGES.videoAddedToCart)).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  // A playlist with two more clips: one added from its row, then the whole playlist at one tier.
  const created = await page.request.post('/api/user/licensing/lists', { data: { name: 'Launch reel' } });
  const { uuid } = (await created.json()) as { uuid: string };
  const added = await page.request.post(`/api/user/licensing/lists/${uuid}/videos`, {
    data: { jmIds: [second, third] },
  });
  expect(added.ok()).toBe(true);
  await open(page, `/licensing/account/lists/${uuid}`);
  await main(page)
    .getByRole('button', { name: `Add to cart JV#${second}` })
    .click();
  await expect(page.getByText(MESSAGES.videoAddedToCart)).toBeVisible();
  await expect(header(page).getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
  await main(page)
    .getByRole('button', { name: /^License all at / })
    .click();
  await expect(header(page).getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();

  // The cart: three lines priced by the storefront.
  await header(page).getByRole('link', { name: 'Cart, 3 items' }).click();
  await expect(page).toHaveURL('/licensing/checkout');
  for (const jmId of [first, second, third]) await expect(main(page).getByText(`JV#${jmId}`)).toBeVisible();
  expect(await cartCount(page)).toBe(3);
  // What the store says of tax, from the server: added at checkout for the buyer's country.
  await expect(main(page).getByText(TAX_NOTES.excluded)).toBeVisible();

  // The first clip moves to Super Pro in the cart, and every licence gets one project and PO.
  const firstLine = main(page)
    .getByRole('article')
    .filter({ hasText: `JV#${first}` });
  await firstLine.getByRole('combobox', { name: 'Licence' }).selectOption('superPro');
  await expect(firstLine.getByText('$299', { exact: true })).toBeVisible();
  await main(page).getByRole('button', { name: 'Same project and PO for every licence' }).click();
  await main(page).getByRole('textbox', { name: 'Project name' }).fill('Launch reel');
  await main(page).getByRole('textbox', { name: 'PO number' }).fill('PO-2026-7');
  await main(page).getByRole('button', { name: 'Save' }).click();
  // Each line then shows them (the notice that says so is checked in CheckoutPage.test.tsx).
  await expect(main(page).getByText('PO-2026-7')).toHaveCount(3);

  // Billing details, asked once at checkout and never required: the receipt is made out to them.
  await main(page).getByRole('button', { name: 'Add billing details for your receipt' }).click();
  await main(page).getByRole('textbox', { name: 'Name' }).fill('Ada Buyer');
  await main(page).getByRole('textbox', { name: 'Company (optional)' }).fill('Morning Loop TV');
  await main(page).getByRole('combobox', { name: 'Country (optional)' }).selectOption('GB');
  await main(page).getByRole('textbox', { name: 'VAT number (optional)' }).fill('GB 123 4567 89');
  await main(page).getByRole('button', { name: 'Save billing details' }).click();
  await expect(main(page).getByText('Receipt made out to Ada Buyer, Morning Loop TV')).toBeVisible();

  // A declined card leaves the cart as it was; so does the cancel link back from the checkout.
  await main(page).getByRole('button', { name: 'Check out' }).click();
  await expect(page).toHaveURL(/\/sandbox-storefront\/checkouts\//);
  await expect(page.getByText('Sandbox checkout: no real payment')).toBeVisible();
  await page.getByRole('textbox', { name: 'Card number' }).fill(DECLINED_CARD);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page.getByRole('textbox', { name: 'Card number' })).toHaveAccessibleDescription(
    /Your card was declined/,
  );
  await page.getByRole('link', { name: /Cancel and return to the cart/ }).click();
  await expect(page).toHaveURL(/\/licensing\/checkout/);
  // A fresh load of the checkout page: its button works once the app has taken the page over, as a person
  // sees the page settle before they click again.
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  expect(await cartCount(page)).toBe(3);

  // The paying card: back on a completed checkout with an empty cart.
  await main(page).getByRole('button', { name: 'Check out' }).click();
  await expect(page).toHaveURL(/\/sandbox-storefront\/checkouts\//);
  await page.getByRole('textbox', { name: 'Card number' }).fill(PAYING_CARD);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/licensing\/checkout/);
  await expect(
    main(page)
      .getByText(/CM-\d{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/)
      .first(),
  ).toBeVisible({ timeout: 30_000 });
  await expect.poll(() => cartCount(page)).toBe(0);
  await expect(header(page).getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  // One order number (ADR 80): the confirmation's is the history's and the certificate's.
  const orderNumber = /CMO-[0-9A-F]{8}/.exec((await main(page).textContent()) ?? '')?.[0];
  expect(orderNumber).toBeDefined();

  // History lists the three licences, each with its certificate.
  await open(page, '/licensing/account/history');
  const certificates = main(page).getByRole('link', { name: /^Certificate of licence CM-/ });
  await expect(certificates).toHaveCount(3);
  const download = page.waitForEvent('download');
  await certificates.first().click();
  const file = await (await download).path();
  const text = await pdfText(file);
  const number = /CM-\d{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(text)?.[0];
  expect(number, text).toBeDefined();
  expect(text).toContain('Ada Buyer');
  expect(text).toMatch(/Basic Pro|Super Pro|Personal/);
  expect(text).toContain('Launch reel');
  expect(text).toContain('PO-2026-7');
  expect(text).toContain(orderNumber!);
  await expect(main(page).getByText(orderNumber!)).toHaveCount(3);
  expect(text).toContain(`/licensing/verify/${number}`);

  // One confirmation mail, naming the order and linking its page.
  const mails = (await (
    await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)
  ).json()) as {
    data: { subject: string; text: string }[];
  };
  const confirmations = mails.data.filter((mail) => mail.subject === `Your Clipmarket order ${orderNumber}`);
  expect(confirmations).toHaveLength(1);
  expect(confirmations[0]!.text).toContain(`/licensing/account/history/orders/${orderNumber}`);

  // The order's page, from the history: its three licences, its total, and a receipt made out as asked.
  await main(page).getByRole('link', { name: orderNumber }).first().click();
  await expect(page).toHaveURL(`/licensing/account/history/orders/${orderNumber}`);
  await expect(main(page).getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await expect(main(page).getByRole('link', { name: /^CM-.*certificate \(PDF\)$/ })).toHaveCount(3);
  // No discount; the sandbox's VAT for the buyer's billing country, 20 % (SANDBOX_TAX_RATES' default, ADR 85),
  // on top of the subtotal.
  await expect(main(page).getByText('$597.00', { exact: true })).toHaveCount(1);
  await expect(main(page).getByText('VAT 20%', { exact: true })).toBeVisible();
  await expect(main(page).getByText('$119.40', { exact: true })).toBeVisible();
  await expect(main(page).getByText('$716.40', { exact: true })).toBeVisible();
  const receiptDownload = page.waitForEvent('download');
  await main(page).getByRole('link', { name: 'Download receipt (PDF)' }).click();
  const receipt = await pdfText(await (await receiptDownload).path());
  expect(receipt).toContain(orderNumber!);
  expect(receipt).toContain('Morning Loop TV');
  expect(receipt).toContain('GB123456789');
  expect(receipt).toContain('597.00');
  expect(receipt).toContain('VAT 20%');
  expect(receipt).toContain('716.40');

  // Anyone can verify the licence, signed out, and learns nothing personal.
  const stranger = await browser.newContext();
  const visitor = await stranger.newPage();
  await open(visitor, `/licensing/verify/${number}`);
  await expect(visitor.getByRole('main')).toContainText(number!);
  await expect(visitor.getByRole('main')).toContainText(/valid/i);
  await expect(visitor.getByRole('main')).not.toContainText(email);
  await expect(visitor.getByRole('main')).not.toContainText('Ada Buyer');
  await stranger.close();
});

test('a Custom choice sends an inquiry about the clip that reaches the licensing team', async ({ page }) => {
  const [clip] = await someClips(page, 1);
  await open(page, `/licensing/view/${clip}`);
  await main(page).getByRole('button', { name: 'License this clip' }).click();
  await page
    .getByRole('dialog', { name: 'Compare digital publishing licences' })
    .getByRole('button', { name: 'Inquire' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/licensing/inquiry\\?clips=${clip}`));
  await expect(main(page).getByText(`JV#${clip}`)).toBeVisible();

  const email = await newEmail();
  await main(page)
    .getByLabel(/First name/)
    .fill('Grace');
  await main(page)
    .getByLabel(/Last name/)
    .fill('Hopper');
  await main(page).getByLabel('Email', { exact: true }).fill(email);
  await main(page).getByLabel('Company', { exact: true }).fill('Harbour Films');
  await main(page).getByLabel('Country', { exact: true }).fill('Canada');
  await main(page).getByRole('checkbox', { name: 'TV and film' }).check();
  await main(page).getByLabel('Tell us about your project').fill('A documentary about city wildlife.');
  await main(page).getByRole('button', { name: /Send/ }).click();
  await expect(main(page).getByText(/INQ-[0-9A-F]{6}/)).toBeVisible();

  // The development outbox (absent in production) shows both mails.
  const outbox = (await (await page.request.get('/api/dev/outbox')).json()) as {
    data: { to: string; subject: string; text: string }[];
  };
  const team = outbox.data.find((mail) => mail.text.includes(email) && mail.to !== email);
  expect(team?.text).toContain(`JV#${clip}`);
  expect(outbox.data.some((mail) => mail.to === email)).toBe(true);
});
