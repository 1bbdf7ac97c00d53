import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Radio, RadioGroup } from '@clipmarket/ui';

const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  subcomponents: { Radio },
  args: {
    label: 'Licence',
    name: 'tier',
    children: [
      <Radio key="basic" value="basic">
        Basic: one channel, social media
      </Radio>,
      <Radio key="pro" value="pro">
        Pro: every channel, advertising included
      </Radio>,
      <Radio key="enterprise" value="enterprise">
        Enterprise: every channel, worldwide, no end date
      </Radio>,
    ],
  },
  argTypes: {
    children: { control: false },
    size: { control: 'inline-radio', options: ['md', 'sm'] },
    messagePlacement: { control: 'inline-radio', options: ['below', 'above'] },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText(/^Pro:/));
    await expect(canvas.getByRole('radio', { name: /^Pro:/ })).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /^Enterprise:/ })).toBeChecked();
  },
};

export const Chosen: Story = {
  args: { defaultValue: 'pro' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /^Pro:/ })).toBeChecked();
  },
};

export const WithHint: Story = {
  args: { hint: 'You can change it in the cart.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Licence' })).toHaveAccessibleDescription(
      'You can change it in the cart.',
    );
  },
};

export const Invalid: Story = {
  args: { hint: 'You can change it in the cart.', error: 'Choose a licence.', required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Licence' })).toHaveAccessibleDescription(
      'You can change it in the cart. Choose a licence.',
    );
  },
};

/** The hint and the error between the legend and the radios. */
export const MessagesAbove: Story = { args: { ...Invalid.args, messagePlacement: 'above' } };

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'basic' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: /^Basic:/ })).toBeDisabled();
  },
};

/** 32 px rows in smaller text, as in the filter panel. */
export const Small: Story = {
  args: {
    size: 'sm',
    label: 'Sort by',
    defaultValue: 'relevance',
    children: [
      <Radio key="relevance" value="relevance">
        Relevance
      </Radio>,
      <Radio key="newest" value="newest">
        Newest
      </Radio>,
      <Radio key="popular" value="popular">
        Most popular
      </Radio>,
    ],
  },
};

export const LongLabelsOnPhone: Story = {
  args: {
    label: 'Which licence covers every place you will publish the clip, including paid advertising?',
    error: 'Choose a licence: the price of the cart depends on it, and you can change it before you pay.',
  },
  globals: { viewport: { value: 'mobile' } },
};

/** Every prop as a control. */
export const Playground: Story = {};
