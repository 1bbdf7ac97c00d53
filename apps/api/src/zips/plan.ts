import { FULFILMENT_LIMITS } from '@clipmarket/core';
import type { MediaStore } from '../media/store';
import type { LicenceTermsSnapshot } from '../commerce/tables';
import { chooseFile, footageNumberOf } from '../downloads/service';
import { clipLabel, uniqueNamer, type ExclusionReason } from './names';
import * as zips from './repository';
import type { Executor as Db } from './repository';
import type { ZipContent } from './tables';

/** How much one zip may hold (FULFILMENT_LIMITS; tests and the bench set their own). */
export interface ZipLimits {
  maxClips: number;
  maxBytes: number;
}

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxClips: FULFILMENT_LIMITS.zipMaxClips,
  maxBytes: FULFILMENT_LIMITS.zipMaxBytes,
};

/** A clip going into the zip. */
export interface PlannedEntry extends ZipContent {
  /** Its name in the zip. */
  name: string;
  /** Where its footage is in the library store. */
  key: string;
  size: number;
}

export interface ZipPlan {
  playlistName: string;
  included: PlannedEntry[];
  excluded: Array<{ jmId: string; label: string; reason: ExclusionReason }>;
}

/**
 * The file the user may put in a zip for each licensed clip of a playlist, by the clip download's rule
 * (downloads/service.ts `chooseFile`): a licence whose terms are not watermarked gives the master, a
 * Personal one the watermarked preview; a licence of the clip's base id or '-1' variant counts; revoked ones
 * do not. Staff get no more in a zip than their licences give (the zip is of licensed clips).
 */
export async function licencesInPlaylist(
  q: Db,
  userId: string,
  playlistUuid: string,
): Promise<Map<string, { licenceNumber: string; file: ZipContent['file'] }>> {
  const rows = await zips.licencesForClips(q, userId, playlistUuid);
  const byClip = new Map<string, Array<{ number: string; terms: LicenceTermsSnapshot; grantedAt: Date }>>();
  for (const row of rows) {
    const list = byClip.get(row.clipJmId) ?? [];
    list.push({
      number: row.number,
      // jsonb comes back parsed from `pg`, as a string from a driver that does not parse it.
      terms: (typeof row.terms === 'string' ? JSON.parse(row.terms) : row.terms) as LicenceTermsSnapshot,
      grantedAt: row.grantedAt instanceof Date ? row.grantedAt : new Date(row.grantedAt),
    });
    byClip.set(row.clipJmId, list);
  }
  const chosen = new Map<string, { licenceNumber: string; file: ZipContent['file'] }>();
  for (const [jmId, licences] of byClip) {
    const choice = chooseFile(licences, false);
    if (choice?.licenceNumber) chosen.set(jmId, { licenceNumber: choice.licenceNumber, file: choice.file });
  }
  return chosen;
}

/**
 * What a playlist's zip holds, decided when the job runs: its clips in the order they were added; each
 * licensed one whose footage exists goes in until a limit is reached (the byte limit skips a clip too large
 * for what is left, a later smaller one may still fit); every other clip is listed with the reason. Null
 * when the playlist is no longer the user's.
 */
export async function planZip(
  db: Db,
  library: MediaStore,
  userId: string,
  playlistUuid: string,
  limits: ZipLimits = DEFAULT_ZIP_LIMITS,
): Promise<ZipPlan | null> {
  const playlist = await zips.ownedPlaylist(db, userId, playlistUuid);
  if (!playlist) return null;
  const clips = await zips.clipsOf(db, playlistUuid);
  const licences = await licencesInPlaylist(db, userId, playlistUuid);

  const plan: ZipPlan = { playlistName: playlist.name, included: [], excluded: [] };
  const nameOf = uniqueNamer();
  // Clips share footage files (the demo library has a dozen): each is looked up once.
  const sizes = new Map<string, number | null>();
  let bytes = 0;
  for (const clip of clips) {
    const licence = licences.get(clip.jmId);
    const label = clipLabel(clip, licence?.file === 'preview');
    const exclude = (reason: ExclusionReason) => plan.excluded.push({ jmId: clip.jmId, label, reason });
    if (!licence) {
      exclude({ kind: 'unlicensed' });
      continue;
    }
    if (plan.included.length >= limits.maxClips) {
      exclude({ kind: 'clipLimit', maxClips: limits.maxClips });
      continue;
    }
    const media = footageNumberOf(clip);
    const key = media ? `${licence.file === 'master' ? 'masters' : 'previews'}/clip-${media}.mp4` : null;
    if (key && !sizes.has(key)) sizes.set(key, (await library.stat(key))?.size ?? null);
    const size = key ? sizes.get(key) : null;
    if (!key || size === null || size === undefined) {
      exclude({ kind: 'missingFile' });
      continue;
    }
    if (bytes + size > limits.maxBytes) {
      exclude({ kind: 'byteLimit', maxBytes: limits.maxBytes });
      continue;
    }
    bytes += size;
    plan.included.push({
      jmId: clip.jmId,
      licenceNumber: licence.licenceNumber,
      file: licence.file,
      name: nameOf(label, '.mp4'),
      key,
      size,
    });
  }
  return plan;
}
