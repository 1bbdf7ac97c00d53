import {
  HISTORY_SERVER_MESSAGES,
  baseJmId,
  type ExactMatchOnlyResponse,
  type HistoryRecordResponse,
  type HistoryResponse,
} from '@clipmarket/core';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { AuthUser } from '../http/auth-types';
import { httpError } from '../http/errors';
import * as history from './repository';
import type { VideoHistoryKind } from './tables';

export type HistoryService = ReturnType<typeof createHistoryService>;

/**
 * The calls name a username; only the caller's own is answered (compared without regard to case, as
 * usernames are e-mail addresses). Anyone else's answers 404 like any other user's resource.
 */
function ownUsername(user: AuthUser, username: string): void {
  if (username.trim().toLowerCase() !== user.username.toLowerCase()) {
    throw httpError(404, HISTORY_SERVER_MESSAGES.userMissing);
  }
}

/** The view and download history of clips and the exact-match-only preference, one user at a time. */
export function createHistoryService(db: Kysely<DB>) {
  return {
    async exactMatchOnly(user: AuthUser, username: string): Promise<ExactMatchOnlyResponse> {
      ownUsername(user, username);
      return {
        username: user.username,
        exactMatchOnly: (await history.exactMatchOnly(db, user.id)) ?? false,
      };
    },

    async setExactMatchOnly(
      user: AuthUser,
      username: string,
      exactMatchOnly: boolean,
    ): Promise<ExactMatchOnlyResponse> {
      ownUsername(user, username);
      await history.setExactMatchOnly(db, user.id, exactMatchOnly);
      return { username: user.username, exactMatchOnly };
    },

    /** Records clips viewed or downloaded; a '-1' id counts for its base clip; unknown ids are skipped. */
    async record(
      user: AuthUser,
      kind: VideoHistoryKind,
      username: string,
      jmIds: readonly string[],
    ): Promise<HistoryRecordResponse> {
      ownUsername(user, username);
      const candidates = [...new Set(jmIds.flatMap((id) => [id, baseJmId(id)]))];
      const found = await history.existingClips(db, candidates);
      const clips: string[] = [];
      const notFound: string[] = [];
      for (const id of jmIds) {
        const clip = found.has(id) ? id : found.has(baseJmId(id)) ? baseJmId(id) : undefined;
        if (clip === undefined) notFound.push(id);
        else clips.push(clip);
      }
      // One row per clip: repeats in one call count once each.
      const counts = new Map<string, number>();
      for (const clip of clips) counts.set(clip, (counts.get(clip) ?? 0) + 1);
      if (counts.size > 0) await history.record(db, user.id, kind, counts);
      return { recorded: clips.length, notFound };
    },

    /** A page of the views, or of the downloads with the comps among them (each marked `comp`, ADR 83). */
    async list(
      user: AuthUser,
      kind: 'view' | 'download',
      query: { username: string; offset: number; max: number },
    ): Promise<HistoryResponse> {
      ownUsername(user, query.username);
      const kinds: VideoHistoryKind[] = kind === 'download' ? ['download', 'comp'] : ['view'];
      const { rows, total } = await history.page(db, user.id, kinds, query.offset, query.max);
      return {
        data: rows.map((row) => ({
          jmId: row.jmId,
          at: (row.lastAt instanceof Date ? row.lastAt : new Date(row.lastAt)).toISOString(),
          times: row.times,
          ...(row.kind === 'comp' ? { comp: true } : {}),
        })),
        total,
      };
    },
  };
}
