import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages';
import { LICENCE_TIER_TEXT } from './tiers';

const repo = path.resolve(import.meta.dirname, '../../..');
const coreSrc = path.join(repo, 'packages/core/src');
const skipDirs = new Set([
  'node_modules',
  'dist',
  'dist-server',
  '.git',
  'storybook-static',
  'test-results',
  'data',
  'public',
]);

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (skipDirs.has(name) || (name.startsWith('.') && name !== '.storybook')) continue;
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) {
      if (p !== coreSrc) sourceFiles(p, out);
    } else if (/\.(ts|tsx|js|mjs|html)$/.test(name)) out.push(p);
  }
  return out;
}

describe('one source for spec texts', () => {
  it('types no spec message or licence text as a string anywhere but packages/core', () => {
    const texts = [...Object.values(MESSAGES), ...Object.values(LICENCE_TIER_TEXT)];
    const offenders: string[] = [];
    for (const file of sourceFiles(repo)) {
      // Comments may quote the spec; code may not.
      const content = readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .replace(/(^|[^:])\/\/.*$/gm, '$1');
      for (const text of texts) {
        // A string literal or JSX text.
        const typed = [`'${text}'`, `"${text}"`, `\`${text}\``, `>${text}<`];
        if (typed.some((t) => content.includes(t))) offenders.push(`${path.relative(repo, file)}: "${text}"`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
