/** Test helpers for e-mail verification over real HTTP, for any suite that needs a verified (staff) account. */

/** The verification id in a verification mail's link. */
export function verificationIdFrom(text: string): string {
  const match = /\/licensing\/verify-email\/([A-Za-z0-9_-]{43})\b/.exec(text);
  if (!match) throw new Error(`no verification link in: ${text}`);
  return match[1]!;
}

/**
 * Waits for the newest mail of `kind` to `to` in the development outbox of a test server (mails are written
 * after the answer), and answers its text. The outbox answers loopback only: test servers listen on 127.0.0.1.
 */
export async function outboxMail(url: string, to: string, kind: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${url}/api/dev/outbox?to=${encodeURIComponent(to)}`);
    if (res.status !== 200) throw new Error(`outbox answered ${res.status}`);
    const { data } = (await res.json()) as { data: { kind: string; text: string }[] };
    const mail = data.find((m) => m.kind === kind);
    if (mail) return mail.text;
    if (Date.now() > deadline) throw new Error(`no ${kind} mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Verifies a registered account's e-mail address the way its owner does: opens the link of the verification
 * mail sent at registration. A company address (COMPANY_EMAIL_DOMAINS) is staff from then on, in every session
 * of the account (staff is read at each request).
 */
export async function verifyEmail(url: string, email: string): Promise<void> {
  const id = verificationIdFrom(await outboxMail(url, email, 'email-verification'));
  const res = await fetch(`${url}/api/public/email-verification/${id}`, { method: 'POST' });
  if (res.status !== 200) throw new Error(`verification answered ${res.status}: ${await res.text()}`);
}
