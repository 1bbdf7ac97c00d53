import { videoFixtures } from '@clipmarket/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { INQUIRY_FORM_TEXT, InquiryForm } from '@clipmarket/ui';

const meta = {
  title: 'Components/InquiryForm',
  component: InquiryForm,
  args: {
    clips: [videoFixtures.cleared, videoFixtures.inquire],
    status: 'editing',
    errorMessage: null,
    today: '2026-10-15',
    onSubmit: fn(),
    onReset: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['editing', 'submitting', 'sent', 'failed'] },
  },
} satisfies Meta<typeof InquiryForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: INQUIRY_FORM_TEXT.title })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: INQUIRY_FORM_TEXT.labels.firstName })).toBeVisible();
  },
};

/** Every prop as a control: switch `status`, change the clips or the failure message. */
export const Playground: Story = {
  // No visual reference: Default's picture, with controls.
  tags: ['!visual'],
};
