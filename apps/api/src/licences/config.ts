import { loadAuthConfig, type RateLimit } from '../auth/config';

export interface LicenceConfig {
  /**
   * Where verification links point (the certificate's printed URL and QR code). The configured address, never
   * the request's Host header: a certificate outlives the request that made it, and a Host header is the
   * client's to choose.
   */
  publicBaseUrl: string;
  /** Look-ups of the public verification endpoint per client address. */
  verifyLimit: RateLimit;
}

/** `LICENCE_VERIFY_LIMIT=max/windowSeconds`: 60 look-ups in 10 minutes per client address unless set. */
export const VERIFY_LIMIT_ENV = ['LICENCE_VERIFY_LIMIT', '60/600'] as const;

/**
 * The settings from the environment: PUBLIC_BASE_URL as the auth module reads it (one definition for mails and
 * certificates), and LICENCE_VERIFY_LIMIT.
 */
export function loadLicenceConfig(env: NodeJS.ProcessEnv = process.env): LicenceConfig {
  const [name, fallback] = VERIFY_LIMIT_ENV;
  const text = env[name] ?? fallback;
  const match = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(text);
  const max = Number(match?.[1]);
  const windowSeconds = Number(match?.[2]);
  if (!match || max < 1 || windowSeconds < 1) {
    throw new Error(`${name} must be "<max look-ups>/<window in seconds>", e.g. "60/600"; got "${text}".`);
  }
  return { publicBaseUrl: loadAuthConfig(env).publicBaseUrl, verifyLimit: { max, windowSeconds } };
}
