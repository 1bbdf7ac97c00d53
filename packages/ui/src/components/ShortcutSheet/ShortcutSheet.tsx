import { OVERLAY_TEXT } from '@clipmarket/core';
import { forwardRef, type ComponentPropsWithRef, type ReactNode } from 'react';
import type { ModalDialogTriggerProps } from '../../primitives/dialog';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { Dialog } from '../Dialog';
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
  return (
    <Dialog
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      trigger={trigger}
      css={styles.dialog}
    >
      <Dialog.Header>
        <Dialog.Title>{SHORTCUT_SHEET_TEXT.title}</Dialog.Title>
        <Dialog.Close />
      </Dialog.Header>
      <Dialog.Body>
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
          <Checkbox
            css={styles.toggle}
            label={SHORTCUT_SHEET_TEXT.enabledLabel}
            hint={SHORTCUT_SHEET_TEXT.enabledHint}
            checked={enabled}
            onChange={(event) => onEnabledChange(event.target.checked)}
          />
        ) : null}
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.Close>{OVERLAY_TEXT.close}</Dialog.Close>
      </Dialog.Footer>
    </Dialog>
  );
}

export type ShortcutSheetTriggerButtonProps = ComponentPropsWithRef<'button'>;

/** A quiet button that opens the sheet, for pointer users to find it; spread the `trigger` props on it. */
export const ShortcutSheetTrigger = forwardRef<HTMLButtonElement, ShortcutSheetTriggerButtonProps>(
  function ShortcutSheetTrigger({ children, ...props }: ShortcutSheetTriggerButtonProps, ref) {
    return (
      <Button variant="ghost" size="sm" {...props} ref={ref}>
        {children ?? SHORTCUT_SHEET_TEXT.open}
      </Button>
    );
  },
);
