import { OVERLAY_TEXT } from '@clipmarket/core';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useModalDialog, type ModalDialogTriggerProps } from '../../primitives/dialog';
import { CloseIcon } from '../Snackbar/SnackbarIcons';
import { KEYBOARD_SHORTCUTS, SHORTCUT_SHEET_TEXT, type KeyboardShortcut } from './shortcutSheetText';
import * as styles from './ShortcutSheet.styles';

/** The sheet's finite status, written as `data-state` on the dialog. */
export type ShortcutSheetStatus = 'open' | 'closed';

export type ShortcutSheetTriggerProps = ModalDialogTriggerProps;

export interface ShortcutSheetProps {
  /** Controlled open state. Pair with `onOpenChange`. */
  open?: boolean;
  /**
   * Open state on first render when uncontrolled.
   * @default false
   */
  defaultOpen?: boolean;
  /** Called with the next open state: the trigger, the close icon, the Close button, Escape, the backdrop. */
  onOpenChange?: (open: boolean) => void;
  /** Renders a button that opens the sheet; focus returns to it on close. See `ShortcutSheetTrigger`. */
  trigger?: (props: ShortcutSheetTriggerProps) => ReactNode;
  /**
   * The shortcuts listed.
   * @default KEYBOARD_SHORTCUTS
   */
  shortcuts?: readonly KeyboardShortcut[];
  /**
   * Whether the single-key shortcuts are on. With `onEnabledChange`, the sheet shows a checkbox to turn them
   * off (WCAG 2.1.4: a speech-input user can trigger a one-letter shortcut by accident).
   * @default true
   */
  enabled?: boolean;
  /** Called with the checkbox's new value; without it the sheet shows no checkbox. */
  onEnabledChange?: (enabled: boolean) => void;
}

/** The list of keyboard shortcuts, a modal opened with `?`; focus goes back to where it was on close. */
export function ShortcutSheet({
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
  shortcuts = KEYBOARD_SHORTCUTS,
  enabled = true,
  onEnabledChange,
}: ShortcutSheetProps) {
  const toggleId = useId();
  const toggleHintId = useId();
  const { isOpen, setOpen, triggerProps, dialogProps, headingProps } = useModalDialog({
    open,
    defaultOpen,
    onOpenChange,
  });
  const status: ShortcutSheetStatus = isOpen ? 'open' : 'closed';

  return (
    <>
      {trigger?.(triggerProps)}
      {/* Escape and Tab are handled on the dialog (useModalDialog); its click handler only catches the backdrop. */}
      <dialog css={styles.dialog} data-state={status} {...dialogProps}>
        <div css={styles.header}>
          <h2 css={styles.heading} {...headingProps}>
            {SHORTCUT_SHEET_TEXT.title}
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
          <p css={styles.intro}>{SHORTCUT_SHEET_TEXT.intro}</p>
          <table css={styles.table}>
            <thead>
              <tr>
                <th scope="col">{SHORTCUT_SHEET_TEXT.keyColumn}</th>
                <th scope="col">{SHORTCUT_SHEET_TEXT.actionColumn}</th>
              </tr>
            </thead>
            <tbody>
              {shortcuts.map((shortcut) => (
                <tr key={shortcut.key}>
                  <td>
                    <kbd css={styles.key}>{shortcut.label ?? shortcut.key}</kbd>
                  </td>
                  <td>{shortcut.action}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {onEnabledChange ? (
            <div css={styles.toggle}>
              <input
                id={toggleId}
                type="checkbox"
                checked={enabled}
                aria-describedby={toggleHintId}
                onChange={(event) => onEnabledChange(event.target.checked)}
              />
              <label htmlFor={toggleId}>{SHORTCUT_SHEET_TEXT.enabledLabel}</label>
              <p id={toggleHintId} css={styles.toggleHint}>
                {SHORTCUT_SHEET_TEXT.enabledHint}
              </p>
            </div>
          ) : null}
        </div>
        <div css={styles.footer}>
          <button type="button" css={styles.secondaryButton} onClick={() => setOpen(false)}>
            {OVERLAY_TEXT.close}
          </button>
        </div>
      </dialog>
    </>
  );
}

export type ShortcutSheetTriggerButtonProps = ComponentPropsWithRef<'button'>;

/** A quiet button that opens the sheet, for pointer users to find it; spread the `trigger` props on it. */
export function ShortcutSheetTrigger({ children, ...props }: ShortcutSheetTriggerButtonProps) {
  return (
    <button type="button" css={styles.trigger} {...props}>
      {children ?? SHORTCUT_SHEET_TEXT.open}
    </button>
  );
}
