import { COMMERCE_LIMITS } from './contract/commerceRules';
import { CLEARANCE_LABELS } from './filters';
import { PAGES } from './pages';
import {
  formatAllowance,
  formatTierPrice,
  LICENCE_TIER_TEXT,
  LICENCE_TIERS,
  type Allowance,
  type LicenceTier,
} from './tiers';

/**
 * The Digital Publishing Licence terms in full (issue 32, item 9; ADR 82): one typed document that the terms
 * page renders as HTML (apps/web, features/content) and the server typesets as the PDF at
 * `PAGE_FILES.licenceTermsPdf` (apps/api, licences/terms-pdf.ts). Every tier's figures come from `LICENCE_TIERS`,
 * the clearance levels from `CLEARANCE_LABELS`: nothing here repeats a number another module owns.
 *
 * A sub-path export (`@clipmarket/core/licenceTerms`), not part of the package's index, so only what reads the
 * terms carries their words.
 */

/** A piece of a clause's text: words, a link to a page of the app, or a reference to another section. */
export type LicenceTermsRun =
  | string
  /**
   * A page of the app, by its full path (`PAGES.x.href()`). The PDF, read away from the site, prints the page's
   * public address after the words, or in their place when the words are an address themselves (`/licensing/…`).
   */
  | { text: string; href: string }
  /** "section 8", linked to that section in both renderings. */
  | { section: LicenceTermsSectionId };

/**
 * One entry of a clause's list: its text, after either a defined term (a definition: `“Clip” means …`, the term
 * quoted and in bold) or a title (`Compilations: …`, in bold).
 */
export interface LicenceTermsItem {
  /** `(a)`, `(b)`, …: its label, from its place in the list. */
  label: string;
  term?: string;
  title?: string;
  text: readonly LicenceTermsRun[];
}

/** A numbered clause ("8.1"), with an optional title before its text and an optional list after it. */
export interface LicenceTermsClause {
  kind: 'clause';
  /** `8.1`: section number and place, given by the document's order. */
  number: string;
  title?: string;
  text: readonly LicenceTermsRun[];
  items?: readonly LicenceTermsItem[];
}

/** Where the per-tier grant table stands in its section. */
export interface LicenceTermsTableBlock {
  kind: 'grantTable';
}

export type LicenceTermsBlock = LicenceTermsClause | LicenceTermsTableBlock;

export interface LicenceTermsSection {
  /** The anchor of the section on the page and its destination in the PDF. */
  id: LicenceTermsSectionId;
  number: number;
  heading: string;
  blocks: readonly LicenceTermsBlock[];
}

/** A column of the grant table: one tier, with its name and price. */
export interface TierGrantColumn {
  id: LicenceTier['id'];
  name: string;
  /** '$149 per video', 'By inquiry'. */
  price: string;
}

/** A row of the grant table: one question a buyer asks, answered for every tier in the columns' order. */
export interface TierGrantRow {
  label: string;
  values: readonly string[];
}

export interface TierGrantTable {
  caption: string;
  columns: readonly TierGrantColumn[];
  rows: readonly TierGrantRow[];
}

export interface LicenceTermsDocument {
  title: string;
  /** Raised with every change of wording; printed on every page of the PDF. */
  version: string;
  /** ISO date from which this version governs new licences. */
  effectiveDate: string;
  /** 'Version 2.0, effective 4 December 2026': the line under the title in both renderings. */
  editionLine: string;
  /** A paragraph under the title, before the contents. */
  summary: string;
  sections: readonly LicenceTermsSection[];
  grantTable: TierGrantTable;
}

/** The words around the document that its two renderings share. */
export const LICENCE_TERMS_TEXT = {
  contents: 'Contents',
  pdfLink: 'Download these terms as a PDF',
  /** The name a browser saves the PDF under (the version added: `…-2.0.pdf`). */
  pdfFileStem: 'Clipmarket-digital-publishing-licence-terms',
  tiersListLabel: 'What each tier grants',
} as const;

const SECTION_IDS = [
  'about',
  'definitions',
  'grant',
  'tiers',
  'coverage',
  'custom',
  'restrictions',
  'compilations',
  'term',
  'territory',
  'attribution',
  'buying',
  'already-used',
  'upgrades',
  'refunds',
  'certificates',
  'downloads',
  'warranties',
  'indemnity',
  'liability',
  'termination',
  'changes',
  'law',
  'general',
  'contact',
] as const;

export type LicenceTermsSectionId = (typeof SECTION_IDS)[number];

const VERSION = '2.0';
const EFFECTIVE_DATE = '2026-12-04';
const LICENSING_EMAIL = 'licensing@clipmarket.com';

// ---- The tiers' figures, in words ----------------------------------------------------------------------

