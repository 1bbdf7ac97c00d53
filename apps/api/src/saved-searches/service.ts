import { randomBytes } from 'node:crypto';
import {
  SAVED_SEARCH_LIMITS,
  SAVED_SEARCH_MESSAGES,
  searchOfSaved,
  type AlertFrequency,
  type AlertUnsubscribeResponse,
  type SavedSearch,
  type SavedSearchQuery,
} from '@clipmarket/core';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { isUniqueViolation } from '../db/errors';
import { httpError } from '../http/errors';
import type { SearchService } from '../search/service';
import * as repository from './repository';

export interface SavedSearchService {
  list(userId: string): Promise<SavedSearch[]>;
  create(
    userId: string,
    input: { name: string; query: SavedSearchQuery; alert: AlertFrequency },
  ): Promise<SavedSearch>;
  update(
    userId: string,
    id: string,
    changes: { name?: string; alert?: AlertFrequency },
  ): Promise<SavedSearch>;
  remove(userId: string, id: string): Promise<void>;
  seen(userId: string, id: string): Promise<SavedSearch>;
  /** The saved search of an unsubscribe link, unchanged. */
  unsubscribeInfo(token: string): Promise<AlertUnsubscribeResponse>;
  /** Turns its alert off. Idempotent: a second click answers the same. */
  unsubscribe(token: string): Promise<AlertUnsubscribeResponse>;
}

type Row = NonNullable<Awaited<ReturnType<typeof repository.one>>>;

/** A new unsubscribe link's secret: 32 random bytes, base64url (43 characters). */
const newToken = () => randomBytes(32).toString('base64url');

/**
 * Saved searches (issue 33, item 3; ADR 90): each statement names the signed-in account, so no id reaches
 * another's (404 as for an id that does not exist). The new clips of each are counted by the search service.
 */
export function createSavedSearchService(
  db: Kysely<DB>,
  search: Pick<SearchService, 'entered'>,
  options: { now?: () => Date } = {},
): SavedSearchService {
  const now = options.now ?? (() => new Date());

  async function toSavedSearch(row: Row, at = now()): Promise<SavedSearch> {
    const lastSeen = new Date(row.lastSeenAt);
    const { total } =
      lastSeen < at
        ? await search.entered(searchOfSaved(row.query), { since: lastSeen, until: at }, 0)
        : { total: 0 };
    return {
      id: String(row.id),
      name: row.name,
      query: row.query,
      alert: row.alert,
      newClips: Math.min(total, SAVED_SEARCH_LIMITS.newCounted + 1),
      lastSeenAt: lastSeen.toISOString(),
      createdAt: new Date(row.createdAt).toISOString(),
    };
  }

  const notFound = () => httpError(404, SAVED_SEARCH_MESSAGES.notFound);
  const taken = () => httpError(409, SAVED_SEARCH_MESSAGES.nameTaken);

  return {
    async list(userId) {
      const rows = await repository.listOf(db, userId);
      const at = now();
      const out: SavedSearch[] = [];
      for (const row of rows) out.push(await toSavedSearch(row, at));
      return out;
    },

    async create(userId, input) {
      try {
        const row = await db.transaction().execute(async (trx) => {
          // One create at a time for an account, so two at once cannot pass the limit together.
          await sql`SELECT 1 FROM users WHERE id = ${userId} FOR UPDATE`.execute(trx);
          if ((await repository.countOf(trx, userId)) >= SAVED_SEARCH_LIMITS.perAccount)
            throw httpError(400, SAVED_SEARCH_MESSAGES.full);
          if (await repository.nameTaken(trx, userId, input.name)) throw taken();
          return repository.insert(trx, { userId, ...input, token: newToken() });
        });
        return await toSavedSearch(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw taken();
        throw error;
      }
    },

    async update(userId, id, changes) {
      if (changes.name !== undefined && (await repository.nameTaken(db, userId, changes.name, id)))
        throw taken();
      let row: Row | undefined;
      try {
        row = await repository.update(db, userId, id, changes);
      } catch (error) {
        if (isUniqueViolation(error)) throw taken();
        throw error;
      }
      if (!row) throw notFound();
      return toSavedSearch(row);
    },

    async remove(userId, id) {
      if (!(await repository.remove(db, userId, id))) throw notFound();
    },

    async seen(userId, id) {
      const row = await repository.markSeen(db, userId, id);
      if (!row) throw notFound();
      return toSavedSearch(row);
    },

    async unsubscribeInfo(token) {
      const row = await repository.byToken(db, token);
      if (!row) throw httpError(404, SAVED_SEARCH_MESSAGES.unsubscribeInvalid);
      return { name: row.name, alert: row.alert };
    },

    async unsubscribe(token) {
      const row = await repository.unsubscribe(db, token);
      if (!row) throw httpError(404, SAVED_SEARCH_MESSAGES.unsubscribeInvalid);
      return { name: row.name, alert: row.alert };
    },
  };
}
