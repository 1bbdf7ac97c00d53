import { MESSAGES, PAGE_BASE } from '@clipmarket/core';
import { authHandlers } from '@clipmarket/mocks';
import { ButtonLink } from '@clipmarket/ui';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Router } from 'wouter';
import { AppProviders } from './App';
import { openAccountArea, renderApp, signedInBefore } from './test/renderApp';

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
    const account = await openAccountArea();
    expect(await within(account).findByRole('button', { name: 'Log out' })).toBeVisible();
    expect(within(account).getByRole('link', { name: /Staff/ })).toHaveAttribute(
      'href',
      '/licensing/account',
    );
  });

  it('gives a signed-in buyer a header of one row on a phone, the sections and the account in its menu', async () => {
    await page.viewport(390, 844);
    await renderApp('/no/such/page', {
      handlers: { auth: authHandlers.signedIn() },
      persisted: signedInBefore,
    });
    const banner = screen.getByRole('banner');
    const menu = await within(banner).findByRole('button', { name: 'Menu' }, { timeout: 10_000 });
    // Search, the bell and the cart stay in the row; the sections and the account wait in the menu.
    expect(within(banner).getByRole('button', { name: 'Search clips' })).toBeVisible();
    expect(within(banner).getByRole('link', { name: /^Cart/ })).toBeVisible();
    expect(within(banner).queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(within(banner).queryByRole('navigation', { name: 'Account' })).toBeNull();
    const row = menu.getBoundingClientRect();
    for (const control of [within(banner).getByRole('button', { name: 'Search clips' }), menu]) {
      expect(control.getBoundingClientRect().top).toBe(row.top);
    }
    expect(banner.getBoundingClientRect().height).toBeLessThan(80);

    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    const sections = within(banner).getByRole('navigation', { name: 'Main' });
    for (const name of ['Search', 'The Wire', 'Collections', 'Pricing']) {
      expect(within(sections).getByRole('link', { name })).toBeVisible();
    }
    const account = within(banner).getByRole('navigation', { name: 'Account' });
    expect(await within(account).findByRole('link', { name: /^My lists/ })).toBeVisible();
    expect(within(account).getByRole('button', { name: 'Log out' })).toBeVisible();

    // A section opens its page and puts the menu away; Escape does too.
    await userEvent.click(within(sections).getByRole('link', { name: 'The Wire' }));
    await waitFor(() => expect(window.location.pathname).toBe('/licensing/thewire'));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    await userEvent.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
    await page.viewport(414, 896);
  });

  it('gives a signed-in buyer with a long name and a badge a header of one row at 1280 px, the name cut short', async () => {
    await page.viewport(1280, 800);
    await renderApp('/no/such/page', {
      handlers: { auth: authHandlers.signedIn('staff') },
      persisted: signedInBefore,
    });
    const banner = screen.getByRole('banner');
    const account = await within(banner).findByRole('navigation', { name: 'Account' });
    const logOut = await within(account).findByRole('button', { name: 'Log out' }, { timeout: 10_000 });
    const brand = within(banner).getByRole('link', { name: 'Clipmarket' });
    const row = (element: Element) => {
      const box = element.getBoundingClientRect();
      return Math.round(box.top + box.height / 2);
    };
    const parts = [
      within(banner).getByRole('link', { name: 'Pricing' }),
      within(banner).getByRole('searchbox', { name: 'Search clips' }),
      within(banner).getByRole('link', { name: /^Cart/ }),
      await within(account).findByRole('link', { name: /^My lists/ }),
      within(account).getByRole('link', { name: /Staff/ }),
      logOut,
    ];
    /** Whether any piece of an element's text runs onto a second line. */
    const wraps = (element: Element) => {
      const texts = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let text = texts.nextNode(); text; text = texts.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(text);
        const tops = [...range.getClientRects()].map((rect) => rect.top);
        if (tops.length > 1 && Math.max(...tops) - Math.min(...tops) > 4) return true;
      }
      return false;
    };
    for (const part of parts) {
      expect(Math.abs(row(part) - row(brand)), part.textContent ?? '').toBeLessThan(4);
      expect(wraps(part), part.textContent ?? '').toBe(false);
    }
    expect(banner.getBoundingClientRect().height).toBeLessThan(80);
    // The name gives way inside its link, which still names the account in full.
    const name = within(account).getByRole('link', { name: /Staff/ }).querySelector('[title]')!;
    expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    expect(name.getAttribute('title')).toBe(name.textContent);
    expect(logOut.getBoundingClientRect().right).toBeLessThanOrEqual(1280);
    await page.viewport(414, 896);
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
