import {
  formatAllowance,
  formatTierPrice,
  LICENCE_FAQ_TYPE,
  LICENCE_LINKS,
  LICENCE_TIER_LABELS,
  LICENCE_TIER_TEXT,
  LICENCE_TIERS,
  licenceTierUse,
  type LicenceTier,
  PAGES,
} from '@clipmarket/core';
import { Button, buttonStyles, LicenceTierModal } from '@clipmarket/ui';
import { Link } from 'wouter';
import { PageShell } from '../../components/PageShell';
import * as styles from './PricingPage.styles';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/**
 * The rows of the comparison, each a question a buyer asks of a tier; first what it covers and does not, in
 * plain words (decisions.md, "What the tiers cover"), in place of the distribution figure ("Social, Digital").
 */
const ROWS: readonly { label: string; value: (tier: LicenceTier) => string }[] = [
  { label: LICENCE_TIER_LABELS.covers, value: (tier) => licenceTierUse(tier).covers },
  { label: LICENCE_TIER_LABELS.doesNotCover, value: (tier) => licenceTierUse(tier).doesNotCover },
  { label: 'Monetization', value: (tier) => yesNo(tier.monetization) },
  { label: 'Watermark', value: (tier) => (tier.watermarked ? 'Watermarked' : 'Watermark free') },
  { label: 'Pages or channels', value: (tier) => formatAllowance(tier.pagesOrChannels) },
  { label: 'Maximum audience', value: (tier) => formatAllowance(tier.maxAudience) },
  { label: 'Posts per channel', value: (tier) => formatAllowance(tier.postsPerChannel) },
  { label: 'Brands', value: (tier) => formatAllowance(tier.brands) },
  { label: 'Legal indemnification', value: (tier) => yesNo(tier.legalIndemnification) },
  { label: 'Custom legal terms', value: (tier) => yesNo(tier.customLegalTerms) },
  { label: 'Dedicated account manager', value: (tier) => yesNo(tier.dedicatedAccountManager) },
];

/** Pricing (spec sections 1 and 2): the four digital publishing tiers side by side, from the one tier source. */
export default function PricingPage() {
  return (
    <PageShell
      heading="Pricing"
      lead="One price per clip, by how widely you publish it. Every licence is cleared with the clip’s filmer."
      aside={<LicenceTierModal trigger={(props) => <Button {...props}>Compare in a dialog</Button>} />}
    >
      {/* On a phone the four tiers stack, one card each with the same rows: a table four columns wide would
          scroll sideways with nothing saying so. From md the table compares them side by side. */}
      <ul css={styles.cards} aria-label="Licence tiers">
        {LICENCE_TIERS.map((tier) => (
          <li key={tier.id}>
            <section css={styles.card} aria-labelledby={`tier-${tier.id}`}>
              <h2 id={`tier-${tier.id}`} css={styles.cardHeading}>
                <span css={styles.tierName}>{tier.name}</span>
                <span css={styles.price}>{formatTierPrice(tier)}</span>
                {tier.priceUsd === null ? null : <span css={styles.per}>{LICENCE_TIER_TEXT.perVideo}</span>}
              </h2>
              <dl css={styles.cardRows}>
                {ROWS.map((row) => (
                  <div key={row.label}>
                    <dt>{row.label}</dt>
                    <dd>{row.value(tier)}</dd>
                  </div>
                ))}
              </dl>
            </section>
          </li>
        ))}
      </ul>
      {/* A scrolling region must take focus so keyboard users can scroll it (axe scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div css={styles.scroller} role="region" aria-label="Licence tiers compared" tabIndex={0}>
        <table css={styles.table}>
          <caption css={styles.caption}>Digital publishing licences, price per video</caption>
          <thead>
            <tr>
              <td />
              {LICENCE_TIERS.map((tier) => (
                <th key={tier.id} scope="col">
                  <span css={styles.tierName}>{tier.name}</span>
                  <span css={styles.price}>{formatTierPrice(tier)}</span>
                  {tier.priceUsd === null ? null : <span css={styles.per}>{LICENCE_TIER_TEXT.perVideo}</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {LICENCE_TIERS.map((tier) => (
                  <td key={tier.id}>{row.value(tier)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p css={styles.note}>{LICENCE_TIER_TEXT.compilationRightsNotOffered}</p>
      <div css={styles.actions}>
        <Link href={PAGES.search.path()} css={buttonStyles.primaryButton}>
          Find clips to license
        </Link>
        <Link href={PAGES.inquiry.path()} css={buttonStyles.secondaryButton}>
          Ask about a Custom licence
        </Link>
        <a href={LICENCE_LINKS.fullTermsPdf} css={buttonStyles.textLink}>
          {LICENCE_TIER_TEXT.fullTermsLabel}
        </a>
        <Link href={PAGES.faq.path({ faqType: LICENCE_FAQ_TYPE })} css={buttonStyles.textLink}>
          {LICENCE_TIER_TEXT.faqLabel}
        </Link>
      </div>
    </PageShell>
  );
}
