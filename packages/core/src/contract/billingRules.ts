// Orders and billing details (issue 32, ADR 81): free of the schemas, so browser code reads them without zod.

/**
 * An order's payment state in words (its page, the history, the receipt, the mail). Keyed by the contract's
 * `ORDER_STATUSES`, which commerce.ts declares with the schemas.
 */
export const ORDER_STATUS_WORDS = {
  paid: 'Paid',
  partlyRefunded: 'Partly refunded',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
  /** Placed on account, its invoice not paid yet (docs/adr/0087). */
  invoiced: 'Unpaid',
} as const;

/** An order's number: the marketplace's reference of its checkout, 'CMO-' and 8 upper-case hex digits. */
export const ORDER_NUMBER_PATTERN = /^CMO-[0-9A-F]{8}$/;

/** The billing details printed on receipts (Account › Profile; asked once at checkout). */
export const BILLING_LIMITS = {
  nameMax: 200,
  companyMax: 200,
  addressLineMax: 200,
  cityMax: 100,
  postalCodeMax: 20,
  regionMax: 100,
  /** A VAT number without spaces: 2 to 20 letters and digits (a country prefix and its digits, e.g. GB123456789). */
  vatNumberMax: 20,
} as const;

/**
 * The countries a billing address may name: ISO 3166-1 alpha-2 codes (and XK, Kosovo, as storefronts use it).
 * Their names come from the browser's `Intl.DisplayNames`, in the reader's language.
 */
export const COUNTRY_CODES: readonly string[] = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY ' +
  'BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK ' +
  'FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR ' +
  'IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ' +
  'ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM ' +
  'PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF ' +
  'TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW'
).split(' ');

export const BILLING_MESSAGES = {
  nameMissing: 'Give the name the receipt is made out to.',
  vatNumberShape: 'A VAT number is letters and digits only, e.g. GB123456789.',
  countryUnknown: 'Choose a country from the list.',
} as const;
