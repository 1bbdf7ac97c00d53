import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Field } from '@clipmarket/ui';

const meta = {
  title: 'Primitives/Field',
  component: Field,
  args: {
    label: 'Message',
    hint: 'What you will use the clips for.',
    children: (control) => <textarea rows={4} style={{ width: '100%' }} {...control} />,
  },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Any control, here a text area, wired to the field's label and hint. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      'What you will use the clips for.',
    );
  },
};

export const Invalid: Story = {
  args: { error: 'Tell us what you will use the clips for.', required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Message/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Every prop as a control. */
export const Playground: Story = {
  // No visual reference: Default's picture, with controls.
  tags: ['!visual'],
};
