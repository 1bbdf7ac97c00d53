import { FULFILMENT_MESSAGES, baseJmId, displayTitle, formatJvId } from '@clipmarket/core';
import type { Kysely } from 'kysely';
import type { LicenceTermsSnapshot } from '../commerce/tables';
import type { DB } from '../db/schema';
import { createHistoryService, type HistoryService } from '../history/service';
import type { AuthUser } from '../http/auth-types';
import { httpError } from '../http/errors';
import type { MediaStat, MediaStore } from '../media/store';
import { compSeconds, type CompMaker } from './comp-maker';
import * as downloads from './repository';

/** A clip whose file is not in the library (the media script has not made it): 404, as no file is there. */
export const FOOTAGE_MISSING = (jmId: string) => `The footage of ${formatJvId(jmId)} is not in the library.`;

export type DownloadFile = 'master' | 'preview';

/** What a download record says was sent: a licensed file, or a comp (ADR 83: no licence, not a use). */
export type RecordedFile = DownloadFile | 'comp';

/** A download as it is recorded. */
export interface DownloadRecordOf {
  jmId: string;
  file: RecordedFile;
  /** The licence that allowed it; null for staff, and for every comp. */
  licenceNumber: string | null;
}

/** A range that does not start at byte 0 counts as a download unless one was recorded this recently. */
export const RANGED_DOWNLOAD_WINDOW_HOURS = 24;

/** What a user may download of a clip, and why. */
export interface ClipDownloadGrant extends DownloadRecordOf {
  /** The clip's own id (a '-1' id asked for names its base clip). */
  jmId: string;
  /** The clean master, or the watermarked preview (a Personal licence). */
  file: DownloadFile;
  /** The library key of the file: `masters/clip-NN.mp4` or `previews/clip-NN.mp4`. */
  key: string;
  /** The licence that allows it; null for staff, who need none. */
  licenceNumber: string | null;
  /** `JV1234567 - Title of the clip.mp4` (the watermarked file says so). */
  filename: string;
}

