export { ShortcutSheet, ShortcutSheetTrigger } from './ShortcutSheet';
export type {
  ShortcutSheetProps,
  ShortcutSheetStatus,
  ShortcutSheetTriggerButtonProps,
  ShortcutSheetTriggerProps,
} from './ShortcutSheet';
export { KEYBOARD_SHORTCUTS, SHORTCUT_SHEET_TEXT, type KeyboardShortcut } from './shortcutSheetText';
