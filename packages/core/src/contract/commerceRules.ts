// The commerce domain's limits, tiers, line kinds and server messages, free of the schemas so browser code can
// read them without the schema library (ADR 15; re-exported by ./commerce, where every name was first declared).

export const COMMERCE_LIMITS = {
  /** Lines in one cart (a whole playlist is added at most up to this). */
  cartLinesMax: 200,
  projectNameMax: 200,
  poNumberMax: 100,
  contentUsageMax: 500,
  /** Post URLs of one line ("I already used this clip"). */
  postUrlsMax: 20,
  urlMax: 2048,
  historyPageMax: 100,
  /** Licences in one certificate zip or CSV export. */
  exportMax: 1000,
  /** Certificates (PDFs, each rendered on request) in one zip; more answer 400 asking to narrow the filters. */
  certificatesZipMax: 100,
  inquiryTextMax: 5000,
  inquiryFieldMax: 200,
  /** Clips one inquiry may name. */
  inquiryClipsMax: 200,
} as const;

/** The tiers: three are sold online; Custom is by inquiry (a line of it makes the cart go to an inquiry). */
export const TIER_IDS = ['personal', 'basicPro', 'superPro', 'custom'] as const;
export const ONLINE_TIER_IDS = ['personal', 'basicPro', 'superPro'] as const;

/**
 * A licence number's shape: 'CM-2026-7K3Q-F9XH-2RDP' (random, with a check character: licenceNumber.ts), or a
 * legacy sequential 'CM-2026-000123'. `isLicenceNumber` also checks the check character.
 */
export const LICENCE_NUMBER_PATTERN =
  /^CM-\d{4}-(?:\d{6}|[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4})$/;
export * from './licenceNumber';

export const CART_LINE_KINDS = [
  'licence',
  'inquiry',
  'rightsFee',
  'discountPack',
  'giftCard',
  'upgrade',
] as const;

/**
 * A licence upgrade (issue 32, item 4; docs/adr/0084): a licence moves to a higher online tier for the
 * difference of the two tiers' prices. The tiers in the order they rise; an upgrade goes up this list only.
 */
export const UPGRADE_TIER_ORDER = ['personal', 'basicPro', 'superPro'] as const;

/** Whether `to` is an online tier above `from` (what an upgrade may be). */
export function isUpgrade(from: string, to: string): boolean {
  const rank = (tier: string) => (UPGRADE_TIER_ORDER as readonly string[]).indexOf(tier);
  return rank(from) >= 0 && rank(to) > rank(from);
}

/** 'Upgrade Personal → Basic Pro': an upgrade line as the cart, the order, the receipt and the mail name it. */
export const upgradeLabel = (fromName: string, toName: string): string => `Upgrade ${fromName} → ${toName}`;

/** What the server answers an upgrade it refuses (each a 4xx: nothing is added, charged or granted). */
export const UPGRADE_MESSAGES = {
  notHigher: 'An upgrade must be to a higher tier than the licence has now.',
  custom: 'A Custom licence is quoted by inquiry, not sold as an upgrade: send a licensing inquiry instead.',
  revoked: 'This licence was revoked, so it cannot be upgraded.',
  notSold: 'The shop does not sell this upgrade at the moment. Please try again later or send an inquiry.',
  stale: 'This licence is already at that tier or higher: remove the upgrade from your cart.',
} as const;

export const CART_SERVER_MESSAGES = {
  cartFull: `Max size of cart reached: ${COMMERCE_LIMITS.cartLinesMax} lines.`,
  lineMissing: "Cart line doesn't exists",
  clipMissing: "Video doesn't exists",
  variantUnknown: 'That product is not for sale.',
  noRightsFee: 'The store sells no rights management fee; send an inquiry instead.',
  checkoutEmpty: 'The cart is empty.',
  checkoutNotReady: 'This cart goes to an inquiry, not to the online shop.',
  storefrontDown: 'The shop cannot be reached. Your cart is kept; please try again in a minute.',
  checkoutMissing: "Checkout doesn't exists",
  licenceMissing: "Licence doesn't exists",
  orderMissing: "Order doesn't exists",
} as const;

// Orders' numbers and billing details: a module of their own, so the country list reaches only the pages that
// read it (the re-export is dropped where unused; a top-level call in this module would not be).
export * from './billingRules';
// Tax words and labels (issue 32, item 3; ADR 85), shared by the cart, the order page and the server.
export * from './taxRules';
