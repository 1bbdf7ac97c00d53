import { LICENCE_TIER_LABELS, LICENCE_TIER_TEXT, OVERLAY_TEXT, type TierId } from '@clipmarket/core';
import { forwardRef, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useControllableState, type ModalDialogTriggerProps } from '../../primitives/dialog';
import { Button } from '../Button';
import { useClipmarketLinks } from '../ClipmarketProvider';
import { Dialog } from '../Dialog';
import { ExternalLinkIcon } from '../Icon';
import { InlineAlert } from '../InlineAlert';
import { VisuallyHidden } from '../VisuallyHidden';
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
  /**
   * The tier the page suggests: marked 'Recommended', and its choice is the dialog's one primary button (the
   * other tiers' choices are secondary). Without it no tier is pushed: every choice is a secondary button.
   * @default null
   */
  recommendedTier?: TierId | null;
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
   * @default the provider's `links.fullTermsPdf` (see `ClipmarketProvider`)
   */
  termsHref?: string;
  /**
   * The licensing FAQ.
   * @default the provider's `links.faq` (see `ClipmarketProvider`)
   */
  faqHref?: string;
}

/** The digital publishing licence comparison in a modal dialog. */
export function LicenceTierModal({
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  onSelectTier,
  closeOnSelect = true,
  submittingTier = null,
  recommendedTier = null,
  error = null,
  subject,
  prices,
  currency,
  termsHref,
  faqHref,
}: LicenceTierModalProps) {
  // The title gets focus first: the table is long, and focusing its first button would skip the heading.
  const [isOpen, setOpen] = useControllableState(open, defaultOpen, onOpenChange);
  const links = useClipmarketLinks('LicenceTierModal');
  const status: LicenceTierModalStatus = isOpen ? 'open' : 'closed';

  function handleSelect(tierId: TierId) {
    onSelectTier?.(tierId);
    if (closeOnSelect) setOpen(false);
  }

  return (
    <Dialog open={isOpen} onOpenChange={setOpen} trigger={trigger} layout="fullscreen" data-state={status}>
      {/* Closed, the comparison is not there at all: a page that server-renders the modal neither sends
          nor hydrates a table nobody has asked for. */}
      {({ titleId }) =>
        isOpen ? (
          <>
            <Dialog.Header css={styles.header}>
              <Dialog.Title css={styles.heading}>{LICENCE_TIER_LABELS.title}</Dialog.Title>
              <Dialog.Close />
            </Dialog.Header>
            <Dialog.Body css={styles.body}>
              {subject ? <p css={styles.subject}>{subject}</p> : null}
              {error ? (
                <InlineAlert tone="error" css={styles.error}>
                  {error}
                </InlineAlert>
              ) : null}
              <LicenceTierComparison
                labelledBy={titleId}
                onSelectTier={onSelectTier ? handleSelect : undefined}
                prices={prices}
                currency={currency}
                submittingTier={submittingTier}
                recommendedTier={recommendedTier}
              />
            </Dialog.Body>
            <footer css={styles.footer}>
              <p css={styles.note}>{LICENCE_TIER_TEXT.compilationRightsNotOffered}</p>
              <ul css={styles.links}>
                <li>
                  <a href={termsHref ?? links.fullTermsPdf} target="_blank" rel="noopener noreferrer">
                    {LICENCE_TIER_TEXT.fullTermsLabel}
                    <ExternalLinkIcon />
                    <VisuallyHidden> {OVERLAY_TEXT.opensInNewTab}</VisuallyHidden>
                  </a>
                </li>
                <li>
                  <a href={faqHref ?? links.faq}>{LICENCE_TIER_TEXT.faqLabel}</a>
                </li>
              </ul>
            </footer>
          </>
        ) : null
      }
    </Dialog>
  );
}

export type LicenceTierModalTriggerButtonProps = ComponentPropsWithRef<'button'>;

/** The standard button that opens the licence comparison; spread the `trigger` props on it. */
export const LicenceTierModalTrigger = forwardRef<HTMLButtonElement, LicenceTierModalTriggerButtonProps>(
  function LicenceTierModalTrigger({ children, ...props }: LicenceTierModalTriggerButtonProps, ref) {
    return (
      <Button {...props} ref={ref}>
        {children ?? LICENCE_TIER_LABELS.open}
      </Button>
    );
  },
);
