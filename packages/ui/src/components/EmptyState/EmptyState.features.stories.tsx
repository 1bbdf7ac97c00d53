import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import {
  Button,
  CART_TEXT,
  EmptyState,
  FILTER_PANEL_TEXT,
  NOTIFICATIONS_MENU_TEXT,
  PLAYLIST_POPUP_TEXT,
  RESULTS_GRID_TEXT,
  SearchIcon,
} from '@clipmarket/ui';

const meta = {
  title: 'Primitives/EmptyState/Features',
  // The component's docs page is its .mdx; these stories are for review and tests, not a second page.
  tags: ['!autodocs'],
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As wide as a popup or a menu. */
const inAPopup: Decorator = (Story) => (
  <div style={{ maxWidth: 320 }}>
    <Story />
  </div>
);

/** A search that found nothing, with an icon and one way on. */
export const WithIconAndAction: Story = {
  args: {
    title: RESULTS_GRID_TEXT.noResultsTitle,
    description: RESULTS_GRID_TEXT.noResultsHint,
    icon: <SearchIcon size={24} />,
    action: <Button>{FILTER_PANEL_TEXT.reset}</Button>,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: FILTER_PANEL_TEXT.reset })).toBeVisible();
    // The icon is decoration: the title says it all.
    await expect(canvasElement.querySelector('svg')?.parentElement).toHaveAttribute('aria-hidden', 'true');
  },
};

/** A search with no hits: the title is the section's heading, and the region says so when it appears. */
export const AsSectionHeading: Story = {
  args: {
    title: RESULTS_GRID_TEXT.noResultsTitle,
    description: RESULTS_GRID_TEXT.noResultsHint,
    titleAs: 'h2',
    role: 'status',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      RESULTS_GRID_TEXT.noResultsTitle,
    );
    await expect(canvas.getByRole('status')).toHaveAttribute('data-size', 'page');
  },
};

/** Inside a popup or a menu: smaller type and room, the same look. */
export const Compact: Story = {
  args: { size: 'compact', title: PLAYLIST_POPUP_TEXT.empty },
  decorators: [inAPopup],
  play: async ({ canvas }) => {
    const title = canvas.getByText(PLAYLIST_POPUP_TEXT.empty);
    await expect(title.parentElement).toHaveAttribute('data-size', 'compact');
  },
};

/** One explanation rather than a headline and its help, as the notifications menu says it. */
export const DescriptionOnly: Story = {
  args: { size: 'compact', description: NOTIFICATIONS_MENU_TEXT.empty },
  decorators: [inAPopup],
  play: async ({ canvas }) => {
    await expect(canvas.getByText(NOTIFICATIONS_MENU_TEXT.empty)).toBeVisible();
    // Said as help, not as a headline: the regular weight of the description.
    await expect(getComputedStyle(canvas.getByText(NOTIFICATIONS_MENU_TEXT.empty)).fontWeight).toBe('400');
  },
};

/** On a phone the text wraps inside the box; nothing scrolls sideways. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { title: CART_TEXT.empty, description: CART_TEXT.emptyHint },
  play: async ({ canvas }) => {
    const root = canvas.getByText(CART_TEXT.empty).parentElement as HTMLElement;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
  },
};
