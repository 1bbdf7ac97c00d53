import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { ThemeProvider } from '../../theme';
import {
  HISTORY_TABLE_TEXT,
  HISTORY_TYPE_LABELS,
  HistoryTable,
  NO_HISTORY_FILTERS,
  filterAndSortHistory,
  formatAmount,
  type HistoryRecord,
  type HistoryTableProps,
} from '.';

const base = {
  currency: 'USD',
  licenceNumber: null,
  projectName: null,
  poNumber: null,
  certificateUrl: null,
  giftCard: null,
  jmId: null,
  productName: null,
  revokedAt: null,
  orderStatus: 'paid',
} satisfies Partial<HistoryRecord>;

const rows: HistoryRecord[] = [
  {
    ...base,
    id: 'a',
    type: 'licence',
    date: '2026-10-20T15:04:00.000Z',
    title: 'Golden Retriever Catches Frisbee',
    jmId: '1254381',
    productName: 'Basic Pro',
    amountCents: 14900,
    orderNumber: '#1042',
    licenceNumber: 'CM-2026-000300',
    projectName: 'Autumn reel',
    poNumber: 'PO-7731',
    certificateUrl: '/api/user/licensing/licences/CM-2026-000300/certificate',
  },
  {
    ...base,
    id: 'b',
    type: 'purchase',
    date: '2026-09-03T15:04:00.000Z',
    title: 'Discount Pack',
    productName: '10 × Basic Pro',
    amountCents: 119000,
    orderNumber: '#1031',
  },
  {
    ...base,
    id: 'c',
    type: 'giftCard',
    date: '2026-08-12T15:04:00.000Z',
    title: 'Gift Card',
    productName: '$100.00 gift card',
    amountCents: 10000,
    orderNumber: '#1019',
    giftCard: {
      code: 'CMGC-7K2M-9PXA-7F2Q',
      lastCharacters: '7F2Q',
      balanceCents: 2500,
      initialCents: 10000,
    },
  },
];

const TABLE = new RegExp(HISTORY_TABLE_TEXT.caption);

function renderTable(props: Partial<HistoryTableProps> = {}) {
  return render(
    <ThemeProvider>
      <HistoryTable rows={rows} {...props} />
    </ThemeProvider>,
  );
}

/** The item column's title of each body row, top to bottom. */
const itemOrder = () =>
  screen.getAllByRole('rowheader').map((cell) => cell.querySelector('span')?.textContent);

afterEach(async () => {
  cleanup();
  await page.viewport(414, 896);
});

