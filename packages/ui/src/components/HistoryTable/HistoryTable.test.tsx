import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { ThemeProvider } from '../../theme';
import {
  HISTORY_TABLE_TEXT,
  HISTORY_TYPE_LABELS,
  HistoryTable,
  filterAndSortHistory,
  type HistoryRecord,
  type HistoryTableProps,
} from '.';

const rows: HistoryRecord[] = [
  {
    id: 'a',
    type: 'licence',
    date: '2026-10-20',
    title: 'Golden Retriever Catches Frisbee',
    jmId: '1254381',
    productName: 'Basic Pro',
    amount: 149,
    orderNumber: '#1042',
  },
  {
    id: 'b',
    type: 'purchase',
    date: '2026-09-03',
    title: 'Discount Pack: 10 clips',
    productName: 'Basic Pro',
    amount: 1190,
    orderNumber: '#1031',
  },
  {
    id: 'c',
    type: 'giftCard',
    date: '2026-08-12',
    title: 'Clipmarket gift card',
    amount: 100,
    orderNumber: '#1019',
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

/** The item column's text of each body row, top to bottom. */
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

  it.each([
    ['with rows', {}],
    ['loading', { status: 'loading' }],
    ['failed', { status: 'error' }],
    ['empty', { rows: [] }],
    ['matching nothing', { defaultFilters: { type: 'giftCard', from: '2026-10-01', to: '' } }],
  ] as const)('keeps its heading first, above the filters on a phone, %s', async (_, props) => {
    await page.viewport(390, 844);
    renderTable(props as Partial<HistoryTableProps>);
    const region = screen.getByRole('region', { name: HISTORY_TABLE_TEXT.caption });
    const heading = within(region).getByRole('heading', { level: 2, name: HISTORY_TABLE_TEXT.caption });
    const filters = within(region).getByRole('group', { name: HISTORY_TABLE_TEXT.filters });
    expect(heading).toBeVisible();
    expect(heading.getBoundingClientRect().bottom).toBeLessThanOrEqual(filters.getBoundingClientRect().top);
  });

  it('shows each row with its date in DD MMM YY, type, JV# and tier, order and price in dollars', () => {
    renderTable();
    const row = screen.getByRole('row', { name: /Golden Retriever/ });
    expect(within(row).getByText('20 Oct 26')).toHaveAttribute('datetime', '2026-10-20');
    expect(within(row).getByText(HISTORY_TYPE_LABELS.licence.one)).toBeVisible();
    expect(within(row).getByText('JV#1254381 · Basic Pro')).toBeVisible();
    expect(within(row).getByText('#1042')).toBeVisible();
    expect(within(row).getByText('$149.00')).toBeVisible();
  });

  it('lists the newest first and says so on the Date header', () => {
    renderTable();
    expect(itemOrder()).toEqual([
      'Golden Retriever Catches Frisbee',
      'Discount Pack: 10 clips',
      'Clipmarket gift card',
    ]);
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
    expect(itemOrder()).toEqual([
      'Clipmarket gift card',
      'Discount Pack: 10 clips',
      'Golden Retriever Catches Frisbee',
    ]);
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
    expect(onFiltersChange).toHaveBeenCalledWith({ type: 'purchase', from: '', to: '' });
    expect(itemOrder()).toEqual(['Discount Pack: 10 clips']);
  });

  it('filters by an inclusive date range', async () => {
    const user = userEvent.setup();
    renderTable();
    await user.type(screen.getByLabelText(HISTORY_TABLE_TEXT.from), '2026-09-03');
    await user.type(screen.getByLabelText(HISTORY_TABLE_TEXT.to), '2026-10-19');
    expect(itemOrder()).toEqual(['Discount Pack: 10 clips']);
  });

  it('flags a start date after the end date and leaves the dates unapplied', () => {
    renderTable({ defaultFilters: { type: 'all', from: '2026-10-01', to: '2026-09-01' } });
    expect(screen.getByRole('alert')).toHaveTextContent(HISTORY_TABLE_TEXT.rangeInvalid);
    expect(screen.getByLabelText(HISTORY_TABLE_TEXT.to)).toHaveAccessibleDescription(
      HISTORY_TABLE_TEXT.rangeInvalid,
    );
    expect(screen.getAllByRole('rowheader')).toHaveLength(3);
  });

  it('says when nothing matches the filters, and Clear filters brings every row back', async () => {
    const user = userEvent.setup();
    renderTable({ defaultFilters: { type: 'giftCard', from: '2026-10-01', to: '' } });
    expect(screen.getByText(HISTORY_TABLE_TEXT.noMatchTitle)).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: HISTORY_TABLE_TEXT.clearFilters }));
    expect(screen.getAllByRole('rowheader')).toHaveLength(3);
  });

  it('follows controlled filters, only reporting changes', async () => {
    const user = userEvent.setup();
    const onFiltersChange = vi.fn();
    renderTable({ filters: { type: 'licence', from: '', to: '' }, onFiltersChange });
    await user.selectOptions(screen.getByRole('combobox', { name: HISTORY_TABLE_TEXT.type }), 'all');
    expect(onFiltersChange).toHaveBeenCalledWith({ type: 'all', from: '', to: '' });
    expect(itemOrder()).toEqual(['Golden Retriever Catches Frisbee']);
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
    const same = rows.map((row) => ({ ...row, amount: 10 }));
    const sorted = filterAndSortHistory(
      same,
      { type: 'all', from: '', to: '' },
      { key: 'amount', direction: 'asc' },
    );
    expect(sorted.map((row) => row.id)).toEqual(['a', 'b', 'c']);
  });

  it('keeps a day given as a full timestamp inside a range ending that day', () => {
    const stamped = [{ ...rows[0]!, date: '2026-10-20T18:30:00Z' }];
    const kept = filterAndSortHistory(
      stamped,
      { type: 'all', from: '', to: '2026-10-20' },
      { key: 'date', direction: 'desc' },
    );
    expect(kept).toHaveLength(1);
  });
});
