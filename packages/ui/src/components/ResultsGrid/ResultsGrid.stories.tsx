import { ROLES } from '@clipmarket/core';
import { searchResponseFixture } from '@clipmarket/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ResultsGrid, RESULTS_GRID_TEXT } from '@clipmarket/ui';
import { StoryLink } from '../VideoCard/VideoCard.stories';

const meta = {
  title: 'Components/ResultsGrid',
  component: ResultsGrid,
  args: {
    status: 'results',
    cards: searchResponseFixture.data,
    totalResults: searchResponseFixture.pagination.totalResults,
    linkComponent: StoryLink,
    onSave: fn(),
    onOpen: fn(),
    onRetry: fn(),
    onSelectionChange: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'results', 'empty', 'error'] },
    layout: { control: 'inline-radio', options: ['grid', 'list'] },
    linkComponent: { control: false },
    previewMode: { control: 'inline-radio', options: ['auto', 'hover', 'tap'] },
  },
} satisfies Meta<typeof ResultsGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page of the fixture search: 60 of 137 results. */
export const Default: Story = {
  // No visual reference: a full page of 60 cards, too large to compare within the matcher's time.
  tags: ['!visual'],
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: RESULTS_GRID_TEXT.label });
    await expect(list.children).toHaveLength(searchResponseFixture.data.length);
    await expect(canvas.getByText(RESULTS_GRID_TEXT.count(137))).toBeVisible();
  },
};

/** Every prop as a control: switch the state, turn bulk select on, mark the estimate. */
export const Playground: Story = {
  // No visual reference: Default's picture, with controls.
  tags: ['!visual'],
  args: {
    cards: searchResponseFixture.data.slice(0, 12),
    trending: [],
    totalIsEstimate: false,
    selectMode: true,
    defaultSelectedIds: [searchResponseFixture.data[1]?.jmId ?? ''],
    viewerRoles: [ROLES.riffUser],
    skeletonCount: 12,
    headingLevel: 3,
    layout: 'grid',
  },
};
