import { commerceHistoryFixture } from '@clipmarket/mocks';
import { Pagination, HistoryTable, HISTORY_TABLE_TEXT, type HistoryRecord } from '@clipmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

/**
 * A buyer's history for stories: the newest ten rows of the mocks' history (licences at three tiers, a rights
 * management fee, a Discount Pack, a gift card bought and held), as the server's history endpoint answers.
 */
export const historyRowsFixture: HistoryRecord[] = commerceHistoryFixture.slice(0, 10);

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
    source: { control: 'inline-radio', options: ['all', 'page'] },
    pagination: { control: false },
    actions: { control: false },
    renderDetails: { control: false },
  },
} satisfies Meta<typeof HistoryTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A desktop table, newest first, each licence with its certificate. */
export const Default: Story = {
  // No visual reference here: visual.components.test.tsx pictures this state at a width of its own (history-desktop).
  tags: ['!visual'],
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: new RegExp(HISTORY_TABLE_TEXT.caption) })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(historyRowsFixture.length + 1);
    const licences = historyRowsFixture.filter((row) => row.type === 'licence');
    await expect(canvas.getAllByRole('link', { name: /^Certificate/ })).toHaveLength(licences.length);
  },
};

/** Every prop as a control, with a pager in the slot. */
export const Playground: Story = {
  // No visual reference: Default's picture, with controls.
  tags: ['!visual'],
  args: {
    pagination: <Pagination currentPage={1} totalPages={3} onPageChange={fn()} />,
  },
};
