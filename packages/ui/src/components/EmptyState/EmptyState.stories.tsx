import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EmptyState, HISTORY_TABLE_TEXT } from '@clipmarket/ui';

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  args: { title: HISTORY_TABLE_TEXT.emptyTitle, description: HISTORY_TABLE_TEXT.emptyHint },
  argTypes: {
    size: { control: 'inline-radio', options: ['page', 'compact'] },
    titleAs: { control: 'select', options: ['p', 'h2', 'h3', 'h4', 'h5', 'h6'] },
    title: { control: 'text' },
    description: { control: 'text' },
    icon: { control: false },
    action: { control: false },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A section's list with nothing in it yet: the title and a line of help. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(HISTORY_TABLE_TEXT.emptyTitle)).toBeVisible();
    await expect(canvas.getByText(HISTORY_TABLE_TEXT.emptyHint)).toBeVisible();
  },
};

/** Every prop as a control. */
export const Playground: Story = {
  // No visual reference: Default's picture, with controls.
  tags: ['!visual'],
};
