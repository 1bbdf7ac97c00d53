import {
  AUTH_MESSAGES,
  BILLING_MESSAGES,
  SESSION_MESSAGES,
  formatDisplayDate,
  formatJvId,
} from '@clipmarket/core';
import {
  AUTH_MOCK_PASSWORD,
  authHandlers,
  commerceHandlers,
  commerceRoutes,
  commerceState,
  downloadHistoryFixture,
  emptyPlaylistState,
  playlistHandlers,
} from '@clipmarket/mocks';
import { BILLING_DETAILS_FORM_TEXT } from '@clipmarket/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { page } from 'vitest/browser';
import { describe, expect, it } from 'vitest';
import { openAccountArea, renderApp, signedInBefore } from '../../test/renderApp';

const main = () => screen.getByRole('main');
const BILLING = BILLING_DETAILS_FORM_TEXT;
/** A field of the billing details form by its label (optional fields say so after it). */
const billingField = (form: HTMLElement, label: string) =>
  within(form).getByRole('textbox', { name: new RegExp(`^${label}`) });

describe('the account pages', () => {
  it('send a signed-out visitor to login, to come back after', async () => {
    await renderApp('/account/profile');
    // The first page of the file compiles its chunk cold: wait as long as the other first loads here do.
    await waitFor(() => expect(window.location.pathname).toBe('/licensing/login'), { timeout: 5000 });
    expect(new URLSearchParams(window.location.search).get('next')).toBe('/licensing/account/profile');
  });

  it('greet a staff user by name with the staff and role indicators and the links', async () => {
    await renderApp('/account', {
      handlers: { auth: authHandlers.signedIn('staff') },
      persisted: signedInBefore,
    });
    expect(await screen.findByRole('heading', { name: 'Hello, Priya' })).toBeVisible();
    const access = screen.getByRole('region', { name: 'Your access' });
    expect(within(access).getByText('Staff')).toBeVisible();
    // Roles by their names, never by their codes.
    expect(within(access).getByText('Rights team')).toBeVisible();
    expect(within(main()).queryByText(/ROLE_/)).toBeNull();
    const links = screen.getByRole('region', { name: 'In your account' });
    for (const [name, href] of [
      [/My lists/, '/licensing/account/lists'],
      [/History/, '/licensing/account/history'],
      [/Profile/, '/licensing/account/profile'],
      [/Getting started/, '/licensing/onboarding'],
      [/Usage declaration/, '/licensing/account/usage'],
      [/Merchandising/, '/licensing/account/merchandising'],
      [/Publisher homepage/, '/licensing/account/publisher'],
    ] as const) {
      expect(within(links).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('keep the staff tools out of a buyer’s account: not in the navigation, not found by address', async () => {
    await renderApp('/account', {
      handlers: { auth: authHandlers.signedIn() },
      persisted: signedInBefore,
    });
    const nav = await screen.findByRole('navigation', { name: 'Your account' });
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).queryByRole('link', { name: 'Merchandising' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Publisher homepage' })).toBeNull();
    expect(within(main()).queryByRole('link', { name: /Merchandising|Publisher/ })).toBeNull();
  });

  it('bring the current section’s tab into view on a phone, where the row of tabs scrolls', async () => {
    await page.viewport(390, 844);
    try {
      await renderApp('/account/usage', {
        handlers: { auth: authHandlers.signedIn() },
        persisted: signedInBefore,
      });
      const nav = await screen.findByRole('navigation', { name: 'Your account' });
      const row = nav.querySelector('ul')!;
      const current = within(nav).getByRole('link', { current: 'page' });
      expect(row.scrollWidth).toBeGreaterThan(row.clientWidth);
      await waitFor(() => {
        const [tab, visible] = [current.getBoundingClientRect(), row.getBoundingClientRect()];
        expect(tab.left).toBeGreaterThanOrEqual(visible.left);
        expect(tab.right).toBeLessThanOrEqual(visible.right);
      });
    } finally {
      await page.viewport(1280, 900);
    }
  });

  it('answer a buyer who types a staff tool’s address with the not-found page', async () => {
    for (const path of ['/account/merchandising', '/account/publisher/v1']) {
      await renderApp(path, {
        handlers: { auth: authHandlers.signedIn() },
        persisted: signedInBefore,
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }), path).toBeVisible();
      expect(screen.queryByText(/tentpole/i), path).toBeNull();
    }
  });

  it('show an insider their role', async () => {
    await renderApp('/account', {
      handlers: { auth: authHandlers.signedIn('insider') },
      persisted: signedInBefore,
    });
    expect(await within(main()).findByText('Insider')).toBeVisible();
    expect(within(main()).queryByText('ROLE_INSIDER')).toBeNull();
    expect(within(main()).queryByText('Staff')).toBeNull();
  });

  it('show the profile with its agreements', async () => {
    await renderApp('/account/profile', {
      handlers: { auth: authHandlers.signedIn() },
      persisted: signedInBefore,
    });
    expect(await within(main()).findByText('Ada Okafor')).toBeVisible();
    expect(within(main()).getByText('ada@example.com')).toBeVisible();
    expect(within(main()).getByText('Morning Loop TV')).toBeVisible();
    expect(within(main()).getByText(/Accepted \(version 2026-03\)/)).toBeVisible();
    expect(within(main()).getByText('Not accepted')).toBeVisible();
  });

  it('ask a user whose address is not verified to open the mailed link, and mail a new one', async () => {
    await renderApp('/account', {
      handlers: { auth: authHandlers.signedInUnverified() },
      persisted: signedInBefore,
    });
    const notice = (await screen.findByRole('heading', { name: 'Verify your e-mail address' })).closest(
      'section',
    )!;
    expect(within(notice).getByText(/We sent a link to ada@example\.com/)).toBeVisible();
    await userEvent.setup().click(within(notice).getByRole('button', { name: 'Send a new link' }));
    expect(await within(notice).findByText(AUTH_MESSAGES.verificationSent)).toBeVisible();
  });

  it('say when too many verification mails were asked for', async () => {
    await renderApp('/account', {
      handlers: { auth: authHandlers.verificationTooManyAttempts() },
      persisted: signedInBefore,
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText(AUTH_MESSAGES.verificationTooManyAttempts)).toBeVisible();
  });

  it('show no verification notice once the address is verified', async () => {
    await renderApp('/account/profile', {
      handlers: { auth: authHandlers.signedIn() },
      persisted: signedInBefore,
    });
    expect(await within(main()).findByText('Verified')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Verify your e-mail address' })).toBeNull();
  });

  it('change the password with the current one, showing the server’s answer', async () => {
    await renderApp('/account/profile', {
      handlers: { auth: authHandlers.signedIn() },
      persisted: signedInBefore,
    });
    const password = await screen.findByRole('form', { name: 'Password' });
    const user = userEvent.setup();
    await user.type(within(password).getByLabelText('Current password'), AUTH_MOCK_PASSWORD);
    await user.type(within(password).getByLabelText('New password'), 'a-fresh-long-password');
    await user.type(within(password).getByLabelText('Repeat the new password'), 'a-fresh-long-password');
    await user.click(within(password).getByRole('button', { name: 'Change password' }));
    expect(await within(password).findByText(AUTH_MESSAGES.passwordChanged)).toBeVisible();
    expect(within(password).getByLabelText('Current password')).toHaveValue('');
  });

  it('list where the account is signed in, sign out one session and then everywhere else', async () => {
    await renderApp('/account/profile', {
      handlers: { auth: authHandlers.signedIn() },
      persisted: signedInBefore,
    });
    const section = await screen.findByRole('region', { name: 'Where you are signed in' });
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('Chrome on Linux')).toBeVisible();
    expect(within(items[0]!).getByText('This device')).toBeVisible();
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(within(items[1]!).getByText(/From network 198\.51\.100\.0\/24/)).toBeVisible();
    const user = userEvent.setup();
    await user.click(within(items[1]!).getByRole('button', { name: /^Sign out Safari on iPhone/ }));
    expect(await within(section).findByText('Safari on iPhone is signed out.')).toBeVisible();
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(2));
    await user.click(within(section).getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await within(section).findByText(SESSION_MESSAGES.otherSessionsEnded)).toBeVisible();
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(1));
    expect(within(section).getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
  });

  it('refuse a wrong current password and a common new one, as the server says', async () => {
    await renderApp('/account/profile', {
      handlers: { auth: authHandlers.signedIn() },
      persisted: signedInBefore,
    });
    const password = await screen.findByRole('form', { name: 'Password' });
    const user = userEvent.setup();
    const current = within(password).getByLabelText('Current password');
    const next = within(password).getByLabelText('New password');
    const confirm = within(password).getByLabelText('Repeat the new password');
    await user.type(current, 'not-my-password');
    await user.type(next, 'a-fresh-long-password');
    await user.type(confirm, 'a-fresh-long-password');
    await user.click(within(password).getByRole('button', { name: 'Change password' }));
    const alert = within(password).getByRole('alert');
    await waitFor(() => expect(alert).toHaveTextContent(AUTH_MESSAGES.currentPasswordWrong));
    expect(current).toHaveAttribute('aria-invalid', 'true');

    await user.clear(current);
    await user.type(current, AUTH_MOCK_PASSWORD);
    await user.clear(next);
    await user.type(next, 'qwertyuiop');
    await user.clear(confirm);
    await user.type(confirm, 'qwertyuiop');
    await user.click(within(password).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(alert).toHaveTextContent(AUTH_MESSAGES.passwordTooCommon));
    expect(next).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuse the e-mail address as the new password before asking the server', async () => {
    await renderApp('/account/profile', {
      handlers: { auth: authHandlers.signedIn() },
      persisted: signedInBefore,
    });
    const password = await screen.findByRole('form', { name: 'Password' });
    const user = userEvent.setup();
    await user.type(within(password).getByLabelText('Current password'), 'anything at all');
    await user.type(within(password).getByLabelText('New password'), 'ADA@example.com');
    await user.type(within(password).getByLabelText('Repeat the new password'), 'ADA@example.com');
    await user.click(within(password).getByRole('button', { name: 'Change password' }));
    const alert = within(password).getByRole('alert');
    // The mock would answer a wrong current password; the form's own rule answers first.
    await waitFor(() => expect(alert).toHaveTextContent(AUTH_MESSAGES.passwordIsEmail));
    expect(alert).not.toHaveTextContent(AUTH_MESSAGES.currentPasswordWrong);
  });

  it('save the billing details printed on every receipt, shown as the server keeps them', async () => {
    const state = commerceState();
    await renderApp('/account/profile', {
      handlers: { auth: authHandlers.signedIn(), commerce: commerceRoutes(state) },
      persisted: signedInBefore,
    });
    // The profile loads its billing details part when it first shows it.
    const form = await screen.findByRole('form', { name: BILLING.title }, { timeout: 5000 });
    expect(within(main()).getByText(BILLING.lead)).toBeVisible();
    const user = userEvent.setup();
    await user.type(billingField(form, BILLING.labels.name), 'Ada Okafor');
    await user.type(billingField(form, BILLING.labels.company), 'Morning Loop TV');
    await user.type(billingField(form, BILLING.labels.addressLine1), '14 Canal Street');
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Country/ }), 'United Kingdom');
    await user.type(billingField(form, BILLING.labels.vatNumber), 'gb 123 456 789');
    await user.click(within(form).getByRole('button', { name: BILLING.save }));

    expect(await within(main()).findByText(BILLING.saved)).toBeVisible();
    expect(billingField(form, BILLING.labels.vatNumber)).toHaveValue('GB123456789');
    expect(state.billing).toMatchObject({
      name: 'Ada Okafor',
      company: 'Morning Loop TV',
      addressLine1: '14 Canal Street',
      addressLine2: null,
      country: 'GB',
      vatNumber: 'GB123456789',
    });
  });

  it('show the server’s refusal of billing details at the field, keeping what was typed', async () => {
    await renderApp('/account/profile', {
      handlers: { auth: authHandlers.signedIn() },
      persisted: signedInBefore,
    });
    // The profile loads its billing details part when it first shows it.
    const form = await screen.findByRole('form', { name: BILLING.title }, { timeout: 5000 });
    const user = userEvent.setup();
    await user.type(billingField(form, BILLING.labels.name), 'Ada Okafor');
    const vat = billingField(form, BILLING.labels.vatNumber);
    await user.type(vat, 'GB/123');
    await user.click(within(form).getByRole('button', { name: BILLING.save }));

    expect(await within(main()).findByText(BILLING.fieldErrors)).toBeVisible();
    expect(vat).toHaveAttribute('aria-invalid', 'true');
    expect(vat).toHaveAccessibleDescription(`${BILLING.hints.vatNumber} ${BILLING_MESSAGES.vatNumberShape}`);
    await waitFor(() => expect(vat).toHaveFocus());
    expect(vat).toHaveValue('GB/123');
    expect(billingField(form, BILLING.labels.name)).toHaveValue('Ada Okafor');
  });

  it('say when the billing details could not be saved, keeping what was typed', async () => {
    await renderApp('/account/profile', {
      handlers: { auth: authHandlers.signedIn(), commerce: commerceHandlers.billingSaveFails() },
      persisted: signedInBefore,
    });
    // The profile loads its billing details part when it first shows it.
    const form = await screen.findByRole('form', { name: BILLING.title }, { timeout: 5000 });
    const user = userEvent.setup();
    await user.type(billingField(form, BILLING.labels.name), 'Ada Okafor');
    await user.type(billingField(form, BILLING.labels.city), 'Manchester');
    await user.click(within(form).getByRole('button', { name: BILLING.save }));

    expect(await within(main()).findByText(BILLING.failed)).toBeVisible();
    expect(billingField(form, BILLING.labels.name)).toHaveValue('Ada Okafor');
    expect(billingField(form, BILLING.labels.city)).toHaveValue('Manchester');
    expect(within(main()).queryByText(BILLING.saved)).toBeNull();
  });

  it('move between the panel’s sections', async () => {
    await renderApp('/account/profile', {
      handlers: { auth: authHandlers.signedIn() },
      persisted: signedInBefore,
    });
    const sections = await screen.findByRole('navigation', { name: 'Your account' });
    expect(within(sections).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    await userEvent.setup().click(within(sections).getByRole('link', { name: 'History' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'History' })).toBeVisible();
    expect(await within(main()).findByRole('heading', { name: 'Purchase history' })).toBeVisible();
    expect(within(main()).getByRole('heading', { name: 'Clips you viewed' })).toBeVisible();
  });

  it('list the clips downloaded, as the server recorded them, beside the clips viewed', async () => {
    await renderApp('/account/history', {
      handlers: { auth: authHandlers.signedIn(), playlists: playlistHandlers.list() },
      persisted: signedInBefore,
    });
    const downloaded = await screen.findByRole('region', { name: 'Clips you downloaded' }, { timeout: 5000 });
    const entry = downloadHistoryFixture[0]!;
    const link = await within(downloaded).findByRole('link', { name: formatJvId(entry.jmId) });
    expect(link).toHaveAttribute('href', `/licensing/view/${entry.jmId}`);
    const row = link.closest('tr')!;
    expect(within(row).getByText(formatDisplayDate(entry.at))).toBeVisible();
    expect(within(row).getByText(String(entry.times))).toBeVisible();
    expect(screen.getByRole('region', { name: 'Clips you viewed' })).toBeVisible();
  });

  it('say when no clip has been downloaded yet', async () => {
    await renderApp('/account/history', {
      handlers: { auth: authHandlers.signedIn(), playlists: playlistHandlers.list(emptyPlaylistState()) },
      persisted: signedInBefore,
    });
    const downloaded = await screen.findByRole('region', { name: 'Clips you downloaded' }, { timeout: 5000 });
    expect(
      await within(downloaded).findByText(
        'No clips downloaded yet. Footage you download with a licence is listed here.',
      ),
    ).toBeVisible();
  });

  it('offer the ways back in to a user whose session ends while on the page', async () => {
    await renderApp('/account', { handlers: { auth: authHandlers.signedIn() }, persisted: signedInBefore });
    const account = await openAccountArea();
    await userEvent.setup().click(await within(account).findByRole('button', { name: 'Log out' }));
    expect(await within(main()).findByRole('heading', { name: 'Log in to see your account' })).toBeVisible();
    expect(window.location.pathname).toBe('/licensing/account');
  });
});
