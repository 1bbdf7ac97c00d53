import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { usageMonthFixture, usagePeriodsFixture, usageVideosFixture } from './usageDeclaration.fixtures';
import { USAGE_DECLARATION_TEXT, UsageDeclaration } from '@clipmarket/ui';

const meta = {
  title: 'Components/UsageDeclaration',
  component: UsageDeclaration,
  args: {
    periods: usagePeriodsFixture,
    period: usageMonthFixture,
    status: 'ready',
    videos: usageVideosFixture,
    note: '',
    declareDate: null,
    isOver: true,
    csvHref: null,
    errorMessage: null,
    onPeriodChange: fn(),
    onSave: fn(),
    onDeclare: fn(),
    onRetry: fn(),
  },
  argTypes: {
    status: {
      control: 'select',
      options: ['loading', 'loadFailed', 'ready', 'saving', 'declaring', 'saved', 'declared', 'failed'],
    },
  },
} satisfies Meta<typeof UsageDeclaration>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: USAGE_DECLARATION_TEXT.downloadsIn('October 2026') }),
    ).toBeVisible();
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(usageVideosFixture.length);
  },
};

/** Every prop as a control: step `status` through the states, or edit the month's videos. */
export const Playground: Story = {
  // No visual reference: Default's picture, with controls.
  tags: ['!visual'],
};
