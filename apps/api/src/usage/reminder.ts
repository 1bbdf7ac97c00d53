import { PAGES } from '@clipmarket/core';
import { sql, type Kysely } from 'kysely';
import type { MailMessage, Mailer } from '../auth/mail';
import type { DB } from '../db/schema';
import { monthName, monthOf, type YearMonth } from './months';

/** How often the reminder looks for months that ended, by default: within an hour of a month's end. */
export const USAGE_REMINDER_INTERVAL_MS = 60 * 60 * 1000;
/**
 * How many ended months back a pass looks. A server that was down when a month ended still reminds about it
 * when it starts again; an older month is past reminding (the declaration page still lists it). Each hourly
 * pass reads only these months' downloads.
 */
export const USAGE_REMINDER_LOOKBACK_MONTHS = 3;
/** The outbox's `kind` of a reminder. */
export const USAGE_REMINDER_KIND = 'usage-reminder';

/** A month a user is reminded of. */
export interface ReminderMonth extends YearMonth {
  /** Clips downloaded that month. */
  clips: number;
}

export interface UsageReminderOptions {
  db: Kysely<DB>;
  mailer: Mailer;
  /** Where the mail links to (PUBLIC_BASE_URL). */
  baseUrl: string;
  /** @default () => new Date() */
  now?: () => Date;
  /** @default USAGE_REMINDER_INTERVAL_MS */
  intervalMs?: number;
  /** A pass or a mail that failed (the pass is tried again at the next interval). */
  onError?: (error: unknown) => void;
}

export type UsageReminder = ReturnType<typeof createUsageReminder>;

/** The declaration page at a month, as the mail links to it. */
export const usagePageUrl = (baseUrl: string, period: YearMonth) =>
  `${baseUrl}${PAGES.usage.href({ year: period.year, month: period.month })}`;

/** The reminder for one user's months (oldest first). Plain text. */
export function reminderMail(
  to: { email: string; firstName: string },
  months: readonly ReminderMonth[],
  baseUrl: string,
): MailMessage {
  const names = months.map(monthName);
  const subject =
    months.length === 1
      ? `Declare your clip usage for ${names[0]}`
      : `Declare your clip usage for ${months.length} months`;
  const clips = (n: number) => `${n} ${n === 1 ? 'clip' : 'clips'}`;
  const greeting = to.firstName.trim() ? `Hello ${to.firstName.trim()},` : 'Hello,';
  const lines = months.map(
    (month, index) => `- ${names[index]} (${clips(month.clips)}): ${usagePageUrl(baseUrl, month)}`,
  );
  const text = [
    greeting,
    '',
    months.length === 1
      ? `${names[0]} is over and you have not declared the use of the clips you downloaded in it yet.`
      : 'These months are over and you have not declared the use of the clips you downloaded in them yet.',
    'Please mark the clips you used and declare the month:',
    '',
    ...lines,
    '',
    'A month can be declared once it is over, and only once.',
    '',
    'Clipmarket',
  ].join('\n');
  return { to: to.email, subject, text, kind: USAGE_REMINDER_KIND };
}

/**
 * The reminder mail for undeclared months (decisions.md "Fulfilment": at each month's end undeclared months get
 * a reminder). Every interval (and once at start) it looks for users with downloads in an ended (UTC) month
 * they have not declared, claims each (user, month) with `INSERT … ON CONFLICT DO NOTHING` on
 * `usage_reminders`, and mails each user once for the months it claimed. The claim is one statement, so of
 * several server processes (or an overlapping pass) exactly one gets each month: a reminder is sent once per
 * user and month. A mail that fails gives its claims back, to be tried at the next pass.
 */
export function createUsageReminder(options: UsageReminderOptions) {
  const { db, mailer, baseUrl } = options;
  const now = options.now ?? (() => new Date());
  const intervalMs = options.intervalMs ?? USAGE_REMINDER_INTERVAL_MS;
  const onError = options.onError ?? (() => {});
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;

  /** One pass: claims and mails every reminder due now; answers how many mails were sent. */
  async function runOnce(): Promise<number> {
    const current = monthOf(now());
    const cutoff = new Date(Date.UTC(current.year, current.month - 1, 1));
    const since = new Date(Date.UTC(current.year, current.month - 1 - USAGE_REMINDER_LOOKBACK_MONTHS, 1));
    const { rows } = await sql<{ userId: string; email: string; firstName: string } & ReminderMonth>`
      WITH ended AS (
        SELECT
          d.user_id,
          extract(year FROM d.downloaded_at AT TIME ZONE 'UTC')::int AS year,
          extract(month FROM d.downloaded_at AT TIME ZONE 'UTC')::int AS month,
          count(DISTINCT d.jm_id)::int AS clips
        FROM clip_downloads d
        WHERE d.downloaded_at >= ${since} AND d.downloaded_at < ${cutoff}
        GROUP BY 1, 2, 3
      ),
      claimed AS (
        INSERT INTO usage_reminders (user_id, year, month)
        SELECT e.user_id, e.year, e.month
        FROM ended e
        WHERE NOT EXISTS (
          SELECT 1 FROM usage_months m
          WHERE m.user_id = e.user_id AND m.year = e.year AND m.month = e.month AND m.declared_at IS NOT NULL
        )
        ON CONFLICT DO NOTHING
        RETURNING user_id, year, month
      )
      SELECT c.user_id, c.year, c.month, e.clips, u.email, u.first_name
      FROM claimed c
      JOIN ended e ON e.user_id = c.user_id AND e.year = c.year AND e.month = c.month
      JOIN users u ON u.id = c.user_id
      ORDER BY c.user_id, c.year, c.month
    `.execute(db);

    const byUser = new Map<string, { email: string; firstName: string; months: ReminderMonth[] }>();
    for (const row of rows) {
      const entry = byUser.get(row.userId) ?? { email: row.email, firstName: row.firstName, months: [] };
      entry.months.push({ year: row.year, month: row.month, clips: row.clips });
      byUser.set(row.userId, entry);
    }
    let sent = 0;
    for (const [userId, entry] of byUser) {
      try {
        await mailer.send(reminderMail(entry, entry.months, baseUrl));
        sent++;
      } catch (error) {
        onError(error);
        for (const month of entry.months) {
          await db
            .deleteFrom('usageReminders')
            .where('userId', '=', userId)
            .where('year', '=', month.year)
            .where('month', '=', month.month)
            .execute();
        }
      }
    }
    return sent;
  }

  /** A pass, unless one is still running (a slow mail server must not stack passes up). */
  function tick(): void {
    if (running) return;
    running = runOnce()
      .then(
        () => undefined,
        (error: unknown) => onError(error),
      )
      .finally(() => {
        running = null;
      });
  }

  return {
    runOnce,
    /** Runs a pass now and then every interval. */
    start(): void {
      if (timer) return;
      tick();
      timer = setInterval(tick, intervalMs);
      timer.unref();
    },
    /** Stops the schedule and waits for a pass under way (before the database closes). */
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
