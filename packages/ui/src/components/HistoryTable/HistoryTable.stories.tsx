import { LICENCE_TIERS, displayTitle } from '@clipmarket/core';
import { catalogueLibraryFixture } from '@clipmarket/mocks';
import { Pagination, HistoryTable, HISTORY_TABLE_TEXT, type HistoryRecord } from '@clipmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

/**
 * A buyer's history for stories: licences of fixture clips at the tiers' prices, two packs and two gift
 * cards, over three months. It belongs in @clipmarket/mocks once the commerce contract exists.
 */
export const historyRowsFixture: HistoryRecord[] = [
  ...catalogueLibraryFixture.slice(0, 8).map((clip, index): HistoryRecord => {
    const tier = LICENCE_TIERS[index % 3]!;
    return {
      id: `lic-${index + 1}`,
      type: 'licence',
      date: `2026-${String(10 - (index % 3)).padStart(2, '0')}-${String(20 - index * 2).padStart(2, '0')}`,
      title: displayTitle(clip.document),
      jmId: clip.document.jmId,
      productName: tier.name,
      amount: tier.priceUsd ?? 0,
      orderNumber: `#10${42 + index}`,
    };
  }),
  {
    id: 'pur-1',
    type: 'purchase',
    date: '2026-09-03',
    title: 'Discount Pack: 10 clips',
    productName: 'Basic Pro',
    amount: 1190,
    orderNumber: '#1031',
  },
  {
    id: 'pur-2',
    type: 'purchase',
    date: '2026-08-21',
    title: 'Discount Pack: 5 clips',
    productName: 'Personal',
    amount: 199,
    orderNumber: '#1024',
  },
  {
    id: 'gift-1',
    type: 'giftCard',
    date: '2026-10-01',
    title: 'Clipmarket gift card',
    productName: 'Code ending 7F2Q',
    amount: 250,
    orderNumber: '#1037',
  },
  {
    id: 'gift-2',
    type: 'giftCard',
    date: '2026-08-12',
    title: 'Clipmarket gift card',
    productName: 'Code ending 9KD4',
    amount: 100,
    orderNumber: '#1019',
  },
];

const meta = {
  title: 'Components/HistoryTable',
  component: HistoryTable,
  excludeStories: ['historyRowsFixture'],
  args: {
    status: 'ready',
    rows: historyRowsFixture,
    onFiltersChange: fn(),
    onSortChange: fn(),
    onRetry: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'ready', 'error'] },
    pagination: { control: false },
  },
} satisfies Meta<typeof HistoryTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A desktop table, newest first. */
export const Default: Story = {
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: new RegExp(HISTORY_TABLE_TEXT.caption) })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(historyRowsFixture.length + 1);
  },
};

/** Every prop as a control, with a pager in the slot. */
export const Playground: Story = {
  args: {
    pagination: <Pagination currentPage={1} totalPages={3} onPageChange={fn()} />,
  },
};
