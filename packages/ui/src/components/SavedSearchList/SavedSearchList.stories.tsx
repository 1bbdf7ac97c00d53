import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { StoryLink } from '../VideoCard/VideoCard.stories';
import { savedSearchItemsFixture } from './savedSearchList.fixtures';
import { SAVED_SEARCH_LIST_TEXT as TEXT, SavedSearchList } from '@clipmarket/ui';

const meta = {
  title: 'Components/SavedSearchList',
  component: SavedSearchList,
  args: {
    status: 'ready',
    items: savedSearchItemsFixture,
    busyIds: [],
    linkComponent: StoryLink,
    onAlertChange: fn(),
    onDelete: fn(),
    onOpen: fn(),
    onRetry: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] },
    linkComponent: { control: false },
  },
} satisfies Meta<typeof SavedSearchList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three saved searches: each a link to its search, what it looks for, its new clips, its alert and Delete. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: TEXT.label });
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    const first = within(rows[0]!);
    await expect(first.getByRole('link', { name: 'Storms at sea' })).toHaveAttribute(
      'href',
      savedSearchItemsFixture[0]!.href,
    );
    await expect(first.getByText('“storm” · Weather, Nature · Advertising Use')).toBeVisible();
    await expect(first.getByText('3 new')).toBeVisible();
    await expect(first.getByRole('combobox', { name: 'Alert for Storms at sea' })).toHaveDisplayValue(
      'Daily alert',
    );
    await expect(first.getByRole('button', { name: 'Delete Storms at sea' })).toBeVisible();
  },
};

/** Every prop as a control: step `status` through the states, or edit the rows. */
export const Playground: Story = {
  // No visual reference: Default's picture, with controls.
  tags: ['!visual'],
};
