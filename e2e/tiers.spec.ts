import { expect, test, type Page } from '@playwright/test';
import { registerThroughMail } from './support/register';
import { pdfText } from './support/pdf';

// Issue 32, item 8, against `npm start` with the sandbox storefront: what each tier allows, said where a tier
// is chosen; a line's tier changed in the cart; a project and PO typed for the whole cart reaching the
// certificate; and a clip cleared for advertising asking for its advertising licence in one step.

const PASSWORD = 'e2e-Correct-Horse-42';
const PAYING_CARD = '4242 4242 4242 4242';

const main = (page: Page) => page.getByRole('main');

async function open(page: Page, address: string): Promise<void> {
  await page.goto(address);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
}

/** A new buyer, signed in in this page's context. */
async function newBuyer(page: Page): Promise<string> {
  const email = `tiers-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await registerThroughMail(page, {
    email,
    password: PASSWORD,
    firstName: 'Nina',
    lastName: 'Producer',
    company: 'Harbour Films',
    termsAccepted: true,
  });
  return email;
}

interface FeedCard {
  jmId: string;
  aci: 'GREEN' | 'YELLOW' | 'RED';
}

async function feed(page: Page, max = 60): Promise<FeedCard[]> {
  const res = await page.request.get(`/api/public/videos?max=${max}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: FeedCard[] }).data;
}

async function addToCart(page: Page, jmId: string, tier: string): Promise<void> {
  const res = await page.request.post(`/api/user/licensing/cart/videos/${jmId}`, { data: { tier } });
  expect(res.status(), await res.text()).toBe(200);
}

test('a line’s tier changes in the cart, priced by the server, and says what the new tier covers', async ({
  page,
}) => {
  await newBuyer(page);
  const [clip] = await feed(page, 5);
  await addToCart(page, clip!.jmId, 'personal');

  await open(page, '/licensing/checkout');
  const line = main(page)
    .getByRole('article')
    .filter({ hasText: `JV#${clip!.jmId}` });
  await expect(line.getByText(/posts on one page or channel of your own, not monetized/)).toBeVisible();
  await expect(main(page).locator('[data-amount="total"]')).toHaveText('$49');

  await line.getByRole('combobox', { name: 'Licence' }).selectOption('superPro');

  await expect(main(page).locator('[data-amount="total"]')).toHaveText('$299');
  await expect(line.getByText(/posts on all your own pages and channels, monetized/)).toBeVisible();
  const cart = (await (await page.request.get('/api/user/licensing/cart')).json()) as {
    lines: { tier: string; priceCents: number }[];
  };
  expect(cart.lines).toEqual([expect.objectContaining({ tier: 'superPro', priceCents: 29_900 })]);
});

test('a project and PO typed for the whole cart, then Check out, are on the certificate after paying', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await newBuyer(page);
  const [first, second] = await feed(page, 5);
  await addToCart(page, first!.jmId, 'basicPro');
  await addToCart(page, second!.jmId, 'personal');

  // As the newcomer of the issue did: the fields typed, then straight to Check out, not the form's Save.
  await open(page, '/licensing/checkout');
  await main(page).getByRole('button', { name: 'Same project and PO for every licence' }).click();
  await main(page).getByRole('textbox', { name: 'Project name' }).fill('Harbour launch');
  await main(page).getByRole('textbox', { name: 'PO number' }).fill('PO-8086');
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

  await open(page, '/licensing/account/history');
  const certificates = main(page).getByRole('link', { name: /^Certificate of licence CM-/ });
  await expect(certificates).toHaveCount(2);
  for (const index of [0, 1]) {
    const download = page.waitForEvent('download');
    await certificates.nth(index).click();
    const text = await pdfText(await (await download).path());
    expect(text).toContain('Harbour launch');
    expect(text).toContain('PO-8086');
  }
});

test('from a clip cleared for Advertising Use, the advertising licence inquiry goes in one step with the clip', async ({
  page,
}) => {
  const email = await newBuyer(page);
  const green = (await feed(page)).find((card) => card.aci === 'GREEN');
  expect(green, 'a clip cleared for advertising in the feed').toBeDefined();
  const video = (await (await page.request.get(`/api/public/videos/${green!.jmId}`)).json()) as {
    title: string | null;
    publishingTitle: string | null;
  };
  const title = (video.publishingTitle || video.title)!;

  await open(page, `/licensing/view/${green!.jmId}`);
  await expect(main(page).getByText(/this clip can have a Custom licence/)).toBeVisible();
  await expect(main(page).getByText('from $49 · watermarked, no monetization')).toBeVisible();
  await main(page).getByRole('link', { name: 'Ask for an advertising licence' }).click();

  // The inquiry comes with the clip, Advertising ticked, the project worded and the buyer's name filled in.
  await expect(page).toHaveURL(new RegExp(`/licensing/inquiry\\?clips=${green!.jmId}&about=advertising`));
  await expect(main(page).getByText(`JV#${green!.jmId}`)).toBeVisible();
  await expect(main(page).getByText(title)).toBeVisible();
  await expect(main(page).getByRole('checkbox', { name: 'Advertising' })).toBeChecked();
  await expect(main(page).getByLabel('First name')).toHaveValue('Nina');
  await main(page).getByLabel('Country', { exact: true }).fill('Canada');
  await main(page).getByRole('button', { name: 'Send inquiry' }).click();
  await expect(main(page).getByText(/INQ-[0-9A-F]{6}/)).toBeVisible();

  // The licensing team's mail, written from the stored inquiry, names the clip by JV# and title.
  await expect
    .poll(async () => {
      const outbox = (await (await page.request.get('/api/dev/outbox')).json()) as {
        data: { to: string; text: string }[];
      };
      return outbox.data.find((mail) => mail.to !== email && mail.text.includes(email))?.text ?? '';
    })
    .toContain(`JV#${green!.jmId}`);
  const outbox = (await (await page.request.get('/api/dev/outbox')).json()) as {
    data: { to: string; text: string }[];
  };
  const team = outbox.data.find((mail) => mail.to !== email && mail.text.includes(email))!;
  expect(team.text).toContain(title);
  expect(team.text).toContain('Advertising');
});
