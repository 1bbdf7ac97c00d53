import { formatJvId } from '@clipmarket/core';
import { commerceHistoryFixture, licenceFixtures } from '@clipmarket/mocks';
import {
  HistoryTable,
  HISTORY_TABLE_TEXT,
  HISTORY_TYPE_LABELS,
  LICENCE_CERTIFICATE_TEXT,
  LicenceCertificatePreview,
  NO_HISTORY_FILTERS,
  Pagination,
  buttonStyles,
} from '@clipmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { historyRowsFixture } from './HistoryTable.stories';

const TABLE = new RegExp(HISTORY_TABLE_TEXT.caption);
const licenceRows = historyRowsFixture.filter((row) => row.type === 'licence');
const giftCardRow = historyRowsFixture.find((row) => row.giftCard?.code)!;

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
  // No visual reference: the same picture as Default (HistoryTable).
  tags: ['!visual'],
  play: async ({ args, canvas }) => {
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: HISTORY_TABLE_TEXT.type }),
      'giftCard',
    );
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ ...NO_HISTORY_FILTERS, type: 'giftCard' });
    const table = canvas.getByRole('table', { name: TABLE });
    const cards = historyRowsFixture.filter((row) => row.type === 'giftCard');
    await expect(within(table).getAllByRole('row')).toHaveLength(cards.length + 1);
    await expect(within(table).getAllByText(HISTORY_TYPE_LABELS.giftCard.one)).toHaveLength(cards.length);
    await userEvent.click(canvas.getByRole('button', { name: HISTORY_TABLE_TEXT.clearFilters }));
    await expect(within(table).getAllByRole('row')).toHaveLength(historyRowsFixture.length + 1);
  },
};

/** A clip's JV#, typed and applied with Enter: its licence and its rights management fee. */
export const FilterByClip: Story = {
  play: async ({ args, canvas }) => {
    const licence = licenceRows[1]!;
    const field = canvas.getByRole('searchbox', { name: HISTORY_TABLE_TEXT.query });
    await userEvent.type(field, formatJvId(licence.jmId!));
    // Typing alone asks nothing of the app: only Enter or Apply does.
    await expect(args.onFiltersChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onFiltersChange).toHaveBeenCalledWith({
      ...NO_HISTORY_FILTERS,
      q: formatJvId(licence.jmId!),
    });
    const rows = within(canvas.getByRole('table', { name: TABLE })).getAllByRole('rowheader');
    const forClip = historyRowsFixture.filter((row) => row.jmId === licence.jmId);
    await expect(rows).toHaveLength(forClip.length);
  },
};

/** A PO number, in any case, applied with the Apply button: the licences bought under it. */
export const FilterByPo: Story = {
  play: async ({ args, canvas }) => {
    const po = licenceRows.find((row) => row.poNumber)!.poNumber!;
    await userEvent.type(canvas.getByRole('textbox', { name: HISTORY_TABLE_TEXT.po }), po.toLowerCase());
    await userEvent.click(canvas.getByRole('button', { name: HISTORY_TABLE_TEXT.apply }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ ...NO_HISTORY_FILTERS, po: po.toLowerCase() });
    const rows = within(canvas.getByRole('table', { name: TABLE }))
      .getAllByRole('row')
      .slice(1);
    await expect(rows).toHaveLength(historyRowsFixture.filter((row) => row.poNumber === po).length);
    for (const row of rows) await expect(row).toHaveTextContent(HISTORY_TABLE_TEXT.poNumber(po));
  },
};

/** A date range that matches nothing: the no-match message, with the filters still there to change. */
export const NoMatch: Story = {
  // No visual reference here: visual.components.test.tsx pictures this state at a width of its own (history-no-match).
  tags: ['!visual'],
  args: { defaultFilters: { ...NO_HISTORY_FILTERS, type: 'purchase', from: '2026-10-21', to: '2026-10-31' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: HISTORY_TABLE_TEXT.caption })).toBeVisible();
    await expect(canvas.getByText(HISTORY_TABLE_TEXT.noMatchTitle)).toBeVisible();
    await expect(canvas.getByRole('button', { name: HISTORY_TABLE_TEXT.clearFilters })).toBeVisible();
  },
};

