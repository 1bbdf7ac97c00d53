import { randomInt } from 'node:crypto';
import { formatLicenceNumber, LICENCE_NUMBER_ALPHABET, LICENCE_NUMBER_RANDOM_LENGTH } from '@clipmarket/core';

/**
 * A new licence number (decisions.md "Licence"; docs/adr/0055): 'CM-' + the UTC year + 55 random bits from the
 * operating system's generator + a check character. One number says nothing about any other, so the public
 * check cannot be walked; a number is unique by the table's primary key (a clash, one in 2^55, fails the grant,
 * which the storefront retries).
 */
export function newLicenceNumber(now: Date = new Date()): string {
  let random = '';
  for (let i = 0; i < LICENCE_NUMBER_RANDOM_LENGTH; i++) {
    random += LICENCE_NUMBER_ALPHABET[randomInt(LICENCE_NUMBER_ALPHABET.length)];
  }
  return formatLicenceNumber(now.getUTCFullYear(), random);
}
