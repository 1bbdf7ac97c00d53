import {
  LICENCE_LINKS,
  LICENCE_TIER_LABELS,
  LICENCE_TIER_TEXT,
  OVERLAY_TEXT,
  type TierId,
} from '@clipmarket/core';
import {
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type Ref,
  type SyntheticEvent,
} from 'react';
import { CloseIcon } from '../Snackbar/SnackbarIcons';
import { LicenceTierComparison } from './LicenceTierComparison';
import * as styles from './LicenceTierModal.styles';

/** The modal's finite status, written as `data-state` on the dialog. */
export type LicenceTierModalStatus = 'open' | 'closed';

/** What the `trigger` render prop receives: spread it on a button. */
export interface LicenceTierModalTriggerProps {
  /** Focus comes back here when the modal closes. */
  ref: Ref<HTMLButtonElement>;
  onClick: () => void;
  'aria-haspopup': 'dialog';
  'aria-controls': string;
}

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
  /** Shows a "Choose {tier}" / "Inquire" button per tier; called with the tier's id, then the modal closes. */
  onSelectTier?: (tierId: TierId) => void;
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

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Focusable elements the user can actually see (the layout not shown is `display: none`). */
function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter((element) => element.checkVisibility());
}

/** The digital publishing licence comparison (spec section 1) in a modal dialog. */
export function LicenceTierModal({
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  onSelectTier,
  termsHref = LICENCE_LINKS.fullTermsPdf,
  faqHref = LICENCE_LINKS.faq,
}: LicenceTierModalProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const isOpen = open ?? uncontrolledOpen;
  const status: LicenceTierModalStatus = isOpen ? 'open' : 'closed';

  const setOpen = useCallback(
    (next: boolean) => {
      if (next === isOpen) return;
      if (open === undefined) setUncontrolledOpen(next);
      onOpenChange?.(next);
    },
    [isOpen, open, onOpenChange],
  );

  const dialogRef = useRef<HTMLDialogElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const openedFromTrigger = useRef(false);
  const dialogId = useId();
  const headingId = useId();

  // The DOM dialog follows React's state, never the other way round, so controlled use stays honest.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      // showModal() makes the rest of the page inert and puts the dialog in the top layer.
      dialog.showModal();
      // The title first: the table is long, and focusing its first button would skip the heading.
      headingRef.current?.focus();
    } else if (!isOpen && dialog.open) {
      dialog.close();
      // The browser restores focus to where it was before showModal(); the trigger is stated outright
      // because a controlled parent may have opened the modal after focus moved elsewhere.
      if (openedFromTrigger.current && triggerRef.current?.isConnected) triggerRef.current.focus();
      openedFromTrigger.current = false;
    }
  }, [isOpen]);

  function handleCancel(event: SyntheticEvent<HTMLDialogElement>) {
    // Escape (and other close requests) go through state, so a controlled parent decides.
    event.preventDefault();
    setOpen(false);
  }

  function handleClose() {
    // Closed by the platform (e.g. a `method="dialog"` form): bring state back in line.
    if (isOpen) setOpen(false);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      // Also handled here because untrusted (scripted) key events never fire the dialog's `cancel`.
      event.preventDefault();
      setOpen(false);
      return;
    }
    if (event.key !== 'Tab') return;
    // The top layer keeps focus out of the inert page, but Tab past the end would reach the browser's own
    // UI; wrap instead, as the dialog pattern expects.
    const items = tabbables(event.currentTarget);
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !items.includes(active as HTMLElement))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  function handleClick(event: MouseEvent<HTMLDialogElement>) {
    // A click on the backdrop is dispatched to the dialog itself, outside its box.
    if (event.target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) setOpen(false);
  }

  function handleSelect(tierId: TierId) {
    onSelectTier?.(tierId);
    setOpen(false);
  }

  return (
    <>
      {trigger?.({
        ref: triggerRef,
        onClick: () => {
          openedFromTrigger.current = true;
          setOpen(true);
        },
        'aria-haspopup': 'dialog',
        'aria-controls': dialogId,
      })}
      {/* Escape and Tab are handled on the dialog; the click handler only catches backdrop clicks. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialogRef}
        id={dialogId}
        css={styles.dialog}
        aria-labelledby={headingId}
        data-state={status}
        onCancel={handleCancel}
        onClose={handleClose}
        onKeyDown={handleKeyDown}
        onClick={handleClick}
      >
        <header css={styles.header}>
          <h2 id={headingId} ref={headingRef} tabIndex={-1} css={styles.heading}>
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
          <LicenceTierComparison
            labelledBy={headingId}
            onSelectTier={onSelectTier ? handleSelect : undefined}
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
