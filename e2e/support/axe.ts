import path from 'node:path';
import { expect, type Page } from '@playwright/test';

const AXE_PATH = path.resolve(import.meta.dirname, '../../node_modules/axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe on the page as it is and fails with the violations listed. The spec runs with `bypassCSP`, since
 * `addScriptTag` inlines axe's source, which the page's CSP rightly refuses; this checks the markup only.
 */
export async function expectNoAxeViolations(page: Page, label = page.url()): Promise<void> {
  // Once per document: a check after a client-side change of the same page finds axe already loaded (and warm).
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
    };
    // Only the violations are read: axe details no passes (about a tenth less of its work).
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => n.target.join(' ')),
    }));
  });
  expect(violations, label).toEqual([]);
}
