import { describe, expect, it } from 'vitest';
import { CLEARANCE_LABELS } from './filters';
import {
  LICENCE_TERMS,
  LICENCE_TERMS_SECTION_IDS,
  formatTermsDate,
  sectionReference,
  termsPlainText,
  type LicenceTermsClause,
  type LicenceTermsRun,
} from './licenceTerms';
import { matchPage, pathInApp } from './pages';
import { formatAllowance, LICENCE_TIER_TEXT, LICENCE_TIERS } from './tiers';

const clauses = (id?: string): LicenceTermsClause[] =>
  LICENCE_TERMS.sections
    .filter((section) => id === undefined || section.id === id)
    .flatMap((section) => section.blocks.filter((block) => block.kind === 'clause'));

/** A section's words: its clauses and their lists, as plain text. */
const sectionText = (id: string) =>
  clauses(id)
    .flatMap((clause) => [
      clause.title ?? '',
      termsPlainText(clause.text),
      ...(clause.items ?? []).map(
        (item) => `${item.term ?? ''} ${item.title ?? ''} ${termsPlainText(item.text)}`,
      ),
    ])
    .join('\n');

const allRuns = (): LicenceTermsRun[] =>
  clauses().flatMap((clause) => [...clause.text, ...(clause.items ?? []).flatMap((item) => item.text)]);

const row = (label: string) => LICENCE_TERMS.grantTable.rows.find((candidate) => candidate.label === label)!;

describe('the licence terms document', () => {
  it('grants each tier what the tier data says, in a column per tier in the order they are offered', () => {
    const table = LICENCE_TERMS.grantTable;
    expect(table.columns.map((column) => column.name)).toEqual(LICENCE_TIERS.map((tier) => tier.name));
    expect(row('Pages or channels').values).toEqual(
      LICENCE_TIERS.map((t) => formatAllowance(t.pagesOrChannels)),
    );
    expect(row('Maximum audience').values).toEqual(LICENCE_TIERS.map((t) => formatAllowance(t.maxAudience)));
    expect(row('Posts per channel').values).toEqual(
      LICENCE_TIERS.map((t) => formatAllowance(t.postsPerChannel)),
    );
    expect(row('Brands').values).toEqual(LICENCE_TIERS.map((t) => formatAllowance(t.brands)));
    expect(row('Distribution').values).toEqual(LICENCE_TIERS.map((t) => t.distribution.join(', ')));
    LICENCE_TIERS.forEach((tier, i) => {
      expect(row('Monetization').values[i], tier.name).toBe(tier.monetization ? 'Allowed' : 'Not allowed');
      expect(row('Watermark').values[i], tier.name).toBe(tier.watermarked ? 'Watermarked' : 'Watermark free');
      expect(row('Legal indemnification').values[i], tier.name).toBe(
        tier.legalIndemnification ? 'Yes' : 'No',
      );
      expect(row('Compilation rights').values[i], tier.name).toBe('Not included');
    });
    for (const current of table.rows)
      expect(current.values, current.label).toHaveLength(LICENCE_TIERS.length);
  });

  it('writes one clause per tier that names its price, or says Custom is by inquiry', () => {
    const tiersText = sectionText('tiers');
    for (const tier of LICENCE_TIERS) {
      const clause = clauses('tiers').find((candidate) => candidate.title === tier.name);
      expect(clause, tier.name).toBeDefined();
      const text = termsPlainText(clause!.text);
      if (tier.priceUsd === null) expect(text).toContain('priced by inquiry');
      else expect(text).toContain(`$${tier.priceUsd} per Clip`);
      expect(text).toContain(tier.monetization ? 'Posts may be monetized.' : 'Posts may not be monetized.');
    }
    expect(tiersText).toContain('up to 5 million');
  });

  it('says the online tiers cover organic posts only, and that advertising, broadcast, OTT and out-of-home need Custom', () => {
    const coverage = sectionText('coverage');
    expect(coverage).toContain('editorial licences for organic Posts on your own Pages and Channels');
    for (const excluded of [
      'Advertising',
      'broadcast distribution',
      'OTT distribution',
      'out-of-home distribution',
    ]) {
      expect(coverage).toContain(excluded);
    }
    expect(coverage).toContain('only a Custom licence');
    for (const level of Object.values(CLEARANCE_LABELS)) expect(coverage).toContain(level.label);
  });

  it('excludes compilations, re-licensing and standalone redistribution from every tier, Custom included', () => {
    const compilations = sectionText('compilations');
    expect(compilations).toContain(LICENCE_TIER_TEXT.compilationRightsNotOffered);
    for (const title of ['Compilations', 'Re-licensing', 'Standalone redistribution']) {
      expect(compilations).toContain(title);
    }
    expect(compilations).toContain('Custom included');
  });

  it('states the term, the territory and the governing law plainly, with no placeholder left', () => {
    expect(sectionText('term')).toContain('it is perpetual');
    expect(sectionText('territory')).toContain('A Licence is worldwide');
    expect(sectionText('law')).toContain('the law of England and Wales');
    const everything = [
      LICENCE_TERMS.summary,
      ...LICENCE_TERMS.sections.map((section) => section.heading),
      ...LICENCE_TERMS.sections.map((section) => sectionText(section.id)),
    ].join('\n');
    expect(everything).not.toMatch(/\[|\binsert\b|\bTBD\b|\bTODO\b|lorem/i);
    // The one pattern in braces is the verification address's licence number.
    expect(everything.match(/\{[^}]*\}/g)).toEqual(['{licence number}']);
  });

  it('numbers its sections in order, each id once, and every reference leads to one of them', () => {
    expect(LICENCE_TERMS.sections.map((section) => section.number)).toEqual(
      LICENCE_TERMS.sections.map((_, i) => i + 1),
    );
    expect(LICENCE_TERMS.sections.map((section) => section.id)).toEqual([...LICENCE_TERMS_SECTION_IDS]);
    for (const section of LICENCE_TERMS.sections) {
      clauses(section.id).forEach((clause, i) => expect(clause.number).toBe(`${section.number}.${i + 1}`));
    }
    const references = allRuns().filter((run) => typeof run === 'object' && 'section' in run);
    expect(references.length).toBeGreaterThan(10);
    for (const run of references) {
      if (typeof run === 'object' && 'section' in run)
        expect(sectionReference(run.section)).toMatch(/^section \d+$/);
    }
  });

  it('links only pages of the page table', () => {
    const links = allRuns().filter(
      (run): run is { text: string; href: string } => typeof run === 'object' && 'href' in run,
    );
    expect(links.length).toBeGreaterThan(3);
    for (const link of links) {
      const inApp = pathInApp(link.href);
      expect(inApp, link.href).not.toBeNull();
      expect(matchPage(inApp!), link.href).not.toBeNull();
    }
  });

  it('names its version and effective date under its title', () => {
    expect(LICENCE_TERMS.effectiveDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(LICENCE_TERMS.editionLine).toBe(
      `Version ${LICENCE_TERMS.version}, effective ${formatTermsDate(LICENCE_TERMS.effectiveDate)}`,
    );
    expect(formatTermsDate('2026-12-04')).toBe('4 December 2026');
  });
});
