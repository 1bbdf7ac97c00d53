import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TextField } from '@clipmarket/ui';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'E-mail', type: 'email', name: 'email', autoComplete: 'email' },
  argTypes: { size: { control: 'inline-radio', options: ['md', 'sm'] } },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'E-mail' });
    await userEvent.type(input, 'ana@example.com');
    await expect(input).toHaveValue('ana@example.com');
  },
};

export const WithHint: Story = {
  args: { hint: 'We send the licence to this address.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'We send the licence to this address.',
    );
  },
};

export const Invalid: Story = {
  args: {
    hint: 'We send the licence to this address.',
    error: 'Enter an e-mail address such as name@example.com.',
    defaultValue: 'ana@',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Required: Story = { args: { required: true } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'ana@example.com' } };

/** The 40 px size, beside a button of the same height. */
export const Small: Story = { args: { size: 'sm', label: 'Filter playlists', type: 'search' } };

export const LongLabelAndErrorOnPhone: Story = {
  args: {
    label: 'The e-mail address of the person who signs the licence for your organisation',
    error: 'This address is not one we can send to: check it for typing mistakes and try again.',
  },
  globals: { viewport: { value: 'mobile' } },
};

/** Every prop as a control. */
export const Playground: Story = {
  // No visual reference: Default's picture, with controls.
  tags: ['!visual'],
};
