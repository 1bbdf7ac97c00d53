import type { SnackbarSeverity } from './snackbarQueueMachine';

// Inline SVG rather than an icon font or CDN set: everything the app loads ships with it (decisions.md).
// The icons are decoration: the message says what happened, so they are hidden from assistive technology.

const paths: Record<SnackbarSeverity, string> = {
  info: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-6h2v6Zm0-8h-2V7h2v2Z',
  success: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1.5 14.5-4-4 1.4-1.4 2.6 2.6 5.6-5.6 1.4 1.4-7 7Z',
  error: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm1 15h-2v-2h2v2Zm0-4h-2V7h2v6Z',
  warning: 'M1 21h22L12 2 1 21Zm12-3h-2v-2h2v2Zm0-4h-2v-4h2v4Z',
};

/** The severity's glyph, coloured by the surrounding `color`. */
export function SeverityIcon({ severity }: { severity: SnackbarSeverity }) {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={paths[severity]} />
    </svg>
  );
}
