import {
  ACI_VALUES,
  CARD_ICON_LABELS,
  CLEARANCE_LABELS,
  LICENCE_TIER_TEXT,
  OVERLAY_TEXT,
} from '@clipmarket/core';
import { forwardRef, type ComponentPropsWithRef, type ReactNode } from 'react';
import type { ModalDialogTriggerProps } from '../../primitives/dialog';
import { Button } from '../Button';
import { useClipmarketLinks } from '../ClipmarketProvider';
import { Dialog } from '../Dialog';
import { DIGITAL_TERMS_TEXT } from './digitalTermsText';
import * as styles from './DigitalTermsModal.styles';

/** The modal's finite status, written as `data-state` on the dialog. */
export type DigitalTermsModalStatus = 'open' | 'closed';

export type DigitalTermsModalTriggerProps = ModalDialogTriggerProps;

export interface DigitalTermsModalProps {
  /** Controlled open state. Pair with `onOpenChange`. */
  open?: boolean;
  /**
   * Open state on first render when uncontrolled.
   * @default false
   */
  defaultOpen?: boolean;
  /** Called with the next open state: the trigger, the close icon, the Close button, Escape, the backdrop. */
  onOpenChange?: (open: boolean) => void;
  /** Renders the button that opens the modal; focus returns to it on close. See `DigitalTermsModalTrigger`. */
  trigger?: (props: DigitalTermsModalTriggerProps) => ReactNode;
  /**
   * The licensing FAQ.
   * @default the provider's `links.faq` (see `ClipmarketProvider`)
   */
  faqHref?: string;
}

/** The D and A icons' meaning: digital and clip-show use, and advertising clearance. */
export function DigitalTermsModal({
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  faqHref,
}: DigitalTermsModalProps) {
  const links = useClipmarketLinks('DigitalTermsModal');
  return (
    <Dialog
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      trigger={trigger}
      css={styles.dialog}
    >
      <Dialog.Header>
        <Dialog.Title>{DIGITAL_TERMS_TEXT.title}</Dialog.Title>
        <Dialog.Close />
      </Dialog.Header>
      <Dialog.Body>
        <p css={styles.intro}>{DIGITAL_TERMS_TEXT.intro}</p>
        <ul css={styles.terms}>
          <li css={styles.term} data-term="digital">
            <span css={styles.chip} data-icon="D" aria-hidden="true">
              D
            </span>
            <div>
              <h3>{CARD_ICON_LABELS.digital}</h3>
              <p>{DIGITAL_TERMS_TEXT.digitalDetail}</p>
            </div>
          </li>
          <li css={styles.term} data-term="advertising">
            <span css={styles.chip} data-icon="A" aria-hidden="true">
              A
            </span>
            <div>
              <h3>{CARD_ICON_LABELS.advertising}</h3>
              <p>{DIGITAL_TERMS_TEXT.advertisingDetail}</p>
              <ul css={styles.clearances}>
                {ACI_VALUES.map((aci) => {
                  const { label, detail } = CLEARANCE_LABELS[aci];
                  return (
                    <li key={aci} data-aci={aci}>
                      <span
                        css={styles.chip}
                        data-icon="A"
                        data-aci={aci}
                        data-part="chip"
                        aria-hidden="true"
                      >
                        A
                      </span>
                      <span>
                        {label}
                        {detail ? <span data-part="detail"> ({detail})</span> : null}
                      </span>
                    </li>
                  );
                })}
              </ul>
            </div>
          </li>
        </ul>
        <p css={styles.note}>{LICENCE_TIER_TEXT.compilationRightsNotOffered}</p>
      </Dialog.Body>
      <Dialog.Footer css={styles.footerSpread}>
        <a css={styles.link} href={faqHref ?? links.faq}>
          {LICENCE_TIER_TEXT.faqLabel}
        </a>
        <Dialog.Close>{OVERLAY_TEXT.close}</Dialog.Close>
      </Dialog.Footer>
    </Dialog>
  );
}

export type DigitalTermsModalTriggerButtonProps = ComponentPropsWithRef<'button'>;

/** The standard button that opens the digital terms; spread the `trigger` props on it. */
export const DigitalTermsModalTrigger = forwardRef<HTMLButtonElement, DigitalTermsModalTriggerButtonProps>(
  function DigitalTermsModalTrigger({ children, ...props }: DigitalTermsModalTriggerButtonProps, ref) {
    return (
      <Button variant="ghost" size="sm" {...props} ref={ref}>
        {children ?? DIGITAL_TERMS_TEXT.open}
      </Button>
    );
  },
);
