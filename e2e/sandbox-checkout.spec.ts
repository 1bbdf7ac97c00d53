import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
// The version from its one source (a relative import: Playwright loads the TypeScript source itself).
import { STOREFRONT_API_VERSION } from '../packages/core/src/constants';
import { expectNoAxeViolations } from './support/axe';

// The sandbox storefront's checkout page (docs/adr/0022): plain HTML and forms, no script. The buyer's steps run
// in a browser with JavaScript off; each page they reach is then checked with axe in one with it on (axe inlines
// its source, which the page's CSP refuses, hence bypassCSP there).
test.use({ bypassCSP: true });

const GRAPHQL = `/sandbox-storefront/api/${STOREFRONT_API_VERSION}/graphql.json`;

/** A cart made through the sandbox's Storefront API, as the server's checkout makes one. */
async function newCheckout(request: APIRequestContext): Promise<string> {
  const headers = { 'x-shopify-storefront-access-token': 'sandbox' };
  const products = await request.post(GRAPHQL, {
    headers,
    data: { query: '{ products(first: 10) { nodes { variants(first: 10) { nodes { id sku } } } } }' },
  });
  const variants = (
    (await products.json()) as {
      data: { products: { nodes: { variants: { nodes: { id: string; sku: string }[] } }[] } };
    }
  ).data.products.nodes.flatMap((p) => p.variants.nodes);
  const created = await request.post(GRAPHQL, {
    headers,
    data: {
      query: `mutation ($input: CartInput!) { cartCreate(input: $input) { cart { checkoutUrl } userErrors { message } } }`,
      variables: {
        input: {
          lines: [
            {
              merchandiseId: variants.find((v) => v.sku === 'licence:superPro')!.id,
              quantity: 1,
              attributes: [
                { key: 'Clip', value: 'JV#1234567 — A dog surfs a huge wave at sunset' },
                { key: 'Project', value: 'Summer campaign' },
              ],
            },
          ],
          buyerIdentity: { email: 'e2e-buyer@example.com' },
          attributes: [
            { key: '_return_url', value: '/licensing' },
            { key: '_cancel_url', value: '/licensing' },
          ],
          note: 'Settlement',
        },
      },
    },
  });
  const url = ((await created.json()) as { data: { cartCreate: { cart: { checkoutUrl: string } } } }).data
    .cartCreate.cart.checkoutUrl;
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

/** Checks what the buyer sees now: marked as a sandbox, no script, no axe violation, nothing wider than the screen. */
async function checkPage(buyer: Page, checker: Page, label: string) {
  await expect(buyer.getByText('Sandbox checkout: no real payment')).toBeVisible();
  await expect(buyer.locator('script')).toHaveCount(0);
  await checker.setContent(await buyer.content());
  await expectNoAxeViolations(checker, label);
  expect(
    await checker.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    label,
  ).toBeLessThanOrEqual(0);
}

for (const [name, viewport] of [
  ['a phone (375 px)', { width: 375, height: 800 }],
  ['a desktop', { width: 1280, height: 900 }],
] as const) {
  test(`the sandbox checkout works with no JavaScript and is accessible on ${name}: declined, then paid`, async ({
    browser,
    page: checker,
    request,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport });
    const page = await context.newPage();
    await checker.setViewportSize(viewport);
    await page.goto(await newCheckout(request));
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByRole('cell', { name: /Super Pro licence/ })).toBeVisible();
    await checkPage(page, checker, `${name}: the page`);

    await page.getByRole('textbox', { name: 'Gift card code' }).fill('NOPE');
    await page.getByRole('button', { name: 'Apply gift card' }).click();
    await expect(page.getByRole('textbox', { name: 'Gift card code' })).toHaveAccessibleDescription(
      /No gift card has this code/,
    );
    await checkPage(page, checker, `${name}: an unknown gift card`);

    await page.getByRole('textbox', { name: 'Card number' }).fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('textbox', { name: 'Card number' })).toHaveAccessibleDescription(
      /Your card was declined/,
    );
    await checkPage(page, checker, `${name}: a declined card`);

    await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page).toHaveURL(/\/licensing$/);
    await context.close();
  });
}
