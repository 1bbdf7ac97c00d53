import { BILLING_LIMITS, BILLING_MESSAGES, COUNTRY_CODES, type BillingDetails } from '@clipmarket/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../../theme';
import {
  BILLING_DETAILS_FORM_TEXT as TEXT,
  BillingDetailsForm,
  countryOptions,
  type BillingDetailsFormProps,
} from '.';

const details: BillingDetails = {
  name: 'Ada Okafor',
  company: 'Morning Loop TV',
  addressLine1: '14 Canal Street',
  addressLine2: null,
  city: 'Manchester',
  postalCode: 'M1 3HE',
  region: null,
  country: 'GB',
  vatNumber: 'GB123456789',
};

function renderForm(props: Partial<BillingDetailsFormProps> = {}) {
  const onSubmit = vi.fn();
  const view = render(
    <ThemeProvider>
      <BillingDetailsForm locale="en-GB" onSubmit={onSubmit} {...props} />
    </ThemeProvider>,
  );
  const rerender = (next: Partial<BillingDetailsFormProps>) =>
    view.rerender(
      <ThemeProvider>
        <BillingDetailsForm locale="en-GB" onSubmit={onSubmit} {...props} {...next} />
      </ThemeProvider>,
    );
  return { ...view, onSubmit, rerender };
}

const field = (name: RegExp | string) => screen.getByRole('textbox', { name });

afterEach(cleanup);

describe('BillingDetailsForm', () => {
  it('is titled and says what the details are for, with every field labelled', () => {
    renderForm();
    expect(screen.getByRole('region', { name: TEXT.title })).toHaveAttribute('data-state', 'editing');
    expect(screen.getByRole('form', { name: TEXT.title })).toBeVisible();
    expect(screen.getByText(TEXT.lead)).toBeVisible();
    for (const label of Object.values(TEXT.labels)) {
      expect(screen.getByLabelText(new RegExp(`^${label}`))).toBeVisible();
    }
    expect(field(TEXT.labels.name)).toBeRequired();
    expect(field(/^Company \(optional\)$/)).not.toBeRequired();
  });

  it('holds the fields to the contract’s lengths', () => {
    renderForm();
    expect(field(TEXT.labels.name)).toHaveAttribute('maxlength', String(BILLING_LIMITS.nameMax));
    expect(field(/^Postal code/)).toHaveAttribute('maxlength', String(BILLING_LIMITS.postalCodeMax));
  });

  it('starts from the saved details', () => {
    renderForm({ details });
    expect(field(TEXT.labels.name)).toHaveValue('Ada Okafor');
    expect(field(/^Address line 2/)).toHaveValue('');
    expect(screen.getByRole('combobox', { name: /^Country/ })).toHaveValue('GB');
    expect(field(/^VAT number/)).toHaveValue('GB123456789');
  });

  it('offers every country by its name, sorted, after an empty choice', () => {
    renderForm();
    const select = screen.getByRole('combobox', { name: /^Country/ });
    const options = within(select).getAllByRole('option');
    expect(options[0]).toHaveValue('');
    expect(options[0]).toHaveTextContent('—');
    expect(options).toHaveLength(COUNTRY_CODES.length + 1);
    const names = options.slice(1).map((option) => option.textContent ?? '');
    expect(names).toEqual([...names].sort(new Intl.Collator('en-GB').compare));
    expect(within(select).getByRole('option', { name: 'United Kingdom' })).toHaveValue('GB');
    expect(within(select).getByRole('option', { name: 'Kosovo' })).toHaveValue('XK');
  });

  it('names the countries in the reader’s language', () => {
    const german = countryOptions('de-DE');
    expect(german.find((country) => country.code === 'DE')?.name).toBe('Deutschland');
    // An unknown language tag falls back to English rather than failing.
    expect(countryOptions('not a locale').find((country) => country.code === 'DE')?.name).toBe('Germany');
  });

  it('sends the details trimmed, an empty field as null', async () => {
    const { onSubmit } = renderForm({ details: null });
    const user = userEvent.setup();
    await user.type(field(TEXT.labels.name), '  Ada Okafor  ');
    await user.type(field(/^Company/), '   ');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Country/ }), 'IE');
    await user.click(screen.getByRole('button', { name: TEXT.save }));
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Ada Okafor',
      company: null,
      addressLine1: null,
      addressLine2: null,
      city: null,
      postalCode: null,
      region: null,
      country: 'IE',
      vatNumber: null,
    });
  });

  it('asks for a name before sending, at the field, which takes focus', async () => {
    const { onSubmit } = renderForm({ details: null });
    await userEvent.setup().click(screen.getByRole('button', { name: TEXT.save }));
    expect(onSubmit).not.toHaveBeenCalled();
    const name = field(TEXT.labels.name);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(`${TEXT.hints.name} ${BILLING_MESSAGES.nameMissing}`);
    expect(name).toHaveFocus();
  });

  it("shows the server's message at the field it refused, keeps what was typed, and clears it on change", async () => {
    const { rerender } = renderForm({ details });
    const user = userEvent.setup();
    const vat = field(/^VAT number/);
    await user.clear(vat);
    await user.type(vat, 'GB/1');
    rerender({ status: 'saving' });
    rerender({ status: 'failed', fieldErrors: { vatNumber: BILLING_MESSAGES.vatNumberShape } });
    expect(screen.getByRole('alert')).toHaveTextContent(TEXT.fieldErrors);
    expect(vat).toHaveAccessibleDescription(`${TEXT.hints.vatNumber} ${BILLING_MESSAGES.vatNumberShape}`);
    expect(vat).toHaveFocus();
    expect(vat).toHaveValue('GB/1');
    await user.type(vat, '2');
    expect(vat).not.toHaveAttribute('aria-invalid');
  });

  it('says a failed save failed, with what was typed still there', async () => {
    const { rerender } = renderForm({ details });
    const user = userEvent.setup();
    await user.type(field(/^Town or city/), ' centre');
    rerender({ status: 'failed' });
    expect(screen.getByRole('alert')).toHaveTextContent(TEXT.failed);
    expect(field(/^Town or city/)).toHaveValue('Manchester centre');
    rerender({ status: 'failed', errorMessage: 'The shop is down.' });
    expect(screen.getByRole('alert')).toHaveTextContent('The shop is down.');
  });

  it('refuses a second send while saving, and announces the save', async () => {
    const { onSubmit } = renderForm({ details, status: 'saving' });
    await userEvent.setup().click(screen.getByRole('button', { name: TEXT.save }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent(TEXT.saving);
  });

  it('says the details were saved until they change, and shows them as the server keeps them', async () => {
    const { rerender } = renderForm({ details: { ...details, vatNumber: null } });
    const user = userEvent.setup();
    await user.type(field(/^VAT number/), 'gb 123 456 789');
    rerender({ details: { ...details, vatNumber: null }, status: 'saving' });
    rerender({ details, status: 'saved' });
    expect(screen.getByRole('status')).toHaveTextContent(TEXT.saved);
    expect(field(/^VAT number/)).toHaveValue('GB123456789');
    await user.type(field(/^Region|^State/), 'Greater Manchester');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('offers Cancel only when it can be answered', async () => {
    renderForm();
    expect(screen.queryByRole('button', { name: TEXT.cancel })).toBeNull();
    cleanup();
    const onCancel = vi.fn();
    renderForm({ onCancel });
    await userEvent.setup().click(screen.getByRole('button', { name: TEXT.cancel }));
    expect(onCancel).toHaveBeenCalledOnce();
  });
});
