import { LICENCE_TIER_TEXT, LICENCE_TIERS, PAGES } from '@clipmarket/core';
import { LICENCE_TERMS, type LicenceTermsDocument } from '@clipmarket/core/licenceTerms';
import { describe, expect, it } from 'vitest';
import { pdfText } from './test-helpers';
import { renderLicenceTermsPdf } from './terms-pdf';

const ORIGIN = 'https://clips.example';

/** Whitespace as one space: pdf.js splits lines where PDFKit wrapped them. */
const flat = (text: string) => text.replace(/\s+/g, ' ').replace(/- /g, '-');

/** The PDF's bookmarks and the web addresses its links open, read back with pdf.js. */
async function outlineAndLinks(bytes: Buffer): Promise<{ outline: string[]; links: string[] }> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({ data: new Uint8Array(bytes), verbosity: 0 });
  const pdf = await task.promise;
  const outline = ((await pdf.getOutline()) ?? []).map((item) => item.title);
  const links: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    for (const annotation of await (await pdf.getPage(n)).getAnnotations()) {
      if (typeof annotation.url === 'string') links.push(annotation.url);
    }
  }
  await task.destroy();
  return { outline, links };
}

describe('the licence terms PDF', () => {
  it('runs to several numbered pages and names every tier, its grant and the compilation exclusion', async () => {
    const pdf = await renderLicenceTermsPdf({ origin: ORIGIN });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { pages, text } = await pdfText(pdf);
    const read = flat(text);
    expect(pages).toBeGreaterThanOrEqual(5);
    for (let n = 1; n <= pages; n++) expect(read).toContain(`Page ${n} of ${pages}`);
    expect(read).toContain(LICENCE_TERMS.title);
    expect(read).toContain(LICENCE_TERMS.editionLine);
    for (const tier of LICENCE_TIERS) {
      expect(read).toContain(`A ${tier.name} licence (`);
      if (tier.priceUsd !== null) expect(read).toContain(`$${tier.priceUsd} per Clip`);
    }
    expect(read).toContain(LICENCE_TIER_TEXT.compilationRightsNotOffered);
    expect(read).toContain('Standalone redistribution:');
    for (const value of LICENCE_TERMS.grantTable.rows.flatMap((row) => [row.label, ...row.values])) {
      expect(read).toContain(value);
    }
  });

  it('puts the version and effective date on the title page and on every page’s foot', async () => {
    const { text, pages } = await pdfText(await renderLicenceTermsPdf({ origin: ORIGIN }));
    const footer = `${LICENCE_TERMS.title}. ${LICENCE_TERMS.editionLine}.`;
    expect(flat(text).split(footer)).toHaveLength(pages + 1);
    // The title page: the title, then the version line, then the contents.
    const firstPage = flat(text).slice(0, flat(text).indexOf('Page 1 of'));
    expect(firstPage.indexOf(LICENCE_TERMS.editionLine)).toBeGreaterThan(
      firstPage.indexOf(LICENCE_TERMS.title),
    );
    expect(firstPage).toContain('CONTENTS');
  });

  it('bookmarks every section, and links the site’s pages at the public address it is given', async () => {
    const { outline, links } = await outlineAndLinks(await renderLicenceTermsPdf({ origin: `${ORIGIN}/` }));
    expect(outline).toEqual(LICENCE_TERMS.sections.map((section) => `${section.number}. ${section.heading}`));
    expect(links).toContain(`${ORIGIN}${PAGES.inquiry.href()}`);
    expect(links).toContain(`${ORIGIN}${PAGES.verify.href()}`);
    for (const link of links) expect(link.startsWith(`${ORIGIN}/`), link).toBe(true);
  });

  it('prints what it is given: a changed document gives a changed PDF, the same one the same bytes', async () => {
    const changed: LicenceTermsDocument = {
      ...LICENCE_TERMS,
      editionLine: 'Version 9.9, effective 1 January 2030',
      sections: LICENCE_TERMS.sections.slice(0, 2),
    };
    const { text, pages } = await pdfText(await renderLicenceTermsPdf({ origin: ORIGIN, terms: changed }));
    expect(flat(text)).toContain('Version 9.9, effective 1 January 2030');
    expect(flat(text)).not.toContain(LICENCE_TERMS.sections[2]!.heading);
    expect(pages).toBeLessThan(5);
    const [one, two] = await Promise.all([
      renderLicenceTermsPdf({ origin: ORIGIN }),
      renderLicenceTermsPdf({ origin: ORIGIN }),
    ]);
    expect(one.equals(two)).toBe(true);
  });
});
