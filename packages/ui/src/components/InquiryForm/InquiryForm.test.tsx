import { MESSAGES } from '@clipmarket/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ThemeProvider } from '../../theme';
import { INQUIRY_FORM_TEXT as TEXT, InquiryForm, type InquiryFormProps, type InquiryValues } from '.';

const L = TEXT.labels;
const E = TEXT.errors;

const clips = [
  { jmId: '1254381', publishingTitle: 'Dog catches frisbee' },
  { jmId: '1198734', title: 'kickflip stairs' },
];

const filled: Partial<InquiryValues> = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  companyName: 'Analytical Engines Ltd',
  country: 'United Kingdom',
  mediaUsageDigital: true,
  intent: 'A spring campaign.',
};

function renderForm(props: Partial<InquiryFormProps> = {}) {
  const all: InquiryFormProps = { clips, today: '2026-10-15', onSubmit: vi.fn(), ...props };
  const view = render(
    <ThemeProvider>
      <InquiryForm {...all} />
    </ThemeProvider>,
  );
  return {
    ...view,
    update: (next: Partial<InquiryFormProps>) =>
      view.rerender(
        <ThemeProvider>
          <InquiryForm {...all} {...next} />
        </ThemeProvider>,
      ),
  };
}

const submit = () => userEvent.click(screen.getByRole('button', { name: TEXT.submit }));

afterEach(async () => {
  cleanup();
  await page.viewport(414, 896);
});

