import { PAGES } from '@clipmarket/core';
import type { Kysely } from 'kysely';
import type { MailMessage, Mailer } from '../auth/mail';
import type { DB } from '../db/schema';
import { createJobRunner, type JobKind } from '../jobs/jobs';
import * as notifications from '../notifications/repository';
import { monthName, monthOf, type YearMonth } from './months';
import { claimReminders, recipient, releaseReminders } from './repository';

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
/** The job (jobs table) that mails one user's reminder, queued with its claims. */
export const USAGE_REMINDER_MAIL_JOB = 'usage-reminder-mail';
/** The periodic job (jobs table) of the passes. */
export const USAGE_REMINDER_PASS_JOB = 'usage-reminders';

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

/** The header's notification of a month to declare, e.g. 'January 2026 is over: declare the clips you used'. */
export const usageNotice = (month: YearMonth): string =>
  `${monthName(month)} is over: declare the clips you used`;

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

/** A reminder mail job's payload: the user and the months it claimed. */
interface ReminderJob {
  userId: string;
  months: ReminderMonth[];
}

/**
 * The reminder mail for undeclared months (decisions.md "Fulfilment": at each month's end undeclared months get
 * a reminder), on the server's one job mechanism (jobs/, ADR 65). A pass (a periodic job, every interval and once
 * at start) looks for users with downloads in an ended (UTC) month they have not declared, and in one statement
 * claims each (user, month) with `INSERT … ON CONFLICT DO NOTHING` on `usage_reminders` and queues one mail job a
 * user for the months it claimed. The claim is one statement, so of several server processes (or an overlapping
 * pass) exactly one gets each month: a reminder is sent once per user and month. The mail job is durable and
 * leased: a process that dies after the pass, or while it queues the mail, leaves the job to the next worker once
 * its lease ends (before, the claim was written first and the mail after: a process that died between them lost
 * the reminder for good). A mail that fails gives its claims back, to be tried at the next pass.
 */
export function createUsageReminder(options: UsageReminderOptions) {
  const { db, mailer, baseUrl } = options;
  const now = options.now ?? (() => new Date());
  const intervalMs = options.intervalMs ?? USAGE_REMINDER_INTERVAL_MS;
  const onError = options.onError ?? (() => {});
  let sent = 0;

  /** Claims every reminder due now and queues its user's mail job, in one statement; answers the jobs queued. */
  async function claim(): Promise<number> {
    const at = now();
    const current = monthOf(at);
    const cutoff = new Date(Date.UTC(current.year, current.month - 1, 1));
    const since = new Date(Date.UTC(current.year, current.month - 1 - USAGE_REMINDER_LOOKBACK_MONTHS, 1));
    return claimReminders(db, { since, cutoff }, { kind: USAGE_REMINDER_MAIL_JOB, at });
  }

  const mailJob: JobKind = {
    async run(payload, { job }) {
      const { userId, months } = payload as ReminderJob;
      const user = await recipient(db, userId);
      if (!user) return;
      try {
        await mailer.send(reminderMail(user, months, baseUrl));
        sent++;
      } catch (error) {
        onError(error);
        // Its months are claimed again by a later pass (while this job is still this claim's).
        await releaseReminders(db, job, userId, months);
        return;
      }
      // And in the header's notifications, a month each (ADR 89), once its mail has gone.
      for (const month of months) {
        await notifications.add(db, {
          userId,
          kind: 'usage-to-declare',
          title: usageNotice(month),
          href: PAGES.usage.href({ year: month.year, month: month.month }),
        });
      }
    },
  };
  const report = (event: { error: unknown }) => onError(event.error);
  const mails = createJobRunner({
    db,
    name: 'usage reminder mail',
    clock: now,
    kinds: { [USAGE_REMINDER_MAIL_JOB]: mailJob },
    report,
  });
  const passes = createJobRunner({
    db,
    name: 'usage reminder pass',
    clock: now,
    kinds: {
      [USAGE_REMINDER_PASS_JOB]: {
        everyMs: intervalMs,
        async run() {
          if ((await claim()) > 0) mails.kick();
        },
      },
    },
    report,
  });

  return {
    /** One pass: claims every reminder due now and mails each; answers how many mails were queued. */
    async runOnce(): Promise<number> {
      const before = sent;
      await claim();
      await mails.runDue();
      return sent - before;
    },
    /** Runs a pass now and then every interval, and the mail jobs as they come. */
    start(): void {
      mails.start();
      passes.start();
    },
    /** Stops the schedule and waits for a pass or a mail under way (before the database closes). */
    async stop(): Promise<void> {
      await Promise.all([passes.stop(), mails.stop()]);
    },
  };
}
