import {
  ONBOARDING_DEFAULT_PLAYLIST_NAME,
  baseJmId,
  type OnboardingState,
  type onboardingUpdateBodySchema,
} from '@clipmarket/core';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../db/schema';
import type { AuthUser } from '../http/auth-types';
import { HttpError, httpError } from '../http/errors';
import { createPlaylistService, type PlaylistService } from '../playlists/service';
import { forwardToService, type ExternalOnboarding } from './external';
import * as onboardings from './repository';
import './tables';

export type OnboardingUpdate = z.output<typeof onboardingUpdateBodySchema>;

export const ONBOARDING_SERVER_MESSAGES = {
  /**
   * Another user's id, or an onboarding never created (404): the same words, so the answer never says whether
   * someone else's onboarding exists.
   */
  missing: 'No onboarding for this user. Start it with /api/onboarding/create.',
} as const;

export interface OnboardingServiceOptions {
  /** An external onboarding service told of every create and update first; null: built in only. */
  external?: ExternalOnboarding | null;
  /** The playlists 'My First Playlist' is made with. @default createPlaylistService(db) */
  playlists?: PlaylistService;
}

export type OnboardingService = ReturnType<typeof createOnboardingService>;

/** The body names a user: only the caller's own id is answered (another's answers 404, as a missing one). */
function ownUserId(user: AuthUser, userId: string): void {
  if (userId.trim().toLowerCase() !== user.id.toLowerCase()) {
    throw httpError(404, ONBOARDING_SERVER_MESSAGES.missing);
  }
}

/** Each value once, in the order first given. */
const unique = (values: readonly string[]): string[] => [...new Set(values)];

/**
 * The onboarding of spec sections 3, 4 and 7: `create` starts (or returns) the caller's record; `update` keeps
 * the buyer's choices (project type, collections, the clips picked), the highest step completed and whether it
 * is finished. Finishing with clips picked saves them to 'My First Playlist' (ADR in the report: reused when the
 * user already has a list of that name, else created) and answers its uuid, name and count.
 */
export function createOnboardingService(db: Kysely<DB>, options: OnboardingServiceOptions = {}) {
  const playlists = options.playlists ?? createPlaylistService(db);
  const external = options.external ?? null;

  /** The answer: the record with its playlist as it is now (renamed or emptied since, it says so). */
  async function state(userId: string): Promise<OnboardingState | null> {
    const row = await onboardings.withPlaylist(db, userId);
    if (!row) return null;
    return {
      uuid: row.uuid,
      userId: row.userId,
      onboardingCollections: row.collections,
      onboardingVideo: row.videos,
      onboardingStepCompleted: Number(row.stepCompleted),
      onboardingIsFinish: row.isFinish,
      onboardingProjectType: row.projectType,
      playlistUuid: row.playlistUuid ?? null,
      playlistName: row.playlistName ?? null,
      playlistVideoCount: row.playlistUuid ? Number(row.playlistVideoCount) : 0,
    };
  }

  /** Whether any of the ids names a clip of the library (itself, or by the '-1' rule its base or first variant). */
  async function anyClipExists(jmIds: readonly string[]): Promise<boolean> {
    if (jmIds.length === 0) return false;
    const candidates = unique(jmIds.flatMap((id) => [id, baseJmId(id), `${baseJmId(id)}-1`]));
    return onboardings.anyClipAmong(db, candidates);
  }

  const playlistNamed = (userId: string, name: string) => onboardings.playlistNamed(db, userId, name);

  /**
   * The playlist the picked clips go to: the one this onboarding filled before (if the user still has it,
   * under whatever name), else the user's list named 'My First Playlist' (names are unique per user without
   * regard to case, so a second one cannot be made), else a new one of that name.
   */
  async function firstPlaylist(userId: string, earlier: string | null): Promise<string> {
    if (earlier) {
      if (await onboardings.hasPlaylist(db, userId, earlier)) return earlier;
    }
    const named = await playlistNamed(userId, ONBOARDING_DEFAULT_PLAYLIST_NAME);
    if (named) return named;
    try {
      return (await playlists.create(userId, { name: ONBOARDING_DEFAULT_PLAYLIST_NAME })).uuid;
    } catch (error) {
      // Made meanwhile by a finish that raced this one: that list is the one.
      if (error instanceof HttpError && error.statusCode === 409) {
        const raced = await playlistNamed(userId, ONBOARDING_DEFAULT_PLAYLIST_NAME);
        if (raced) return raced;
      }
      throw error;
    }
  }

  return {
    /** Starts the caller's onboarding, or returns it as it stands (one per user). */
    async create(user: AuthUser, userId: string): Promise<OnboardingState> {
      ownUserId(user, userId);
      if (external) await forwardToService(external, 'create', { userId: user.id });
      await onboardings.insertIfMissing(db, user.id);
      return (await state(user.id))!;
    },

    /**
     * Records the fields given (the others stay): collections and clips replace the earlier ones, the step
     * completed only ever rises. Finishing with clips picked saves them to 'My First Playlist' first, so a
     * refusal there (the user's lists or that list full) records nothing and can be tried again.
     */
    async update(user: AuthUser, body: OnboardingUpdate): Promise<OnboardingState> {
      ownUserId(user, body.userId);
      const row = await onboardings.picks(db, user.id);
      if (!row) throw httpError(404, ONBOARDING_SERVER_MESSAGES.missing);
      if (external) await forwardToService(external, 'update', { ...body, userId: user.id });

      const videos = body.onboardingVideo ? unique(body.onboardingVideo) : row.videos;
      let playlistUuid = row.playlistUuid;
      if (body.onboardingIsFinish === true && (await anyClipExists(videos))) {
        playlistUuid = await firstPlaylist(user.id, row.playlistUuid);
        await playlists.addVideos(user.id, playlistUuid, videos);
      }

      await onboardings.saveProgress(db, user.id, {
        collections: body.onboardingCollections ? unique(body.onboardingCollections) : undefined,
        videos: body.onboardingVideo ? videos : undefined,
        projectType: body.onboardingProjectType ?? undefined,
        stepCompleted: body.onboardingStepCompleted ?? undefined,
        isFinish: body.onboardingIsFinish,
        playlistUuid,
      });
      return (await state(user.id))!;
    },
  };
}
