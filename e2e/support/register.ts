import { expect, type Page } from '@playwright/test';

/**
 * The link of the newest mail of `kind` to `email` in the development outbox (mails are written after the
 * answer, so it is polled), as a path of this site.
 */
export async function mailedLink(page: Page, email: string, kind: string, path: RegExp): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
      const { data } = (await res.json()) as { data: { kind: string; text: string }[] };
      const mail = data.find((m) => m.kind === kind);
      const found = mail ? new RegExp(`https?://\\S+${path.source}`).exec(mail.text)?.[0] : undefined;
      link = found ? new URL(found).pathname : '';
      return link;
    })
    .not.toBe('');
  return link;
}

export interface Registration {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  termsAccepted: true;
  company?: string;
}

/**
 * Registers through the API as an owner does (ADR 57): the registration (202, nobody signed in), then the link
 * of the mail it sends, read from the development outbox and followed. The page's context is signed in as the
 * new account after it.
 */
export async function registerThroughMail(page: Page, registration: Registration): Promise<void> {
  const res = await page.request.post('/api/public/register', { data: registration });
  expect(res.status(), await res.text()).toBe(202);
  const link = await mailedLink(
    page,
    registration.email,
    'registration',
    /\/licensing\/register\/complete\/\S+/,
  );
  const id = link.split('/').pop()!;
  const done = await page.request.post(`/api/public/register/${id}`);
  expect(done.status(), await done.text()).toBe(200);
}