const tierById = (id: LicenceTier['id']): LicenceTier => LICENCE_TIERS.find((tier) => tier.id === id)!;
const names = (tiers: readonly LicenceTier[]) => listWords(tiers.map((tier) => tier.name));
const ONLINE_TIERS = LICENCE_TIERS.filter((tier) => tier.priceUsd !== null);
const INQUIRY_TIERS = LICENCE_TIERS.filter((tier) => tier.priceUsd === null);
const INDEMNIFIED = LICENCE_TIERS.filter((tier) => tier.legalIndemnification);
const NOT_INDEMNIFIED = LICENCE_TIERS.filter((tier) => !tier.legalIndemnification);

/** 'A, B and C' (or 'A, B or C'). */
function listWords(words: readonly string[], last: 'and' | 'or' = 'and'): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${last} ${words.at(-1)}`;
}

/** '4 December 2026', in UTC: how the documents write a date. */
export function formatTermsDate(isoDay: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDay}T00:00:00Z`));
}

/** 'social and digital': media as running text reads them, acronyms (OTT) kept. */
const mediaWords = (distribution: readonly string[]) =>
  listWords(distribution.map((medium) => (medium === medium.toUpperCase() ? medium : medium.toLowerCase())));

/** 'one Page or Channel', 'up to 3 Pages or Channels', 'any number of Pages and Channels'. */
function allowanceWords(value: Allowance, one: string, many: string, unlimited: string): string {
  if (value === 'unlimited') return unlimited;
  return value === 1 ? `one ${one}` : `up to ${formatAllowance(value)} ${many}`;
}

