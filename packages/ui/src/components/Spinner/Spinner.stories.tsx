import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from '@clipmarket/ui';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'lg'] },
    tone: { control: 'inline-radio', options: ['current', 'accent'] },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Decoration beside words that say what is loading. */
export const Default: Story = {
  render: (args) => (
    <p style={{ display: 'flex', alignItems: 'center', gap: 8, margin: 0 }}>
      <Spinner {...args} />
      Loading playlists…
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-spinner]')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** The accent quarter, as the playlist rows show it. */
export const Accent: Story = { args: { tone: 'accent' } };

/** The large ring over a video that is still loading. */
export const Large: Story = { args: { size: 'lg' } };

/** Alone, with a label: a status that a screen reader announces. */
export const Labelled: Story = {
  args: { label: 'Loading the clip' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the clip');
  },
};

/** Every prop as a control. */
export const Playground: Story = {
  // No visual reference: Default's picture, with controls.
  tags: ['!visual'],
};
