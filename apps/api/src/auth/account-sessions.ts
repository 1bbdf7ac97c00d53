import { SESSION_MESSAGES, type AccountSession } from '@clipmarket/core';
import { isIP } from 'node:net';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { httpError } from '../http/errors';
import type { AuthConfig } from './config';
import * as accounts from './repository';
import { hashSecret, isWellFormedSecret } from './secrets';

/**
 * The account's own sessions (docs/adr/0057-sessions-and-registration.md): what each is (browser and system,
 * in plain words), when it signed in and was last used, the network it signed in from, and signing out one or
 * all the others. Every query names the account: another account's session id is as unknown as a made-up one.
 */

/** A User-Agent is kept to this length: enough to name a browser, no room for a payload. */
export const USER_AGENT_MAX_LENGTH = 300;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The browser and system of a User-Agent in plain words ("Chrome on Linux"); "Unknown device" if unsure. */
export function deviceName(userAgent: string | null | undefined): string {
  const ua = userAgent ?? '';
  const browser = /\bEdg(e|A|iOS)?\//.test(ua)
    ? 'Edge'
    : /\b(OPR|Opera)\//.test(ua)
      ? 'Opera'
      : /\bSamsungBrowser\//.test(ua)
        ? 'Samsung Internet'
        : /\b(Firefox|FxiOS)\//.test(ua)
          ? 'Firefox'
          : /\b(HeadlessChrome|Chrome|CriOS|Chromium)\//.test(ua)
            ? 'Chrome'
            : /\bVersion\/[\d.]+.*\bSafari\//.test(ua)
              ? 'Safari'
              : /^curl\//.test(ua)
                ? 'curl'
                : null;
  const system = /\b(iPhone|iPod)\b/.test(ua)
    ? 'iPhone'
    : /\biPad\b/.test(ua)
      ? 'iPad'
      : /\bAndroid\b/.test(ua)
        ? 'Android'
        : /\bCrOS\b/.test(ua)
          ? 'ChromeOS'
          : /\bWindows\b/.test(ua)
            ? 'Windows'
            : /\bMac OS X\b|\bMacintosh\b/.test(ua)
              ? 'macOS'
              : /\bLinux\b/.test(ua)
                ? 'Linux'
                : null;
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `A browser on ${system}`;
  return 'Unknown device';
}

/**
 * The network of a client address, never the address itself: an IPv4 address's /24, an IPv6 address's /48
 * (an IPv4-mapped IPv6 address counts as IPv4). Null for anything else.
 */
export function networkOf(address: string | null | undefined): string | null {
  if (!address) return null;
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  const text = mapped ? mapped[1]! : address;
  const kind = isIP(text);
  if (kind === 4) return `${text.split('.').slice(0, 3).join('.')}.0/24`;
  if (kind !== 6) return null;
  const [head = '', tail = ''] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = text.includes('::') && tail ? tail.split(':') : [];
  const groups = text.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  const prefix = groups.slice(0, 3).map((group) => (parseInt(group, 16) || 0).toString(16));
  return `${prefix.join(':')}::/48`;
}

export interface AccountSessionsOptions {
  config: Pick<AuthConfig, 'sessionIdleSeconds'>;
  now?: () => Date;
}

export type AccountSessions = ReturnType<typeof createAccountSessions>;

export function createAccountSessions(db: Kysely<DB>, options: AccountSessionsOptions) {
  const now = options.now ?? (() => new Date());
  const hashes = (tokens: (string | null | undefined)[]) =>
    tokens.filter((t): t is string => !!t && isWellFormedSecret(t)).map(hashSecret);

  /** The sessions that still work: not revoked, within their lifetime, used within the idle limit. */
  function open(userId: string) {
    const at = now();
    return accounts.openSessions(
      db,
      userId,
      at,
      new Date(at.getTime() - options.config.sessionIdleSeconds * 1000),
    );
  }

  return {
    /** Notes what a new session is: the browser (its User-Agent, cut short) and the network it came from. */
    async describe(token: string, client: { userAgent?: string | null; ip?: string | null }): Promise<void> {
      await accounts.describeSession(db, hashSecret(token), {
        userAgent: client.userAgent ? client.userAgent.slice(0, USER_AGENT_MAX_LENGTH) : null,
        clientNetwork: networkOf(client.ip),
      });
    },

    /** The account's open sessions, most recently used first; `current` marks those of `currentTokens`. */
    async list(userId: string, currentTokens: (string | null | undefined)[]): Promise<AccountSession[]> {
      const current = new Set(hashes(currentTokens));
      const rows = await open(userId);
      return rows.map((row) => ({
        id: row.id,
        device: deviceName(row.userAgent),
        createdAt: new Date(row.createdAt).toISOString(),
        lastSeenAt: new Date(row.lastSeenAt).toISOString(),
        network: row.clientNetwork,
        current: current.has(row.tokenHash),
      }));
    },

    /** Signs out one open session of the account; 404 for any id that is not one (another account's too). */
    async revoke(userId: string, id: string): Promise<void> {
      if (!UUID.test(id)) throw httpError(404, SESSION_MESSAGES.sessionNotFound);
      const at = now();
      const revoked = await accounts.revokeSession(db, userId, id, at);
      if (revoked === 0) throw httpError(404, SESSION_MESSAGES.sessionNotFound);
    },

    /** Signs out every session of the account except those of `keepTokens`; answers how many ended. */
    async revokeOthers(userId: string, keepTokens: (string | null | undefined)[]): Promise<number> {
      return accounts.revokeSessionsOf(db, userId, now(), hashes(keepTokens));
    },
  };
}
