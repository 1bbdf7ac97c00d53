// @vitest-environment node
// Issue 32 item 9 (ADR 82): the terms page and the terms PDF are two renderings of one document,
// @clipmarket/core/licenceTerms. This renders both as a visitor gets them (the page as the server renders it,
// the PDF as the server typesets it) and reads each back against that document.
import { PAGE_FILES } from '@clipmarket/core';
import type { RenderCall } from '@clipmarket/core/render';
import { LICENCE_TERMS, termsPlainText, type LicenceTermsClause } from '@clipmarket/core/licenceTerms';
import { beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../apps/api/src/licences/test-helpers';
import { renderLicenceTermsPdf } from '../apps/api/src/licences/terms-pdf';
import { render } from '../apps/web/src/entry-server';

/** The terms page needs no data: a call that fails leaves nothing unrendered. */
const noData: RenderCall = () => Promise.reject(new Error('no data in this test'));

/** Text as read: one space for any run of whitespace, none after a hyphen or slash a line was broken at. */
const flat = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/([-/]) /g, '$1')
    .trim();

/** The text of an HTML fragment: tags and React's text separators gone, its few entities read. */
function htmlText(html: string): string {
  return flat(
    html
      .replace(/<!-- -->/g, '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&'),
  );
}

const clauses: LicenceTermsClause[] = LICENCE_TERMS.sections.flatMap((section) =>
  section.blocks.filter((block) => block.kind === 'clause'),
);

/** A clause's opening words, up to its first link or reference (the PDF prints a link's address after it). */
const opening = (clause: LicenceTermsClause) => {
  const first = clause.text[0];
  return flat(typeof first === 'string' ? first : termsPlainText([first!])).slice(0, 60);
};

describe('the terms page and the terms PDF', () => {
  let page: string;
  let pdf: string;
  beforeAll(async () => {
    const rendered = await render({ url: '/licensing/terms', storedSession: false, call: noData });
    page = rendered.html;
    pdf = flat((await pdfText(await renderLicenceTermsPdf({ origin: 'https://clips.example' }))).text);
  });

  it('give every section of the one document its number and heading, the page as an anchored heading', () => {
    for (const section of LICENCE_TERMS.sections) {
      const heading = new RegExp(`<h3 id="terms-${section.id}"[^>]*>([\\s\\S]*?)</h3>`).exec(page);
      expect(heading, section.id).not.toBeNull();
      expect(htmlText(heading![1]!)).toBe(`${section.number} ${flat(section.heading)}`);
      expect(page).toContain(`href="#terms-${section.id}"`);
      expect(pdf).toContain(flat(section.heading));
    }
  });

  it('give every clause, the version line and the grant table in the same words', () => {
    const pageText = htmlText(page);
    for (const text of [LICENCE_TERMS.title, LICENCE_TERMS.editionLine, LICENCE_TERMS.summary]) {
      expect(pageText).toContain(flat(text));
      expect(pdf).toContain(flat(text));
    }
    for (const clause of clauses) {
      expect(pageText, clause.number).toContain(opening(clause));
      expect(pdf, clause.number).toContain(opening(clause));
    }
    const table = LICENCE_TERMS.grantTable;
    for (const cell of [table.caption, ...table.rows.flatMap((row) => [row.label, ...row.values])]) {
      expect(pageText).toContain(flat(cell));
      expect(pdf.toLowerCase()).toContain(flat(cell).toLowerCase());
    }
  });

  it('link the page to the PDF', () => {
    expect(page).toContain(`href="${PAGE_FILES.licenceTermsPdf}"`);
  });
});
