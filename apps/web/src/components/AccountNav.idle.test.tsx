// Its own file, so the header's signed-in parts are fresh: no earlier test in the page has loaded their code.
import { validateEndpoint } from '@clipmarket/core';
import { authHandlers } from '@clipmarket/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { expect, it } from 'vitest';
import { openAccountArea, renderApp, signedInBefore } from '../test/renderApp';
import { watchFetches } from '../test/watchFetches';

const SLOW = { timeout: 5_000 };

it('asks for the signed-in header’s code while a remembered session is confirmed, not after', async () => {
  const fetched = watchFetches();
  let confirm = () => {};
  const confirmed = new Promise<void>((resolve) => (confirm = resolve));
  // The session's check answers once let go (the signed-in handlers then answer it).
  const heldCheck = http.post(validateEndpoint.path, async () => {
    await confirmed;
  });
  await renderApp('/', {
    handlers: { auth: [heldCheck, ...authHandlers.signedIn()] },
    persisted: signedInBefore,
  });

  const banner = await screen.findByRole('banner', {}, SLOW);
  expect(await within(banner).findByText('Checking your session…', {}, SLOW)).toBeInTheDocument();
  await waitFor(
    () => expect(fetched.some((address) => address.includes('/HeaderAccountTools.tsx'))).toBe(true),
    SLOW,
  );

  confirm();
  const account = await openAccountArea();
  expect(within(account).getByRole('button', { name: 'Log out' })).toBeVisible();
});
