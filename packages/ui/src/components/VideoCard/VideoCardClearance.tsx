import { CARD_ICON_LABELS, CLEARANCE_LABELS, type Aci } from '@clipmarket/core';
import * as styles from './VideoCard.styles';

/** The full clearance text: 'Advertising Use (talent releases on file)'. */
export function clearanceText(aci: Aci): string {
  const { label, detail } = CLEARANCE_LABELS[aci];
  return detail ? `${label} (${detail})` : label;
}

/** The D icon: every clip of the library is cleared for digital and clip-show use. */
export function VideoCardDigitalIcon() {
  return (
    <span
      role="img"
      aria-label={CARD_ICON_LABELS.digital}
      title={CARD_ICON_LABELS.digital}
      css={[styles.iconChip, styles.digitalIcon]}
    >
      D
    </span>
  );
}

/** The A icon in the clearance colour; its name carries the whole clearance text. */
export function VideoCardAdvertisingIcon({ aci }: { aci: Aci }) {
  const name = `${CARD_ICON_LABELS.advertising}, ${clearanceText(aci)}`;
  return (
    <span
      role="img"
      aria-label={name}
      title={name}
      data-aci={aci}
      css={[styles.iconChip, styles.advertisingIcon]}
    >
      A
    </span>
  );
}

/**
 * The clearance label shown under the meta row. Hidden from assistive technology because the A icon's
 * name already says the same words; reading both would repeat them.
 */
export function VideoCardClearanceLabel({ aci }: { aci: Aci }) {
  const { label, detail } = CLEARANCE_LABELS[aci];
  return (
    <p aria-hidden="true" data-aci={aci} css={styles.clearanceLabel}>
      <span css={styles.clearanceName}>{label}</span>
      {detail ? (
        <>
          {' '}
          <span css={styles.clearanceDetail}>· {detail}</span>
        </>
      ) : null}
    </p>
  );
}
