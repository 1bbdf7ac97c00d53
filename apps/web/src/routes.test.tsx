import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, signedInBefore } from './test/renderApp';
import { authHandlers } from '@clipmarket/mocks';

/** One address for every route of spec section 2, with its parameters filled in. */
const ROUTES = [
  '/',
  '/register',
  '/login',
  '/reset-password',
  '/reset-password/3f1c8e2a',
  '/view/1254381',
  '/search',
  '/search/similarClips/1254381',
  '/inquiry',
  '/checkout',
  '/checkout/0b0e7f0c-2d55-4c1e-9a53-3b0d7d6f9a10',
  '/checkout/terms?id=c1&reference=R-1001&subtotal=298',
  '/pricing',
  '/collections',
  '/collections/animals',
  '/account',
  '/account/history',
  '/account/profile',
  '/account/lists',
  '/account/lists/0b0e7f0c-2d55-4c1e-9a53-3b0d7d6f9a10',
  '/account/lists/0b0e7f0c-2d55-4c1e-9a53-3b0d7d6f9a10/5e1f3a6b-2c44-4d8e-8f11-9a7b6c5d4e3f',
  '/account/merchandising',
  '/account/merchandising/t1',
  '/account/publisher',
  '/account/publisher/v2',
  '/account/usage',
  '/thewire',
  '/privacy-policy',
  '/privacy-policy-ca',
  '/privacy-policy-va',
  '/video-submissions',
  '/terms-eu',
  '/terms',
  '/submissionterms',
  '/onboarding',
  '/reported-infringement',
  '/faq',
  '/faq/licensing',
  '/make-money-on-youtube',
  '/how-much-money-can-a-viral-video-make-on-youtube',
  '/why-work-with-us',
];

describe('every route of spec section 2', () => {
  it.each(ROUTES)('%s answers with its own page, not the not-found page', async (path) => {
    await renderApp(path, { handlers: { auth: authHandlers.signedIn() }, persisted: signedInBefore });
    const heading = await screen.findByRole('heading', { level: 1 });
    const text = heading.textContent?.trim() ?? '';
    expect(text).not.toBe('');
    expect(text).not.toBe('Page not found');
  });

  it('answers anything else with the not-found page', async () => {
    await renderApp('/view');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});
