import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TextArea } from '@clipmarket/ui';

const meta = {
  title: 'Primitives/TextArea',
  component: TextArea,
  args: { label: 'Tell us about your project', name: 'project', rows: 4 },
  argTypes: {
    size: { control: 'inline-radio', options: ['md', 'sm'] },
    messagePlacement: { control: 'inline-radio', options: ['below', 'above'] },
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const area = canvas.getByRole('textbox', { name: 'Tell us about your project' });
    await userEvent.type(area, 'A spring campaign.{Enter}Social media only.');
    await expect(area).toHaveValue('A spring campaign.\nSocial media only.');
  },
};

export const WithHint: Story = {
  args: { hint: 'How and where you will use the clips, the audience, the dates.' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('textbox', { name: 'Tell us about your project' }),
    ).toHaveAccessibleDescription('How and where you will use the clips, the audience, the dates.');
  },
};

export const Invalid: Story = {
  args: {
    hint: 'How and where you will use the clips, the audience, the dates.',
    error: 'Tell us how you intend to use the clips.',
    required: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Tell us about your project' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** The hint and the error between the label and the text area, for a form with an error summary at the top. */
export const MessagesAbove: Story = {
  args: { ...Invalid.args, messagePlacement: 'above' },
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'Tell us about your project' });
    await expect(
      canvas.getByText('Tell us how you intend to use the clips.').compareDocumentPosition(area),
    ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: 'Used in the March newsletter.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Tell us about your project' })).toHaveAttribute(
      'readonly',
    );
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'A spring campaign.' } };

/** The 40 px minimum, one row: a short note beside 40 px controls. */
export const Small: Story = { args: { size: 'sm', rows: 1, label: 'Notes' } };

export const LongLabelAndErrorOnPhone: Story = {
  args: {
    label: 'The addresses of every post, reel or video in which you have already used this clip',
    error: 'Line 3 is not a web address: each line must start with https:// and name a site.',
  },
  globals: { viewport: { value: 'mobile' } },
};

/** Every prop as a control. */
export const Playground: Story = {};
