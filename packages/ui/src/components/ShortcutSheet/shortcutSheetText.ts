/**
 * The keyboard shortcuts of the app (issue 14) and the sheet that lists them. The spec does not word them, so
 * the wording is ours; the app's key handler and the accessibility statement read the same list.
 */
export const SHORTCUT_SHEET_TEXT = {
  /** The sheet's heading and name. */
  title: 'Keyboard shortcuts',
  /** The line under the heading. */
  intro:
    'Press a key anywhere outside a text field. Shortcuts do nothing while you type, or with Ctrl, Alt or ⌘ held.',
  /** The standard trigger's label. */
  open: 'Keyboard shortcuts',
  /** The column headers, for screen readers and the table's look. */
  keyColumn: 'Key',
  actionColumn: 'What it does',
  /** The checkbox that turns the single-key shortcuts on and off. */
  enabledLabel: 'Use single-key shortcuts',
  enabledHint:
    'Turn them off if you use speech input or press keys by accident. Turn them back on from the accessibility page.',
} as const;

/** One shortcut: the key (as `KeyboardEvent.key` reports it) and what it does. */
export interface KeyboardShortcut {
  key: string;
  /** How the key is written on the sheet, when not the key itself. */
  label?: string;
  /** What pressing it does, starting with a verb. */
  action: string;
}

/** Every shortcut the app answers, in the order the sheet lists them. */
export const KEYBOARD_SHORTCUTS = [
  { key: '/', action: 'Go to the search box' },
  { key: 'j', action: 'Go to the next result' },
  { key: 'k', action: 'Go to the previous result' },
  { key: 's', action: 'Save the result you are on to a playlist' },
  { key: '?', action: 'Show this list of shortcuts' },
  { key: 'Escape', label: 'Esc', action: 'Close a dialog; focus goes back to what opened it' },
] as const satisfies readonly KeyboardShortcut[];
