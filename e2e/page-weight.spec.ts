import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { GZIP_LEVEL, PAGE_BUDGETS, type PageBudget } from '../scripts/page-budgets.ts';

/**
 * What a phone downloads before a page is idle stays within its budget (scripts/page-budgets.ts), measured on
 * the production build as a visitor gets it: every script the page asks for until the network is quiet.
 */

interface Script {
  file: string;
  gzip: number;
  body: string;
}

/** The scripts a phone-sized page loads until the network has been quiet for half a second. */
async function scriptsOf(page: Page, url: string): Promise<Script[]> {
  const scripts: Promise<Script | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(
      response.body().then(
        (body) => ({
          file: new URL(response.url()).pathname,
          gzip: gzipSync(body, { level: GZIP_LEVEL }).length,
          body: body.toString('utf8'),
        }),
        () => null,
      ),
    );
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  return (await Promise.all(scripts)).filter((script): script is Script => script !== null);
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/**
 * What a script holds, from its source map (scripts are named by their hash alone, vite.config.ts): its last
 * module of the app (the one the chunk is for, as Vite named it before), else its first package.
 */
async function contentOf(page: Page, file: string): Promise<string> {
  const answer = await page.request.get(`${file}.map`);
  if (!answer.ok()) return '?';
  const { sources = [] } = (await answer.json()) as { sources?: string[] };
  const own = sources.findLast((source) => !source.includes('node_modules'));
  if (own) return own.split('/').pop()!;
  return /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(sources[0] ?? '')?.[1] ?? '?';
}

async function expectWithinBudget(page: Page, url: string, budget: PageBudget) {
  const scripts = await scriptsOf(page, url);
  const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
  const largest = await Promise.all(
    [...scripts]
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 5)
      .map(async (script) => `${await contentOf(page, script.file)} ${kb(script.gzip)} kB`),
  );
  expect(kb(total), `${budget.label}: largest scripts ${largest.join(', ')}`).toBeLessThanOrEqual(
    budget.ceilingKb,
  );
  // The browser calls the API through the lean routes (ADR 15): no page carries the schema library.
  const withSchemas = scripts.filter((script) => script.body.includes('$ZodType'));
  expect(withSchemas.map((script) => script.file)).toEqual([]);
}

test.use({ viewport: { width: 390, height: 844 } });

test('the home page stays within its script budget, without the schema library', async ({ page }) => {
  await expectWithinBudget(page, '/licensing', PAGE_BUDGETS.home);
});

test('the search page stays within its script budget, without the schema library', async ({ page }) => {
  await expectWithinBudget(page, '/licensing/search?q=dog', PAGE_BUDGETS.search);
});

test('a clip page stays within its script budget, without the schema library', async ({ page, request }) => {
  const answer = await request.post('/api/search', { data: { q: '' } });
  const { data } = (await answer.json()) as { data: { jmId: string }[] };
  await expectWithinBudget(page, `/licensing/view/${data[0]!.jmId}`, PAGE_BUDGETS.clip);
});
