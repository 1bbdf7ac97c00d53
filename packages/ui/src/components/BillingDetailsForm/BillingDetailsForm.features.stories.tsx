import { BILLING_MESSAGES, type BillingDetails } from '@clipmarket/core';
import { billingDetailsFixture } from '@clipmarket/mocks';
import {
  BILLING_DETAILS_FORM_TEXT as TEXT,
  BillingDetailsForm,
  type BillingDetailsFormStatus,
} from '@clipmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';

const L = TEXT.labels;
/** A field's accessible name: its label, with "(optional)" after every label but the name's. */
const optional = (label: string) => new RegExp(`^${label}`);

const meta = {
  title: 'Components/BillingDetailsForm/Features',
  component: BillingDetailsForm,
  tags: ['!autodocs'],
  args: { locale: 'en-GB', onSubmit: fn() },
} satisfies Meta<typeof BillingDetailsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** None given yet: empty fields, the country "—"; saving without a name says what is missing at the name. */
export const Empty: Story = {
  args: { details: null },
  play: async ({ canvas, args, userEvent }) => {
    const country = canvas.getByRole('combobox', { name: optional(L.country) });
    await expect(country).toHaveValue('');
    await expect(canvas.getByRole('option', { name: TEXT.noCountryLabel })).toHaveTextContent(TEXT.noCountry);
    await userEvent.click(canvas.getByRole('button', { name: TEXT.save }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const name = canvas.getByRole('textbox', { name: L.name });
    await expect(name).toHaveFocus();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(`${TEXT.hints.name} ${TEXT.nameMissing}`);
    await userEvent.type(name, 'Ada Okafor');
    await expect(name).not.toHaveAttribute('aria-invalid');
  },
};

/** Filled in and saved: the text trimmed, empty fields null, the country as its code. */
export const Filled: Story = {
  args: { details: null },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: L.name }), '  Ada Okafor ');
    await userEvent.type(canvas.getByRole('textbox', { name: optional(L.company) }), 'Morning Loop TV');
    await userEvent.type(canvas.getByRole('textbox', { name: optional(L.addressLine1) }), '14 Canal Street');
    await userEvent.type(canvas.getByRole('textbox', { name: optional(L.city) }), 'Manchester');
    await userEvent.type(canvas.getByRole('textbox', { name: optional(L.postalCode) }), 'M1 3HE');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: optional(L.country) }), 'GB');
    await userEvent.type(canvas.getByRole('textbox', { name: optional(L.vatNumber) }), 'GB 123 456 789');
    await userEvent.click(canvas.getByRole('button', { name: TEXT.save }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: 'Ada Okafor',
      company: 'Morning Loop TV',
      addressLine1: '14 Canal Street',
      addressLine2: null,
      city: 'Manchester',
      postalCode: 'M1 3HE',
      region: null,
      country: 'GB',
      vatNumber: 'GB 123 456 789',
    } satisfies BillingDetails);
  },
};

/** Saving: the button is busy (a press is refused) and the save is announced. */
export const Saving: Story = {
  args: { details: billingDetailsFixture, status: 'saving' },
  play: async ({ canvas, args, userEvent, canvasElement }) => {
    const save = canvas.getByRole('button', { name: TEXT.save });
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(TEXT.saving);
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'saving');
    await userEvent.click(save);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Saved: said once, until the next change. */
export const Saved: Story = {
  args: { details: billingDetailsFixture, status: 'saved' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(TEXT.saved);
    await userEvent.type(canvas.getByRole('textbox', { name: optional(L.addressLine2) }), ', 2nd floor');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

const vatRefused = { vatNumber: BILLING_MESSAGES.vatNumberShape };

function RefusedFlow() {
  const [status, setStatus] = useState<BillingDetailsFormStatus>('editing');
  return (
    <BillingDetailsForm
      locale="en-GB"
      details={{ ...billingDetailsFixture, vatNumber: null }}
      status={status}
      fieldErrors={status === 'failed' ? vatRefused : null}
      onSubmit={() => setStatus('failed')}
    />
  );
}

/**
 * A field the server refused (its 400 names the VAT number): the message at the field, which takes focus; what
 * was typed stays; changing the field clears its message.
 */
export const FieldError: Story = {
  render: () => <RefusedFlow />,
  play: async ({ canvas, userEvent }) => {
    const vat = canvas.getByRole('textbox', { name: optional(L.vatNumber) });
    await userEvent.type(vat, 'GB/123');
    await userEvent.click(canvas.getByRole('button', { name: TEXT.save }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(TEXT.fieldErrors);
    await waitFor(() => expect(vat).toHaveFocus());
    await expect(vat).toHaveAttribute('aria-invalid', 'true');
    await expect(vat).toHaveAccessibleDescription(
      `${TEXT.hints.vatNumber} ${BILLING_MESSAGES.vatNumberShape}`,
    );
    await expect(vat).toHaveValue('GB/123');
    // Ends on the refusal, for review; a change clearing it is BillingDetailsForm.test.tsx's.
  },
};

/** The save failed for another reason (the server is down): said in an alert, and nothing typed is lost. */
export const ServerFailure: Story = {
  args: { details: billingDetailsFixture, status: 'failed', errorMessage: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(TEXT.failed);
    await expect(canvas.getByRole('textbox', { name: L.name })).toHaveValue(billingDetailsFixture.name);
    await expect(canvas.getByRole('textbox', { name: L.name })).not.toHaveAttribute('aria-invalid');
  },
};

/** A phone: one column, nothing wider than the screen; Cancel beside Save for a form opened from a button. */
export const PhoneWidth: Story = {
  args: { details: billingDetailsFixture, onCancel: fn() },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, args, userEvent, canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[data-state]')!;
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
    const name = canvas.getByRole('textbox', { name: L.name }).getBoundingClientRect();
    const company = canvas.getByRole('textbox', { name: optional(L.company) }).getBoundingClientRect();
    await expect(company.top).toBeGreaterThan(name.top);
    await userEvent.click(canvas.getByRole('button', { name: TEXT.cancel }));
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};
