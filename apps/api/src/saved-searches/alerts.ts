import {
  formatCount,
  formatDuration,
  PAGES,
  SAVED_SEARCH_LIMITS,
  savedSearchSummary,
  searchOfSaved,
  searchPageQuery,
  type AlertFrequency,
  type SavedSearchQuery,
  type SearchCard,
} from '@clipmarket/core';
import type { Kysely } from 'kysely';
import { queueMail } from '../auth/repository';
import type { MailMessage } from '../auth/mail';
import type { DB } from '../db/schema';
import { createJobRunner } from '../jobs/jobs';
import { mailQueued } from '../mail/worker';
import * as notifications from '../notifications/repository';
import type { SearchService } from '../search/service';
import { recipient } from '../usage/repository';
import * as repository from './repository';

/** How often the alert pass looks for digests due, by default: a digest goes within this of its time. */
export const ALERT_PASS_INTERVAL_MS = 15 * 60 * 1000;
/** The periodic job (jobs table) of the passes. */
export const ALERT_PASS_JOB = 'saved-search-alerts';
/** The job (jobs table) that mails one saved search's digest, queued by a pass. */
export const ALERT_DIGEST_JOB = 'saved-search-digest';
/**
 * How far behind the pass's time a digest's window ends: a clip whose row was written in a transaction that began
 * before the pass but committed after it (or on a server whose clock runs a little apart from the database's)
 * falls in the next window rather than in none.
 */
export const ALERT_SETTLE_MS = 5 * 60 * 1000;
/** Saved searches claimed by one statement of a pass (a pass claims batches until none is due). */
export const ALERT_CLAIM_BATCH = 500;
/** The outbox's `kind` of a digest. */
export const ALERT_MAIL_KIND = 'saved-search-alert';
/** How long `runNowFor` waits for its account's digest that another worker holds (within a request's deadline). */
const DEV_RUN_WAIT_MS = 5_000;

