import { createHash, randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

/**
 * argon2id with the OWASP parameters (19 MiB, 2 passes, 1 lane). The parameters travel in the PHC string,
 * so raising them later still verifies older hashes.
 */
const ARGON2_OPTIONS = {
  algorithm: 2 as Algorithm, // Argon2id (a const enum, which isolatedModules cannot import)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** False for a wrong password or an unreadable hash. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | null = null;

/**
 * Spends the time of a real verification when there is no account, so a failed sign-in takes about as long
 * whether or not the e-mail is registered.
 */
export async function verifyDummyPassword(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  await verifyPassword(await dummyHash, password);
  return false;
}

/** A new opaque secret: 256 random bits, base64url (43 characters). Session tokens and reset ids. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Could this be one of our secrets? Anything else is refused without a database lookup. */
export function isWellFormedSecret(text: string): boolean {
  return SECRET_PATTERN.test(text);
}

/** What is stored: the hex SHA-256 of a secret (a 256-bit random secret needs no salt or slow hash). */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
