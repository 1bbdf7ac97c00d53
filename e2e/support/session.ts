import { expect, type Page } from '@playwright/test';

/**
 * Makes the browser remember that a session was open, as the app does after a login, so the next page load
 * validates the session cookie at start. It first waits for the app on the current page to have written its
 * own signed-out state: writing before that would race the app, which would then overwrite it.
 */
export async function rememberSession(page: Page, username: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const raw = localStorage.getItem('clipmarket:state');
        return raw ? (JSON.parse(raw) as { auth?: { loggedIn?: boolean } }).auth?.loggedIn : undefined;
      }),
    )
    .toBe(false);
  await page.evaluate((name) => {
    const state = JSON.parse(localStorage.getItem('clipmarket:state') ?? '{}') as Record<string, unknown>;
    localStorage.setItem(
      'clipmarket:state',
      JSON.stringify({ ...state, auth: { loggedIn: true, username: name } }),
    );
  }, username);
}
