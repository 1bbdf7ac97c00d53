import { authHandlers } from '@clipmarket/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInBefore } from '../../test/renderApp';

const main = () => screen.getByRole('main');

describe('the account pages', () => {
  it('send a signed-out visitor to login, to come back after', async () => {
    await renderApp('/account/profile');
    await waitFor(() => expect(window.location.pathname).toBe('/licensing/login'));
    expect(new URLSearchParams(window.location.search).get('next')).toBe('/licensing/account/profile');
  });

  it('greet a staff user by name with the staff and role indicators and the links', async () => {
    await renderApp('/account', {
      handlers: { auth: authHandlers.signedIn('staff') },
      persisted: signedInBefore,
    });
    expect(await screen.findByRole('heading', { name: 'Hello, Priya' })).toBeVisible();
    expect(within(main()).getByText('Staff')).toBeVisible();
    expect(within(main()).getByText('ROLE_RIFF_USER')).toBeVisible();
    expect(within(main()).queryByText('ROLE_INSIDER')).toBeNull();
    for (const [name, href] of [
      [/My lists/, '/licensing/account/lists'],
      [/History/, '/licensing/account/history'],
      [/Profile/, '/licensing/account/profile'],
      [/Usage/, '/licensing/account/usage'],
      [/Getting started/, '/licensing/onboarding'],
    ] as const) {
      expect(within(main()).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('show an insider their role', async () => {
    await renderApp('/account', {
      handlers: { auth: authHandlers.signedIn('insider') },
      persisted: signedInBefore,
    });
    expect(await within(main()).findByText('ROLE_INSIDER')).toBeVisible();
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

  it('move between the panel’s sections', async () => {
    await renderApp('/account/profile', {
      handlers: { auth: authHandlers.signedIn() },
      persisted: signedInBefore,
    });
    const sections = await screen.findByRole('navigation', { name: 'Account sections' });
    expect(within(sections).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    await userEvent.setup().click(within(sections).getByRole('link', { name: 'History' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'History' })).toBeVisible();
    expect(await within(main()).findByRole('heading', { name: 'Purchase history' })).toBeVisible();
    expect(within(main()).getByRole('heading', { name: 'Clips you viewed' })).toBeVisible();
  });

  it('offer the ways back in to a user whose session ends while on the page', async () => {
    await renderApp('/account', { handlers: { auth: authHandlers.signedIn() }, persisted: signedInBefore });
    const account = await screen.findByRole('navigation', { name: 'Account' });
    await userEvent.setup().click(await within(account).findByRole('button', { name: 'Log out' }));
    expect(await within(main()).findByRole('heading', { name: 'Log in to see your account' })).toBeVisible();
    expect(window.location.pathname).toBe('/licensing/account');
  });
});