describe('InquiryForm', () => {
  it('has a labelled control for every field of the inquiry payload', () => {
    renderForm();

    for (const name of [L.firstName, L.lastName, L.email, L.companyName, L.country, L.intent]) {
      expect(screen.getByRole('textbox', { name })).toHaveAttribute('aria-required', 'true');
    }
    expect(screen.getByRole('textbox', { name: `${L.phoneNumber} ${TEXT.optional}` })).toHaveAttribute(
      'type',
      'tel',
    );
    expect(screen.getByRole('textbox', { name: `${L.showTitleName} ${TEXT.optional}` })).toBeVisible();
    expect(screen.getByLabelText(`${L.exclusiveUntil} ${TEXT.optional}`)).toHaveAttribute('type', 'date');
    const usage = screen.getByRole('group', { name: L.mediaUsage });
    expect(
      within(usage)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('name')),
    ).toEqual(['mediaUsageAdvertisement', 'mediaUsageDigital', 'mediaUsageNonProfit', 'mediaUsageTvFilm']);
  });

  it('lists the clips of the inquiry by JV# id and title', () => {
    renderForm();

    expect(screen.getByText('JV#1254381')).toBeVisible();
    expect(screen.getByText('Dog catches frisbee', { exact: false })).toBeVisible();
    expect(screen.getByText('kickflip stairs', { exact: false })).toBeVisible();
  });

  it('shows no errors before the first attempt to send', () => {
    renderForm();

    expect(screen.queryByRole('group', { name: TEXT.summaryTitle })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: L.firstName })).not.toHaveAttribute('aria-invalid');
  });

  it('on an invalid send, focuses a summary of every problem and marks each field', async () => {
    const onSubmit = vi.fn();
    renderForm({ onSubmit, defaultValues: { email: 'ada', phoneNumber: '123' } });

    await submit();

    expect(onSubmit).not.toHaveBeenCalled();
    const summary = screen.getByRole('group', { name: TEXT.summaryTitle });
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      E.firstName,
      E.lastName,
      E.emailFormat,
      E.phoneNumber,
      E.companyName,
      E.country,
      E.mediaUsage,
      E.intent,
    ]);
    const email = screen.getByRole('textbox', { name: L.email });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(E.emailFormat);
    expect(screen.getByRole('textbox', { name: L.intent })).toHaveAccessibleDescription(
      `${TEXT.hints.intent} ${E.intent}`,
    );
    expect(screen.getByRole('checkbox', { name: L.mediaUsageDigital })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it('moves focus to a field from its link in the summary', async () => {
    renderForm();
    await submit();

    await userEvent.click(screen.getByRole('link', { name: E.country }));
    expect(screen.getByRole('textbox', { name: L.country })).toHaveFocus();

    await userEvent.click(screen.getByRole('link', { name: E.mediaUsage }));
    expect(screen.getByRole('checkbox', { name: L.mediaUsageAdvertisement })).toHaveFocus();
  });

  it('clears a message as soon as its field is corrected, and the summary with the last one', async () => {
    renderForm({ defaultValues: { ...filled, lastName: '' } });
    await submit();
    const lastName = screen.getByRole('textbox', { name: L.lastName });
    expect(lastName).toHaveAttribute('aria-invalid', 'true');

    await userEvent.click(lastName);
    await userEvent.keyboard('Lovelace');

    expect(lastName).not.toHaveAttribute('aria-invalid');
    expect(lastName).not.toHaveAccessibleDescription();
    expect(screen.queryByRole('group', { name: TEXT.summaryTitle })).not.toBeInTheDocument();
  });

  it('focuses the summary again on a second invalid attempt', async () => {
    renderForm();
    await submit();
    screen.getByRole('textbox', { name: L.firstName }).focus();

    await submit();

    expect(screen.getByRole('group', { name: TEXT.summaryTitle })).toHaveFocus();
  });

  it('sends the trimmed payload with the clips as cart', async () => {
    const onSubmit = vi.fn();
    renderForm({
      onSubmit,
      defaultValues: {
        ...filled,
        firstName: '  Ada ',
        phoneNumber: ' +44 20 7946 0958 ',
        exclusiveUntil: '2027-01-31',
      },
    });

    await userEvent.click(screen.getByRole('checkbox', { name: L.mediaUsageAdvertisement }));
    await submit();

    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phoneNumber: '+44 20 7946 0958',
      companyName: 'Analytical Engines Ltd',
      country: 'United Kingdom',
      showTitleName: '',
      mediaUsageAdvertisement: true,
      mediaUsageDigital: true,
      mediaUsageNonProfit: false,
      mediaUsageTvFilm: false,
      exclusiveUntil: '2027-01-31',
      intent: 'A spring campaign.',
      cart: ['1254381', '1198734'],
    });
  });

  it('refuses an exclusivity date that is not after today', async () => {
    renderForm({ defaultValues: { ...filled, exclusiveUntil: '2026-10-15' } });

    await submit();

    expect(screen.getByLabelText(`${L.exclusiveUntil} ${TEXT.optional}`)).toHaveAccessibleDescription(
      `${TEXT.hints.exclusiveUntil} ${E.exclusiveUntilPast}`,
    );
  });

  it('refuses part of an exclusivity date instead of sending the inquiry without it', async () => {
    const onSubmit = vi.fn();
    renderForm({ onSubmit, defaultValues: filled });
    const until = screen.getByLabelText(`${L.exclusiveUntil} ${TEXT.optional}`);

    // The date control's first part (the month) takes the digits; the day and the year stay empty.
    await userEvent.click(until);
    await userEvent.keyboard('{Home}01');
    await submit();

    expect(onSubmit).not.toHaveBeenCalled();
    expect(until).toHaveAttribute('aria-invalid', 'true');
    expect(until).toHaveAccessibleDescription(`${TEXT.hints.exclusiveUntil} ${E.exclusiveUntilFormat}`);
  });

  it('ignores sending while a send runs, and announces it', async () => {
    const onSubmit = vi.fn();
    renderForm({ onSubmit, defaultValues: filled, status: 'submitting' });
    const button = screen.getByRole('button', { name: TEXT.submit });

    button.focus();
    await userEvent.keyboard('{Enter}');

    expect(onSubmit).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(TEXT.submitting);
  });

  it('keeps every value after a failed send and says why', () => {
    const { update } = renderForm({ defaultValues: filled });
    update({ status: 'failed', errorMessage: 'Mail server unavailable.' });

    expect(screen.getByRole('alert')).toHaveTextContent('Mail server unavailable.');
    expect(screen.getByRole('textbox', { name: L.email })).toHaveValue('ada@example.com');

    update({ status: 'failed', errorMessage: null });
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.serverError);
  });

  it('thanks the user once sent, with focus on the thanks, and offers another inquiry', async () => {
    const onReset = vi.fn();
    const { update } = renderForm({ defaultValues: filled, onReset });

    update({ status: 'sent' });

    expect(screen.getByRole('heading', { name: TEXT.sentTitle })).toHaveFocus();
    expect(screen.getByText(TEXT.sentBody('ada@example.com'))).toBeVisible();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: TEXT.sendAnother }));
    expect(onReset).toHaveBeenCalledOnce();
  });

  it('leaves focus where the page put it when the form starts as sent', () => {
    const before = document.createElement('button');
    document.body.append(before);
    before.focus();
    renderForm({ defaultValues: filled, status: 'sent' });

    expect(screen.getByRole('heading', { name: TEXT.sentTitle })).not.toHaveFocus();
    expect(before).toHaveFocus();
    before.remove();
  });

  it('marks each field the server refused with its message, and focuses their summary', async () => {
    const fieldErrors = { email: 'Enter a valid e-mail address.', intent: 'Too long for the CRM.' };
    const { update } = renderForm({ defaultValues: filled });
    update({ status: 'submitting' });

    update({ status: 'failed', fieldErrors });

    expect(screen.getByRole('alert')).toHaveTextContent(TEXT.serverFieldErrors);
    const summary = screen.getByRole('group', { name: TEXT.summaryTitle });
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([fieldErrors.email, fieldErrors.intent]);
    expect(screen.getByRole('textbox', { name: L.email })).toHaveAccessibleDescription(fieldErrors.email);
    expect(screen.getByRole('textbox', { name: L.intent })).toHaveAttribute('aria-invalid', 'true');
  });

  it('drops a server message once its field changes, and shows it again after the next refusal', async () => {
    const fieldErrors = { email: 'Enter a valid e-mail address.' };
    const { update } = renderForm({ defaultValues: filled, status: 'failed', fieldErrors });
    const email = screen.getByRole('textbox', { name: L.email });
    expect(email).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(email, 'x');
    expect(email).not.toHaveAttribute('aria-invalid');

    update({ status: 'submitting', fieldErrors });
    update({ status: 'failed', fieldErrors });
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  it('quotes the server’s reference in the thanks', () => {
    const { update } = renderForm({ defaultValues: filled });
    update({ status: 'sent', reference: 'INQ-4F2A91' });

    expect(screen.getByText(TEXT.sentReference('INQ-4F2A91'))).toBeVisible();
  });

  it('offers a Remove button per clip only with onRemoveClip, and says which clip it removes', async () => {
    const onRemoveClip = vi.fn();
    const { update } = renderForm();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();

    update({ onRemoveClip });
    await userEvent.click(screen.getByRole('button', { name: TEXT.removeClipName('JV#1198734') }));

    expect(onRemoveClip).toHaveBeenCalledExactlyOnceWith('1198734');
  });

  it('fills the fields still empty with values given after the first render, keeping what was typed', async () => {
    const { update } = renderForm({ defaultValues: {} });
    await userEvent.type(screen.getByRole('textbox', { name: L.lastName }), 'Byron');

    update({ defaultValues: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' } });

    expect(screen.getByRole('textbox', { name: L.firstName })).toHaveValue('Ada');
    expect(screen.getByRole('textbox', { name: L.lastName })).toHaveValue('Byron');
    expect(screen.getByRole('textbox', { name: L.email })).toHaveValue('ada@example.com');

    // The same values again (a page re-rendering) do not refill a field cleared on purpose.
    await userEvent.clear(screen.getByRole('textbox', { name: L.firstName }));
    update({ defaultValues: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' } });
    expect(screen.getByRole('textbox', { name: L.firstName })).toHaveValue('');
  });

  it('puts the contact fields in two columns from md and one on a phone', async () => {
    await page.viewport(375, 740);
    renderForm();
    const first = screen.getByRole('textbox', { name: L.firstName });
    const last = screen.getByRole('textbox', { name: L.lastName });
    expect(last.getBoundingClientRect().top).toBeGreaterThan(first.getBoundingClientRect().bottom);

    await page.viewport(1024, 800);
    expect(last.getBoundingClientRect().top).toBe(first.getBoundingClientRect().top);
    expect(last.getBoundingClientRect().left).toBeGreaterThan(first.getBoundingClientRect().right);
  });
});
