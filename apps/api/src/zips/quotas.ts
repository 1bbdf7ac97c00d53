import { sizeText } from '@clipmarket/core';

/**
 * What one buyer may keep of playlist zips (ADR 60), so one account cannot fill the files store or the build
 * queue: how many zips may be queued or building at once, how many bytes of finished zips may be kept, and how
 * long a finished zip unused (not downloaded) is kept before it is removed from storage. A removed zip is built
 * again on demand.
 */
export interface ZipQuotas {
  /** Zips queued or being built at once, per user. */
  maxQueued: number;
  /** Bytes of finished zips kept at once, per user; a new build is refused while they reach it. */
  maxStoredBytes: number;
  /** A finished zip not downloaded for this long is removed (its entry then says it can be built again). */
  expiryMs: number;
}

const GIB = 1024 ** 3;
const DAY_MS = 24 * 60 * 60 * 1000;

export const DEFAULT_ZIP_QUOTAS: ZipQuotas = {
  maxQueued: 3,
  maxStoredBytes: 10 * GIB,
  expiryMs: 7 * DAY_MS,
};

/** The settings and their defaults. */
export const ZIP_QUOTA_ENV = {
  maxQueued: ['ZIP_QUEUE_LIMIT', '3'],
  maxStoredGiB: ['ZIP_STORAGE_LIMIT_GB', '10'],
  expiryDays: ['ZIP_EXPIRY_DAYS', '7'],
} as const;

function positive(env: NodeJS.ProcessEnv, [name, fallback]: readonly [string, string], integer: boolean) {
  const text = (env[name] ?? '').trim() || fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
    throw new Error(
      `${name} must be a positive ${integer ? 'whole number' : 'number'} (default ${fallback}); got "${text}".`,
    );
  }
  return value;
}

/**
 * ZIP_QUEUE_LIMIT (zips queued or building per user, default 3), ZIP_STORAGE_LIMIT_GB (GiB of finished zips
 * kept per user, default 10, decimals allowed) and ZIP_EXPIRY_DAYS (a finished zip not downloaded this many
 * days is removed, default 7, decimals allowed). A bad value stops the server naming the variable.
 */
export function loadZipQuotas(env: NodeJS.ProcessEnv = process.env): ZipQuotas {
  return {
    maxQueued: positive(env, ZIP_QUOTA_ENV.maxQueued, true),
    maxStoredBytes: Math.round(positive(env, ZIP_QUOTA_ENV.maxStoredGiB, false) * GIB),
    expiryMs: Math.round(positive(env, ZIP_QUOTA_ENV.expiryDays, false) * DAY_MS),
  };
}

/** "3 days", "1 day", "12 hours": how long an unused zip is kept, for messages. */
export function keptFor(expiryMs: number): string {
  const days = expiryMs / DAY_MS;
  if (days >= 1 && Number.isInteger(days)) return `${days} ${days === 1 ? 'day' : 'days'}`;
  const hours = Math.max(1, Math.round(expiryMs / 3_600_000));
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** The user-facing texts (the spec gives none; plain, honest English, as FULFILMENT_MESSAGES). */
export const ZIP_QUOTA_MESSAGES = {
  /** 429: too many zips queued or building. */
  queueFull: (max: number) =>
    `You already have ${max} ${max === 1 ? 'download' : 'downloads'} being prepared, the most at once. ` +
    'Wait for one to finish, or cancel one, then try again.',
  /** 409: the finished zips kept reach the storage limit. */
  storageFull: (max: number, expiryMs: number) =>
    `Your prepared downloads already take up ${sizeText(max)}, the most we keep for you at once. ` +
    `Each is removed ${keptFor(expiryMs)} after its last download; try again then.`,
  /** The entry of a zip removed after going unused. */
  expired: (expiryMs: number) =>
    `This download was removed after ${keptFor(expiryMs)} without being downloaded. ` +
    'Download the playlist again to prepare it again.',
} as const;
