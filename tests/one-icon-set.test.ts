// @vitest-environment node
// Issue 34 item 4 (ADR 94): every icon of the design system and the web app comes from one set, Lucide, drawn
// by the renderer in packages/ui/src/components/Icon/. This reads every source file of both (components, pages,
// stories, tests and docs pages) and refuses an SVG drawn anywhere else, Lucide imported anywhere else, and a
// character standing in for an icon.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const ICON_FOLDER = 'packages/ui/src/components/Icon/';
const SCANNED = ['packages/ui/src', 'apps/web/src'];

/**
 * Characters that stand in for an icon when a string or a JSX text is that character alone (spaces aside): ticks,
 * crosses, arrows, chevrons, stars, warning signs, and emoji. Dashes, dots and slashes stay typography.
 */
const ICON_GLYPH = /^(?:[✓✔✗✘✕✖×↗↖↘↙→←↑↓↔⇒⇐⇧⇩★☆⚠⚡▲▼△▽▶◀►◄▸◂▴▾❯❮›‹»«ⓘℹ☰⋮⋯]|\p{Extended_Pictographic})$/u;

const LUCIDE = /^lucide(?:-react)?(?:\/|$)/;

interface Finding {
  rule: 'svg' | 'lucide' | 'glyph';
  at: string;
}

/** What `text`, the source of `file` (relative to the repository), breaks of the one-icon-set rules. */
function iconFindings(file: string, text: string): Finding[] {
  const inIconFolder = file.startsWith(ICON_FOLDER);
  const found: Finding[] = [];
  if (file.endsWith('.mdx')) {
    text.split('\n').forEach((line, index) => {
      const at = `${file}:${index + 1}`;
      if (!inIconFolder && /<svg\b/.test(line)) found.push({ rule: 'svg', at });
      if (!inIconFolder && /from\s+['"]lucide(?:-react)?(?:\/[^'"]*)?['"]/.test(line))
        found.push({ rule: 'lucide', at });
    });
    return found;
  }
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const at = (node: ts.Node) =>
    `${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
  const isGlyph = (value: string) => ICON_GLYPH.test(value.trim());

  const visit = (node: ts.Node) => {
    if (
      (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) &&
      node.tagName.getText(source) === 'svg' &&
      !inIconFolder
    ) {
      found.push({ rule: 'svg', at: at(node) });
    }
    // createElement('svg'), or markup handed to innerHTML.
    if (ts.isStringLiteralLike(node) && !inIconFolder && (node.text === 'svg' || /<svg\b/.test(node.text))) {
      const call = node.parent;
      const drawsSvg =
        node.text !== 'svg' ||
        (ts.isCallExpression(call) &&
          call.arguments[0] === node &&
          /createElement(NS)?$/.test(call.expression.getText(source)));
      if (drawsSvg) found.push({ rule: 'svg', at: at(node) });
    }
    const specifier =
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier
        ? node.moduleSpecifier
        : ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword
          ? node.arguments[0]
          : undefined;
    if (specifier && ts.isStringLiteralLike(specifier) && LUCIDE.test(specifier.text) && !inIconFolder) {
      found.push({ rule: 'lucide', at: at(node) });
    }
    // A separator handed to join() is typography: 'Idle → Open'.
    const separator =
      node.parent !== undefined &&
      ts.isCallExpression(node.parent) &&
      ts.isPropertyAccessExpression(node.parent.expression) &&
      node.parent.expression.name.text === 'join';
    if ((ts.isStringLiteralLike(node) || ts.isJsxText(node)) && isGlyph(node.text) && !separator) {
      found.push({ rule: 'glyph', at: at(node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every TypeScript and MDX source file of the scanned folders, relative to the repository. */
function sourceFiles(): string[] {
  return SCANNED.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(tsx?|mdx)$/.test(entry.name))
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .filter((file) => !file.split('/').includes('node_modules')),
  );
}

const findings = sourceFiles().flatMap((file) =>
  iconFindings(file, readFileSync(path.join(root, file), 'utf8')),
);
const where = (rule: Finding['rule']) => findings.filter((f) => f.rule === rule).map((f) => f.at);

describe('one icon set (ADR 94)', () => {
  it('leaves every SVG to the Icon folder: no component, page, story or test draws one of its own', () => {
    expect(where('svg')).toEqual([]);
  });

  it('imports Lucide in the Icon folder only, so every icon goes through its one renderer', () => {
    expect(where('lucide')).toEqual([]);
  });

  it('uses no character as an icon (a tick, a cross, an arrow, a star, an emoji): the set has one for it', () => {
    expect(where('glyph')).toEqual([]);
  });

  it('exports every icon module of the Icon folder, so the package and the gallery offer each one', () => {
    const index = readFileSync(path.join(root, ICON_FOLDER, 'index.ts'), 'utf8');
    const modules = readdirSync(path.join(root, ICON_FOLDER, 'icons')).map((file) =>
      file.replace(/\.tsx?$/, ''),
    );

    expect(modules.length).toBeGreaterThan(0);
    expect(modules.filter((name) => !index.includes(`export { ${name} } from './icons/${name}';`))).toEqual(
      [],
    );
  });

  it('catches a stray SVG, a Lucide import and a character icon wherever they are written', () => {
    const page = 'apps/web/src/features/browse/Stray.tsx';
    const code = [
      "import { X } from 'lucide';",
      "const Lazy = () => import('lucide-react');",
      'export const Mark = () => <svg viewBox="0 0 24 24"><path d="M0 0" /></svg>;',
      "export const Drawn = () => createElement('svg', null);",
      'export const Html = { __html: \'<svg viewBox="0 0 1 1"></svg>\' };',
      "export const Done = ({ ok }: { ok: boolean }) => <span aria-hidden=\"true\">{ok ? '✓' : '—'}</span>;",
      'export const Out = () => <a href="/terms">Terms <span aria-hidden="true"> ↗</span></a>;',
      '// A comment may say <svg or → freely.',
      "export const words = 'Basic → Pro';",
      "export const steps = ['Idle', 'Open'].join(' → ');",
    ].join('\n');

    expect(iconFindings(page, code).map((f) => `${f.rule} ${f.at.split(':').pop()}`)).toEqual([
      'lucide 1',
      'lucide 2',
      'svg 3',
      'svg 4',
      'svg 5',
      'glyph 6',
      'glyph 7',
    ]);
    expect(
      iconFindings('packages/ui/src/components/Icon/icons/CloseIcon.ts', "import { X } from 'lucide';"),
    ).toEqual([]);
    expect(iconFindings('packages/ui/src/components/Stray/Stray.mdx', '<svg viewBox="0 0 1 1" />')).toEqual([
      { rule: 'svg', at: 'packages/ui/src/components/Stray/Stray.mdx:1' },
    ]);
  });
});
