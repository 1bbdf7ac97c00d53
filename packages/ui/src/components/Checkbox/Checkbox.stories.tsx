import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Checkbox } from '@clipmarket/ui';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { label: 'Single-key shortcuts', name: 'shortcuts' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Single-key shortcuts' });
    await userEvent.click(canvas.getByText('Single-key shortcuts'));
    await expect(checkbox).toBeChecked();
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const WithHint: Story = {
  args: { defaultChecked: true, hint: 'Turn them off if you use speech input.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription(
      'Turn them off if you use speech input.',
    );
  },
};

export const Invalid: Story = {
  args: { label: 'I accept the licence terms', error: 'Accept the terms to continue.', required: true },
};

export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };

/** Every prop as a control. */
export const Playground: Story = {
  // No visual reference: Default's picture, with controls.
  tags: ['!visual'],
};
