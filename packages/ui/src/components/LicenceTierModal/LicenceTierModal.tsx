import {
  LICENCE_LINKS,
  LICENCE_TIER_LABELS,
  LICENCE_TIER_TEXT,
  OVERLAY_TEXT,
  type TierId,
} from '@clipmarket/core';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { useModalDialog, type ModalDialogTriggerProps } from '../../primitives/dialog';
import { CloseIcon } from '../Snackbar/SnackbarIcons';
import { LicenceTierComparison, type LicenceTierPrice } from './LicenceTierComparison';
import * as styles from './LicenceTierModal.styles';

/** The modal's finite status, written as `data-state` on the dialog. */
export type LicenceTierModalStatus = 'open' | 'closed';

/** What the `trigger` render prop receives: spread it on a button; focus comes back to it on close. */
export type LicenceTierModalTriggerProps = ModalDialogTriggerProps;

export interface LicenceTierModalProps {
  /** Controlled open state. Pair with `onOpenChange`. */
  open?: boolean;
  /**
   * Open state on first render when uncontrolled.
   * @default false
   */
  defaultOpen?: boolean;
  /** Called with the next open state: the trigger, the close button, Escape, the backdrop, a tier choice. */
  onOpenChange?: (open: boolean) => void;
  /** Renders the button that opens the modal; focus returns to it on close. See `LicenceTierModalTrigger`. */
  trigger?: (props: LicenceTierModalTriggerProps) => ReactNode;
  /**
   * Shows a "Choose {tier}" / "Inquire" button per tier; called with the tier's id. The modal then closes,
   * unless `closeOnSelect` is false (the choice starts a call: the caller closes the modal when it succeeds).
   */
  onSelectTier?: (tierId: TierId) => void;
  /**
   * Whether a choice closes the modal.
   * @default true
   */
  closeOnSelect?: boolean;
  /** The tier whose choice is being acted on (e.g. its add-to-cart call runs): every select button waits. */
  submittingTier?: TierId | null;
  /** Why the last choice failed, shown in the dialog (a snackbar would sit behind its backdrop). */
  error?: string | null;
  /** What is being licensed, shown under the title, e.g. 'JV#1254381 · Golden Retriever Catches Frisbee'. */
  subject?: ReactNode;
  /**
   * The storefront's price of each online tier, in cents (`ProductsResponse.tiers`). Without it, each tier
   * shows its own description's price (`LICENCE_TIERS`).
   */
  prices?: readonly LicenceTierPrice[];
  /**
   * The prices' currency.
   * @default 'USD'
   */
  currency?: string;
  /**
   * The full licence terms (a PDF, opened in a new tab).
   * @default LICENCE_LINKS.fullTermsPdf
   */
  termsHref?: string;
  /**
   * The licensing FAQ.
   * @default LICENCE_LINKS.faq
   */
  faqHref?: string;
}

/** The digital publishing licence comparison (spec section 1) in a modal dialog. */
export function LicenceTierModal({
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  onSelectTier,
  closeOnSelect = true,
  submittingTier = null,
  error = null,
  subject,
  prices,
  currency,
  termsHref = LICENCE_LINKS.fullTermsPdf,
  faqHref = LICENCE_LINKS.faq,
}: LicenceTierModalProps) {
  // The title gets focus first: the table is long, and focusing its first button would skip the heading.
  const { isOpen, setOpen, triggerProps, dialogProps, headingProps } = useModalDialog({
    open,
    defaultOpen,
    onOpenChange,
  });
  const status: LicenceTierModalStatus = isOpen ? 'open' : 'closed';
  const headingId = headingProps.id;

  function handleSelect(tierId: TierId) {
    onSelectTier?.(tierId);
    if (closeOnSelect) setOpen(false);
  }

  return (
    <>
      {trigger?.(triggerProps)}
      {/* Escape and Tab are handled on the dialog (useModalDialog); its click handler only catches the backdrop. */}
      <dialog css={styles.dialog} data-state={status} {...dialogProps}>
        {/* Closed, the comparison is not there at all: a page that server-renders the modal neither sends
            nor hydrates a table nobody has asked for. */}
        {isOpen ? (
          <>
            <header css={styles.header}>
              <h2 css={styles.heading} {...headingProps}>
                {LICENCE_TIER_LABELS.title}
              </h2>
              <button
                type="button"
                css={styles.close}
                aria-label={OVERLAY_TEXT.close}
                onClick={() => setOpen(false)}
              >
                <CloseIcon />
              </button>
            </header>
            <div css={styles.body}>
              {subject ? <p css={styles.subject}>{subject}</p> : null}
              {error ? (
                <p role="alert" css={styles.error}>
                  {error}
                </p>
              ) : null}
              <LicenceTierComparison
                labelledBy={headingId}
                onSelectTier={onSelectTier ? handleSelect : undefined}
                prices={prices}
                currency={currency}
                submittingTier={submittingTier}
              />
            </div>
            <footer css={styles.footer}>
              <p css={styles.note}>{LICENCE_TIER_TEXT.compilationRightsNotOffered}</p>
              <ul css={styles.links}>
                <li>
                  <a href={termsHref} target="_blank" rel="noopener noreferrer">
                    {LICENCE_TIER_TEXT.fullTermsLabel}
                    <span aria-hidden="true"> ↗</span>
                    <span css={styles.visuallyHidden}> {OVERLAY_TEXT.opensInNewTab}</span>
                  </a>
                </li>
                <li>
                  <a href={faqHref}>{LICENCE_TIER_TEXT.faqLabel}</a>
                </li>
              </ul>
            </footer>
          </>
        ) : null}
      </dialog>
    </>
  );
}

export type LicenceTierModalTriggerButtonProps = ComponentPropsWithRef<'button'>;

/** The standard button that opens the licence comparison; spread the `trigger` props on it. */
export function LicenceTierModalTrigger({ children, ...props }: LicenceTierModalTriggerButtonProps) {
  return (
    <button type="button" css={styles.trigger} {...props}>
      {children ?? LICENCE_TIER_LABELS.open}
    </button>
  );
}
