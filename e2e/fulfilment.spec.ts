import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
// Relative imports: Playwright loads the TypeScript sources itself.
import { FULFILMENT_MESSAGES } from '../packages/core/src/contract/fulfilment';
import { MESSAGES } from '../packages/core/src/messages';
import { readZip } from '../apps/api/src/zips/read-zip';
import { registerThroughMail } from './support/register';

// Issue 13's acceptance, against `npm start` on a fresh database (the sandbox storefront; playwright.config.ts
// slows each zip entry to 1.5 s so a build can be seen in progress and canceled): a buyer with licences gets
// the footage, a playlist zip and their history; last month's usage is declared by the demo buyer, whose
// development data holds last month's downloads; nobody without a licence gets a master.

const PASSWORD = 'e2e-Correct-Horse-42';
const PAYING_CARD = '4242 4242 4242 4242';
const MEDIA = path.resolve(import.meta.dirname, '../apps/api/media');

const main = (page: Page) => page.getByRole('main');

async function open(page: Page, to: string): Promise<void> {
  await page.goto(to);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
}

/** Registers through the API; the page's context stays signed in. */
async function registerBuyer(page: Page): Promise<string> {
  const email = `fulfil-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await registerThroughMail(page, {
    email,
    password: PASSWORD,
    firstName: 'Flo',
    lastName: 'Buyer',
    termsAccepted: true,
  });
  return email;
}

interface Clip {
  jmId: string;
  title: string;
  /** The footage number: `masters/clip-NN.mp4`. */
  media: string;
}

/** Clips of the library whose footage differs, with the number of their footage. */
async function someClips(page: Page, count: number): Promise<Clip[]> {
  const res = await page.request.get('/api/public/videos?max=60');
  const body = (await res.json()) as {
    data: { jmId: string; title: string | null; publishingTitle: string | null; imgUrl: string }[];
  };
  const clips: Clip[] = [];
  for (const clip of body.data) {
    const media = /clip-(\d+)\./.exec(clip.imgUrl)?.[1];
    if (!media || clips.some((c) => c.media === media)) continue;
    clips.push({ jmId: clip.jmId, title: clip.publishingTitle ?? clip.title ?? '', media });
    if (clips.length === count) break;
  }
  expect(clips).toHaveLength(count);
  return clips;
}

/** Buys licences through the cart and the sandbox's paying test card; resolves when they are granted. */
async function buy(page: Page, lines: { jmId: string; tier: 'personal' | 'basicPro' }[]): Promise<void> {
  for (const line of lines) {
    const res = await page.request.post(`/api/user/licensing/cart/videos/${line.jmId}`, {
      data: { tier: line.tier },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
  const checkout = await page.request.post('/api/user/licensing/checkout', { data: {} });
  expect(checkout.ok(), await checkout.text()).toBe(true);
  const { checkoutUrl } = (await checkout.json()) as { checkoutUrl: string };
  await page.goto(checkoutUrl);
  await page.getByRole('textbox', { name: 'Card number' }).fill(PAYING_CARD);
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/licensing\/checkout/);
  await expect
    .poll(
      async () => {
        const res = await page.request.get('/api/user/licensing/videos/purchased/all');
        return ((await res.json()) as { data: string[] }).data.length;
      },
      { timeout: 30_000 },
    )
    .toBe(lines.length);
}

async function createPlaylist(page: Page, name: string, jmIds: string[]): Promise<string> {
  const created = await page.request.post('/api/user/licensing/lists', { data: { name } });
  const { uuid } = (await created.json()) as { uuid: string };
  const added = await page.request.post(`/api/user/licensing/lists/${uuid}/videos`, { data: { jmIds } });
  expect(added.ok()).toBe(true);
  return uuid;
}

test('a licence holder downloads the master from the clip page, a playlist zip, cancels another and sees it all in history', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const email = await registerBuyer(page);
  const [pro, personal, unlicensed, other] = await someClips(page, 4);
  await buy(page, [
    { jmId: pro!.jmId, tier: 'basicPro' },
    { jmId: personal!.jmId, tier: 'personal' },
    { jmId: other!.jmId, tier: 'basicPro' },
  ]);

  // The clip page offers the download; the file is the clean master, named with the JV# and the title.
  await open(page, `/licensing/view/${pro!.jmId}`);
  const downloading = page.waitForEvent('download');
  await main(page).getByRole('link', { name: 'Download', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^JV${pro!.jmId} - .+\\.mp4$`));
  const bytes = readFileSync((await download.path())!);
  expect(bytes.equals(readFileSync(path.join(MEDIA, 'masters', `clip-${pro!.media}.mp4`)))).toBe(true);
  expect(bytes.equals(readFileSync(path.join(MEDIA, 'previews', `clip-${pro!.media}.mp4`)))).toBe(false);

  // A Personal licence downloads the watermarked file.
  await open(page, `/licensing/view/${personal!.jmId}`);
  await expect(main(page).getByRole('link', { name: 'Download (watermarked)' })).toBeVisible();

  // No master for a clip without a licence, by any address; none for a visitor at all.
  const refused = await page.request.get(`/api/user/licensing/videos/${unlicensed!.jmId}/download`);
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { message: string }).message).toBe(FULFILMENT_MESSAGES.licenceNeeded);
  await open(page, `/licensing/view/${unlicensed!.jmId}`);
  await expect(main(page).getByRole('button', { name: 'License this clip' })).toBeVisible();
  // The licensed file's download, that is: every buyer is offered the clip's comp (ADR 83).
  await expect(main(page).getByRole('link', { name: /^Download( \(watermarked\))?$/ })).toHaveCount(0);
  for (const address of [
    `/media/masters/clip-${unlicensed!.media}.mp4`,
    `/media/previews/../masters/clip-${unlicensed!.media}.mp4`,
    `/media/%2e%2e/masters/clip-${unlicensed!.media}.mp4`,
  ]) {
    expect((await page.request.get(address)).status(), address).toBe(404);
  }
  const stranger = await browser.newContext();
  expect((await stranger.request.get(`/api/user/licensing/videos/${pro!.jmId}/download`)).status()).toBe(401);
  await stranger.close();

  // A playlist zip: start it, see it in progress, then the link; the zip holds the two licensed files and a
  // list of the one left out.
  const reel = await createPlaylist(page, 'Fulfilment reel', [pro!.jmId, personal!.jmId, unlicensed!.jmId]);
  await open(page, `/licensing/account/lists/${reel}`);
  await main(page).getByRole('button', { name: 'Download all' }).click();
  await expect(main(page).getByText(MESSAGES.downloadInProgress)).toBeVisible();
  // Its bar: the two licensed clips are what the zip will hold.
  const bar = main(page).getByRole('progressbar', { name: 'Zip progress' });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute('max', '2');
  await expect(bar).toHaveAttribute('aria-valuetext', /^[0-2] of 2 clips in the zip, \d+ MB so far$/);
  const zipLink = main(page).getByRole('link', { name: 'Download Fulfilment reel' });
  // The page checks every 15 s while on a /lists page.
  await expect(zipLink).toBeVisible({ timeout: 45_000 });
  const zipping = page.waitForEvent('download');
  await zipLink.click();
  const zip = readZip(readFileSync((await (await zipping).path())!));
  const names = zip.map((entry) => entry.name).sort();
  expect(names).toHaveLength(3);
  expect(names.filter((name) => name.endsWith('.mp4'))).toHaveLength(2);
  const notIncluded = zip.find((entry) => entry.name === 'NOT-INCLUDED.txt');
  expect(notIncluded?.data.toString('utf8')).toContain(`JV${unlicensed!.jmId}`);
  const master = zip.find((entry) => entry.name.startsWith(`JV${pro!.jmId}`));
  expect(master?.data.equals(readFileSync(path.join(MEDIA, 'masters', `clip-${pro!.media}.mp4`)))).toBe(true);
  // The buyer was also told by mail, with the playlist's page.
  const mails = (await (
    await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`)
  ).json()) as { data: { subject: string; text: string }[] };
  const ready = mails.data.filter((mail) => mail.subject === 'Your zip of “Fulfilment reel” is ready');
  expect(ready).toHaveLength(1);
  expect(ready[0]!.text).toContain(`/licensing/account/lists/${reel}`);

  // Another playlist's download, canceled while it is prepared.
  const second = await createPlaylist(page, 'Second reel', [other!.jmId, pro!.jmId, personal!.jmId]);
  await open(page, `/licensing/account/lists/${second}`);
  await main(page).getByRole('button', { name: 'Download all' }).click();
  await expect(main(page).getByText(MESSAGES.downloadInProgress)).toBeVisible();
  await main(page).getByRole('button', { name: 'Cancel download' }).click();
  await expect(page.getByText(MESSAGES.downloadCanceled).first()).toBeVisible();
  const entries = await page.request.get('/api/user/playlist/download');
  const statuses = ((await entries.json()) as { data: { playlistUuid: string; status: string }[] }).data;
  expect(statuses.find((entry) => entry.playlistUuid === second)?.status).toBe('CANCELED');
  expect(statuses.find((entry) => entry.playlistUuid === reel)?.status).toBe('COMPLETED');

  // History: the clips viewed and the clips downloaded.
  await open(page, '/licensing/account/history');
  // On any page, the header's bell holds the ready zip's notice (the canceled one sent none).
  const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
  await bell.click();
  const notice = page.getByRole('list', { name: 'Notifications' }).getByRole('link');
  await expect(notice).toHaveCount(1);
  await expect(notice).toContainText('Your zip of “Fulfilment reel” is ready');
  await expect(notice).toHaveAttribute('href', `/licensing/account/lists/${reel}`);
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  const viewed = main(page).getByRole('region', { name: 'Clips you viewed' });
  const downloaded = main(page).getByRole('region', { name: 'Clips you downloaded' });
  await expect(viewed.getByText(`JV#${unlicensed!.jmId}`)).toBeVisible();
  await expect(downloaded.getByText(`JV#${pro!.jmId}`)).toBeVisible();
  await expect(downloaded.getByText(`JV#${personal!.jmId}`)).toBeVisible();
});