/** The start after the end: the dates are flagged and not applied. */
export const InvertedDateRange: Story = {
  args: { defaultFilters: { ...NO_HISTORY_FILTERS, from: '2026-10-10', to: '2026-09-01' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(HISTORY_TABLE_TEXT.rangeInvalid);
    await expect(canvas.getByLabelText(HISTORY_TABLE_TEXT.from)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getAllByRole('row')).toHaveLength(historyRowsFixture.length + 1);
  },
};

/** Each licence has its certificate: a plain link to the PDF that downloads. */
export const CertificateLinks: Story = {
  // No visual reference: the same picture as Default (HistoryTable).
  tags: ['!visual'],
  play: async ({ canvas }) => {
    for (const row of licenceRows) {
      const link = canvas.getByRole('link', {
        name: HISTORY_TABLE_TEXT.certificateLabel(row.licenceNumber!),
      });
      await expect(link).toHaveAttribute('href', row.certificateUrl);
      await expect(link).toHaveAttribute('download');
    }
    const purchase = canvas.getByRole('row', { name: /Discount Pack/ });
    await expect(within(purchase).queryByRole('link')).not.toBeInTheDocument();
  },
};

/** A gift card's code stays hidden until asked for; its balance shows. */
export const GiftCardCode: Story = {
  play: async ({ canvas }) => {
    const card = giftCardRow.giftCard!;
    await expect(canvas.queryByText(card.code!)).not.toBeInTheDocument();
    await expect(
      canvas.getByText(new RegExp(HISTORY_TABLE_TEXT.giftCardEnding(card.lastCharacters))),
    ).toBeVisible();
    await expect(canvas.getByText(/Balance \$180\.00 of \$250\.00/)).toBeVisible();
    const show = canvas.getByRole('button', { name: HISTORY_TABLE_TEXT.showCodeLabel(card.lastCharacters) });
    await userEvent.click(show);
    await expect(canvas.getByText(card.code!)).toBeVisible();
    await expect(show).toHaveAttribute('aria-expanded', 'true');
    await expect(show).toHaveTextContent(HISTORY_TABLE_TEXT.hideCode);
    await userEvent.click(show);
    await expect(canvas.queryByText(card.code!)).not.toBeInTheDocument();
  },
};

/** A licence's Details open its certificate preview under the row, by keyboard too. */
export const LicenceDetails: Story = {
  args: {
    renderDetails: (row) => (
      <LicenceCertificatePreview
        licence={licenceFixtures.find((licence) => licence.number === row.licenceNumber)}
        headingLevel={3}
      />
    ),
  },
  play: async ({ canvas }) => {
    const number = licenceRows[0]!.licenceNumber!;
    const details = canvas.getByRole('button', { name: HISTORY_TABLE_TEXT.detailsLabel(number) });
    details.focus();
    await userEvent.keyboard('{Enter}');
    await expect(details).toHaveAttribute('aria-expanded', 'true');
    const preview = canvas.getByRole('article', { name: LICENCE_CERTIFICATE_TEXT.name(number) });
    await expect(preview).toBeVisible();
    await expect(document.getElementById(details.getAttribute('aria-controls')!)).toContainElement(preview);
    await userEvent.keyboard(' ');
    await expect(details).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('article')).not.toBeInTheDocument();
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

/**
 * One page of a history the server pages: shown as given, newest first (no sort buttons), the heading
 * counting every matching row, exports beside it and a pager under it.
 */
export const ServerPage: Story = {
  args: {
    source: 'page',
    rows: commerceHistoryFixture.slice(0, 20),
    total: commerceHistoryFixture.length,
    actions: (
      <>
        <a href="/api/user/licensing/licences/export.csv" download css={buttonStyles.secondaryButton}>
          Export CSV
        </a>
        <a href="/api/user/licensing/licences/certificates.zip" download css={buttonStyles.secondaryButton}>
          Download certificates (zip)
        </a>
      </>
    ),
    pagination: <Pagination currentPage={1} totalPages={2} onPageChange={fn()} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(HISTORY_TABLE_TEXT.count(commerceHistoryFixture.length))).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(21);
    await expect(canvas.queryByRole('button', { name: HISTORY_TABLE_TEXT.columns.amount })).toBeNull();
    await expect(canvas.getByRole('columnheader', { name: HISTORY_TABLE_TEXT.columns.date })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(canvas.getByRole('link', { name: 'Export CSV' })).toBeVisible();
    await expect(canvas.getByRole('navigation')).toBeVisible();
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
    // Nothing reaches past the phone's width.
    await expect(table.scrollWidth).toBeLessThanOrEqual(table.clientWidth);
  },
};
