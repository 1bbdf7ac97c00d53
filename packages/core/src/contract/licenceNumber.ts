// Licence numbers (decisions.md "Licence"; docs/adr/0055): 'CM-' + year + a random part with a check character,
// so one number tells nothing about another and a mistyped one is refused before anything is looked up. Free of
// the schema library, so the public verification page can check a number in the browser.

/** Crockford's base 32: digits and capitals without I, L, O and U (nothing to misread, nothing to spell). */
export const LICENCE_NUMBER_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Random characters in a number (11 × 5 bits = 55 bits); a check character follows them. */
export const LICENCE_NUMBER_RANDOM_LENGTH = 11;

const GROUP = `[${LICENCE_NUMBER_ALPHABET}]{4}`;

/** 'CM-2026-7K3Q-F9XH-2RDP': year, then three groups of four (the last character of the last is the check). */
export const LICENCE_NUMBER_CURRENT_PATTERN = new RegExp(`^CM-\\d{4}-${GROUP}-${GROUP}-${GROUP}$`);

/**
 * 'CM-2026-000123': the sequential numbers of licences granted before migration 0024. They stay verifiable,
 * because certificates already printed carry them (ADR 0055).
 */
export const LICENCE_NUMBER_LEGACY_PATTERN = /^CM-\d{4}-\d{6}$/;

/**
 * Luhn mod 32 over the year's digits and the random characters: any single wrong character and any swap of
 * two neighbours changes it.
 */
export function licenceNumberCheckCharacter(year: string, random: string): string {
  const values = [...`${year}${random}`].map((char) => LICENCE_NUMBER_ALPHABET.indexOf(char));
  if (values.some((value) => value < 0)) throw new Error('Not a licence number character');
  const n = LICENCE_NUMBER_ALPHABET.length;
  let sum = 0;
  let factor = 2;
  for (let i = values.length - 1; i >= 0; i--) {
    const product = values[i]! * factor;
    sum += Math.floor(product / n) + (product % n);
    factor = factor === 2 ? 1 : 2;
  }
  return LICENCE_NUMBER_ALPHABET[(n - (sum % n)) % n]!;
}

/** The number of a year and 11 random characters of the alphabet. */
export function formatLicenceNumber(year: number, random: string): string {
  if (random.length !== LICENCE_NUMBER_RANDOM_LENGTH)
    throw new Error('A licence number has 11 random characters');
  const y = String(year).padStart(4, '0');
  const body = `${random}${licenceNumberCheckCharacter(y, random)}`;
  return `CM-${y}-${body.slice(0, 4)}-${body.slice(4, 8)}-${body.slice(8, 12)}`;
}

/** Whether a number is of the current form with a right check character (no look-up needed to say no). */
export function isCurrentLicenceNumber(number: string): boolean {
  if (!LICENCE_NUMBER_CURRENT_PATTERN.test(number)) return false;
  const year = number.slice(3, 7);
  const body = number.slice(8).replaceAll('-', '');
  return licenceNumberCheckCharacter(year, body.slice(0, -1)) === body.slice(-1);
}

/** Whether a number can be a licence's: the current form with its check character, or a legacy one. */
export function isLicenceNumber(number: string): boolean {
  return isCurrentLicenceNumber(number) || LICENCE_NUMBER_LEGACY_PATTERN.test(number);
}
