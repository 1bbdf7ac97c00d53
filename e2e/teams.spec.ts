import { expect, test, type Page } from '@playwright/test';
// Relative imports: Playwright loads the TypeScript sources itself.
import { TEAM_MESSAGES } from '../packages/core/src/contract/teamRules';
import { registerThroughMail } from './support/register';

// Issue 33, against `npm start` on a fresh database: a producer creates a team and invites an editor by e-mail;
// the editor opens the mailed link signed out, creates an account, joins, and shortlists clips in a playlist the
// producer then opens from the team page and comments on, which the editor is told of; a member cannot check out. The producer saves a copy, shares it with a
// client who approves two clips as a guest, and licenses the approved clips in one step; removed, the editor
// loses the team at once.

const PASSWORD = 'e2e-Correct-Horse-42';
const unique = (who: string) => `${who}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function open(page: Page, to: string): Promise<void> {
  await page.goto(to);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
}

/** The invitation link mailed to `email`, as a path and query of this site. */
async function invitationLink(page: Page, email: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
      const { data } = (await res.json()) as { data: { kind: string; text: string }[] };
      const found = /https?:\/\/\S+\/licensing\/team\/join\?token=\S+/.exec(
        data.find((m) => m.kind === 'team-invitation')?.text ?? '',
      )?.[0];
      link = found ? new URL(found).pathname + new URL(found).search : '';
      return link;
    })
    .not.toBe('');
  return link;
}

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a producer invites an editor, whose shortlist a client approves and the producer licenses', async ({
  page,
  browser,
}) => {
  // Two accounts registered through the mail, a team joined, a shortlist reviewed by a colleague and a client,
  // and a purchase: 26 s on a quiet machine, past the 30 s default while the other worker runs beside it.
  test.setTimeout(120_000);
  const editorEmail = unique('editor');
  await registerThroughMail(page, {
    email: unique('producer'),
    password: PASSWORD,
    firstName: 'Pat',
    lastName: 'Producer',
    termsAccepted: true,
  });

  // The producer creates the team and invites the editor as a member.
  await open(page, '/licensing/account/team');
  await page.getByRole('textbox', { name: 'Company or team name' }).fill('Northwind Media');
  await page.getByRole('button', { name: 'Create team' }).click();
  await expect(page.getByRole('heading', { name: 'Northwind Media' })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(editorEmail);
  await page.getByRole('radio', { name: /^Member/ }).check();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${editorEmail}.`, { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: `Withdraw the invitation to ${editorEmail}` })).toBeVisible();

  // The editor opens the mailed link in a browser of their own, signed out, then with an account.
  const link = await invitationLink(page, editorEmail);
  const editorContext = await browser.newContext();
  const editor = await editorContext.newPage();
  await open(editor, link);
  await expect(editor.getByRole('heading', { name: 'Join Northwind Media on Clipmarket' })).toBeVisible();
  await expect(editor.getByRole('link', { name: 'Sign in to accept' })).toBeVisible();
  await registerThroughMail(editor, {
    email: editorEmail,
    password: PASSWORD,
    firstName: 'Eddie',
    lastName: 'Editor',
    termsAccepted: true,
  });
  await open(editor, link);
  await editor.getByRole('button', { name: 'Join Northwind Media' }).click();
  await expect(editor).toHaveURL(/\/licensing\/account\/team$/);
  await expect(editor.getByText('You are a member of this team.')).toBeVisible();
  await expect(editor.getByRole('heading', { name: 'Invite a colleague' })).toHaveCount(0);

  // The link works once.
  const again = await editor.request.post('/api/user/team/join', {
    data: { token: new URL(link, 'http://x').searchParams.get('token') },
  });
  expect(again.status()).toBe(410);

  // The editor shortlists two clips; a member cannot check out.
  const search = await editor.request.post('/api/search', { data: { q: '' } });
  const clips = ((await search.json()) as { data: { jmId: string }[] }).data.slice(0, 2).map((c) => c.jmId);
  const created = await editor.request.post('/api/user/licensing/lists', {
    data: { name: 'Promo shortlist' },
  });
  const { uuid } = (await created.json()) as { uuid: string };
  expect(
    (await editor.request.post(`/api/user/licensing/lists/${uuid}/videos`, { data: { jmIds: clips } })).ok(),
  ).toBe(true);
  expect(
    (
      await editor.request.post(`/api/user/licensing/cart/videos/${clips[0]}`, { data: { tier: 'basicPro' } })
    ).ok(),
  ).toBe(true);
  await open(editor, '/licensing/checkout');
  await expect(editor.getByText(TEAM_MESSAGES.checkoutRole)).toBeVisible();
  await expect(editor.getByRole('main').getByRole('button', { name: 'Check out' })).toHaveCount(0);
  const refused = await editor.request.post('/api/user/licensing/checkout', { data: {} });
  expect(refused.status()).toBe(403);

  // The producer opens it from the team page, read only.
  await open(page, '/licensing/account/team');
  await page.getByRole('link', { name: /Promo shortlist/ }).click();
  await expect(page).toHaveURL(new RegExp(`/licensing/account/team/lists/${uuid}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Promo shortlist' })).toBeVisible();
  await expect(
    page.getByText('A playlist of a colleague in your team: comment on its clips', { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(2);

  // The producer comments on the editor's first clip; the editor is told in the bell, once, and reads it in the
  // playlist's review panel with who wrote it.
  const firstRow = page.getByRole('main').getByRole('article').first();
  await firstRow.getByRole('button', { name: /^Add a comment/ }).click();
  await firstRow.getByRole('textbox', { name: 'Comment' }).fill('Open the reel with this one.');
  await firstRow.getByRole('button', { name: 'Post comment' }).click();
  const thread = firstRow.getByRole('list', { name: /^Comments on / });
  await expect(thread.getByText('Open the reel with this one.')).toBeVisible();
  await expect(thread.getByText('You', { exact: true })).toBeVisible();
  await open(editor, '/licensing');
  await editor.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  await editor
    .getByRole('list', { name: 'Notifications' })
    .getByRole('link', { name: /Pat Producer commented on “Promo shortlist”/ })
    .click();
  await expect(editor).toHaveURL(new RegExp(`/licensing/account/lists/${uuid}$`));
  const panel = editor.getByRole('region', { name: 'Reviews and comments' });
  await expect(panel.getByText('Open the reel with this one.')).toBeVisible();
  await expect(panel.getByText('Colleague', { exact: true })).toBeVisible();
  await expect(panel.getByText('Pat Producer', { exact: true })).toBeVisible();

  // The producer saves a copy of the shortlist, shares it with a client, who approves two clips as a guest, and
  // licenses the approved clips in one step.
  await page.getByRole('button', { name: 'Save a copy' }).click();
  const copyDialog = page.getByRole('dialog', { name: 'Save a copy to your lists' });
  await copyDialog.getByRole('textbox', { name: 'Name of your copy' }).fill('Promo for the client');
  await copyDialog.getByRole('button', { name: 'Save a copy' }).click();
  await page.getByRole('link', { name: 'Open your copy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Promo for the client' })).toBeVisible();
  await page.getByRole('button', { name: 'Share…' }).click();
  const share = page.getByRole('dialog', { name: 'Share “Promo for the client”' });
  await share.getByRole('button', { name: 'Copy link' }).click();
  await expect(share).toBeHidden();
  const shareLink = await page.evaluate(() => navigator.clipboard.readText());
  const clientContext = await browser.newContext();
  const client = await clientContext.newPage();
  await open(client, shareLink);
  const who = client.getByRole('form', { name: 'Who is reviewing?' });
  await who.getByRole('textbox', { name: 'Your name' }).fill('Cleo Client');
  await who.getByRole('textbox', { name: 'E-mail' }).fill('cleo@client.example');
  await who.getByRole('button', { name: 'Start reviewing' }).click();
  const rows = client.getByRole('main').getByRole('article');
  await expect(rows).toHaveCount(2);
  for (const index of [0, 1]) {
    const approve = rows.nth(index).getByRole('button', { name: /^Approve/ });
    await approve.click();
    await expect(approve).toHaveAttribute('aria-pressed', 'true');
  }
  await clientContext.close();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await page
    .getByRole('region', { name: 'Reviews and comments' })
    .getByRole('button', { name: 'License all approved' })
    .click();
  await expect(page.getByText('Added 2 approved clips to your cart.')).toBeVisible();

  // Removed, the editor loses the team at once.
  await open(page, '/licensing/account/team');
  await page.getByRole('button', { name: 'Remove Eddie Editor' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Eddie Editor was removed from the team.')).toBeVisible();
  await open(editor, '/licensing/account/team');
  await expect(editor.getByRole('heading', { name: 'Create a team' })).toBeVisible();
  await editorContext.close();
});
