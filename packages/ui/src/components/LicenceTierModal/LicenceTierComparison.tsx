import {
  LICENCE_TIERS,
  LICENCE_TIER_LABELS,
  LICENCE_TIER_TEXT,
  type LicenceTier,
  type TierId,
} from '@clipmarket/core';
import { useId } from 'react';
import { Button } from '../Button';
import { formatCartPrice } from '../CartItemRow/formatCartPrice';
import { CheckIcon, MinusIcon } from '../Icon';
import { LICENCE_TIER_FIGURES, type LicenceTierFigureValue } from './licenceTierFigures';
import { LICENCE_TIER_MODAL_TEXT } from './licenceTierText';
import { VisuallyHidden } from '../VisuallyHidden';
import * as styles from './LicenceTierModal.styles';

/** A tier's price from the storefront, in cents (`ProductsResponse.tiers` fits). */
export interface LicenceTierPrice {
  tier: TierId;
  priceCents: number;
}

export interface LicenceTierComparisonProps {
  /** Id of the element that names the comparison (the modal's heading). */
  labelledBy?: string;
  /** Shows a "Choose {tier}" / "Inquire" button per tier and is called with the tier's id. */
  onSelectTier?: (tierId: TierId) => void;
  /**
   * The storefront's prices in cents. A tier with one shows it; the others show the tier's own description
   * (`LICENCE_TIERS`), as the pricing page does.
   */
  prices?: readonly LicenceTierPrice[];
  /**
   * The prices' currency.
   * @default 'USD'
   */
  currency?: string;
  /** The tier whose choice is being acted on (its add-to-cart call runs): every select button waits. */
  submittingTier?: TierId | null;
  /**
   * The tier the page suggests: marked 'Recommended' over its column (on its card on a phone), and its choice
   * is the one primary button; the other tiers' choices are secondary. Without it no tier is pushed, and every
   * choice is a secondary button.
   * @default null
   */
  recommendedTier?: TierId | null;
}

function selectLabel(tier: LicenceTier): string {
  return tier.priceUsd === null ? LICENCE_TIER_LABELS.inquire : LICENCE_TIER_LABELS.choose(tier.name);
}

function FigureValue({ value, layout }: { value: LicenceTierFigureValue; layout: 'table' | 'cards' }) {
  switch (value.kind) {
    case 'price':
      // The table's row header already says "per video"; a card has no row header.
      return layout === 'cards' && value.perVideo ? (
        <>
          <span>{value.price}</span> <span css={styles.unit}>{LICENCE_TIER_TEXT.perVideo}</span>
        </>
      ) : (
        <span>{value.price}</span>
      );
    case 'text':
      return <>{value.text}</>;
    case 'flag':
      return (
        <span css={styles.flag} data-included={value.included}>
          {value.included ? <CheckIcon /> : <MinusIcon />}
          <VisuallyHidden>
            {value.included ? LICENCE_TIER_LABELS.included : LICENCE_TIER_LABELS.notIncluded}
          </VisuallyHidden>
        </span>
      );
  }
}

/**
 * The four licence tiers side by side: a table with tiers as columns from `md` up, stacked cards below.
 * Both layouts render from `LICENCE_TIERS` and `LICENCE_TIER_FIGURES`, so they always show the same figures.
 */
export function LicenceTierComparison({
  labelledBy,
  onSelectTier,
  prices,
  currency = 'USD',
  submittingTier = null,
  recommendedTier = null,
}: LicenceTierComparisonProps) {
  const idBase = useId();
  // One mark per layout: each layout's button is described by the mark it shows beside it.
  const markId = (layout: 'table' | 'cards') => `${idBase}-recommended-${layout}`;
  const isRecommended = (tier: LicenceTier) => tier.id === recommendedTier;
  const recommendedMark = (layout: 'table' | 'cards') => (
    <span css={styles.recommendedMark} id={markId(layout)}>
      {LICENCE_TIER_MODAL_TEXT.recommended}
    </span>
  );
  const [priceFigure, ...otherFigures] = LICENCE_TIER_FIGURES;
  const priceOf = (tier: LicenceTier) => {
    const found = prices?.find((price) => price.tier === tier.id);
    return found ? formatCartPrice(found.priceCents, currency) : undefined;
  };
  const valueOf = (figure: (typeof LICENCE_TIER_FIGURES)[number], tier: LicenceTier) =>
    figure.value(tier, figure.id === 'price' ? priceOf(tier) : undefined);
  const busy = submittingTier !== null;
  // One primary action: the recommended tier's. A row of four primary buttons would push every tier at once.
  const select = (tier: LicenceTier, layout: 'table' | 'cards') =>
    onSelectTier ? (
      <Button
        variant={isRecommended(tier) ? 'primary' : 'secondary'}
        css={styles.select}
        data-tier={tier.id}
        aria-describedby={isRecommended(tier) ? markId(layout) : undefined}
        loading={submittingTier === tier.id}
        // aria-disabled, not disabled: focus stays on the chosen button while its call runs.
        aria-disabled={busy || undefined}
        onClick={() => {
          if (!busy) onSelectTier(tier.id);
        }}
      >
        {selectLabel(tier)}
      </Button>
    ) : null;

  return (
    <>
      <table css={styles.table} aria-labelledby={labelledBy} data-layout="table">
        <thead>
          <tr>
            <th scope="col">
              <VisuallyHidden>{LICENCE_TIER_LABELS.figure}</VisuallyHidden>
            </th>
            {LICENCE_TIERS.map((tier) => (
              <th
                key={tier.id}
                scope="col"
                data-tier={tier.id}
                data-recommended={isRecommended(tier) || undefined}
              >
                {tier.name}
                {isRecommended(tier) ? <> {recommendedMark('table')}</> : null}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {LICENCE_TIER_FIGURES.map((figure) => (
            <tr key={figure.id} data-figure={figure.id}>
              <th scope="row">{figure.label}</th>
              {LICENCE_TIERS.map((tier) => (
                <td key={tier.id} data-tier={tier.id} data-recommended={isRecommended(tier) || undefined}>
                  <FigureValue value={valueOf(figure, tier)} layout="table" />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {onSelectTier ? (
          <tfoot>
            <tr>
              <td />
              {LICENCE_TIERS.map((tier) => (
                <td key={tier.id} data-recommended={isRecommended(tier) || undefined}>
                  {select(tier, 'table')}
                </td>
              ))}
            </tr>
          </tfoot>
        ) : null}
      </table>

      <ul css={styles.cards} aria-labelledby={labelledBy} data-layout="cards">
        {LICENCE_TIERS.map((tier) => (
          <li key={tier.id}>
            <article
              css={styles.card}
              aria-labelledby={`${idBase}-${tier.id}`}
              data-tier={tier.id}
              data-recommended={isRecommended(tier) || undefined}
            >
              <div css={styles.cardHeader}>
                <h3 css={styles.cardName} id={`${idBase}-${tier.id}`}>
                  {tier.name}
                </h3>
                {isRecommended(tier) ? recommendedMark('cards') : null}
              </div>
              {priceFigure ? (
                <p css={styles.cardPrice} data-figure={priceFigure.id}>
                  <FigureValue value={valueOf(priceFigure, tier)} layout="cards" />
                </p>
              ) : null}
              <dl css={styles.cardFigures}>
                {otherFigures.map((figure) => (
                  <div key={figure.id} data-figure={figure.id}>
                    <dt>{figure.label}</dt>
                    <dd>
                      <FigureValue value={valueOf(figure, tier)} layout="cards" />
                    </dd>
                  </div>
                ))}
              </dl>
              {select(tier, 'cards')}
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}
