import {
  formatAllowance,
  formatDisplayDate,
  formatJvId,
  LICENCE_TIERS,
  licencePriceFact,
  type Licence,
} from '@clipmarket/core';
import { useId } from 'react';
import { secondaryButton, textLink } from '../../primitives/styles';
import { formatAmount } from '../HistoryTable/formatAmount';
import * as styles from './LicenceCertificatePreview.styles';
import { LICENCE_CERTIFICATE_TEXT as TEXT } from './licenceCertificateText';
import { InlineAlert } from '../InlineAlert';
import { Skeleton, SkeletonGroup } from '../Skeleton';

const tierNameOf = (tier: string) => LICENCE_TIERS.find((item) => item.id === tier)?.name ?? tier;

/** The licence call's state: `loading`, `ready` (with `licence`) or `error`. */
export type LicenceCertificatePreviewStatus = 'loading' | 'ready' | 'error';

export interface LicenceCertificatePreviewProps {
  /**
   * Which state to show; `ready` needs `licence`.
   * @default 'ready'
   */
  status?: LicenceCertificatePreviewStatus;
  /** The licence, as the licence endpoint answers it (the contract's `Licence`). */
  licence?: Licence | null;
  /** Called by the error state's retry button; without it no button shows. */
  onRetry?: () => void;
  /**
   * Offer the certificate PDF (`licence.certificateUrl`) as a download under the card.
   * @default true
   */
  showDownload?: boolean;
  /**
   * Level of the card's heading (the licence number); its sections take the next level.
   * @default 3
   */
  headingLevel?: 2 | 3 | 4 | 5;
  /** Class of the root element. */
  className?: string;
}

