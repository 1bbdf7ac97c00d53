import { loadAuthConfig, type RateLimit } from '../auth/config';
import { DEFAULT_SELLER_NAME, parseVerifyLimit, VERIFY_LIMIT_ENV } from './env';

export { DEFAULT_SELLER_NAME };

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

/**
 * The settings from the environment: PUBLIC_BASE_URL as the auth module reads it (one definition for mails,
 * certificates and receipts), LICENCE_VERIFY_LIMIT, and the seller's details (`loadSellerDetails`).
 */
export function loadLicenceConfig(env: NodeJS.ProcessEnv = process.env): LicenceConfig {
  const [name, fallback] = VERIFY_LIMIT_ENV;
  return {
    publicBaseUrl: loadAuthConfig(env).publicBaseUrl,
    verifyLimit: parseVerifyLimit(env[name] ?? fallback),
    seller: loadSellerDetails(env),
  };
}
