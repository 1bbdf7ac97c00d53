import { expect, test, type Page } from '@playwright/test';
// Relative imports: Playwright loads the TypeScript sources itself.
import { ENDPOINT_PATHS } from '../packages/core/src/contract/endpointPaths';
import { registerThroughMail } from './support/register';

// Issue 33, item 3 ("What must hold"), against `npm start` on a fresh database: a buyer saves a search with a
// daily alert, clips matching it enter the library, and the alert's digest arrives in the outbox naming them and
// linking to the search, with its notice in the bell; with no new clips since, a second run mails nothing. The
// pass runs every 15 minutes and waits for due times, so the test adds the clips and runs this buyer's alerts
// now through the development routes beside the outbox (contract/dev.ts), which run the real digest.

const PASSWORD = 'e2e-Correct-Horse-42';
const ALERT_MAIL_KIND = 'saved-search-alert';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  kind: string;
}

async function open(page: Page, to: string): Promise<void> {
  await page.goto(to);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
}

async function alertMails(page: Page, email: string): Promise<OutboxMail[]> {
  const res = await page.request.get(
    `${ENDPOINT_PATHS.devOutboxEndpoint.path}?to=${encodeURIComponent(email)}`,
  );
  expect(res.status()).toBe(200);
  const { data } = (await res.json()) as { data: OutboxMail[] };
  return data.filter((mail) => mail.kind === ALERT_MAIL_KIND);
}

async function runAlerts(page: Page, email: string): Promise<number> {
  const res = await page.request.post(ENDPOINT_PATHS.devSavedSearchAlertsRunEndpoint.path, {
    data: { email },
  });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { queued: number }).queued;
}

/** A word no clip has, so the clips this test adds are the only ones its search finds. */
const freshWord = () =>
  `zq${Math.random()
    .toString(36)
    .slice(2, 10)
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;

test("a saved search's alert arrives in the outbox after new clips are added", async ({ page }) => {
  const email = `alert-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await registerThroughMail(page, {
    email,
    password: PASSWORD,
    firstName: 'Ada',
    lastName: 'Alert',
    termsAccepted: true,
  });

  // The search, saved from the search page with a daily alert before any clip matches it.
  const word = freshWord();
  const name = `Seals ${word}`;
  await open(page, `/licensing/search?q=${word}`);
  await page.getByRole('button', { name: 'Save search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog.getByText(`“${word}”`)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('radio', { name: 'Daily' }).check();
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByText(`Saved “${name}”. We will email you when new clips match it.`)).toBeVisible();

  // Nothing has entered the library for it yet: no mail, never an empty one.
  expect(await runAlerts(page, email)).toBe(0);

  // Two clips matching the word enter the library.
  const added = await page.request.post(ENDPOINT_PATHS.devAcquisitionsEndpoint.path, {
    data: { count: 2, title: `Harbour seal ${word}` },
  });
  expect(added.status(), await added.text()).toBe(201);
  const clips = ((await added.json()) as { data: { jmId: string; title: string }[] }).data;
  expect(clips.map((clip) => clip.title)).toEqual([`Harbour seal ${word} 1`, `Harbour seal ${word} 2`]);

  // The buyer's alerts run: one digest, naming both clips and linking to each and to the search.
  expect(await runAlerts(page, email)).toBe(1);
  const mails = await alertMails(page, email);
  expect(mails).toHaveLength(1);
  const [digest] = mails;
  expect(digest!.subject).toBe(`2 new clips for “${name}”`);
  for (const clip of clips) {
    expect(digest!.text).toContain(`- ${clip.title}`);
    expect(digest!.text).toContain(`/licensing/view/${clip.jmId}`);
  }
  const searchLink = /See the search: (\S+)/.exec(digest!.text)?.[1];
  expect(searchLink, digest!.text).toBeDefined();
  const searchUrl = new URL(searchLink!);
  expect(searchUrl.pathname).toBe('/licensing/search');
  expect(searchUrl.searchParams.get('q')).toBe(word);

  // The header's bell has the notice.
  const bell = await page.request.get(ENDPOINT_PATHS.notificationsEndpoint.path);
  expect(bell.status()).toBe(200);
  const { data: notices } = (await bell.json()) as { data: { kind: string; title: string }[] };
  expect(notices.filter((notice) => notice.kind === 'saved-search-alert')).toEqual([
    expect.objectContaining({ title: `2 new clips for “${name}”` }),
  ]);

  // The mail's link opens the search, which finds the new clips.
  await open(page, `${searchUrl.pathname}${searchUrl.search}`);
  for (const clip of clips) await expect(page.getByText(clip.title).first()).toBeVisible();

  // No clip entered since: running again mails nothing more.
  expect(await runAlerts(page, email)).toBe(0);
  expect(await alertMails(page, email)).toHaveLength(1);
});