/** What a licence's certificate PDF says, as a card: number, clip, tier and terms, licensee, order, proof. */
export function LicenceCertificatePreview({
  status = 'ready',
  licence,
  onRetry,
  showDownload = true,
  headingLevel = 3,
  className,
}: LicenceCertificatePreviewProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const SectionHeading = `h${headingLevel + 1}` as 'h3' | 'h4' | 'h5' | 'h6';

  if (status === 'loading' || (status === 'ready' && !licence)) {
    return (
      <div data-state="loading" css={styles.root} className={className}>
        <SkeletonGroup label={TEXT.loading} css={styles.skeleton}>
          {[40, 70, 55, 85, 60].map((width) => (
            <Skeleton key={width} width={`${width}%`} />
          ))}
        </SkeletonGroup>
      </div>
    );
  }

  if (status === 'error' || !licence) {
    return (
      <div data-state="error" css={styles.root} className={className}>
        <InlineAlert tone="error" onRetry={onRetry} retryLabel={TEXT.retry}>
          {TEXT.error}
        </InlineAlert>
      </div>
    );
  }

  const { terms } = licence;
  // The order number first (the one the confirmation, history and CSV show), then the storefront's own name.
  const order = [licence.orderReference, licence.orderName].filter(Boolean).join(' · ');
  const licensee = [licence.licensee.name, licence.licensee.company].filter(Boolean).join(', ');
  // The upgrade that made it this tier, as the certificate prints it (docs/adr/0084).
  const upgrade = licence.upgrades.at(-1) ?? null;
  // "Price paid", or "Price invoiced" while its order's invoice is unpaid, as the PDF says (docs/adr/0087).
  const price = licencePriceFact(
    licence.invoice,
    formatAmount(licence.priceCents, licence.currency),
    formatDisplayDate,
  );

  return (
    <article
      data-state="ready"
      data-paid-with={licence.paidWith}
      css={styles.root}
      className={className}
      aria-labelledby={`${id}-number`}
    >
      <header css={styles.header}>
        <p css={styles.kicker} aria-hidden="true">
          {TEXT.kicker}
        </p>
        <Heading id={`${id}-number`} css={styles.number} aria-label={TEXT.name(licence.number)}>
          {licence.number}
        </Heading>
      </header>

      <div css={styles.clip}>
        {licence.imgUrl ? <img src={licence.imgUrl} alt="" loading="lazy" /> : <span />}
        <div>
          <p css={styles.clipTitle}>{licence.title}</p>
          <p css={[styles.muted, styles.mono]}>{formatJvId(licence.jmId)}</p>
        </div>
      </div>

      <dl css={styles.facts}>
        <dt>{TEXT.tier}</dt>
        <dd>{licence.tierName}</dd>
        <dt>{TEXT.licensee}</dt>
        <dd>{licensee}</dd>
        <dt>{TEXT.project}</dt>
        <dd>{licence.projectName ?? TEXT.notGiven}</dd>
        <dt>{TEXT.po}</dt>
        <dd>{licence.poNumber ?? TEXT.notGiven}</dd>
        <dt>{TEXT.granted}</dt>
        <dd>
          <time dateTime={licence.grantedAt}>{formatDisplayDate(licence.grantedAt)}</time>
        </dd>
        {upgrade ? (
          <>
            <dt>{TEXT.upgraded}</dt>
            <dd data-fact="upgraded">
              {TEXT.upgradedFrom(
                formatDisplayDate(upgrade.date),
                tierNameOf(upgrade.fromTier),
                formatAmount(upgrade.priceCents, licence.currency),
              )}{' '}
              <span css={styles.mono}>({upgrade.orderNumber})</span>
            </dd>
          </>
        ) : null}
        <dt>{price.label}</dt>
        <dd>{licence.paidWith === 'credit' ? TEXT.paidWithCredit : price.value}</dd>
        <dt>{TEXT.order}</dt>
        <dd css={styles.mono}>{order}</dd>
      </dl>

      <section css={styles.section} aria-labelledby={`${id}-terms`}>
        <SectionHeading id={`${id}-terms`} css={styles.sectionHeading}>
          {TEXT.terms}
        </SectionHeading>
        <dl css={styles.facts}>
          <dt>{TEXT.termLabels.monetization}</dt>
          <dd>{terms.monetization ? TEXT.monetizationAllowed : TEXT.monetizationNotAllowed}</dd>
          <dt>{TEXT.termLabels.watermark}</dt>
          <dd>{terms.watermarked ? TEXT.watermarked : TEXT.watermarkFree}</dd>
          <dt>{TEXT.termLabels.pagesOrChannels}</dt>
          <dd>{formatAllowance(terms.pagesOrChannels)}</dd>
          <dt>{TEXT.termLabels.maxAudience}</dt>
          <dd>{formatAllowance(terms.maxAudience)}</dd>
          <dt>{TEXT.termLabels.postsPerChannel}</dt>
          <dd>{formatAllowance(terms.postsPerChannel)}</dd>
          <dt>{TEXT.termLabels.brands}</dt>
          <dd>{formatAllowance(terms.brands)}</dd>
          <dt>{TEXT.termLabels.distribution}</dt>
          <dd>{terms.distribution.join(', ')}</dd>
          <dt>{TEXT.termLabels.compilation}</dt>
          <dd>{TEXT.compilationNotIncluded}</dd>
        </dl>
      </section>

      {licence.postUrls.length > 0 ? (
        <section css={styles.section} aria-labelledby={`${id}-posts`}>
          <SectionHeading id={`${id}-posts`} css={styles.sectionHeading}>
            {TEXT.postUrls}
          </SectionHeading>
          <ul css={styles.list}>
            {licence.postUrls.map((url) => (
              <li key={url} css={styles.mono}>
                {url}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section css={styles.section} aria-labelledby={`${id}-verify`}>
        <SectionHeading id={`${id}-verify`} css={styles.sectionHeading}>
          {TEXT.verification}
        </SectionHeading>
        <p css={styles.muted}>{TEXT.verificationHint}</p>
        <a href={licence.verificationUrl} css={[textLink, styles.mono]}>
          {licence.verificationUrl}
        </a>
      </section>

      {showDownload ? (
        <footer css={styles.footer}>
          <a href={licence.certificateUrl} download css={secondaryButton}>
            {TEXT.download}
          </a>
        </footer>
      ) : null}
    </article>
  );
}
