import { readFileSync } from 'node:fs';
import ts from 'typescript';

// As Vite resolves the package for the app: workspace packages from source.
const options: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  customConditions: ['source'],
};

/**
 * What a module loads as soon as it runs: value imports and re-exports. `import type` and `export type` are
 * erased; `import()` loads later, on demand. `import { type A }` counts, since verbatimModuleSyntax keeps it.
 */
function staticSpecifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (
      ts.isImportDeclaration(statement) &&
      statement.importClause?.phaseModifier !== ts.SyntaxKind.TypeKeyword &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      specifiers.push(statement.moduleSpecifier.text);
    }
    if (
      ts.isExportDeclaration(statement) &&
      !statement.isTypeOnly &&
      statement.moduleSpecifier !== undefined &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers;
}

/** What loading `entry` loads at once, following the repository's own source files. */
export interface StaticGraph {
  /** The repository's source files, `entry` included, as absolute paths. */
  files: Set<string>;
  /** The packages (outside the repository's own source), by the specifier that imports them. */
  packages: Set<string>;
}

/** Walks the static imports of `entry` (an absolute path), as a bundler puts them in the same first load. */
export function staticGraph(entry: string): StaticGraph {
  const packages = new Set<string>();
  const files = new Set<string>([entry]);
  const pending = [entry];
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    for (const specifier of staticSpecifiers(file)) {
      const resolved = ts.resolveModuleName(specifier, file, options, ts.sys).resolvedModule;
      const inRepository =
        resolved !== undefined &&
        !resolved.resolvedFileName.includes('/node_modules/') &&
        !resolved.resolvedFileName.endsWith('.d.ts');
      if (!inRepository) {
        packages.add(specifier);
      } else if (!files.has(resolved.resolvedFileName)) {
        files.add(resolved.resolvedFileName);
        pending.push(resolved.resolvedFileName);
      }
    }
  }
  return { files, packages };
}
