import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ExternalLinkIcon, VisuallyHidden } from '@clipmarket/ui';

const meta = {
  title: 'Primitives/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'Opens in a new tab' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing shows: the text is there for a screen reader only (inspect the canvas to find it). */
export const Default: Story = {
  // No visual reference: nothing is on screen at its end.
  tags: ['!visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Opens in a new tab')).toBeInTheDocument();
  },
};

/** The usual use: a link whose new-tab icon a screen reader hears as words. */
export const InALink: Story = {
  render: (args) => (
    <a
      href="#terms"
      target="_blank"
      rel="noopener noreferrer"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
    >
      Full licence terms
      <ExternalLinkIcon />
      <VisuallyHidden {...args}> (opens in a new tab)</VisuallyHidden>
    </a>
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'Full licence terms (opens in a new tab)' }),
    ).toBeInTheDocument();
  },
};

/** Every prop as a control. */
export const Playground: Story = {
  // No visual reference: Default's picture, with controls.
  tags: ['!visual'],
};
