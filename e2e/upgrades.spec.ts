import { expect, test, type Page } from '@playwright/test';
import { registerThroughMail } from './support/register';
import { pdfText } from './support/pdf';

// Issue 32, item 4 (docs/adr/0084), against `npm start` on a fresh database with the built-in sandbox
// storefront: a buyer holds a Personal licence, upgrades it to Basic Pro for the difference, pays it like any
// cart line, and the licence keeps its number while its certificate and its public check say Basic Pro.

const PAYING_CARD = '4242 4242 4242 4242';
const LICENCE_NUMBER = /CM-\d{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/;

const main = (page: Page) => page.getByRole('main');

/** Opens a page and waits until the app has taken over the server's first view (a click before is lost). */
async function open(page: Page, to: string): Promise<void> {
  await page.goto(to);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
}

/** Checks out the cart in the sandbox with the paying card, back on the completed checkout. */
async function payCart(page: Page): Promise<void> {
  await open(page, '/licensing/checkout');
  await main(page).getByRole('button', { name: 'Check out' }).click();
  await expect(page).toHaveURL(/\/sandbox-storefront\/checkouts\//);
  await page.getByRole('textbox', { name: 'Card number' }).fill(PAYING_CARD);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/licensing\/checkout/);
}

/** The licence's certificate, downloaded from its row in the history. */
async function certificate(page: Page, number: string): Promise<string> {
  await open(page, `/licensing/account/history?q=${number}&type=licence`);
  const download = page.waitForEvent('download');
  await main(page)
    .getByRole('link', { name: `Certificate of licence ${number} (PDF)` })
    .click();
  return pdfText(await (await download).path());
}

test('a buyer upgrades a Personal licence to Basic Pro for the difference: same number, new tier on the certificate and the check', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await registerThroughMail(page, {
    email: `upgrader-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`,
    password: 'e2e-Correct-Horse-42',
    firstName: 'Ada',
    lastName: 'Upgrader',
    termsAccepted: true,
  });
  const feed = (await (await page.request.get('/api/public/videos?max=3')).json()) as {
    data: { jmId: string }[];
  };
  const jmId = feed.data[0]!.jmId;

  // A Personal licence, bought through the sandbox checkout.
  const added = await page.request.post(`/api/user/licensing/cart/videos/${jmId}`, {
    data: { tier: 'personal' },
  });
  expect(added.ok()).toBe(true);
  await payCart(page);
  await expect(main(page).getByText(LICENCE_NUMBER).first()).toBeVisible({ timeout: 30_000 });
  const number = LICENCE_NUMBER.exec((await main(page).textContent()) ?? '')![0];
  const before = await certificate(page, number);
  expect(before).toContain('Digital publishing licence, Personal tier');
  expect(before).not.toContain('Upgraded on');

  // Its details in the history offer each higher tier at the difference; Basic Pro goes into the cart.
  await main(page)
    .getByRole('button', { name: `Details of licence ${number}` })
    .click();
  const upgrade = main(page).getByRole('region', { name: 'Upgrade this licence' });
  await upgrade.getByRole('radio', { name: 'Basic Pro, $100 more' }).check();
  await expect(upgrade.getByRole('radio', { name: 'Super Pro, $250 more' })).toBeVisible();
  await upgrade.getByRole('button', { name: 'Add upgrade to cart' }).click();
  await expect(page.getByText('Upgrade to Basic Pro added to cart')).toBeVisible();

  // The cart shows the upgrade line: the licence it raises, the tiers and the difference.
  await open(page, '/licensing/checkout');
  const line = main(page).getByRole('article').filter({ hasText: 'Licence upgrade' });
  await expect(line.getByText(number)).toBeVisible();
  await expect(line.getByText('Personal → Basic Pro')).toBeVisible();
  await expect(line.getByText('$100', { exact: true })).toBeVisible();

  // Paid like any line: the confirmation lists the licence at Basic Pro, the same number.
  await payCart(page);
  await expect(main(page).getByText(number, { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(main(page).getByText('Basic Pro').first()).toBeVisible();

  // The certificate is issued again: the same number, the new tier, and when and from what it was upgraded.
  const after = await certificate(page, number);
  expect(after).toContain(number);
  expect(after).toContain('Digital publishing licence, Basic Pro tier');
  expect(after).toMatch(
    /Upgraded on \d{1,2} \w+ \d{4} from Personal \(order CMO-[0-9A-F]{8}, \$100\.00 USD\)/,
  );
  expect(after).toContain('Watermark: No watermark');

  // The public check says Basic Pro, and since when.
  await open(page, `/licensing/verify/${number}`);
  const verdict = main(page).getByRole('region', { name: 'Valid licence' });
  await expect(verdict.getByText('Basic Pro', { exact: true })).toBeVisible();
  await expect(verdict.getByText(/, to Basic Pro$/)).toBeVisible();
});
