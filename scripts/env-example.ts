// `.env.example`, made from the server's settings (apps/api/src/config.ts and the shapes it spreads in): every
// variable with what its comment says and its default, commented out, so a copy changes nothing until a line
// is uncommented. `tests/env-example.test.ts` keeps the file equal to what this makes.
//
//   npm run env:example    rewrites .env.example
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { configSchema } from '../apps/api/src/config.ts';

const root = path.resolve(import.meta.dirname, '..');
export const ENV_EXAMPLE = path.join(root, '.env.example');
const CONFIG = path.join(root, 'apps/api/src/config.ts');
const WIDTH = 110;

interface Setting {
  name: string;
  /** The comment's text, `@default` tags as "Default: …" lines; empty when it shares the one above. */
  text: string;
}
interface Section {
  title: string;
  settings: Setting[];
}

function docOf(node: ts.Node): string {
  const parts: string[] = [];
  for (const doc of ts.getJSDocCommentsAndTags(node)) {
    if (!ts.isJSDoc(doc)) continue;
    const comment = ts.getTextOfJSDocComment(doc.comment);
    if (comment) parts.push(comment);
    for (const tag of doc.tags ?? []) {
      const text = ts.getTextOfJSDocComment(tag.comment);
      if (tag.tagName.text === 'default' && text) parts.push(`Default: ${text}`);
    }
  }
  return parts.join('\n').replace(/\{@link ([^}]+)\}/g, '$1');
}

/** The object literal a shape variable holds: `const name = { … }` or `const name = z.object({ … })`. */
function shapeLiteral(file: ts.SourceFile, variable: string): ts.ObjectLiteralExpression {
  let found: ts.ObjectLiteralExpression | undefined;
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === variable) {
      const init = node.initializer;
      if (init && ts.isObjectLiteralExpression(init)) found = init;
      else if (init && ts.isCallExpression(init) && ts.isObjectLiteralExpression(init.arguments[0]!))
        found = init.arguments[0];
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (!found) throw new Error(`${file.fileName}: no shape named ${variable}`);
  return found;
}

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

/** The sections: config.ts's own settings, then each spread shape under its comment, in the file's order. */
export function sections(): Section[] {
  const config = parse(CONFIG);
  const imports = new Map<string, string>();
  for (const statement of config.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements)
      imports.set(
        element.name.text,
        path.resolve(path.dirname(CONFIG), `${statement.moduleSpecifier.text}.ts`),
      );
  }
  const server: Section = { title: 'The server', settings: [] };
  const result = [server];
  for (const property of shapeLiteral(config, 'settings').properties) {
    if (ts.isSpreadAssignment(property) && ts.isIdentifier(property.expression)) {
      const name = property.expression.text;
      const file = imports.get(name);
      if (!file) throw new Error(`config.ts spreads ${name}, which it does not import by name`);
      const settings = shapeLiteral(parse(file), name)
        .properties.filter(ts.isPropertyAssignment)
        .map((p) => ({ name: p.name.getText(), text: docOf(p) }));
      result.push({ title: docOf(property) || name, settings });
    } else if (ts.isPropertyAssignment(property)) {
      server.settings.push({ name: property.name.getText(), text: docOf(property) });
    }
  }
  return result;
}

/** Wraps prose into `# ` lines of at most WIDTH characters; its own line breaks start paragraphs. */
function commentLines(text: string): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\n(?=Default: )|\n\s*\n/)) {
    let line = '#';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      if (line.length + 1 + word.length > WIDTH && line !== '#') {
        lines.push(line);
        line = '#';
      }
      line += ` ${word}`;
    }
    if (line !== '#') lines.push(line);
  }
  return lines;
}

/** A default as it would be written in the environment: lists comma-separated, nothing when there is none. */
function written(value: unknown): string {
  if (value === undefined) return '';
  if (Array.isArray(value)) return value.join(',');
  return String(value);
}

export function envExample(): string {
  const parsed = configSchema.safeParse({});
  if (!parsed.success) throw new Error(`The settings' defaults do not parse: ${parsed.error.message}`);
  const defaults = parsed.data as Record<string, unknown>;
  const out = [
    "# Clipmarket's settings: every variable the server reads, with what it means and its default. Each line is",
    '# commented out, so a copy changes nothing: `cp .env.example .env`, then uncomment and set what you need.',
    '# A value after = is the default; nothing after = means the setting has none (unset).',
    '# `npm start` reads .env when there is one; a variable set in the environment wins over it.',
    '# Made by `npm run env:example` from apps/api/src/config.ts; a test keeps the two equal.',
  ];
  for (const section of sections()) {
    out.push('', `# ── ${section.title.replace(/\s+/g, ' ').replace(/\.$/, '')} ──`);
    for (const setting of section.settings) {
      if (setting.text) out.push('', ...commentLines(setting.text));
      out.push(`#${setting.name}=${written(defaults[setting.name])}`);
    }
  }
  return `${out.join('\n')}\n`;
}

if (import.meta.main) {
  writeFileSync(ENV_EXAMPLE, envExample());
  console.info(`wrote ${path.relative(process.cwd(), ENV_EXAMPLE)}`);
}