test('the demo buyer declares last month’s usage, and cannot declare it twice', async ({ page }) => {
  test.setTimeout(90_000);
  const login = await page.request.post('/api/login', {
    data: { username: 'buyer@example.com', password: 'clipmarket-demo' },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const now = new Date();
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const year = last.getUTCFullYear();
  const month = last.getUTCMonth() + 1;

  await open(page, `/licensing/account/usage?year=${year}&month=${month}`);
  const rows = main(page).getByRole('checkbox');
  await expect(rows.first()).toBeVisible();
  await rows.first().check();
  await main(page).getByRole('button', { name: 'Save', exact: true }).click();
  await main(page).getByLabel('Notes').fill('Used in a monthly recap video.');
  await main(page).getByRole('button', { name: 'Declare usage' }).click();
  // It is final: a confirmation sums it up before it is sent.
  const confirm = page.getByRole('dialog', { name: /^Declare .+ \d{4}\?$/ });
  await expect(confirm).toContainText('1 of ');
  await expect(confirm).toContainText('Notes: Used in a monthly recap video.');
  await confirm.getByRole('button', { name: /^Declare .+ \d{4}$/ }).click();
  await expect(main(page).getByText(/^Declared on /)).toBeVisible();

  const month2 = await page.request.get(`/api/user/licensing/download/${year}/${month}`);
  const body = (await month2.json()) as { declareDate: string | null; downloads: { used: boolean }[] };
  expect(body.declareDate).not.toBeNull();
  expect(body.downloads.filter((d) => d.used)).toHaveLength(1);
  const again = await page.request.put(`/api/user/licensing/download/${year}/${month}/declare`, {
    data: { notes: '' },
  });
  expect(again.status()).toBe(409);
  const thisMonth = await page.request.put(
    `/api/user/licensing/download/${now.getUTCFullYear()}/${now.getUTCMonth() + 1}/declare`,
    { data: { notes: '' } },
  );
  // This month has no download of the demo buyer (404) or is not over (405): never declared.
  expect([404, 405]).toContain(thisMonth.status());
});
