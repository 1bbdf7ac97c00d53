import { MESSAGES, PAGE_BASE } from '@clipmarket/core';
import { authHandlers } from '@clipmarket/mocks';
import { ButtonLink } from '@clipmarket/ui';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { Router } from 'wouter';
import { AppProviders } from './App';
import { renderApp, signedInBefore } from './test/renderApp';

describe('the app shell', () => {
  it('answers a path no route claims with the not-found page', async () => {
    await renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });

  it('offers log in and register to a visitor', async () => {
    await renderApp('/no/such/page');
    const account = await screen.findByRole('navigation', { name: 'Account' });
    expect(within(account).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/licensing/login');
    expect(within(account).getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/licensing/register',
    );
  });

  it('validates a remembered session at start and shows who is signed in, with the staff marker', async () => {
    await renderApp('/no/such/page', {
      handlers: { auth: authHandlers.signedIn('staff') },
      persisted: signedInBefore,
    });
    const account = await screen.findByRole('navigation', { name: 'Account' });
    expect(await within(account).findByRole('button', { name: 'Log out' })).toBeVisible();
    expect(within(account).getByRole('link', { name: /Staff/ })).toHaveAttribute(
      'href',
      '/licensing/account',
    );
  });

  it('shows the expired-session toast and signs out when the remembered session is no longer valid', async () => {
    await renderApp('/no/such/page', {
      handlers: { auth: authHandlers.sessionExpired() },
      persisted: signedInBefore,
    });
    expect(await screen.findByText(MESSAGES.sessionExpired)).toBeVisible();
    const account = screen.getByRole('navigation', { name: 'Account' });
    expect(await within(account).findByRole('link', { name: 'Log in' })).toBeVisible();
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('clipmarket:state') ?? '{}').auth.loggedIn).toBe(false),
    );
  });
});

describe('the app’s providers', () => {
  it('make a @clipmarket/ui link navigate inside the app, leaving the page it was opened from', async () => {
    window.history.replaceState(null, '', '/licensing/search?q=dog');
    // A plain anchor would leave the page; only the app's link component moves the address without it.
    const leave = (event: MouseEvent) => event.preventDefault();
    window.addEventListener('click', leave);
    try {
      render(
        <AppProviders>
          <Router base={PAGE_BASE}>
            <ButtonLink href="/licensing/faq">FAQ</ButtonLink>
          </Router>
        </AppProviders>,
      );
      await userEvent.click(screen.getByRole('link', { name: 'FAQ' }));
      expect(window.location.pathname).toBe('/licensing/faq');
      expect(window.history.state).toMatchObject({ prevPath: '/licensing/search?q=dog' });
    } finally {
      window.removeEventListener('click', leave);
      cleanup();
    }
  });
});