/** What one tier grants, as a sentence of the tiers section. */
function tierSentence(tier: LicenceTier): string {
  const price = tier.priceUsd === null ? 'priced by inquiry' : `${formatTierPrice(tier)} per Clip`;
  const pages = allowanceWords(
    tier.pagesOrChannels,
    'Page or Channel',
    'Pages or Channels',
    'any number of Pages and Channels',
  );
  const where = tier.pagesOrChannels === 1 ? 'on it' : 'on each';
  const posts =
    tier.postsPerChannel === 'unlimited'
      ? `any number of Posts ${where}`
      : `${allowanceWords(tier.postsPerChannel, 'Post', 'Posts', '')} ${where}`;
  const audience =
    tier.maxAudience === 'unlimited'
      ? 'no Audience limit'
      : `an Audience of up to ${formatAllowance(tier.maxAudience)}`;
  const brands = allowanceWords(tier.brands, 'Brand', 'Brands', 'any number of Brands');
  return (
    `A ${tier.name} licence (${price}) covers ${pages}, with ${posts} and ${audience}, for ${brands}, ` +
    `in ${mediaWords(tier.distribution)} distribution. ` +
    (tier.monetization ? 'Posts may be monetized. ' : 'Posts may not be monetized. ') +
    (tier.watermarked
      ? 'The Clip is delivered with a visible watermark, and must be published with it. '
      : 'The Clip is delivered without a watermark. ') +
    (tier.legalIndemnification
      ? 'It includes legal indemnification.'
      : 'It does not include legal indemnification.')
  );
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** The grant table: every figure from `LICENCE_TIERS`, in the order the tiers are offered. */
function grantTable(): TierGrantTable {
  const row = (label: string, value: (tier: LicenceTier) => string): TierGrantRow => ({
    label,
    values: LICENCE_TIERS.map(value),
  });
  return {
    caption: 'What each tier grants, per clip',
    columns: LICENCE_TIERS.map((tier) => ({
      id: tier.id,
      name: tier.name,
      price:
        tier.priceUsd === null
          ? formatTierPrice(tier)
          : `${formatTierPrice(tier)} ${LICENCE_TIER_TEXT.perVideo}`,
    })),
    rows: [
      row('Monetization', (tier) => (tier.monetization ? 'Allowed' : 'Not allowed')),
      row('Watermark', (tier) => (tier.watermarked ? 'Watermarked' : 'Watermark free')),
      row('Pages or channels', (tier) => formatAllowance(tier.pagesOrChannels)),
      row('Maximum audience', (tier) => formatAllowance(tier.maxAudience)),
      row('Posts per channel', (tier) => formatAllowance(tier.postsPerChannel)),
      row('Brands', (tier) => formatAllowance(tier.brands)),
      row('Distribution', (tier) => tier.distribution.join(', ')),
      row('Advertising, broadcast, OTT, out-of-home', (tier) =>
        tier.priceUsd === null ? 'As the Custom agreement states' : 'Not covered',
      ),
      row('Legal indemnification', (tier) => yesNo(tier.legalIndemnification)),
      row('Custom legal terms', (tier) => yesNo(tier.customLegalTerms)),
      row('Dedicated account manager', (tier) => yesNo(tier.dedicatedAccountManager)),
      row('Compilation rights', (tier) => (tier.compilationRights ? 'Included' : 'Not included')),
    ],
  };
}

// ---- Writing the document ---------------------------------------------------------------------------

type Text = string | readonly LicenceTermsRun[];
interface DraftClause {
  title?: string;
  text: Text;
  items?: readonly (Text | DraftItemWithLead)[];
}
/** A definition (`term`) or a titled entry (`title`). */
type DraftItemWithLead = { term: string; text: Text } | { title: string; text: Text };
type DraftBlock = DraftClause | 'grantTable';
type DraftItem = NonNullable<DraftClause['items']>[number];

const hasLead = (item: DraftItem): item is DraftItemWithLead => typeof item === 'object' && 'text' in item;

const runs = (text: Text): readonly LicenceTermsRun[] => (typeof text === 'string' ? [text] : text);
const link = (text: string, href: string): LicenceTermsRun => ({ text, href });
const see = (section: LicenceTermsSectionId): LicenceTermsRun => ({ section });
const itemLabel = (index: number) => `(${String.fromCharCode(97 + index)})`;

const editionLine = `Version ${VERSION}, effective ${formatTermsDate(EFFECTIVE_DATE)}`;
const [green, yellow, red] = [CLEARANCE_LABELS.GREEN, CLEARANCE_LABELS.YELLOW, CLEARANCE_LABELS.RED];
const clearance = (label: { label: string; detail?: string }) =>
  `“${label.label}${label.detail ? ` (${label.detail})` : ''}”`;
const custom = tierById('custom');
const verifyAddress = `${PAGES.verify.href()}/{licence number}`;

const DRAFT: readonly { id: LicenceTermsSectionId; heading: string; blocks: readonly DraftBlock[] }[] = [
  {
    id: 'about',
    heading: 'About these terms',
    blocks: [
      {
        text: 'These are the Digital Publishing Licence terms of Clipmarket, the seller named on your receipt (“Clipmarket”, “we”, “us”). They apply to every licence to use a clip from our library that you obtain from us, and they are the agreement between us and the licensee (“you”).',
      },
      {
        text: 'You accept these terms when you complete a checkout for a licence, and again whenever you use a clip under one. If you license for a company or another organisation, you confirm that you may bind it; it is then the licensee, and these terms bind it.',
      },
      {
        text: [
          'Our ',
          link('terms of use', PAGES.terms.href()),
          ' govern the use of our website; these terms govern what you may do with a clip. A Custom licence is also governed by its Custom agreement (',
          see('custom'),
          '), which prevails where the two differ.',
        ],
      },
      {
        text: [
          `This is version ${VERSION} of these terms, in force for licences granted from ${formatTermsDate(EFFECTIVE_DATE)}. A licence is governed by the version in force on the day it was granted (`,
          see('changes'),
          ').',
        ],
      },
    ],
  },
  {
    id: 'definitions',
    heading: 'Definitions',
    blocks: [
      {
        text: 'In these terms, these words have the meanings given here:',
        items: [
          {
            term: 'Clip',
            text: 'means a video clip in our library, identified by its JV# number, and any part of it, in any file of it that we deliver.',
          },
          {
            term: 'Licence',
            text: 'means the right to use one Clip, at one Tier, that these terms grant; each Licence has its own licence number.',
          },
          {
            term: 'Tier',
            text: [
              'means the kind of Licence: ',
              listWords(
                LICENCE_TIERS.map((tier) => tier.name),
                'or',
              ),
              ' (',
              see('tiers'),
              ').',
            ],
          },
          {
            term: 'online tiers',
            text: `means ${names(ONLINE_TIERS)}, the Tiers bought through our website at a published price. ${names(INQUIRY_TIERS)} is agreed by inquiry.`,
          },
          {
            term: 'Production',
            text: 'means the video, post or other content you make that includes the Clip, with your own additions such as a caption, commentary, graphics or music. The Clip posted on its own, with your caption, is also a Production.',
          },
          {
            term: 'Post',
            text: 'means one publication of a Production on one Page or Channel. Publishing it again on the same Page or Channel, such as a re-upload or a repost, is another Post; editing a Post’s caption is not.',
          },
          {
            term: 'Page or Channel',
            text: 'means one account, page, profile or channel on a social platform, or one website, app or e-mail newsletter, that you own or operate and that publishes under one of your Brands.',
          },
          {
            term: 'Brand',
            text: 'means a name under which you publish, such as a publication, show, channel or creator name. Pages and Channels that publish under the same name are one Brand.',
          },
          {
            term: 'Audience',
            text: 'means the combined followers, subscribers or members of the Pages and Channels where the Clip is posted, counted when each Post is published. The number of views of a Post is not limited.',
          },
          {
            term: 'Monetization',
            text: 'means revenue that a Post earns you from the platform or site it is on, such as a share of the advertising the platform places around it, a creator fund or subscriptions, without the Clip being used in or as an advertisement.',
          },
          {
            term: 'Advertising',
            text: 'means using the Clip in or as an advertisement or promotion: any paid placement (promoted, boosted or paid-media posts, pre-roll and other advertising units), any sponsored, branded or partnered content made for or paid for by someone else, and any content whose purpose is to promote a product, a service or a brand, your own included.',
          },
          {
            term: 'Social and Digital distribution',
            text: 'means publication on social media platforms and video-sharing services (social), and on your own websites, apps and e-mail newsletters (digital).',
          },
          {
            term: 'Broadcast, OTT and Out-of-home distribution',
            text: 'means television and radio broadcasting, clip shows included (broadcast); streaming services and connected-TV apps that deliver programmes over the internet (OTT); screens and displays in public places (out-of-home).',
          },
          {
            term: 'Custom agreement',
            text: 'means the written quote and terms that our licensing team sends for a Custom licence, once you have accepted them.',
          },
          {
            term: 'Certificate',
            text: [
              'means the PDF certificate of a Licence bought through our website (',
              see('certificates'),
              ').',
            ],
          },
        ],
      },
    ],
  },
  {
    id: 'grant',
    heading: 'The licence',
    blocks: [
      {
        text: [
          'For each Licence, we grant you a non-exclusive, non-transferable licence to copy, edit and publish the Clip in Productions, in the ways and within the limits of its Tier (',
          see('tiers'),
          ') and of ',
          see('coverage'),
          ', for as long as ',
          see('term'),
          ' says, anywhere in the world (',
          see('territory'),
          ').',
        ],
      },
      {
        text: 'A Licence covers one Clip. Each other Clip you use needs its own Licence, and a Licence is not shared with another licensee.',
      },
      {
        text: 'You may edit the Clip for your Productions: trim, crop, resize or reformat it (for example to vertical), change its speed, and add captions, subtitles, commentary, a voice-over, music, graphics and your own logo. An edit must not change what the Clip shows in a way that misleads viewers about the events or the people in it.',
      },
      {
        text: 'Your employees and contractors may work on your Productions; you are responsible for what they do with the Clip.',
      },
      {
        text: 'Previews of a Clip on our website, and any watermarked copy of a Clip that we let you download before you license it, are for evaluation only: you may try them in drafts and internal reviews, but not publish them.',
      },
      {
        text: 'Everything these terms do not grant is reserved. The copyright in the Clip stays with its owner.',
      },
    ],
  },
  {
    id: 'tiers',
    heading: 'What each tier allows',
    blocks: [
      {
        text: [
          'The table sets out what each Tier allows, per Clip. The prices are those we list, in US dollars; the price you pay is the one your checkout shows (',
          see('buying'),
          ').',
        ],
      },
      'grantTable',
      ...LICENCE_TIERS.map((tier): DraftClause =>
        tier.priceUsd === null
          ? {
              title: tier.name,
              text: [
                `${tierSentence(tier)} Its figures are those its Custom agreement states (`,
                see('custom'),
                ').',
              ],
            }
          : { title: tier.name, text: tierSentence(tier) },
      ),
      {
        text: 'You choose the Pages or Channels, Posts and Brands a Licence covers as you post. A Post counts towards its Tier’s limits once it is published, even if you later remove it.',
      },
    ],
  },
  {
    id: 'coverage',
    heading: 'What the online tiers cover and exclude',
    blocks: [
      {
        text: `${names(ONLINE_TIERS)} are editorial licences for organic Posts on your own Pages and Channels, within their Tier’s limits, with Monetization where the Tier allows it.`,
      },
      {
        text: ['They do not cover, and only a Custom licence (', see('custom'), ') can cover:'],
        items: [
          'Advertising, including a brand’s paid media, sponsored posts and advertisements;',
          'broadcast distribution, clip shows included;',
          'OTT distribution;',
          'out-of-home distribution;',
          'Posts on pages, channels or sites that are not yours, a client’s included.',
        ],
      },
      {
        text: 'Every Clip in our library is cleared for digital and clip-show use (the D mark on a clip’s page). Whether a Clip can be licensed for Advertising depends on its advertising clearance, shown with the A mark on every clip:',
        items: [
          `${clearance(green)}: the people in the Clip have signed releases, and a Custom licence for Advertising can be granted;`,
          `${clearance(yellow)}: we must check the Clip’s releases before a Custom licence for Advertising can be granted;`,
          `${clearance(red)}: the Clip cannot be licensed for Advertising under any licence.`,
        ],
      },
      {
        text: 'An advertising clearance describes the Clip; it is not a licence. Advertising needs a Custom licence whose Custom agreement names it.',
      },
    ],
  },
  {
    id: 'custom',
    heading: 'Custom licences',
    blocks: [
      {
        text: [
          'A Custom licence is agreed by inquiry. Send us a ',
          link('licensing inquiry', PAGES.inquiry.href()),
          ' naming the Clips and what you plan to make; our licensing team replies by e-mail with a quote.',
        ],
      },
      {
        text: [
          `A Custom licence can cover what the online tiers do not: ${mediaWords(custom.distribution)} distribution, Advertising with a Clip cleared for it (`,
          see('coverage'),
          '), and more Pages, Channels, Posts, Brands and Audience than the online tiers allow, as its Custom agreement states.',
        ],
      },
      {
        text: [
          `${listWords(
            [
              custom.legalIndemnification ? 'legal indemnification' : null,
              custom.customLegalTerms ? 'custom legal terms' : null,
              custom.dedicatedAccountManager ? 'a dedicated account manager' : null,
            ].filter((words): words is string => words !== null),
          ).replace(/^./, (first) => first.toUpperCase())} come with a Custom licence (`,
          see('indemnity'),
          ').',
        ],
      },
      {
        text: 'The price, uses, media, term, territory and any other conditions of a Custom licence are those of its Custom agreement. Where the Custom agreement and these terms differ, the Custom agreement prevails; on everything it does not address, these terms apply.',
      },
      {
        text: ['A Custom licence does not include compilation rights either (', see('compilations'), ').'],
      },
    ],
  },
  {
    id: 'restrictions',
    heading: 'What no licence allows',
    blocks: [
      {
        text: 'Whatever its Tier, a Licence does not allow you to:',
        items: [
          ['use the Clip beyond its Tier’s limits, or in a way ', see('coverage'), ' excludes;'],
          'remove, crop out, blur or cover the watermark of a Clip delivered with one;',
          'use the Clip in a way that is defamatory, pornographic, hateful or unlawful, or that harasses or endangers a person shown in it;',
          'suggest that a person shown in the Clip, its filmer or Clipmarket endorses you, a product, a cause, a political party or a candidate;',
          'present the Clip as showing something other than what it shows, or as filmed by someone other than its filmer, you included;',
          'register the Clip, or a Production that includes it, with a content identification system (such as YouTube Content ID or Meta Rights Manager), or claim ownership of it or revenue from anyone else’s use of it;',
          'use the Clip, in whole or in part, to train, test or improve a machine-learning or artificial-intelligence model, or to generate synthetic images, video or voices of the people in it;',
          'use the Clip in a trademark, a logo or another sign of a business or a product;',
          'sell or give away the Clip, or a Production made mainly of it, as a non-fungible token (NFT) or another digital collectible;',
          ['do anything ', see('compilations'), ' excludes.'],
        ],
      },
      {
        text: 'You must follow the law and the rules of the platforms where you post.',
      },
    ],
  },
  {
    id: 'compilations',
    heading: 'Compilations, re-licensing and redistribution',
    blocks: [
      {
        text: `${LICENCE_TIER_TEXT.compilationRightsNotOffered} No Licence, whatever its Tier, Custom included, allows:`,
        items: [
          {
            title: 'Compilations',
            text: 'using the Clip in a Production made mainly of video clips that you did not film, shown one after another, such as a countdown, a round-up, a “best of”, a “fails of the week” or a montage; or in a programme, playlist, Page or Channel made of such Productions;',
          },
          {
            title: 'Re-licensing',
            text: 'granting anyone else a licence or any other right to use the Clip, or selling, renting, lending or sharing it for them to use, through a stock footage library or a content marketplace included;',
          },
          {
            title: 'Standalone redistribution',
            text: 'making the Clip available on its own, other than in your Posts: as a file to download, a template, a GIF, a sticker or a wallpaper, in a footage library, or by sending the file to others for them to publish.',
          },
        ],
      },
      {
        text: 'A Production may include more than one Clip, each with its own Licence, when the Clips support your own content, such as a news report or a commentary, rather than being the Production’s content.',
      },
      {
        text: 'Publishing a Production on your Page or Channel for people to watch, with the sharing and embedding that the platform offers for every post, is not redistribution.',
      },
    ],
  },
  {
    id: 'term',
    heading: 'How long a licence lasts',
    blocks: [
      {
        text: 'A Licence has no end date: it is perpetual. You may make the Posts its Tier allows at any time, and every Post made within its Tier’s terms may stay published for as long as you wish.',
      },
      {
        text: [
          'A Licence ends only if it is revoked (',
          see('refunds'),
          ') or ended for a breach (',
          see('termination'),
          ').',
        ],
      },
      {
        text: 'When a Licence ends, you must make no new Post with its Clip and, within 14 days, remove the Posts that include it and delete the files of the Clip that you hold under it.',
      },
    ],
  },
  {
    id: 'territory',
    heading: 'Where a licence applies',
    blocks: [
      {
        text: 'A Licence is worldwide: you may publish your Productions from and to any country, and a Post may be seen anywhere. A Tier’s limits count across all countries together.',
      },
      {
        text: 'A Licence gives you our permission as the Clip’s licensor; it does not make lawful a use that the law of a country forbids.',
      },
    ],
  },
  {
    id: 'attribution',
    heading: 'Credit',
    blocks: [
      { text: 'You need not credit Clipmarket or the Clip’s filmer.' },
      {
        text: 'If you credit the Clip, credit it to “Clipmarket”, with its JV# number if you wish. Never credit it to yourself, or to anyone else, as its owner.',
      },
      { text: 'A Custom agreement may require a credit; where it does, give that credit.' },
    ],
  },
  {
    id: 'buying',
    heading: 'Buying a licence: price, payment and tax',
    blocks: [
      {
        text: 'Licences of the online tiers are bought through our website. The price of each Licence, any rights management fee, any discount and the tax are those your checkout shows before you pay or place the order.',
      },
      {
        text: 'A Licence is granted when its order is confirmed: when our storefront confirms your payment, at once when Discount Pack credits pay for it, or at once when you place an order on account. Until it is granted, you may not publish the Clip.',
      },
      {
        text: [
          'If we have approved your account to pay on account, an order you place with a purchase order number is invoiced, due 30 days after the order. If its invoice is not paid, we may cancel the order, which revokes its Licences (',
          see('refunds'),
          ').',
        ],
      },
      {
        text: 'If the order you paid does not match what your checkout showed (for example a different price), it grants nothing and is held for our review.',
      },
      {
        text: [
          'A Licence names as licensee the account holder and the company on the account, with the project name and PO number given for it. Each order has a page and a receipt in your account’s ',
          link('history', PAGES.accountHistory.href()),
          '.',
        ],
      },
    ],
  },
  {
    id: 'already-used',
    heading: 'Licensing a clip you already used',
    blocks: [
      {
        text: `If you published a Clip before licensing it, you may still license it: on the Clip’s page, choose to license a clip you already used, and give the address of each Post (up to ${COMMERCE_LIMITS.postUrlsMax} Posts).`,
      },
      {
        text: 'The Clip then goes in your cart at the Tier you choose, with a rights management fee for that Clip; both are shown in your cart before you pay.',
      },
      {
        text: 'The Licence lists those Posts and, once granted, covers them from the day each was published, as long as they are within its Tier’s limits: choose the Tier that covers them. Its Certificate lists them too.',
      },
      {
        text: 'Until then, using the Clip without a Licence infringes its owner’s copyright; the Licence settles that only for the Posts it lists.',
      },
    ],
  },
  {
    id: 'upgrades',
    heading: 'Upgrading a licence',
    blocks: [
      {
        text: `You may upgrade a Licence of an online tier to a higher online tier (in the order ${names(ONLINE_TIERS)}) by paying the difference between the two Tiers’ prices, as your cart shows it before you pay.`,
      },
      {
        text: 'An upgrade is a line in your cart, paid through the storefront’s checkout like a Licence. When its payment is confirmed, the Licence keeps its number and takes the higher Tier’s terms; its Certificate is issued again with the date of the upgrade, and the verification page shows the new Tier.',
      },
      {
        text: [
          'A Licence cannot be upgraded to the same or a lower Tier, nor once revoked. A Custom licence is agreed by inquiry, not as an upgrade (',
          see('custom'),
          ').',
        ],
      },
      {
        text: 'Posts made before the upgrade within the lower Tier’s terms stay covered, and count towards the higher Tier’s limits.',
      },
      {
        text: 'If the payment for an upgrade is refunded or cancelled, the Licence goes back to the Tier it had before the upgrade; it is not revoked.',
      },
    ],
  },
  {
    id: 'refunds',
    heading: 'Refunds, cancellation and revocation',
    blocks: [
      {
        text: 'A Licence is digital content, supplied as soon as it is granted. Its price is not refundable, except where the law gives you a right to a refund or we agree to one.',
      },
      {
        text: [
          'If you are a consumer in the European Union, our ',
          link('terms of use for the European Union', PAGES.termsEu.href()),
          ' explain how the right of withdrawal applies to a Licence.',
        ],
      },
      {
        text: 'When an order, or the part of it that paid for a Licence, is refunded or cancelled, that Licence is revoked from the moment of the refund or cancellation. A revoked Licence grants no further right: its Certificate says that it was revoked and when, the verification page shows it as revoked, and its Clip can no longer be downloaded under it.',
      },
      {
        text: ['When a Licence is revoked, ', see('term'), ' says what happens to its Posts.'],
      },
    ],
  },
  {
    id: 'certificates',
    heading: 'Certificates and verification',
    blocks: [
      {
        text: 'Each Licence bought through our website has a Certificate, a PDF in your account’s history, that names its licence number, the Clip, the Tier and what it allows, the licensee and company, the project and PO number, the price, the order number and the date it was granted.',
      },
      {
        text: [
          'Anyone can check a Licence on our verification page, at ',
          link(verifyAddress, PAGES.verify.href()),
          `, which the Certificate links by its printed address and a QR code. The page says whether the Licence is valid or revoked, with its Clip, Tier and date. It shows your company only if you choose to show it, and never your name or e-mail address.`,
        ],
      },
      {
        text: 'The Certificate is evidence of the Licence; the Licence itself is these terms applied to what the Certificate records. If a platform questions a Post, you may show it the Certificate or the verification address.',
      },
    ],
  },
  {
    id: 'downloads',
    heading: 'Downloads and usage declarations',
    blocks: [
      {
        text: [
          `While a Licence is valid you may download its Clip from our website: the clean master for ${names(ONLINE_TIERS.filter((tier) => !tier.watermarked))}, the watermarked preview for ${names(ONLINE_TIERS.filter((tier) => tier.watermarked))}. Each download is recorded in your account.`,
        ],
      },
      {
        text: 'Keep the files you download safe, and use them only under your Licences.',
      },
      {
        text: [
          'Your account’s ',
          link('usage declaration', PAGES.usage.href()),
          ' lists the Clips you downloaded under your Licences each month. Once a month is over, declare which of them you used; we send a reminder by e-mail for a month not yet declared.',
        ],
      },
    ],
  },
  {
    id: 'warranties',
    heading: 'Our promises',
    blocks: [
      {
        text: 'We promise that we hold the rights needed to grant each Licence as these terms describe it, and that every Clip in our library is cleared with its filmer for the uses the online tiers allow.',
      },
      {
        text: 'Beyond that promise, and as far as the law allows, the Clip is supplied as it is: we make no promise about what it shows, its quality, or its fitness for your purpose.',
      },
      {
        text: 'What you add to a Clip, such as captions, music or commentary, is yours, and so is the responsibility for it.',
      },
    ],
  },
  {
    id: 'indemnity',
    heading: 'Indemnity',
    blocks: [
      {
        text: `Legal indemnification is included only in the ${names(INDEMNIFIED)} Tier. ${names(NOT_INDEMNIFIED)} do not include it.`,
      },
      {
        text: 'Under a Custom licence, we will defend you against a claim by someone else that your use of the Clip, as its Custom agreement allows, infringes their copyright or their rights of privacy or publicity, and pay the damages and costs a court awards against you, or a settlement we agree to, within the limits and on the conditions its Custom agreement states. You must tell us of the claim promptly, let us conduct its defence and any settlement, and help us as we reasonably ask.',
      },
      {
        text: 'You will compensate us for the losses and reasonable costs we incur from a claim arising from your use of a Clip beyond your Licence, or from anything you add to it.',
      },
    ],
  },
  {
    id: 'liability',
    heading: 'Limits of liability',
    blocks: [
      {
        text: 'For a Licence of an online tier, our total liability to you for all claims about that Licence is limited to the price you paid for it.',
      },
      {
        text: 'We are not liable for loss of profit, revenue, audience or data, nor for indirect or consequential loss.',
      },
      {
        text: 'Nothing in these terms limits or excludes liability for death or personal injury caused by negligence, for fraud, or any other liability that the law does not allow to be limited; nor does it affect a consumer’s statutory rights.',
      },
      { text: 'The liability under a Custom licence is as its Custom agreement states.' },
    ],
  },
  {
    id: 'termination',
    heading: 'Ending a licence for a breach',
    blocks: [
      {
        text: [
          'If you break these terms in a way that matters and do not put it right within 14 days of our notice, or if the breach cannot be put right, we may end the Licences concerned by notice to you; ',
          see('term'),
          ' then applies.',
        ],
      },
      {
        text: [
          'Ending a Licence does not take away a right or claim that either of us had before it ended, and what ',
          see('compilations'),
          ' (compilations), ',
          see('indemnity'),
          ' (indemnity), ',
          see('liability'),
          ' (liability) and ',
          see('law'),
          ' (law) say continues to apply.',
        ],
      },
    ],
  },
  {
    id: 'changes',
    heading: 'Changes to these terms',
    blocks: [
      {
        text: 'We may change these terms. Each new version is published on our terms page and as a PDF, with its version number and the date it takes effect.',
      },
      {
        text: 'A change applies to Licences granted from its effective date. A Licence already granted stays under the version in force on the day it was granted, which its Certificate dates; an upgrade is governed by the version in force on the day of the upgrade.',
      },
      {
        text: 'Keep a copy of the version that applies to your Licences: every page of the PDF names its version and effective date.',
      },
    ],
  },
  {
    id: 'law',
    heading: 'Governing law and disputes',
    blocks: [
      {
        text: 'These terms, each Licence, and any dispute or claim arising from or in connection with them are governed by the law of England and Wales.',
      },
      {
        text: 'The courts of England and Wales have exclusive jurisdiction. If you are a consumer, you may also bring proceedings in the courts of the country where you live, and you keep the protection of the mandatory consumer law of that country.',
      },
    ],
  },
  {
    id: 'general',
    heading: 'General',
    blocks: [
      {
        title: 'Whole agreement',
        text: 'These terms, with the Custom agreement for a Custom licence, are the whole agreement between us about each Licence, and replace anything said or written before about it.',
      },
      {
        title: 'Transfer',
        text: 'You may not transfer a Licence, or your rights under these terms, to anyone else without our written consent. We may transfer ours to whoever takes over our business of licensing the Clips, without reducing your rights.',
      },
      {
        title: 'Severability',
        text: 'If a court finds part of these terms unenforceable, the rest stays in force.',
      },
      {
        title: 'No waiver',
        text: 'If we do not enforce a right at once, we may still enforce it later.',
      },
      {
        title: 'Third parties',
        text: 'Only you and we may enforce these terms.',
      },
      {
        title: 'Notices',
        text: [
          'We send notices to the e-mail address of your account; send yours as ',
          see('contact'),
          ' says.',
        ],
      },
    ],
  },
  {
    id: 'contact',
    heading: 'Contact',
    blocks: [
      {
        text: [
          'For questions about a Licence, a Custom licence or these terms, send a ',
          link('licensing inquiry', PAGES.inquiry.href()),
          ` or write to ${LICENSING_EMAIL}. Give the licence number or the order number when you write about a Licence.`,
        ],
      },
      {
        text: [
          'To tell us about unlicensed use of a Clip, ',
          link('report an infringement', PAGES.reportedInfringement.href()),
          '.',
        ],
      },
    ],
  },
];

/** The document: the draft numbered (sections 1…, clauses n.1…, items (a)…) in the order it is written. */
export const LICENCE_TERMS: LicenceTermsDocument = {
  title: 'Digital Publishing Licence terms',
  version: VERSION,
  effectiveDate: EFFECTIVE_DATE,
  editionLine,
  summary: `What you may do with a clip you license from Clipmarket: what each tier grants, what no licence allows (${LICENCE_TIER_TEXT.compilationRightsNotOffered.replace(/\.$/, '').toLowerCase()}), how long a licence lasts, and how it is bought, upgraded, refunded and verified.`,
  grantTable: grantTable(),
  sections: DRAFT.map((section, index) => {
    let clauses = 0;
    return {
      id: section.id,
      number: index + 1,
      heading: section.heading,
      blocks: section.blocks.map((block): LicenceTermsBlock => {
        if (block === 'grantTable') return { kind: 'grantTable' };
        clauses += 1;
        return {
          kind: 'clause',
          number: `${index + 1}.${clauses}`,
          ...(block.title ? { title: block.title } : {}),
          text: runs(block.text),
          ...(block.items
            ? {
                items: block.items.map((item, i) =>
                  hasLead(item)
                    ? { ...item, label: itemLabel(i), text: runs(item.text) }
                    : { label: itemLabel(i), text: runs(item) },
                ),
              }
            : {}),
        };
      }),
    };
  }),
};

/** 'section 8': how a reference to a section reads. */
export function sectionReference(id: LicenceTermsSectionId): string {
  const section = LICENCE_TERMS.sections.find((candidate) => candidate.id === id);
  return `section ${section?.number ?? '?'}`;
}

/** The plain text of a clause's runs: links as their words, references as "section n". */
export function termsPlainText(text: readonly LicenceTermsRun[]): string {
  return text
    .map((run) =>
      typeof run === 'string' ? run : 'section' in run ? sectionReference(run.section) : run.text,
    )
    .join('');
}

/** `Clipmarket-digital-publishing-licence-terms-2.0.pdf`: the name the PDF is saved under. */
export const LICENCE_TERMS_PDF_FILENAME = `${LICENCE_TERMS_TEXT.pdfFileStem}-${VERSION}.pdf`;

/** Every section id, in order (tests check each is used once). */
export const LICENCE_TERMS_SECTION_IDS: readonly LicenceTermsSectionId[] = SECTION_IDS;