/** One saved search's digest: what it looks for and the clips that entered the library in its window. */
export interface Digest {
  name: string;
  query: SavedSearchQuery;
  alert: Exclude<AlertFrequency, 'off'>;
  total: number;
  cards: SearchCard[];
  unsubscribeToken: string;
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const clipsWord = (n: number) => `${formatCount(n)} new ${n === 1 ? 'clip' : 'clips'}`;

/** A page of the app, as a mail links to it. */
const pageUrl = (baseUrl: string, path: string) => `${baseUrl}${path}`;

/** The saved search's results on the search page. */
export const digestSearchUrl = (baseUrl: string, query: SavedSearchQuery) =>
  pageUrl(baseUrl, PAGES.search.href(searchPageQuery(searchOfSaved(query))));

/** The one-click unsubscribe of RFC 8058: the API's address a mail client posts to. */
export const unsubscribePostUrl = (baseUrl: string, token: string) =>
  `${baseUrl}/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`;

/** The header's notice of a digest, e.g. '3 new clips for “Storms”'. */
export const digestNotice = (digest: Pick<Digest, 'name' | 'total'>) =>
  `${clipsWord(digest.total)} for “${digest.name}”`;

/**
 * The digest mail of one saved search: the clips that entered the library since the last (at most
 * `digestClips`, each with its poster, title and link, and a link to all), a link to turn the alert off from the
 * mail (the page, for a person; the List-Unsubscribe headers, for the mail client's one-click) and one to the
 * account's saved searches. Text and HTML.
 */
export function digestMail(
  to: { email: string; firstName: string },
  digest: Digest,
  baseUrl: string,
): MailMessage {
  const summary = savedSearchSummary(digest.query).join(' · ');
  const searchUrl = digestSearchUrl(baseUrl, digest.query);
  const offUrl = pageUrl(baseUrl, PAGES.alertUnsubscribe.href({ token: digest.unsubscribeToken }));
  const manageUrl = pageUrl(baseUrl, PAGES.savedSearches.href());
  const clipUrl = (card: SearchCard) => pageUrl(baseUrl, PAGES.view.href({ videoId: card.jmId }));
  const posterUrl = (card: SearchCard) =>
    card.imgUrl ? (/^https?:\/\//.test(card.imgUrl) ? card.imgUrl : `${baseUrl}${card.imgUrl}`) : null;
  const lengthOf = (card: SearchCard) =>
    card.duration !== undefined ? ` (${formatDuration(card.duration)})` : '';
  const titleOf = (card: SearchCard) => card.title ?? card.publishingTitle ?? card.jmId;
  const more = digest.total - digest.cards.length;
  const greeting = to.firstName.trim() ? `Hello ${to.firstName.trim()},` : 'Hello,';
  const lead = `${clipsWord(digest.total)} entered the library for your saved search “${digest.name}” (${summary}).`;
  const why = `You get this ${digest.alert} mail because the alert of this saved search is on.`;

  const text = [
    greeting,
    '',
    lead,
    '',
    ...digest.cards.map((card) => `- ${titleOf(card)}${lengthOf(card)}: ${clipUrl(card)}`),
    '',
    more > 0 ? `See all ${formatCount(digest.total)}: ${searchUrl}` : `See the search: ${searchUrl}`,
    '',
    why,
    `Turn this alert off: ${offUrl}`,
    `Your saved searches: ${manageUrl}`,
    '',
    'Clipmarket',
  ].join('\n');

  const cell = (card: SearchCard) => {
    const poster = posterUrl(card);
    return [
      '<td style="padding:8px;vertical-align:top;width:33%">',
      `<a href="${escapeHtml(clipUrl(card))}" style="color:#111;text-decoration:none">`,
      poster
        ? `<img src="${escapeHtml(poster)}" alt="" width="180" style="display:block;width:100%;max-width:180px;border-radius:4px">`
        : '',
      `<span style="display:block;margin-top:6px;font-size:14px">${escapeHtml(titleOf(card))}</span>`,
      card.duration !== undefined
        ? `<span style="display:block;color:#555;font-size:12px">${escapeHtml(formatDuration(card.duration))}</span>`
        : '',
      '</a></td>',
    ].join('');
  };
  const rows: string[] = [];
  for (let i = 0; i < digest.cards.length; i += 3)
    rows.push(
      `<tr>${digest.cards
        .slice(i, i + 3)
        .map(cell)
        .join('')}</tr>`,
    );
  const html = [
    '<!doctype html><html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;color:#111">',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(lead)}</p>`,
    `<table role="presentation" cellpadding="0" cellspacing="0" style="max-width:600px">${rows.join('')}</table>`,
    `<p><a href="${escapeHtml(searchUrl)}">${escapeHtml(more > 0 ? `See all ${formatCount(digest.total)}` : 'See the search')}</a></p>`,
    `<p style="color:#555;font-size:12px">${escapeHtml(why)} `,
    `<a href="${escapeHtml(offUrl)}">Turn this alert off</a> · <a href="${escapeHtml(manageUrl)}">Your saved searches</a></p>`,
    '</body></html>',
  ].join('\n');

  return {
    to: to.email,
    subject: `${clipsWord(digest.total)} for “${digest.name}”`,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${unsubscribePostUrl(baseUrl, digest.unsubscribeToken)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    kind: ALERT_MAIL_KIND,
  };
}

export interface SavedSearchAlertOptions {
  db: Kysely<DB>;
  search: Pick<SearchService, 'entered'>;
  /** Where the mail links to (PUBLIC_BASE_URL). */
  baseUrl: string;
  /** @default () => new Date() */
  now?: () => Date;
  /** @default ALERT_PASS_INTERVAL_MS */
  intervalMs?: number;
  onError?: (error: unknown) => void;
}

/** A digest job's payload: one saved search and its window (ISO times). */
interface DigestJob {
  id: string;
  since: string;
  until: string;
}

/**
 * Saved searches' alerts (issue 33, item 3; ADR 90), on the server's one job mechanism (jobs/, ADR 65). A pass (a
 * periodic job) claims every saved search whose digest is due, in one statement that moves its window on and
 * queues one digest job for it, so of several processes exactly one takes each. The digest job finds the clips
 * of the search that entered the library in its window; with none it ends without a word (never an empty mail),
 * otherwise it queues the mail and the header's notice in the transaction that ends the job: once, even if the
 * process dies on the way.
 */
export function createSavedSearchAlerts(options: SavedSearchAlertOptions) {
  const { db, search, baseUrl } = options;
  const now = options.now ?? (() => new Date());
  const onError = options.onError ?? (() => {});
  let mailed = 0;
  /** Digests mailed to each account that `runNowFor` is running for (and to no other: nothing is kept). */
  const watched = new Map<string, { mailed: number; runs: number }>();

  /**
   * Claims every digest due now, a batch a statement, so a pass leaves none for the next; answers the count.
   * Given `only`, the account's alerting searches whatever their due times, over windows that end now.
   */
  async function claimAll(only?: { userId: string }): Promise<number> {
    let total = 0;
    const at = now();
    const until = only ? at : new Date(at.getTime() - ALERT_SETTLE_MS);
    for (;;) {
      const claimed = await repository.claimDueAlerts(
        db,
        at,
        ALERT_DIGEST_JOB,
        ALERT_CLAIM_BATCH,
        until,
        only?.userId,
      );
      total += claimed;
      if (claimed < ALERT_CLAIM_BATCH) return total;
    }
  }

  const digests = createJobRunner({
    db,
    name: 'saved search digest',
    clock: now,
    report: (event) => onError(event.error),
    // The mail is queued with the job's end: the mail worker is told once that has committed.
    onEvent: (event) => {
      if (event.type === 'completed') mailQueued(db);
    },
    kinds: {
      [ALERT_DIGEST_JOB]: {
        async run(payload) {
          const job = payload as DigestJob;
          const row = await repository.alertingOne(db, job.id);
          if (!row) return; // deleted, or its alert turned off since
          const user = await recipient(db, row.userId);
          if (!user) return;
          const window = { since: new Date(job.since), until: new Date(job.until) };
          const found = await search.entered(
            searchOfSaved(row.query),
            window,
            SAVED_SEARCH_LIMITS.digestClips,
          );
          if (found.total === 0) return;
          const digest: Digest = { ...row, alert: row.alert as Digest['alert'], ...found };
          const mail = digestMail(user, digest, baseUrl);
          return async (trx) => {
            await queueMail(trx, {
              toAddress: mail.to,
              subject: mail.subject,
              textBody: mail.text,
              htmlBody: mail.html,
              headers: mail.headers,
              kind: mail.kind,
            });
            await notifications.add(trx, {
              userId: row.userId,
              kind: 'saved-search-alert',
              title: digestNotice(digest),
              href: PAGES.savedSearches.href(),
            });
            mailed++;
            const watching = watched.get(row.userId);
            if (watching) watching.mailed++;
          };
        },
      },
    },
  });
  const passes = createJobRunner({
    db,
    name: 'saved search alerts',
    clock: now,
    report: (event) => onError(event.error),
    kinds: {
      [ALERT_PASS_JOB]: {
        everyMs: options.intervalMs ?? ALERT_PASS_INTERVAL_MS,
        async run() {
          if ((await claimAll()) > 0) digests.kick();
        },
      },
    },
  });

  return {
    /** One pass: claims the digests due now and runs them; answers how many mails were queued. */
    async runOnce(): Promise<number> {
      const before = mailed;
      await claimAll();
      await digests.runDue();
      return mailed - before;
    },
    /**
     * Development only (dev/routes.ts): the digests of one account's alerting saved searches now, due or not,
     * each over a window that ends now rather than `ALERT_SETTLE_MS` before (whoever calls this added the clips
     * and waited for them), through the same claim, digest job, mail and notice as a pass. Answers how many
     * mails this process queued for the account (a digest another server process took is not counted). Each
     * search's next digest is then due a period from now.
     */
    async runNowFor(userId: string): Promise<number> {
      const watching = watched.get(userId) ?? { mailed: 0, runs: 0 };
      watched.set(userId, watching);
      watching.runs++;
      const before = watching.mailed;
      try {
        await claimAll({ userId });
        await digests.runDue();
        // This server's own worker polls the same jobs and may have taken one first: wait for it to end.
        const deadline = Date.now() + DEV_RUN_WAIT_MS;
        while (Date.now() < deadline && (await repository.digestsRunningOf(db, ALERT_DIGEST_JOB, userId)) > 0)
          await new Promise((resolve) => setTimeout(resolve, 50));
        return watching.mailed - before;
      } finally {
        if (--watching.runs === 0) watched.delete(userId);
      }
    },
    start(): void {
      digests.start();
      passes.start();
    },
    async stop(): Promise<void> {
      await Promise.all([passes.stop(), digests.stop()]);
    },
  };
}
