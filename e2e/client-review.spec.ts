import { expect, test, type Page } from '@playwright/test';
// Relative imports: Playwright loads the TypeScript sources itself.
import { SHARE_MESSAGES } from '../packages/core/src/contract/playlistReviewRules';
import { registerThroughMail } from './support/register';

// Issue 33, item 2, against `npm start` on a fresh database: a producer shares a playlist for a week, a client
// with no account opens the link, says who they are and approves two clips, the producer sees who approved what
// and licenses the approved clips in one step; the link turned off then says so and shows nothing.

const PASSWORD = 'e2e-Correct-Horse-42';

async function open(page: Page, to: string): Promise<void> {
  await page.goto(to);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
}

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a client approves two clips of a shared playlist as a guest, and the producer licenses them', async ({
  page,
  browser,
}) => {
  await registerThroughMail(page, {
    email: `producer-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`,
    password: PASSWORD,
    firstName: 'Pat',
    lastName: 'Producer',
    termsAccepted: true,
  });
  const search = await page.request.post('/api/search', { data: { q: '' } });
  const clips = ((await search.json()) as { data: { jmId: string }[] }).data
    .slice(0, 3)
    .map((clip) => clip.jmId);
  const created = await page.request.post('/api/user/licensing/lists', {
    data: { name: 'Spring campaign picks' },
  });
  const { uuid } = (await created.json()) as { uuid: string };
  expect(
    (await page.request.post(`/api/user/licensing/lists/${uuid}/videos`, { data: { jmIds: clips } })).ok(),
  ).toBe(true);

  // The producer shares it for a week.
  await open(page, `/licensing/account/lists/${uuid}`);
  await page.getByRole('button', { name: 'Share…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share “Spring campaign picks”' });
  await dialog.getByRole('combobox', { name: 'Link works for' }).selectOption('7');
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(dialog).toBeHidden();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toContain(`/licensing/shared/${uuid}?share=`);

  // The client, in a browser of their own with no account.
  const client = await browser.newContext();
  const guest = await client.newPage();
  await open(guest, link);
  await expect(guest.getByRole('heading', { level: 1, name: 'Spring campaign picks' })).toBeVisible();
  const form = guest.getByRole('form', { name: 'Who is reviewing?' });
  await form.getByRole('textbox', { name: 'Your name' }).fill('Cleo Client');
  await form.getByRole('textbox', { name: 'E-mail' }).fill('cleo@client.example');
  await form.getByRole('button', { name: 'Start reviewing' }).click();
  await expect(
    guest.getByText('You are reviewing as Cleo Client (cleo@client.example).', { exact: false }),
  ).toBeVisible();
  const rows = guest.getByRole('main').getByRole('article');
  await expect(rows).toHaveCount(3);
  const approved: string[] = [];
  for (const index of [0, 1]) {
    approved.push((await rows.nth(index).getByText(/^JV#/).textContent())!.replace('JV#', ''));
    const approve = rows.nth(index).getByRole('button', { name: /^Approve/ });
    await approve.click();
    await expect(approve).toHaveAttribute('aria-pressed', 'true');
  }

  // The producer sees who approved what, and licenses the two approved clips in one step.
  await open(page, `/licensing/account/lists/${uuid}`);
  const review = page.getByRole('region', { name: 'Reviews and comments' });
  await expect(review.getByText('1 person reviewed · 2 clips approved')).toBeVisible();
  await expect(review.getByText('Cleo Client')).toHaveCount(2);
  await review.getByRole('button', { name: 'License all approved' }).click();
  await expect(page.getByText('Added 2 approved clips to your cart.')).toBeVisible();
  const cart = (await (await page.request.get('/api/user/licensing/cart')).json()) as {
    lines: { id: string }[];
  };
  expect(cart.lines.map((line) => line.id).sort()).toEqual(approved.sort());

  // Turned off, the link says so to the client and shows nothing of the playlist.
  await page.getByRole('button', { name: 'Share…' }).click();
  await dialog.getByRole('button', { name: 'Stop sharing' }).click();
  await expect(dialog).toBeHidden();
  await open(guest, link);
  await expect(guest.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible();
  await expect(guest.getByText(SHARE_MESSAGES.revoked)).toBeVisible();
  await expect(guest.getByText('Spring campaign picks')).toHaveCount(0);
  await client.close();
});
