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
  /** Who sells: the receipts' seller block (SELLER_NAME, SELLER_ADDRESS, SELLER_VAT_NUMBER). */
  seller: SellerDetails;
}

export interface SellerDetails {
  /** @default 'Clipmarket' */
  name: string;
  /** The postal address, one entry a line; empty when not configured. */
  addressLines: string[];
  vatNumber: string | null;
  /**
   * How to pay an invoice by bank transfer (SELLER_BANK_DETAILS), a line each; empty when not configured: the
   * invoice then says to ask for them (docs/adr/0087).
   */
  bankDetails: string[];
}

/** The seller's name on receipts unless SELLER_NAME says otherwise. */
export const DEFAULT_SELLER_NAME = 'Clipmarket';

/**
 * SELLER_NAME, SELLER_ADDRESS (lines separated by `|` or a new line), SELLER_VAT_NUMBER and SELLER_BANK_DETAILS
 * (lines as the address's). A receipt may be printed without an address or VAT number (a seller not registered
 * for VAT has none), and an invoice without bank details (it says to ask for them), so all three are optional.
 */
export function loadSellerDetails(env: NodeJS.ProcessEnv = process.env): SellerDetails {
  const lines = (text: string | undefined) =>
    (text ?? '')
      .split(/\||\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean);
  return {
    name: env.SELLER_NAME?.trim() || DEFAULT_SELLER_NAME,
    addressLines: lines(env.SELLER_ADDRESS),
    vatNumber: env.SELLER_VAT_NUMBER?.trim() || null,
    bankDetails: lines(env.SELLER_BANK_DETAILS),
  };
}

/** `LICENCE_VERIFY_LIMIT=max/windowSeconds`: 60 look-ups in 10 minutes per client address unless set. */
export const VERIFY_LIMIT_ENV = ['LICENCE_VERIFY_LIMIT', '60/600'] as const;

/**
 * The settings from the environment: PUBLIC_BASE_URL as the auth module reads it (one definition for mails,
 * certificates and receipts), LICENCE_VERIFY_LIMIT, and the seller's details (`loadSellerDetails`).
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
  return {
    publicBaseUrl: loadAuthConfig(env).publicBaseUrl,
    verifyLimit: { max, windowSeconds },
    seller: loadSellerDetails(env),
  };
}
