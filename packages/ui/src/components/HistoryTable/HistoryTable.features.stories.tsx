import { Pagination, HistoryTable, HISTORY_TABLE_TEXT, HISTORY_TYPE_LABELS } from '@clipmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { historyRowsFixture } from './HistoryTable.stories';

const TABLE = new RegExp(HISTORY_TABLE_TEXT.caption);

const meta = {
  title: 'Components/HistoryTable/Features',
  component: HistoryTable,
  tags: ['!autodocs'],
  args: {
    status: 'ready',
    rows: historyRowsFixture,
    onFiltersChange: fn(),
    onSortChange: fn(),
    onRetry: fn(),
  },
  globals: { viewport: { value: 'lg' } },
} satisfies Meta<typeof HistoryTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The history is on its way: placeholder rows under the real headers, a status for screen readers. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(HISTORY_TABLE_TEXT.loading);
    await expect(canvas.getByRole('table', { name: TABLE })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Nothing bought yet: the heading stays, with the message under it. */
export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: HISTORY_TABLE_TEXT.caption })).toBeVisible();
    await expect(canvas.getByText(HISTORY_TABLE_TEXT.emptyTitle)).toBeVisible();
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** The history call failed: the heading stays, with the alert and a retry under it. */
export const LoadFailed: Story = {
  args: { status: 'error' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: HISTORY_TABLE_TEXT.caption })).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(HISTORY_TABLE_TEXT.error);
    await userEvent.click(canvas.getByRole('button', { name: HISTORY_TABLE_TEXT.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Filter by type: gift cards only; Clear filters brings every row back. */
export const FilterByType: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: HISTORY_TABLE_TEXT.type }),
      'giftCard',
    );
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ type: 'giftCard', from: '', to: '' });
    const table = canvas.getByRole('table', { name: TABLE });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    await expect(within(table).getAllByText(HISTORY_TYPE_LABELS.giftCard.one)).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: HISTORY_TABLE_TEXT.clearFilters }));
    await expect(within(table).getAllByRole('row')).toHaveLength(historyRowsFixture.length + 1);
  },
};

/** A date range that matches nothing: the no-match message, with the filters still there to change. */
export const NoMatch: Story = {
  args: { defaultFilters: { type: 'purchase', from: '2026-10-01', to: '2026-10-31' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: HISTORY_TABLE_TEXT.caption })).toBeVisible();
    await expect(canvas.getByText(HISTORY_TABLE_TEXT.noMatchTitle)).toBeVisible();
    await expect(canvas.getByRole('button', { name: HISTORY_TABLE_TEXT.clearFilters })).toBeVisible();
  },
};

/** The start after the end: the dates are flagged and not applied. */
export const InvertedDateRange: Story = {
  args: { defaultFilters: { type: 'all', from: '2026-10-10', to: '2026-09-01' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(HISTORY_TABLE_TEXT.rangeInvalid);
    await expect(canvas.getByLabelText(HISTORY_TABLE_TEXT.from)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getAllByRole('row')).toHaveLength(historyRowsFixture.length + 1);
  },
};

/** Sorting by keyboard: Amount sorts largest first, again smallest first; the header says which. */
export const SortByKeyboard: Story = {
  play: async ({ args, canvas }) => {
    const amount = canvas.getByRole('button', { name: HISTORY_TABLE_TEXT.columns.amount });
    amount.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'amount', direction: 'desc' });
    await expect(
      canvas.getByRole('columnheader', { name: HISTORY_TABLE_TEXT.columns.amount }),
    ).toHaveAttribute('aria-sort', 'descending');
    const rows = canvas.getAllByRole('row');
    await expect(within(rows[1]!).getByText('$1,190.00')).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(
      canvas.getByRole('columnheader', { name: HISTORY_TABLE_TEXT.columns.amount }),
    ).toHaveAttribute('aria-sort', 'ascending');
  },
};

/** With a pager in the pagination slot. */
export const WithPagination: Story = {
  args: { pagination: <Pagination currentPage={2} totalPages={4} onPageChange={fn()} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation')).toBeVisible();
  },
};

/** A long item title wraps inside its cell. */
export const LongTitles: Story = {
  args: {
    rows: historyRowsFixture.map((row, index) =>
      index === 0
        ? {
            ...row,
            title: `${row.title} — extended cut with the full backyard celebration and the family's reactions`,
          }
        : row,
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/extended cut/)).toBeVisible();
  },
};

/** A phone: the heading, then the filters; each row stacks as a card, every value labelled; still a table. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: HISTORY_TABLE_TEXT.caption });
    const filters = canvas.getByRole('group', { name: HISTORY_TABLE_TEXT.filters });
    await expect(heading.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      filters.getBoundingClientRect().top,
    );
    const table = canvas.getByRole('table', { name: TABLE });
    await expect(within(table).getAllByRole('rowheader').length).toBe(historyRowsFixture.length);
    const firstCell = within(table).getAllByRole('cell')[0]!;
    await expect(getComputedStyle(firstCell, '::before').content).toBe(
      `"${HISTORY_TABLE_TEXT.columns.date}"`,
    );
  },
};