describe('HistoryTable', () => {
  it('is a table with a caption, column headers and a row header per item', () => {
    renderTable();
    const table = screen.getByRole('table', { name: TABLE });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(Object.values(HISTORY_TABLE_TEXT.columns));
    headers.forEach((header) => expect(header).toHaveAttribute('scope', 'col'));
    expect(within(table).getAllByRole('rowheader')).toHaveLength(3);
    expect(screen.getByText(HISTORY_TABLE_TEXT.count(3))).toBeVisible();
  });

  it('says a licence was revoked and its order partly refunded', () => {
    renderTable({
      rows: [
        { ...rows[0]!, revokedAt: '2026-10-22T09:00:00.000Z', orderStatus: 'partlyRefunded' },
        { ...rows[1]!, orderStatus: 'paid' },
      ],
    });
    expect(screen.getByText(HISTORY_TABLE_TEXT.revokedOn('22 Oct 26'))).toBeVisible();
    expect(screen.getByText(HISTORY_TABLE_TEXT.orderStatus.partlyRefunded)).toBeVisible();
    expect(screen.queryByText(HISTORY_TABLE_TEXT.orderStatus.paid)).toBeNull();
  });

  it.each([
    ['with rows', {}],
    ['loading', { status: 'loading' }],
    ['failed', { status: 'error' }],
    ['empty', { rows: [] }],
    ['matching nothing', { defaultFilters: { ...NO_HISTORY_FILTERS, type: 'giftCard', from: '2026-10-01' } }],
  ] as const)('keeps its heading first, above the filters on a phone, %s', async (_, props) => {
    await page.viewport(390, 844);
    renderTable(props as Partial<HistoryTableProps>);
    const region = screen.getByRole('region', { name: HISTORY_TABLE_TEXT.caption });
    const heading = within(region).getByRole('heading', { level: 2, name: HISTORY_TABLE_TEXT.caption });
    const filters = within(region).getByRole('group', { name: HISTORY_TABLE_TEXT.filters });
    expect(heading).toBeVisible();
    expect(heading.getBoundingClientRect().bottom).toBeLessThanOrEqual(filters.getBoundingClientRect().top);
  });

  it('shows a licence with its date in DD MMM YY, JV# and tier, number, project and PO, order and price', () => {
    renderTable();
    const row = screen.getByRole('row', { name: /Golden Retriever/ });
    expect(within(row).getByText('20 Oct 26')).toHaveAttribute('datetime', '2026-10-20T15:04:00.000Z');
    expect(within(row).getByText(HISTORY_TYPE_LABELS.licence.one)).toBeVisible();
    expect(within(row).getByText('JV#1254381 · Basic Pro')).toBeVisible();
    expect(within(row).getByText('Licence CM-2026-000300')).toBeVisible();
    expect(within(row).getByText('Project: Autumn reel · PO: PO-7731')).toBeVisible();
    expect(within(row).getByText('#1042')).toBeVisible();
    expect(within(row).getByText('$149.00')).toBeVisible();
  });

  it('links each licence to its certificate PDF, to download', () => {
    renderTable();
    const link = screen.getByRole('link', { name: HISTORY_TABLE_TEXT.certificateLabel('CM-2026-000300') });
    expect(link).toHaveAttribute('href', '/api/user/licensing/licences/CM-2026-000300/certificate');
    expect(link).toHaveAttribute('download');
    expect(link).toHaveTextContent(HISTORY_TABLE_TEXT.certificate);
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it("links each order number to the order's page where the app gives one, its status beside it", () => {
    renderTable({
      rows: [{ ...rows[0]!, orderStatus: 'partlyRefunded' }, rows[1]!, rows[2]!],
      orderHref: (row) =>
        row.type === 'giftCard' ? undefined : `/orders/${encodeURIComponent(row.orderNumber)}`,
    });
    const licence = within(screen.getByRole('row', { name: /Golden Retriever/ })).getByRole('link', {
      name: HISTORY_TABLE_TEXT.orderLabel('#1042'),
    });
    expect(licence).toHaveAttribute('href', '/orders/%231042');
    expect(licence.textContent).toBe('#1042');
    expect(licence.parentElement?.textContent).toBe(`#1042${HISTORY_TABLE_TEXT.orderStatus.partlyRefunded}`);
    expect(screen.getByRole('link', { name: HISTORY_TABLE_TEXT.orderLabel('#1031') })).toBeVisible();
    // Where it answers nothing, the number stays text.
    expect(screen.queryByRole('link', { name: HISTORY_TABLE_TEXT.orderLabel('#1019') })).toBeNull();
    expect(screen.getByText('#1019')).toBeVisible();
  });

  it("puts the app's own row actions first in a row's actions, and only in the rows given them", () => {
    renderTable({
      rowActions: (row) => (row.type === 'licence' ? <a href={`/download/${row.jmId}`}>Download</a> : null),
    });
    const licence = screen.getByRole('row', { name: /Golden Retriever/ });
    const links = within(licence).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Download', HISTORY_TABLE_TEXT.certificate]);
    expect(screen.getAllByRole('link', { name: 'Download' })).toHaveLength(1);
  });

  it("shows a gift card's balance, and its code only when asked", async () => {
    const user = userEvent.setup();
    renderTable();
    const row = screen.getByRole('row', { name: /Gift Card/ });
    expect(within(row).getByText('Code ending 7F2Q · Balance $25.00 of $100.00')).toBeVisible();
    expect(screen.queryByText('CMGC-7K2M-9PXA-7F2Q')).toBeNull();
    const toggle = within(row).getByRole('button', { name: HISTORY_TABLE_TEXT.showCodeLabel('7F2Q') });
    await user.click(toggle);
    expect(within(row).getByText('CMGC-7K2M-9PXA-7F2Q')).toBeVisible();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toMatchTextContent(
      /CMGC-7K2M-9PXA-7F2Q/,
    );
    await user.click(toggle);
    expect(screen.queryByText('CMGC-7K2M-9PXA-7F2Q')).toBeNull();
  });

  it('offers no code button for a gift card whose code the shop did not tell', () => {
    const unknown = { ...rows[2]!, giftCard: { ...rows[2]!.giftCard!, code: null } };
    renderTable({ rows: [unknown] });
    expect(screen.getByText(/Code ending 7F2Q/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Show code/ })).toBeNull();
  });

  it("opens a licence's details under its row and closes them again", async () => {
    const user = userEvent.setup();
    const onExpandedChange = vi.fn();
    renderTable({ renderDetails: (row) => <p>Details of {row.title}</p>, onExpandedChange });
    const button = screen.getByRole('button', { name: HISTORY_TABLE_TEXT.detailsLabel('CM-2026-000300') });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(onExpandedChange).toHaveBeenLastCalledWith('a');
    const details = screen.getByText('Details of Golden Retriever Catches Frisbee');
    expect(document.getElementById(button.getAttribute('aria-controls')!)).toContainElement(details);
    // The details row follows its licence's row.
    const bodyRows = screen.getAllByRole('row').slice(1);
    expect(bodyRows[1]).toContainElement(details);
    await user.click(button);
    expect(onExpandedChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByText(/Details of/)).toBeNull();
  });

  it('lists the newest first and says so on the Date header', () => {
    renderTable();
    expect(itemOrder()).toEqual(['Golden Retriever Catches Frisbee', 'Discount Pack', 'Gift Card']);
    expect(screen.getByRole('columnheader', { name: HISTORY_TABLE_TEXT.columns.date })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('sorts by a column from its header, then reverses it on a second press', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    renderTable({ onSortChange });
    await user.click(screen.getByRole('button', { name: HISTORY_TABLE_TEXT.columns.title }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'title', direction: 'asc' });
    expect(itemOrder()).toEqual(['Discount Pack', 'Gift Card', 'Golden Retriever Catches Frisbee']);
    expect(screen.getByRole('columnheader', { name: HISTORY_TABLE_TEXT.columns.date })).not.toHaveAttribute(
      'aria-sort',
    );
    await user.click(screen.getByRole('button', { name: HISTORY_TABLE_TEXT.columns.title }));
    expect(screen.getByRole('columnheader', { name: HISTORY_TABLE_TEXT.columns.title })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(itemOrder()[0]).toBe('Golden Retriever Catches Frisbee');
  });

  it('filters by type', async () => {
    const user = userEvent.setup();
    const onFiltersChange = vi.fn();
    renderTable({ onFiltersChange });
    await user.selectOptions(screen.getByRole('combobox', { name: HISTORY_TABLE_TEXT.type }), 'purchase');
    expect(onFiltersChange).toHaveBeenCalledWith({ ...NO_HISTORY_FILTERS, type: 'purchase' });
    expect(itemOrder()).toEqual(['Discount Pack']);
  });

  it('filters by an inclusive date range', async () => {
    const user = userEvent.setup();
    renderTable();
    await user.type(screen.getByLabelText(HISTORY_TABLE_TEXT.from), '2026-09-03');
    await user.type(screen.getByLabelText(HISTORY_TABLE_TEXT.to), '2026-10-19');
    expect(itemOrder()).toEqual(['Discount Pack']);
  });

  it.each([
    ['the JV#', 'JV#1254381'],
    ['the clip id', '1254381'],
    ['the licence number, in any case', 'cm-2026-000300'],
    ['words of the title', 'frisbee golden'],
  ])('filters by %s once applied with Enter', async (_, text) => {
    const user = userEvent.setup();
    const onFiltersChange = vi.fn();
    renderTable({ onFiltersChange });
    await user.type(screen.getByRole('searchbox', { name: HISTORY_TABLE_TEXT.query }), text);
    expect(onFiltersChange).not.toHaveBeenCalled();
    expect(itemOrder()).toHaveLength(3);
    await user.keyboard('{Enter}');
    expect(onFiltersChange).toHaveBeenCalledWith({ ...NO_HISTORY_FILTERS, q: text });
    expect(itemOrder()).toEqual(['Golden Retriever Catches Frisbee']);
  });

  it('filters by PO number, ignoring case, once applied with the Apply button', async () => {
    const user = userEvent.setup();
    const onFiltersChange = vi.fn();
    renderTable({ onFiltersChange });
    await user.type(screen.getByRole('textbox', { name: HISTORY_TABLE_TEXT.po }), '  po-7731 ');
    await user.click(screen.getByRole('button', { name: HISTORY_TABLE_TEXT.apply }));
    expect(onFiltersChange).toHaveBeenCalledWith({ ...NO_HISTORY_FILTERS, po: 'po-7731' });
    expect(itemOrder()).toEqual(['Golden Retriever Catches Frisbee']);
  });

  it('flags a start date after the end date and leaves the dates unapplied', () => {
    renderTable({ defaultFilters: { ...NO_HISTORY_FILTERS, from: '2026-10-01', to: '2026-09-01' } });
    expect(screen.getByRole('alert')).toHaveTextContent(HISTORY_TABLE_TEXT.rangeInvalid);
    expect(screen.getByLabelText(HISTORY_TABLE_TEXT.to)).toHaveAccessibleDescription(
      HISTORY_TABLE_TEXT.rangeInvalid,
    );
    expect(screen.getAllByRole('rowheader')).toHaveLength(3);
  });

  it('says when nothing matches the filters, and Clear filters brings every row back', async () => {
    const user = userEvent.setup();
    renderTable({ defaultFilters: { ...NO_HISTORY_FILTERS, type: 'giftCard', from: '2026-10-01' } });
    expect(screen.getByText(HISTORY_TABLE_TEXT.noMatchTitle)).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: HISTORY_TABLE_TEXT.clearFilters }));
    expect(screen.getAllByRole('rowheader')).toHaveLength(3);
  });

  it('follows controlled filters, only reporting changes, and shows the clip field as given', async () => {
    const user = userEvent.setup();
    const onFiltersChange = vi.fn();
    const { rerender } = renderTable({
      filters: { ...NO_HISTORY_FILTERS, type: 'licence' },
      onFiltersChange,
    });
    await user.selectOptions(screen.getByRole('combobox', { name: HISTORY_TABLE_TEXT.type }), 'all');
    expect(onFiltersChange).toHaveBeenCalledWith(NO_HISTORY_FILTERS);
    expect(itemOrder()).toEqual(['Golden Retriever Catches Frisbee']);
    // A change from outside (the app's URL going back) replaces what the fields hold.
    const field = screen.getByRole('searchbox', { name: HISTORY_TABLE_TEXT.query });
    await user.type(field, 'draft');
    rerender(
      <ThemeProvider>
        <HistoryTable rows={rows} filters={{ ...NO_HISTORY_FILTERS, q: 'JV#1254381' }} />
      </ThemeProvider>,
    );
    expect(field).toHaveValue('JV#1254381');
  });

  it('shows a server page as given, counting every matching row, with no sort buttons', () => {
    const shuffled = [rows[2]!, rows[0]!];
    renderTable({ rows: shuffled, source: 'page', total: 42, filters: { ...NO_HISTORY_FILTERS, q: 'x' } });
    expect(itemOrder()).toEqual(['Gift Card', 'Golden Retriever Catches Frisbee']);
    expect(screen.getByText(HISTORY_TABLE_TEXT.count(42))).toBeVisible();
    expect(screen.queryByRole('button', { name: HISTORY_TABLE_TEXT.columns.amount })).toBeNull();
  });

  it('says the history is empty when nothing was bought', () => {
    renderTable({ rows: [] });
    expect(screen.getByText(HISTORY_TABLE_TEXT.emptyTitle)).toBeVisible();
    expect(screen.getByText(HISTORY_TABLE_TEXT.emptyHint)).toBeVisible();
  });

  it('shows placeholder rows and a status while loading', () => {
    renderTable({ status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent(HISTORY_TABLE_TEXT.loading);
    expect(screen.getByRole('table', { name: TABLE })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('rowheader')).not.toBeInTheDocument();
  });

  it('shows an error with a retry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderTable({ status: 'error', onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent(HISTORY_TABLE_TEXT.error);
    await user.click(screen.getByRole('button', { name: HISTORY_TABLE_TEXT.retry }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('places the pagination slot under a table with rows only', () => {
    const { rerender } = renderTable({ pagination: <nav aria-label="Pages" /> });
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
    rerender(
      <ThemeProvider>
        <HistoryTable rows={[]} pagination={<nav aria-label="Pages" />} />
      </ThemeProvider>,
    );
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});

describe('filterAndSortHistory', () => {
  it('breaks ties newest first, whatever the direction', () => {
    const same = rows.map((row) => ({ ...row, amountCents: 1000 }));
    const sorted = filterAndSortHistory(same, NO_HISTORY_FILTERS, { key: 'amount', direction: 'asc' });
    expect(sorted.map((row) => row.id)).toEqual(['a', 'b', 'c']);
  });

  it('keeps a day given as a full timestamp inside a range ending that day', () => {
    const kept = filterAndSortHistory(
      [rows[0]!],
      { ...NO_HISTORY_FILTERS, to: '2026-10-20' },
      { key: 'date', direction: 'desc' },
    );
    expect(kept).toHaveLength(1);
  });

  it('matches a clip id, its JV# or a licence number exactly, as the server does', () => {
    const keep = (q: string) =>
      filterAndSortHistory(rows, { ...NO_HISTORY_FILTERS, q }, { key: 'date', direction: 'desc' }).map(
        (row) => row.id,
      );
    expect(keep('jv# 1254381')).toEqual(['a']);
    expect(keep('125438')).toEqual([]);
    expect(keep('CM-2026-00030')).toEqual([]);
  });
});

describe('formatAmount', () => {
  it("writes cents in the currency's own format", () => {
    expect(formatAmount(119000, 'USD')).toBe('$1,190.00');
    expect(formatAmount(4900, 'eur')).toBe('€49.00');
    expect(formatAmount(1500, 'JPY')).toBe('¥1,500');
    expect(formatAmount(4900, 'XX1')).toBe('49.00 XX1');
  });
});
