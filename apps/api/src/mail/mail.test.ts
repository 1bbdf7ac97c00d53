import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMailer } from '../auth/mail';
import type { DB } from '../db/schema';
import { startTestServer, type TestServer } from '../test/harness';
import type { MailConfig } from './config';
import {
  bodyOf,
  headersOf,
  startTestSmtpServer,
  testCertificate,
  type TestCertificate,
  type TestSmtpServer,
  type TestSmtpServerOptions,
} from './test-smtp';
import { createSmtpTransport, type MailTransport } from './transport';
import { createMailWorker, LINK_REMOVED, type MailWorkerLog, type MailWorkerOptions } from './worker';

// Real SMTP on a real database: generous limits for loaded CI machines.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 600_000 });

let certificate: TestCertificate;
let server: TestServer;
let db: Kysely<DB>;
const smtpServers: TestSmtpServer[] = [];
const transports: MailTransport[] = [];

beforeAll(async () => {
  certificate = testCertificate();
  // This server's own worker stays off: each test runs workers of its own, on its own SMTP server.
  server = await startTestServer({ app: { mail: { worker: false } } });
  db = server.db;
});

afterAll(async () => {
  await server?.close();
});

afterEach(async () => {
  for (const transport of transports.splice(0)) transport.close();
  for (const smtp of smtpServers.splice(0)) await smtp.close();
  // Each test starts from an empty queue.
  await db.deleteFrom('outbox').execute();
});

const CONFIG: MailConfig = {
  smtpUrl: null,
  mailFrom: 'Clipmarket <no-reply@clipmarket.com>',
  allowPlaintext: false,
  retentionMs: 30 * 86_400_000,
  production: true,
};

async function smtpServer(options: Omit<TestSmtpServerOptions, 'certificate'> = {}) {
  const smtp = await startTestSmtpServer({ certificate, ...options });
  smtpServers.push(smtp);
  return smtp;
}

/** A log that records what it was told. */
function recordingLog() {
  const lines: { level: string; obj: object; msg: string }[] = [];
  const log: MailWorkerLog = {
    info: (obj, msg) => lines.push({ level: 'info', obj, msg }),
    warn: (obj, msg) => lines.push({ level: 'warn', obj, msg }),
    error: (obj, msg) => lines.push({ level: 'error', obj, msg }),
  };
  return { log, lines };
}

/** A worker sending to `smtp` (trusting the test certificate), with `config` over the production defaults. */
function workerFor(
  smtp: TestSmtpServer | null,
  config: Partial<MailConfig> = {},
  extra: Partial<MailWorkerOptions> = {},
) {
  const merged = { ...CONFIG, smtpUrl: smtp?.url ?? null, ...config };
  const transport = merged.smtpUrl
    ? createSmtpTransport({ ...merged, smtpUrl: merged.smtpUrl }, { tls: { ca: certificate.cert } })
    : null;
  if (transport) transports.push(transport);
  return createMailWorker({ db, config: merged, transport, ...extra });
}

const resetId = () => randomBytes(32).toString('base64url');

/** Queues a reset-like mail carrying a secret link, as the auth service does. */
async function queueResetMail(id = resetId(), to = 'ann@example.com') {
  await createMailer(db).send({
    to,
    kind: 'password-reset',
    subject: 'Reset your Clipmarket password',
    text: `Hello Ann,\n\nChoose a new password here:\nhttps://clips.example/licensing/reset-password/${id}\n\nBye`,
  });
  return id;
}

const rows = () =>
  db
    .selectFrom('outbox')
    .select(['id', 'status', 'attempts', 'textBody', 'lastError', 'sentAt', 'runAt'])
    .orderBy('createdAt')
    .execute();

/** Makes every queued mail due now, as if its backoff had passed. */
const backoffPassed = () =>
  db
    .updateTable('outbox')
    .set({ runAt: sql<Date>`now()` })
    .where('status', '=', 'queued')
    .execute();

