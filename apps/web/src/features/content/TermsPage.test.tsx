import { PAGE_FILES, PAGES } from '@clipmarket/core';
import { LICENCE_TERMS, LICENCE_TERMS_TEXT } from '@clipmarket/core/licenceTerms';
import { screen, within } from '@testing-library/react';
import { page, userEvent } from 'vitest/browser';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { TERMS_OF_USE } from './content';

const main = () => screen.getByRole('main');

/** The licence terms' heading, once the page's code has loaded (the first visit compiles it). */
const licenceTerms = () =>
  screen.findByRole('heading', { level: 2, name: LICENCE_TERMS.title }, { timeout: 5000 });

const table = LICENCE_TERMS.grantTable;

describe('the terms page', () => {
  afterEach(async () => {
    await page.viewport(414, 896);
  });

  it('shows the terms of use, then the licence terms with their version and a link to their PDF', async () => {
    await renderApp(PAGES.terms.path());
    expect(await licenceTerms()).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: TERMS_OF_USE.title })).toBeVisible();
    for (const section of TERMS_OF_USE.sections) {
      expect(within(main()).getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
    }
    expect(within(main()).getByText(LICENCE_TERMS.editionLine)).toBeVisible();
    expect(within(main()).getByRole('link', { name: LICENCE_TERMS_TEXT.pdfLink })).toHaveAttribute(
      'href',
      PAGE_FILES.licenceTermsPdf,
    );
  });

  it('lists every section in its contents, and each entry leads to that section’s heading', async () => {
    await renderApp(PAGES.terms.path());
    await licenceTerms();
    const contents = within(main()).getByRole('navigation', { name: LICENCE_TERMS_TEXT.contents });
    const entries = within(contents).getAllByRole('link');
    expect(entries.map((entry) => entry.textContent)).toEqual(
      LICENCE_TERMS.sections.map((section) => section.heading),
    );
    for (const [i, section] of LICENCE_TERMS.sections.entries()) {
      const heading = within(main()).getByRole('heading', {
        level: 3,
        name: `${section.number} ${section.heading}`,
      });
      expect(entries[i]).toHaveAttribute('href', `#${heading.id}`);
      // Each section is a region named by its heading.
      expect(
        within(main()).getByRole('region', { name: `${section.number} ${section.heading}` }),
      ).toContainElement(heading);
    }
    // Following an entry moves to its section (and the address names it, so it can be shared).
    const compilations = LICENCE_TERMS.sections.find((section) => section.id === 'compilations')!;
    await userEvent.click(within(contents).getByRole('link', { name: compilations.heading }));
    expect(window.location.hash).toBe('#terms-compilations');
  });

  it('compares the tiers in a table with a header for each tier and each question on a wide screen', async () => {
    await page.viewport(1280, 900);
    await renderApp(PAGES.terms.path());
    await licenceTerms();
    const grid = within(main()).getByRole('table', { name: table.caption });
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(table.columns.map((column) => `${column.name}${column.price}`));
    for (const row of table.rows) {
      const header = within(grid).getByRole('rowheader', { name: row.label });
      const cells = within(header.closest('tr')!).getAllByRole('cell');
      expect(cells.map((cell) => cell.textContent)).toEqual(row.values);
    }
    expect(within(main()).queryByRole('list', { name: LICENCE_TERMS_TEXT.tiersListLabel })).toBeNull();
  });

  it('stacks the tiers as cards on a phone, each with every question answered', async () => {
    await page.viewport(390, 844);
    await renderApp(PAGES.terms.path());
    await licenceTerms();
    expect(within(main()).queryByRole('table', { name: table.caption })).toBeNull();
    const cards = within(
      within(main()).getByRole('list', { name: LICENCE_TERMS_TEXT.tiersListLabel }),
    ).getAllByRole('listitem');
    expect(cards).toHaveLength(table.columns.length);
    table.columns.forEach((column, i) => {
      const card = cards[i]!;
      expect(within(card).getByRole('heading', { level: 4 })).toHaveTextContent(
        `${column.name} ${column.price}`,
      );
      const answers = within(card)
        .getAllByRole('definition')
        .map((answer) => answer.textContent);
      expect(answers).toEqual(table.rows.map((row) => row.values[i]));
    });
  });
});
