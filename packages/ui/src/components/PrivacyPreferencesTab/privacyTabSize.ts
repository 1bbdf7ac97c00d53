import { theme } from '../../theme';

// The tab's size, apart from its styles: the page's end and the notices at the bottom of a phone keep clear of
// it, and they need these numbers without loading the tab's own styles (it loads after the page).

/** The tab's height: one line of small text and its padding (WCAG 2.5.8 asks a 24 px target at least). */
export const PRIVACY_TAB_HEIGHT = '2rem';

/**
 * The room a page keeps below its last line so the fixed tab covers nothing once the page is scrolled to its
 * end: the tab's height and a gap. The app's footer pads its bottom by this much.
 */
export const PRIVACY_TAB_CLEARANCE = `calc(${PRIVACY_TAB_HEIGHT} + ${theme.space[4]})`;

/**
 * Where a notice fixed to the bottom of a phone's window sits (the snackbar, the toasts): just above the tab,
 * and above the phone's own bottom bar (the safe area).
 */
export const ABOVE_PRIVACY_TAB = `calc(${PRIVACY_TAB_HEIGHT} + ${theme.space[2]} + env(safe-area-inset-bottom, 0px))`;
