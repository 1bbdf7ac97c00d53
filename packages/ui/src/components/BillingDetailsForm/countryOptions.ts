import { COUNTRY_CODES } from '@clipmarket/core';

/** A country of the select: its ISO code and its name in the reader's language. */
export interface CountryOption {
  code: string;
  name: string;
}

const cache = new Map<string, readonly CountryOption[]>();

/** The browser's language, or English where there is no browser (the server's render). */
export function readerLocale(): string {
  return typeof navigator === 'undefined' || !navigator.language ? 'en' : navigator.language;
}

/**
 * Every country a billing address may name (`COUNTRY_CODES`), named by `Intl.DisplayNames` in `locale` and
 * sorted by name in that language. A locale the browser does not know falls back to English; a code it has no
 * name for shows as the code.
 */
export function countryOptions(locale: string): readonly CountryOption[] {
  const known = cache.get(locale);
  if (known) return known;
  let names: Intl.DisplayNames;
  let collator: Intl.Collator;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region' });
    collator = new Intl.Collator(locale);
  } catch {
    names = new Intl.DisplayNames(['en'], { type: 'region' });
    collator = new Intl.Collator('en');
  }
  const options = COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
  cache.set(locale, options);
  return options;
}
