import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIMIT_ENV } from '../auth/config';
import { createMailer, type Mailer } from '../auth/mail';
import { clipIds } from '../playlists/test-helpers';
import { registerAndLogin, type TestUser } from '../test/auth-helpers';
import { startTestServer, type TestServer } from '../test/harness';
import { createUsageReminder, USAGE_REMINDER_KIND, type UsageReminderOptions } from './reminder';
import { insertDownload } from './test-helpers';

// Real HTTP on a real database: generous limits for loaded CI machines.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 600_000 });

const BASE_URL = 'https://clips.example';
const savedEnv: Record<string, string | undefined> = {};

let server: TestServer;
let ids: string[];

beforeAll(async () => {
  for (const [name] of Object.values(LIMIT_ENV)) {
    savedEnv[name] = process.env[name];
    process.env[name] = '100000/3600';
  }
  // The app's own reminder stays off here: each test runs reminders of its own, on its own clock.
  server = await startTestServer({ seedClips: 10, app: { usage: { reminder: { enabled: false } } } });
  ids = await clipIds(server.db);
});

afterAll(async () => {
  await server?.close();
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

/** The outbox's reminders to `to`, oldest first. */
async function remindersTo(to: string) {
  return server.db
    .selectFrom('outbox')
    .select(['subject', 'textBody'])
    .where('toAddress', '=', to)
    .where('kind', '=', USAGE_REMINDER_KIND)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

/** The account's notifications, oldest first. */
function noticesOf(userId: string) {
  return server.db
    .selectFrom('notifications')
    .select(['kind', 'title', 'href'])
    .where('userId', '=', userId)
    .orderBy('id')
    .execute();
}

/** A clock the test moves. */
function clockAt(iso: string) {
  let now = new Date(iso);
  return { now: () => now, set: (next: string) => (now = new Date(next)) };
}

function reminderOn(now: () => Date, extra: Partial<UsageReminderOptions> = {}) {
  return createUsageReminder({
    db: server.db,
    mailer: createMailer(server.db, { smtpUrl: null, mailFrom: 'Clipmarket <no-reply@clipmarket.com>' }),
    baseUrl: BASE_URL,
    now,
    ...extra,
  });
}

/** A buyer whose downloads are these ISO times, of clips 0, 1, 2… */
async function buyerWith(times: string[]): Promise<TestUser> {
  const buyer = await registerAndLogin(server.url);
  for (const [index, at] of times.entries()) {
    await insertDownload(server.db, buyer.userUuid, ids[index]!, at);
  }
  return buyer;
}

describe('the usage reminder', () => {
  it('mails a user once for each ended, undeclared month with downloads, linking to the month', async () => {
    const buyer = await buyerWith([
      '2026-01-05T10:00:00Z',
      '2026-01-31T23:59:59Z',
      '2026-02-10T10:00:00Z',
      '2026-03-01T00:00:00Z',
    ]);
    // February is declared; March is the current month.
    await server.db
      .insertInto('usageMonths')
      .values({ userId: buyer.userUuid, year: 2026, month: 2, notes: '', declaredAt: '2026-03-01T08:00:00Z' })
      .execute();
    const clock = clockAt('2026-03-01T00:30:00Z');
    const reminder = reminderOn(clock.now);

    await reminder.runOnce();
    const mails = await remindersTo(buyer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Declare your clip usage for January 2026');
    expect(mails[0]!.textBody).toContain('Hello Test,');
    expect(mails[0]!.textBody).toContain(
      `- January 2026 (2 clips): ${BASE_URL}/licensing/account/usage?year=2026&month=1`,
    );
    expect(mails[0]!.textBody).not.toContain('February');
    expect(mails[0]!.textBody).not.toContain('March');
    // The header's bell says it too, linking the month.
    expect(await noticesOf(buyer.userUuid)).toEqual([
      {
        kind: 'usage-to-declare',
        title: 'January 2026 is over: declare the clips you used',
        href: '/licensing/account/usage?year=2026&month=1',
      },
    ]);

    // Later passes of the same month send nothing more.
    await reminder.runOnce();
    clock.set('2026-03-20T00:00:00Z');
    await reminder.runOnce();
    expect(await remindersTo(buyer.email)).toHaveLength(1);

    // Once March is over, March's reminder follows.
    clock.set('2026-04-01T00:05:00Z');
    await reminder.runOnce();
    const after = await remindersTo(buyer.email);
    expect(after).toHaveLength(2);
    expect(after[1]!.subject).toBe('Declare your clip usage for March 2026');
  });

  it('names every month due in one mail, back to the look-back limit', async () => {
    const buyer = await buyerWith([
      '2025-11-05T10:00:00Z',
      '2025-12-05T10:00:00Z',
      '2025-12-06T10:00:00Z',
      // Before the three months a pass looks back over: past reminding.
      '2025-09-30T23:00:00Z',
    ]);
    await reminderOn(() => new Date('2026-01-02T00:00:00Z')).runOnce();
    const mails = await remindersTo(buyer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Declare your clip usage for 2 months');
    expect(mails[0]!.textBody).toContain('- November 2025 (1 clip):');
    expect(mails[0]!.textBody).toContain('- December 2025 (2 clips):');
    expect(mails[0]!.textBody).not.toContain('September');
  });

  it('sends each reminder once when several server processes run their passes at the same moment', async () => {
    const buyer = await buyerWith(['2026-05-05T10:00:00Z']);
    const now = () => new Date('2026-06-01T01:00:00Z');
    const processes = [reminderOn(now), reminderOn(now), reminderOn(now), reminderOn(now)];
    await Promise.all(processes.map((reminder) => reminder.runOnce()));
    expect(await remindersTo(buyer.email)).toHaveLength(1);
    expect(await noticesOf(buyer.userUuid)).toHaveLength(1);
  });

  it('tries a mail that failed again at the next pass', async () => {
    const buyer = await buyerWith(['2026-07-05T10:00:00Z']);
    const now = () => new Date('2026-08-01T01:00:00Z');
    const errors: unknown[] = [];
    const down: Mailer = { send: () => Promise.reject(new Error('SMTP is down')) };
    expect(await reminderOn(now, { mailer: down, onError: (error) => errors.push(error) }).runOnce()).toBe(0);
    expect(errors).toHaveLength(1);
    expect(await remindersTo(buyer.email)).toHaveLength(0);
    // A reminder not sent is not announced either.
    expect(await noticesOf(buyer.userUuid)).toEqual([]);

    await reminderOn(now).runOnce();
    expect(await remindersTo(buyer.email)).toHaveLength(1);
    expect(await noticesOf(buyer.userUuid)).toHaveLength(1);
  });

  it('mails a reminder whose process died after claiming it, at a later pass of another process', async () => {
    const buyer = await buyerWith(['2028-04-05T10:00:00Z']);
    // The first process claims April's reminder and dies before its mail is queued: its mailer never returns.
    let reached!: () => void;
    const claimed = new Promise<void>((resolve) => (reached = resolve));
    const dies: Mailer = {
      send: () => {
        reached();
        return new Promise<never>(() => {});
      },
    };
    void reminderOn(() => new Date('2028-05-01T00:10:00Z'), { mailer: dies }).runOnce();
    await claimed;
    expect(await remindersTo(buyer.email)).toHaveLength(0);

    // Another process, two hours later (the dead one renews nothing), reminds about April: once.
    const later = reminderOn(() => new Date('2028-05-01T02:10:00Z'));
    await later.runOnce();
    await later.runOnce();
    const mails = await remindersTo(buyer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Declare your clip usage for April 2028');
  });

  it('runs a pass when started and then every interval', async () => {
    const buyer = await buyerWith(['2026-09-05T10:00:00Z']);
    const clock = clockAt('2026-10-01T00:10:00Z');
    const reminder = reminderOn(clock.now, { intervalMs: 20 });
    reminder.start();
    try {
      await expect.poll(async () => (await remindersTo(buyer.email)).length, { timeout: 15_000 }).toBe(1);

      // October ends: the next interval's pass reminds about it without another start.
      await insertDownload(server.db, buyer.userUuid, ids[1]!, '2026-10-09T10:00:00Z');
      clock.set('2026-11-01T00:10:00Z');
      await expect.poll(async () => (await remindersTo(buyer.email)).length, { timeout: 15_000 }).toBe(2);
      expect((await remindersTo(buyer.email))[1]!.subject).toBe('Declare your clip usage for October 2026');
    } finally {
      await reminder.stop();
    }
  });
});

describe('the server', () => {
  it('starts the reminder when it is ready and stops it when it closes', async () => {
    let now = new Date('2027-02-15T00:00:00Z');
    const own = await startTestServer({
      seedClips: 3,
      app: { usage: { now: () => now, reminder: { intervalMs: 20 } } },
    });
    try {
      const buyer = await registerAndLogin(own.url);
      const [clip] = await clipIds(own.db, 1);
      await insertDownload(own.db, buyer.userUuid, clip!, '2027-02-03T10:00:00Z');
      now = new Date('2027-03-01T00:00:01Z');
      const mails = () =>
        own.db
          .selectFrom('outbox')
          .select('subject')
          .where('toAddress', '=', buyer.email)
          .where('kind', '=', USAGE_REMINDER_KIND)
          .execute();
      await expect.poll(async () => (await mails()).length, { timeout: 15_000 }).toBe(1);
      expect((await mails())[0]!.subject).toBe('Declare your clip usage for February 2027');
    } finally {
      await own.close();
    }
  });
});