describe('sending through SMTP (nodemailer against a real SMTP server)', () => {
  it('delivers a queued mail after STARTTLS and AUTH, and the stored copy loses its link once sent', async () => {
    const smtp = await smtpServer({ auth: { user: 'clipmarket', pass: 's3cret/with:odd@chars' } });
    const id = await queueResetMail();
    const [queued] = await rows();
    expect(queued).toMatchObject({ status: 'queued', attempts: 0 });
    expect(queued!.textBody).toContain(id);

    expect(await workerFor(smtp).runDue()).toBe(1);

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail).toMatchObject({
      from: 'no-reply@clipmarket.com',
      to: ['ann@example.com'],
      secure: true,
      user: 'clipmarket',
    });
    expect(bodyOf(mail!)).toContain(`https://clips.example/licensing/reset-password/${id}`);
    const [sent] = await rows();
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(sent!.sentAt).not.toBeNull();
    expect(sent!.textBody).not.toContain(id);
    expect(sent!.textBody).not.toContain('https://');
    expect(sent!.textBody).toContain(LINK_REMOVED);
    expect(sent!.textBody).toContain('Choose a new password here:');
  });

  it('sends a digest’s HTML part and one-click unsubscribe headers, and keeps neither once sent', async () => {
    const smtp = await smtpServer();
    const token = resetId();
    await createMailer(db).send({
      to: 'ann@example.com',
      kind: 'saved-search-alert',
      subject: '2 new clips for “Storms”',
      text: `Hello,\n\nTurn this alert off: https://clips.example/licensing/alerts/unsubscribe?token=${token}`,
      html: '<p>Hello,</p><p><img src="https://clips.example/media/posters/a.webp" alt=""></p>',
      headers: {
        'List-Unsubscribe': `<https://clips.example/api/alerts/unsubscribe?token=${token}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });

    expect(await workerFor(smtp).runDue()).toBe(1);

    const [mail] = smtp.received;
    const headers = headersOf(mail!);
    expect(headers).toContain(
      `List-Unsubscribe: <https://clips.example/api/alerts/unsubscribe?token=${token}>`,
    );
    expect(headers).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(headers.find((h) => /^content-type:/i.test(h))).toMatch(/multipart\/alternative/);
    expect(mail!.raw).toContain('text/html');
    const [kept] = await db.selectFrom('outbox').select(['textBody', 'htmlBody', 'headers']).execute();
    expect(kept).toEqual({ textBody: expect.not.stringContaining(token), htmlBody: null, headers: null });
  });

  it('removes a token the mail carries outside a link once it is sent', async () => {
    const smtp = await smtpServer();
    const code = resetId();
    await createMailer(db).send({
      to: 'ann@example.com',
      kind: 'test',
      subject: 'Your code',
      text: `Your one-time code:\n${code}\n\nIt works once.`,
    });
    await workerFor(smtp).runDue();
    expect(bodyOf(smtp.received[0]!)).toContain(code);
    const [sent] = await rows();
    expect(sent!.status).toBe('sent');
    expect(sent!.textBody).toBe('Your one-time code:\n[removed once sent]\n\nIt works once.');
  });

  it('refuses a server that offers no STARTTLS (or had it stripped): no mail, no password; retried, then failed and logged', async () => {
    const smtp = await smtpServer({ starttls: false, auth: { user: 'clipmarket', pass: 'secret' } });
    const id = await queueResetMail();
    const { log, lines } = recordingLog();
    const worker = workerFor(smtp, {}, { maxAttempts: 2, log });

    expect(await worker.runDue()).toBe(1);
    const [retry] = await rows();
    expect(retry).toMatchObject({ status: 'queued', attempts: 1 });
    expect(retry!.lastError).toMatch(/STARTTLS/i);
    // Backed off: not due again at once.
    expect(new Date(retry!.runAt).getTime()).toBeGreaterThan(Date.now() + 20_000);
    expect(await worker.runDue()).toBe(0);

    await backoffPassed();
    expect(await worker.runDue()).toBe(1);
    const [failed] = await rows();
    expect(failed).toMatchObject({ status: 'failed', attempts: 2 });
    expect(failed!.textBody).not.toContain(id);
    expect(smtp.attempts()).toBe(0);
    expect(smtp.passwordsSeen()).toBe(0);
    expect(lines.filter((line) => line.level === 'error').map((line) => line.msg)).toEqual([
      'mail not sent; given up',
    ]);
    // The log names the mail and its kind, never its address or text.
    expect(JSON.stringify(lines)).not.toContain('ann@example.com');
  });

  it('sends to a server without STARTTLS when SMTP_ALLOW_PLAINTEXT says so', async () => {
    const smtp = await smtpServer({ starttls: false });
    await queueResetMail();
    expect(await workerFor(smtp, { allowPlaintext: true }).runDue()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.secure).toBe(false);
    expect((await rows())[0]!.status).toBe('sent');
  });

  it('sends over TLS from the start to an smtps:// server', async () => {
    const smtp = await smtpServer({ secure: true, auth: { user: 'u', pass: 'p' } });
    expect(smtp.url).toMatch(/^smtps:\/\//);
    await queueResetMail();
    expect(await workerFor(smtp).runDue()).toBe(1);
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({ secure: true, user: 'u' });
  });

  it('retries a temporary refusal (451) after a backoff, then delivers it once', async () => {
    const smtp = await smtpServer({ failFirst: 1 });
    const id = await queueResetMail();
    const { log, lines } = recordingLog();
    const worker = workerFor(smtp, {}, { log });

    await worker.runDue();
    const [retry] = await rows();
    expect(retry).toMatchObject({ status: 'queued', attempts: 1 });
    expect(retry!.lastError).toMatch(/451/);
    // The link stays until the mail is sent: the retry needs it.
    expect(retry!.textBody).toContain(id);
    expect(lines.map((line) => [line.level, line.msg])).toEqual([['warn', 'mail not sent; will retry']]);
    expect(await worker.runDue()).toBe(0);

    await backoffPassed();
    expect(await worker.runDue()).toBe(1);
    expect(smtp.attempts()).toBe(2);
    expect(smtp.received).toHaveLength(1);
    expect(bodyOf(smtp.received[0]!)).toContain(id);
    expect(await rows()).toMatchObject([{ status: 'sent', attempts: 2, lastError: null }]);
  });

  it('fails a mail the server refuses for good (550) at once, and logs it', async () => {
    const smtp = await smtpServer({ refuseRecipients: true });
    const id = await queueResetMail();
    const { log, lines } = recordingLog();
    await workerFor(smtp, {}, { log }).runDue();
    const [failed] = await rows();
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 });
    expect(failed!.lastError).toMatch(/550/);
    expect(failed!.textBody).not.toContain(id);
    expect(lines).toMatchObject([
      { level: 'error', msg: 'mail not sent; given up', obj: { kind: 'password-reset', responseCode: 550 } },
    ]);
  });

  it('adds no header from a subject with a line break, and a line starting with a dot arrives whole', async () => {
    const smtp = await smtpServer();
    await createMailer(db).send({
      to: 'ann@example.com',
      kind: 'test',
      subject: 'Réinitialiser\r\nBcc: all@example.com',
      text: 'Hello\n.leading dot\n.\nbye',
    });
    await workerFor(smtp).runDue();
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.to).toEqual(['ann@example.com']);
    const headers = headersOf(mail!);
    expect(headers.filter((header) => /^bcc:/i.test(header))).toEqual([]);
    expect(headers.find((header) => /^subject:/i.test(header))).toMatch(/^Subject: =\?UTF-8\?/);
    expect(bodyOf(mail!).replace(/\r\n/g, '\n')).toBe('Hello\n.leading dot\n.\nbye');
  });

  it('never sends one mail twice when two workers run at once', async () => {
    const smtp = await smtpServer();
    for (let i = 0; i < 6; i++) await queueResetMail(resetId(), `buyer${i}@example.com`);
    const [a, b] = await Promise.all([workerFor(smtp).runDue(), workerFor(smtp).runDue()]);
    expect(a + b).toBe(6);
    expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual(
      Array.from({ length: 6 }, (_, i) => `buyer${i}@example.com`).sort(),
    );
    expect((await rows()).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });
});

