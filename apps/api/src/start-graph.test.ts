import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';

/**
 * What a start loads (issue 35 item 1, ADR 104): the compiled server's static import graph, from main.js through
 * its chunks, as the suite's global set-up built it (test-build.mjs, the build `npm start` and the artefact run).
 * The sandbox storefront's GraphQL library, the PDF writers and the zip writer load on first use, never at a start.
 */

/** The files a start loads: main.js and every file reached from it by static imports (`import(…)` is not). */
function staticGraph(main: string): Map<string, string> {
  const files = new Map<string, string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    const code = readFileSync(file, 'utf8');
    files.set(file, code);
    // esbuild writes each import statement on lines of its own: `import … from "./x.js";`, `import "./x.js";`.
    for (const [, specifier] of code.matchAll(/^(?:import|export)\s[^'"();]*?["'](\.{1,2}\/[^"']+)["'];?$/gm))
      visit(path.resolve(path.dirname(file), specifier!));
  };
  visit(main);
  return files;
}

/** The packages a file imports itself, by name (those the bundle leaves to node_modules). */
function packagesImported(code: string): string[] {
  return [...code.matchAll(/^(?:import|export)\s[^'"();]*?["']([^./"'][^"']*)["'];?$/gm)].map(
    ([, specifier]) => specifier!,
  );
}

describe("the compiled server's start", () => {
  const graph = staticGraph(inject('serverMain'));

  it('reaches its own chunks by static imports (the walk sees the graph)', () => {
    expect(graph.size).toBeGreaterThan(3);
    expect([...graph.values()].flatMap(packagesImported)).toContain('@electric-sql/pglite');
  });

  it("loads neither the sandbox's GraphQL library, the PDF and QR writers nor the zip writer", () => {
    for (const [file, code] of graph) {
      // graphql and qrcode are compiled into the bundle: their own code, by a line of each.
      expect(code, path.basename(file)).not.toContain('class GraphQLSchema');
      expect(code, path.basename(file)).not.toContain(
        'The amount of data is too big to be stored in a QR Code',
      );
      // pdfkit stays a package of its own (apps/api/build.mjs, RUNTIME_PACKAGES).
      expect(packagesImported(code), path.basename(file)).not.toContain('pdfkit');
      // archiver is compiled in: one of its own messages.
      expect(code, path.basename(file)).not.toContain('archive already finalizing');
    }
  });
});
