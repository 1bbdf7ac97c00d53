import { billingDetailsFixture } from '@clipmarket/mocks';
import { BILLING_DETAILS_FORM_TEXT, BillingDetailsForm } from '@clipmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

const meta = {
  title: 'Components/BillingDetailsForm',
  component: BillingDetailsForm,
  args: {
    details: billingDetailsFixture,
    status: 'editing',
    errorMessage: null,
    fieldErrors: null,
    locale: 'en-GB',
    onSubmit: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['editing', 'saving', 'saved', 'failed'] },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
  },
} satisfies Meta<typeof BillingDetailsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The details saved on the account, ready to change. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: BILLING_DETAILS_FORM_TEXT.title })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Name/ })).toHaveValue(billingDetailsFixture.name);
    await expect(canvas.getByRole('combobox', { name: /^Country/ })).toHaveValue('GB');
  },
};

/** Every prop as a control: step `status` through the states, or start from no details. */
export const Playground: Story = {
  // No visual reference: Default's picture, with controls.
  tags: ['!visual'],
};
