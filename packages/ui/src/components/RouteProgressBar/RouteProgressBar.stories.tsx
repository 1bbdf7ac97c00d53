import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ROUTE_PROGRESS_TEXT, RouteProgressBar } from '@clipmarket/ui';

const meta = {
  title: 'Components/RouteProgressBar',
  component: RouteProgressBar,
  parameters: {
    layout: 'fullscreen',
    // The bar is fixed to the window's top edge: each docs story gets its own frame instead of piling up.
    docs: { story: { inline: false, iframeHeight: 64 } },
  },
  args: { status: 'loading' },
  argTypes: { status: { control: 'inline-radio', options: ['idle', 'loading', 'done'] } },
} satisfies Meta<typeof RouteProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: ROUTE_PROGRESS_TEXT.loading })).toBeVisible();
  },
};

/** Every prop as a control: step through `idle`, `loading` and `done`. */
export const Playground: Story = {
  // No visual reference: Default's picture, with controls.
  tags: ['!visual'],
  args: { status: 'loading', label: ROUTE_PROGRESS_TEXT.loading },
};