/** The footage number of a clip from its stored preview or poster address (`/media/previews/clip-07.mp4`). */
export function footageNumberOf(clip: { previewUrl: string | null; imgUrl: string | null }): string | null {
  for (const url of [clip.previewUrl, clip.imgUrl]) {
    const match = url
      ? /^\/media\/(?:previews|posters)\/clip-(\d{1,6})\.(?:mp4|webp|jpg|png)(?:[?#].*)?$/.exec(url)
      : null;
    if (match) return match[1]!;
  }
  return null;
}

/** The name the file is saved under: the JV# without its '#', the title, and whether it is watermarked or a comp. */
export function downloadFileName(
  clip: { jmId: string; title: string | null; publishingTitle: string | null },
  file: RecordedFile,
): string {
  const jv = formatJvId(clip.jmId).replace('#', '');
  const suffix = file === 'preview' ? ' (watermarked)' : file === 'comp' ? ' (comp)' : '';
  return `${jv} - ${displayTitle(clip)}${suffix}.mp4`;
}

/** A clip's comp as it is sent: the clip, the comp's key in the files store, its name and its size. */
export interface CompGrant extends DownloadRecordOf {
  file: 'comp';
  licenceNumber: null;
  key: string;
  filename: string;
  stat: MediaStat;
}

interface HeldLicence {
  number: string;
  terms: LicenceTermsSnapshot;
  grantedAt: Date;
}

/**
 * Which file a user gets (decisions.md "Fulfilment"): a licence whose terms are not watermarked (Basic Pro,
 * Super Pro) gives the master; staff get the master without one; a watermarked licence (Personal) gives the
 * watermarked file; anyone else nothing. The best licence held wins, and of equals the latest; a revoked
 * licence does not count. A licence's own terms decide, as they were when it was bought.
 */
export function chooseFile(
  licences: readonly HeldLicence[],
  staff: boolean,
): { file: DownloadFile; licenceNumber: string | null } | null {
  const latestFirst = [...licences].sort((a, b) => b.grantedAt.getTime() - a.grantedAt.getTime());
  const clean = latestFirst.find((licence) => !licence.terms.watermarked);
  if (clean) return { file: 'master', licenceNumber: clean.number };
  if (staff) return { file: 'master', licenceNumber: null };
  const watermarked = latestFirst[0];
  if (watermarked) return { file: 'preview', licenceNumber: watermarked.number };
  return null;
}

export type DownloadService = ReturnType<typeof createDownloadService>;

/** Where a download shows in the download history: a comp as a comp, anything licensed as a download. */
const historyKindOf = (grant: DownloadRecordOf) => (grant.file === 'comp' ? 'comp' : 'download');

/** What a download refused because the user's licence for the clip was revoked answers (403). */
export const LICENCE_REVOKED_MESSAGE = (number: string, revokedAt: Date) =>
  `Your licence ${number} for this clip was revoked on ${revokedAt.toISOString().slice(0, 10)} (its order was ` +
  'refunded or cancelled), so its footage can no longer be downloaded.';

/** Clip downloads: who gets which file of the library, and the record of each download. */
export function createDownloadService(
  db: Kysely<DB>,
  library: MediaStore,
  history: HistoryService = createHistoryService(db),
  comps: CompMaker | null = null,
) {
  /** The clip a download names: itself, or for a '-1' id its base clip; 404 when neither is in the library. */
  async function clipOf(jmId: string) {
    const base = baseJmId(jmId);
    const clips = await downloads.clipsAmong(db, [...new Set([jmId, base])]);
    const clip = clips.find((row) => row.jmId === jmId) ?? clips.find((row) => row.jmId === base);
    if (!clip) throw httpError(404, `No video has the id ${jmId}.`);
    return clip;
  }

  return {
    /**
     * The file the user may download, with its size and date: 404 for an unknown clip (or one whose footage
     * is not in the library), 403 for a user without a licence for it.
     */
    async grant(user: AuthUser, jmId: string): Promise<ClipDownloadGrant & { stat: MediaStat }> {
      const clip = await clipOf(jmId);

      // A licence for the clip or for its '-1' variant counts, as the cart and purchased videos match them.
      const clipBase = baseJmId(clip.jmId);
      const named = [...new Set([clip.jmId, clipBase, `${clipBase}-1`])];
      const licences = await downloads.heldLicences(db, user.id, named);
      const chosen = chooseFile(
        licences.map((row) => ({
          number: row.number,
          // jsonb comes back parsed from `pg`, as a string from a driver that does not parse it.
          terms: (typeof row.terms === 'string' ? JSON.parse(row.terms) : row.terms) as LicenceTermsSnapshot,
          grantedAt: row.grantedAt instanceof Date ? row.grantedAt : new Date(row.grantedAt),
        })),
        user.staff,
      );
      if (!chosen) {
        // A licence held once and revoked (its order refunded or cancelled) says so, rather than "buy one".
        const revoked = await downloads.lastRevokedLicence(db, user.id, named);
        if (revoked?.revokedAt) {
          throw httpError(403, LICENCE_REVOKED_MESSAGE(revoked.number, new Date(revoked.revokedAt)));
        }
        throw httpError(403, FULFILMENT_MESSAGES.licenceNeeded);
      }

      const number = footageNumberOf(clip);
      const key = number ? `${chosen.file === 'master' ? 'masters' : 'previews'}/clip-${number}.mp4` : null;
      const stat = key ? await library.stat(key) : null;
      if (!key || !stat) {
        throw httpError(404, FOOTAGE_MISSING(clip.jmId));
      }
      return {
        jmId: clip.jmId,
        file: chosen.file,
        key,
        licenceNumber: chosen.licenceNumber,
        filename: downloadFileName(clip, chosen.file),
        stat,
      };
    },

    /** Whether this server makes comps (a working ffmpeg): the clip page offers one only then. */
    async compsAvailable(): Promise<boolean> {
      return comps ? comps.available() : false;
    },

    /**
     * A clip's comp, for any signed-in user (ADR 83): 404 for an unknown or removed clip and for one whose
     * footage is not in the library; then the comp kept from an earlier request, or made now (503 without a
     * working ffmpeg or when too busy, 429 when the user has comps still being made).
     */
    async comp(user: AuthUser, jmId: string): Promise<CompGrant> {
      const clip = await clipOf(jmId);
      const number = footageNumberOf(clip);
      const previewKey = number ? `previews/clip-${number}.mp4` : null;
      const preview = previewKey ? await library.stat(previewKey) : null;
      if (!number || !previewKey || !preview) throw httpError(404, FOOTAGE_MISSING(clip.jmId));
      if (!comps) throw httpError(503, FULFILMENT_MESSAGES.compUnavailable);
      const { key, stat } = await comps.comp(user.id, {
        jmId: clip.jmId,
        footage: number,
        previewKey,
        previewSize: preview.size,
        seconds: compSeconds(clip),
      });
      return {
        jmId: clip.jmId,
        file: 'comp',
        licenceNumber: null,
        key,
        filename: downloadFileName(clip, 'comp'),
        stat,
      };
    },

    /**
     * Records a download: a row of `clip_downloads`, and the clip in the user's download history (a comp as a
     * comp, which the usage declaration leaves out).
     */
    async record(user: AuthUser, grant: DownloadRecordOf, via: 'clip' | 'zip'): Promise<void> {
      await downloads.insertDownload(db, {
        userId: user.id,
        jmId: grant.jmId,
        licenceNumber: grant.licenceNumber,
        file: grant.file,
        via,
      });
      await history.record(user, historyKindOf(grant), user.username, [grant.jmId]);
    },

    /**
     * Records a download that did not start at the first byte (`Range: bytes=1-`, a resumed or split fetch),
     * unless the same file of the clip was recorded for the user under the same licence in the last
     * RANGED_DOWNLOAD_WINDOW_HOURS: a download fetched only in later ranges counts once, and the later ranges
     * of one already counted add nothing. Answers whether it recorded.
     */
    async recordRanged(user: AuthUser, grant: DownloadRecordOf): Promise<boolean> {
      const recorded = await downloads.insertDownloadOutsideWindow(
        db,
        { userId: user.id, jmId: grant.jmId, licenceNumber: grant.licenceNumber, file: grant.file },
        RANGED_DOWNLOAD_WINDOW_HOURS,
      );
      if (!recorded) return false;
      await history.record(user, historyKindOf(grant), user.username, [grant.jmId]);
      return true;
    },
  };
}
