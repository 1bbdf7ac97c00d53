import {
  FULFILMENT_MESSAGES,
  formatJvId,
  type UsageMonthResponse,
  type UsageMonthsResponse,
} from '@clipmarket/core';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { AuthUser } from '../http/auth-types';
import { httpError } from '../http/errors';
import { isMonthOver, monthName, type YearMonth } from './months';
import * as usage from './repository';
import { readsUsageOf } from '../teams/repository';

export interface UsageServiceOptions {
  /** The clock that decides whether a month is over. @default () => new Date() */
  now?: () => Date;
}

/** `forUser` from someone who is not staff, or naming no account (404, as a month of no one's). */
export const USAGE_NO_SUCH_USER = 'No such user.';
/** The CSV of a month that is not declared yet (409). */
export const USAGE_NOT_DECLARED = 'The month is not declared yet.';

/** How many unknown ids a 400 names (the rest are counted). */
const NAMED_IDS_MAX = 5;

/** A title worth showing: the publishing title, else the title, else none. */
function titleOf(row: { title: string | null; publishingTitle: string | null }): string | null {
  const present = (text: string | null) => (text && text.trim() !== '' ? text : null);
  return present(row.publishingTitle) ?? present(row.title);
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

export type UsageService = ReturnType<typeof createUsageService>;

/**
 * The monthly usage declaration (contract in packages/core/src/contract/fulfilment.ts). A month's downloads
 * are the user's `clip_downloads` in that UTC calendar month, one row per clip (its first download of the
 * month). The user's used flags, notes and declaration live in `usage_months`. Every read and write is of the
 * caller's own months, so another user's month answers 404 as a month without downloads does; staff may read
 * (never write) another user's months by naming them with `forUser`.
 */
export function createUsageService(db: Kysely<DB>, options: UsageServiceOptions = {}) {
  const now = options.now ?? (() => new Date());

  /** The month's downloads and what the user added, or null when the user downloaded nothing that month. */
  async function readMonth(userId: string, period: YearMonth): Promise<UsageMonthResponse | null> {
    const downloads = await usage.downloadsIn(db, userId, period);
    if (downloads.length === 0) return null;
    const saved = await usage.savedMonth(db, userId, period);
    const used = new Set(saved?.usedJmIds ?? []);
    return {
      year: period.year,
      month: period.month,
      downloads: downloads.map((row) => ({
        videoId: row.jmId,
        used: used.has(row.jmId),
        downloadedAt: iso(row.downloadedAt),
        video: {
          jmId: row.jmId,
          title: titleOf(row),
          originalPublishingDate: row.originalPublishingDate,
          signedDate: row.signedDate,
        },
      })),
      notes: saved?.notes ?? null,
      declareDate: saved?.declaredAt ? iso(saved.declaredAt) : null,
      isOver: isMonthOver(period, now()),
    };
  }

  async function existingMonth(userId: string, period: YearMonth): Promise<UsageMonthResponse> {
    const month = await readMonth(userId, period);
    if (!month) throw httpError(404, FULFILMENT_MESSAGES.monthMissing);
    return month;
  }

  const declared = () => httpError(409, FULFILMENT_MESSAGES.monthDeclared);

  return {
    /**
     * Whose months a request reads: the caller's own, or the account `forUser` names by its e-mail for staff, and
     * for the owner and purchasers of that account's team. Anyone else naming a user gets 404, as does naming
     * no account.
     */
    async ownerOf(user: AuthUser, forUser: string | undefined): Promise<string> {
      if (forUser === undefined) return user.id;
      const row = await usage.userByEmail(db, forUser.trim().toLowerCase());
      if (!row) throw httpError(404, USAGE_NO_SUCH_USER);
      if (user.staff) return row.id;
      // A team's owner and purchasers read its other members' declarations (ADR 92); no one else's.
      if (row.id !== user.id && (await readsUsageOf(db, user.id, row.id))) return row.id;
      throw httpError(404, USAGE_NO_SUCH_USER);
    },

    /** The years and months with downloads, newest first. */
    async months(userId: string): Promise<UsageMonthsResponse> {
      const rows = await usage.monthsWithDownloads(db, userId);
      const years: UsageMonthsResponse['years'] = [];
      for (const row of rows) {
        const last = years.at(-1);
        if (last?.year === row.year) last.months.push(row.month);
        else years.push({ year: row.year, months: [row.month] });
      }
      return { years };
    },

    month: existingMonth,

    /**
     * Marks which of the month's clips were used (the others become unused). Every id must be a clip
     * downloaded that month (400); a declared month is final (409), also when its declaration lands meanwhile.
     */
    async save(userId: string, period: YearMonth, videoIds: readonly string[]): Promise<UsageMonthResponse> {
      const month = await existingMonth(userId, period);
      if (month.declareDate) throw declared();
      const ids = [...new Set(videoIds)];
      const downloaded = new Set(month.downloads.map((row) => row.videoId));
      const unknown = ids.filter((id) => !downloaded.has(id));
      if (unknown.length > 0) {
        const named = unknown.slice(0, NAMED_IDS_MAX).map(formatJvId).join(', ');
        const more = unknown.length > NAMED_IDS_MAX ? ` and ${unknown.length - NAMED_IDS_MAX} more` : '';
        const message = `Not downloaded in ${monthName(period)}: ${named}${more}.`;
        throw httpError(400, message, { messages: [message] });
      }
      if (!(await usage.saveUsed(db, userId, period, ids))) throw declared();
      return existingMonth(userId, period);
    },

    /**
     * Declares a month with notes: only once it is over (405), and once (409; of two declarations at the same
     * moment, one wins and the other gets 409).
     */
    async declare(userId: string, period: YearMonth, notes: string): Promise<UsageMonthResponse> {
      const month = await existingMonth(userId, period);
      if (!month.isOver) throw httpError(405, FULFILMENT_MESSAGES.monthNotOver);
      if (month.declareDate) throw declared();
      if (!(await usage.declare(db, userId, period, notes.trim(), now()))) throw declared();
      return existingMonth(userId, period);
    },

    /** A declared month, for its CSV (409 before it is declared). */
    async declaredMonth(userId: string, period: YearMonth): Promise<UsageMonthResponse> {
      const month = await existingMonth(userId, period);
      if (!month.declareDate) throw httpError(409, USAGE_NOT_DECLARED);
      return month;
    },
  };
}
