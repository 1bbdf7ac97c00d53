import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** pdf.js reads Helvetica's metrics from its own font folder (a path, with the trailing slash it expects). */
const FONTS = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** A PDF's page count and its text as a reader would copy it, whitespace (line breaks too) as one space. */
export async function pdfPages(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const doc = await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: FONTS, verbosity: 0 })
    .promise;
  const parts: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return { pages: doc.numPages, text: parts.join(' ').replace(/\s+/g, ' ') };
}

/** The text of a downloaded PDF file, as `pdfPages` reads it. */
export async function pdfText(file: string): Promise<string> {
  return (await pdfPages(readFileSync(file))).text;
}
