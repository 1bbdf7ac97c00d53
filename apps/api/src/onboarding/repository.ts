/**
 * The onboarding's SQL (ADR 64): a user's onboarding record with its playlist as it is now, the clips and
 * playlists it names, and its progress, as functions of the executor they run on. The service (service.ts)
 * keeps whose record may be named, the '-1' rule, which playlist the picked clips go to, and the external
 * service.
 */
import type { OnboardingState } from '@clipmarket/core';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema';
import './tables';

/** What a repository function runs on: the database, or a transaction. */
export type Executor = Kysely<DB> | Transaction<DB>;

/** The user's onboarding with its playlist as it is now (renamed or emptied since, it says so). */
export function withPlaylist(q: Executor, userId: string) {
  return q
    .selectFrom('onboardings as o')
    .leftJoin('playlists as p', (join) =>
      join.onRef('p.uuid', '=', 'o.playlistUuid').onRef('p.userId', '=', 'o.userId'),
    )
    .select([
      'o.uuid',
      'o.userId',
      'o.collections',
      'o.videos',
      'o.stepCompleted',
      'o.isFinish',
      'o.projectType',
      'p.uuid as playlistUuid',
      'p.name as playlistName',
      sql<number>`(SELECT count(*) FROM playlist_videos v WHERE v.playlist_uuid = p.uuid)`.as(
        'playlistVideoCount',
      ),
    ])
    .where('o.userId', '=', userId)
    .executeTakeFirst();
}

/** Whether any of `jmIds` is a library clip. */
export async function anyClipAmong(q: Executor, jmIds: readonly string[]): Promise<boolean> {
  const found = await q
    .selectFrom('clips')
    .select('jmId')
    .where('jmId', 'in', [...jmIds])
    .limit(1)
    .executeTakeFirst();
  return found !== undefined;
}

/** The user's playlist of this name, compared without regard to case. */
export async function playlistNamed(q: Executor, userId: string, name: string): Promise<string | null> {
  const row = await q
    .selectFrom('playlists')
    .select('uuid')
    .where('userId', '=', userId)
    .where(sql<boolean>`lower(name) = lower(${name})`)
    .executeTakeFirst();
  return row?.uuid ?? null;
}

/** Whether the user still has this playlist. */
export async function hasPlaylist(q: Executor, userId: string, uuid: string): Promise<boolean> {
  const row = await q
    .selectFrom('playlists')
    .select('uuid')
    .where('uuid', '=', uuid)
    .where('userId', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Starts the user's onboarding unless it is started. */
export async function insertIfMissing(q: Executor, userId: string): Promise<void> {
  await q
    .insertInto('onboardings')
    .values({ userId })
    .onConflict((oc) => oc.column('userId').doNothing())
    .execute();
}

/** The clips picked and the playlist they went to. */
export function picks(q: Executor, userId: string) {
  return q
    .selectFrom('onboardings')
    .select(['videos', 'playlistUuid'])
    .where('userId', '=', userId)
    .executeTakeFirst();
}

/** What an update records; a field left out stays. */
export interface Progress {
  collections?: string[];
  videos?: string[];
  projectType?: OnboardingState['onboardingProjectType'];
  /** The step completed: only ever rises. */
  stepCompleted?: number;
  /** Finished (first finish time kept) or not (finish time cleared). */
  isFinish?: boolean;
  playlistUuid: string | null;
}

export async function saveProgress(q: Executor, userId: string, progress: Progress): Promise<void> {
  const { collections, videos, projectType, stepCompleted, isFinish, playlistUuid } = progress;
  await q
    .updateTable('onboardings')
    .set({
      ...(collections ? { collections } : {}),
      ...(videos ? { videos } : {}),
      ...(projectType ? { projectType } : {}),
      ...(stepCompleted ? { stepCompleted: sql<number>`greatest(step_completed, ${stepCompleted})` } : {}),
      ...(isFinish === undefined
        ? {}
        : { isFinish, finishedAt: isFinish ? sql<Date>`coalesce(finished_at, now())` : null }),
      playlistUuid,
      updatedAt: sql<Date>`now()`,
    })
    .where('userId', '=', userId)
    .execute();
}
