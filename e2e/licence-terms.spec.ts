import { expect, test, type Page } from '@playwright/test';
import {
  LICENCE_TERMS,
  LICENCE_TERMS_PDF_FILENAME,
  LICENCE_TERMS_TEXT,
} from '../packages/core/src/licenceTerms';
import { LICENCE_TIERS, LICENCE_TIER_TEXT } from '../packages/core/src/tiers';
import { expectNoAxeViolations } from './support/axe';
import { pdfPages } from './support/pdf';

/**
 * Issue 32 item 9 (ADR 82): the terms page shows the Digital Publishing Licence terms in full and links the PDF
 * of the same terms, which the server typesets; the pricing page links the same PDF.
 */

// axe is injected inline, which the app's content security policy rightly refuses (e2e/support/axe.ts).
test.use({ bypassCSP: true });

/** Follows a link's address as the browser would and answers what came back. */
async function fetchLink(page: Page, name: string) {
  const href = await page.getByRole('main').getByRole('link', { name }).getAttribute('href');
  expect(href).not.toBeNull();
  const response = await page.request.get(new URL(href!, page.url()).href);
  expect(response.status()).toBe(200);
  return response;
}

test('the terms page shows the licence terms and its link downloads them as a PDF of several pages', async ({
  page,
}) => {
  await page.goto('/licensing/terms');
  await expect(page.locator('html[data-app="ready"]')).toBeAttached({ timeout: 60_000 });
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2, name: LICENCE_TERMS.title })).toBeVisible();
  await expect(main.getByText(LICENCE_TERMS.editionLine)).toBeVisible();

  // The contents lead to their sections.
  const compilations = LICENCE_TERMS.sections.find((section) => section.id === 'compilations')!;
  await main
    .getByRole('navigation', { name: LICENCE_TERMS_TEXT.contents })
    .getByRole('link', { name: compilations.heading })
    .click();
  await expect(page).toHaveURL(/#terms-compilations$/);
  await expect(
    main.getByRole('heading', { name: `${compilations.number} ${compilations.heading}` }),
  ).toBeInViewport();
  await expectNoAxeViolations(page, '/licensing/terms');

  const response = await fetchLink(page, LICENCE_TERMS_TEXT.pdfLink);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.headers()['content-disposition']).toContain(`filename="${LICENCE_TERMS_PDF_FILENAME}"`);
  const bytes = await response.body();
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  const { pages, text } = await pdfPages(bytes);
  expect(pages).toBeGreaterThanOrEqual(5);
  expect(text).toContain(LICENCE_TERMS.editionLine);
  for (const tier of LICENCE_TIERS) expect(text).toContain(`A ${tier.name} licence`);
  expect(text).toContain(LICENCE_TIER_TEXT.compilationRightsNotOffered);

  // The pricing page's link to the full terms is the same PDF.
  await page.goto('/licensing/pricing');
  const fromPricing = await fetchLink(page, LICENCE_TIER_TEXT.fullTermsLabel);
  expect((await fromPricing.body()).equals(bytes)).toBe(true);
});
