import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Select } from '@clipmarket/ui';

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: {
    label: 'Territory',
    name: 'territory',
    defaultValue: '',
    children: [
      <option key="" value="">
        Choose a territory
      </option>,
      <option key="world" value="world">
        Worldwide
      </option>,
      <option key="na" value="na">
        North America
      </option>,
    ],
  },
  argTypes: { size: { control: 'inline-radio', options: ['md', 'sm'] }, children: { control: false } },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Territory' });
    await userEvent.selectOptions(select, 'world');
    await expect(select).toHaveValue('world');
  },
};

export const WithHint: Story = { args: { hint: 'Where the clip will be shown.' } };

export const Invalid: Story = {
  args: { error: 'Choose where the clip will be shown.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Territory' })).toHaveAccessibleDescription(
      'Choose where the clip will be shown.',
    );
  },
};

export const Disabled: Story = { args: { disabled: true } };

/** Every prop as a control. */
export const Playground: Story = {
  // No visual reference: Default's picture, with controls.
  tags: ['!visual'],
};
