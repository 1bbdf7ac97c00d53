import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../../..');
const TABLE = path.join(repo, 'packages/core/src/pages.ts');
const ROOTS = ['packages', 'apps', 'mocks'];
const SKIP_DIRS = new Set([
  'node_modules',
  'dist',
  'dist-server',
  'storybook-static',
  'test-results',
  'data',
  'test',
]);

/**
 * What is not source of an address: the table itself; tests and test helpers (they check the addresses, so
 * they spell them); and docs (Markdown/MDX, not scanned). Stories are scanned: they build the addresses they
 * give a component from the table, as the app does.
 */
function scanned(file: string): boolean {
  const name = path.basename(file);
  return (
    file !== TABLE &&
    /\.(ts|tsx|mts|js|mjs)$/.test(name) &&
    !/\.test\.(ts|tsx)$/.test(name) &&
    name !== 'test-helpers.ts'
  );
}

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (SKIP_DIRS.has(name) || name.startsWith('.')) continue;
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) sourceFiles(file, out);
    else if (scanned(file)) out.push(file);
  }
  return out;
}

/** An app page address: the base at the start of a path, not inside one (`/api/user/licensing` is an endpoint). */
const PAGE_ADDRESS = /(?<![\w-])\\?\/licensing(?![\w-])/;

/** Every string, template and regular expression literal of `text` that spells a page address, with its line. */
export function pageAddressesIn(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    let literal: string | null = null;
    if (ts.isRegularExpressionLiteral(node)) literal = node.text;
    else if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    )
      literal = node.text;
    if (literal !== null && PAGE_ADDRESS.test(literal)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push(`${line + 1}: ${literal.trim()}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the page table is the one source of page addresses', () => {
  it('finds a page address in a literal, and none in an endpoint or a comment', () => {
    expect(pageAddressesIn('a.ts', "const a = '/licensing/view/1';")).toHaveLength(1);
    expect(pageAddressesIn('a.ts', 'const a = `${origin}/licensing/account`;')).toHaveLength(1);
    expect(pageAddressesIn('a.ts', 'const a = /^\\/licensing\\/(login|register)/;')).toHaveLength(1);
    expect(pageAddressesIn('a.tsx', 'const a = <a href="/licensing">Home</a>;')).toHaveLength(1);
    expect(pageAddressesIn('a.ts', "const a = '/api/user/licensing/cart';")).toEqual([]);
    expect(pageAddressesIn('a.ts', "const a = 'licensing-inquiry';")).toEqual([]);
    expect(pageAddressesIn('a.ts', '// the page /licensing/view/1\nconst a = 1;')).toEqual([]);
  });

  it('spells no page address in the source of packages, apps and mocks outside the table', () => {
    const offenders: string[] = [];
    for (const root of ROOTS) {
      for (const file of sourceFiles(path.join(repo, root))) {
        const text = readFileSync(file, 'utf8');
        // Parsing only the files that spell an address somewhere (a comment, say) keeps the scan fast.
        if (!PAGE_ADDRESS.test(text)) continue;
        for (const hit of pageAddressesIn(file, text)) {
          offenders.push(`${path.relative(repo, file)}:${hit}`);
        }
      }
    }
    expect(offenders, 'build these from PAGES / PAGE_BASE of packages/core/src/pages.ts').toEqual([]);
  });
});