describe('without SMTP', () => {
  it('production fails each mail at once without its links, logs it, and warns at start', async () => {
    const id = await queueResetMail();
    const { log, lines } = recordingLog();
    const worker = workerFor(null, { production: true }, { log });
    worker.start();
    await worker.stop();
    expect(lines.find((line) => line.level === 'warn')?.msg).toMatch(/^SMTP_URL is not set/);
    await worker.runDue();
    const [failed] = await rows();
    expect(failed).toMatchObject({ status: 'failed', lastError: 'not sent: SMTP_URL is not set' });
    expect(failed!.textBody).not.toContain(id);
    expect(lines.filter((line) => line.level === 'error')).toMatchObject([
      { obj: { kind: 'password-reset' }, msg: expect.stringMatching(/^mail not sent: SMTP_URL is not set/) },
    ]);
  });

  it('development keeps the mail, link and all, for the development outbox', async () => {
    const id = await queueResetMail();
    await workerFor(null, { production: false }).runDue();
    const [kept] = await rows();
    expect(kept).toMatchObject({ status: 'kept' });
    expect(kept!.textBody).toContain(`/licensing/reset-password/${id}`);
  });
});

describe('retention', () => {
  it('deletes sent, failed and kept mails past the retention period, and keeps queued and recent ones', async () => {
    for (let i = 0; i < 5; i++) await queueResetMail(resetId(), `r${i}@example.com`);
    const set = (to: string, status: 'sent' | 'failed' | 'kept' | 'queued', daysAgo: number) =>
      db
        .updateTable('outbox')
        .set({ status, createdAt: sql<Date>`now() - ${daysAgo} * interval '1 day'` } as never)
        .where('toAddress', '=', to)
        .execute();
    await set('r0@example.com', 'sent', 31);
    await set('r1@example.com', 'failed', 31);
    await set('r2@example.com', 'kept', 31);
    await set('r3@example.com', 'queued', 31);
    await set('r4@example.com', 'sent', 29);
    const worker = workerFor(null, { retentionMs: 30 * 86_400_000, production: false });
    expect(await worker.purge()).toBe(3);
    const left = await db.selectFrom('outbox').select('toAddress').orderBy('toAddress').execute();
    expect(left.map((row) => row.toAddress)).toEqual(['r3@example.com', 'r4@example.com']);
  });

  it('in production also removes any link left in a mail that is not queued (kept before an upgrade)', async () => {
    const id = await queueResetMail();
    await db.updateTable('outbox').set({ status: 'kept' }).execute();
    await workerFor(null, { production: true }).purge();
    expect((await rows())[0]!.textBody).not.toContain(id);
  });
});
