import {
  ACI_VALUES,
  CARD_ICON_LABELS,
  CLEARANCE_LABELS,
  LICENCE_LINKS,
  LICENCE_TIER_TEXT,
  OVERLAY_TEXT,
} from '@clipmarket/core';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useModalDialog, type ModalDialogTriggerProps } from '../../primitives/dialog';
import { CloseIcon } from '../Snackbar/SnackbarIcons';
import { VideoCardLetterIcon } from '../VideoCard/VideoCardIcons';
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
   * @default LICENCE_LINKS.faq
   */
  faqHref?: string;
}

/** The D and A icons' meaning (spec section 2): digital and clip-show use, and advertising clearance. */
export function DigitalTermsModal({
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  faqHref = LICENCE_LINKS.faq,
}: DigitalTermsModalProps) {
  const { isOpen, setOpen, triggerProps, dialogProps, headingProps } = useModalDialog({
    open,
    defaultOpen,
    onOpenChange,
  });
  const status: DigitalTermsModalStatus = isOpen ? 'open' : 'closed';

  return (
    <>
      {trigger?.(triggerProps)}
      {/* Escape and Tab are handled on the dialog (useModalDialog); its click handler only catches the backdrop. */}
      <dialog css={styles.dialog} data-state={status} {...dialogProps}>
        <div css={styles.header}>
          <h2 css={styles.heading} {...headingProps}>
            {DIGITAL_TERMS_TEXT.title}
          </h2>
          <button
            type="button"
            css={styles.close}
            aria-label={OVERLAY_TEXT.close}
            onClick={() => setOpen(false)}
          >
            <CloseIcon />
          </button>
        </div>
        <div css={styles.body}>
          <p css={styles.intro}>{DIGITAL_TERMS_TEXT.intro}</p>
          <ul css={styles.terms}>
            <li css={styles.term} data-term="digital">
              <span css={styles.chip} data-icon="D">
                <VideoCardLetterIcon letter="D" />
              </span>
              <div>
                <h3>{CARD_ICON_LABELS.digital}</h3>
                <p>{DIGITAL_TERMS_TEXT.digitalDetail}</p>
              </div>
            </li>
            <li css={styles.term} data-term="advertising">
              <span css={styles.chip} data-icon="A">
                <VideoCardLetterIcon letter="A" />
              </span>
              <div>
                <h3>{CARD_ICON_LABELS.advertising}</h3>
                <p>{DIGITAL_TERMS_TEXT.advertisingDetail}</p>
                <ul css={styles.clearances}>
                  {ACI_VALUES.map((aci) => {
                    const { label, detail } = CLEARANCE_LABELS[aci];
                    return (
                      <li key={aci} data-aci={aci}>
                        <span css={styles.chip} data-icon="A" data-aci={aci} data-part="chip">
                          <VideoCardLetterIcon letter="A" />
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
        </div>
        <div css={[styles.footer, styles.footerSpread]}>
          <a css={styles.link} href={faqHref}>
            {LICENCE_TIER_TEXT.faqLabel}
          </a>
          <button type="button" css={styles.secondaryButton} onClick={() => setOpen(false)}>
            {OVERLAY_TEXT.close}
          </button>
        </div>
      </dialog>
    </>
  );
}

export type DigitalTermsModalTriggerButtonProps = ComponentPropsWithRef<'button'>;

/** The standard button that opens the digital terms; spread the `trigger` props on it. */
export function DigitalTermsModalTrigger({ children, ...props }: DigitalTermsModalTriggerButtonProps) {
  return (
    <button type="button" css={styles.trigger} {...props}>
      {children ?? DIGITAL_TERMS_TEXT.open}
    </button>
  );
}
