import { PAGES } from '@clipmarket/core';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { useShortcutsEnabled } from './shortcutSetting';
import { useKeyboardShortcuts } from './useKeyboardShortcuts';

// The sheet's code arrives the first time someone presses `?`.
const ShortcutSheet = lazy(() =>
  import('@clipmarket/ui').then((module) => ({ default: module.ShortcutSheet })),
);

/**
 * The app's keyboard shortcuts and their sheet, mounted once in the app shell. The sheet is in the page only
 * while open; focus goes back to what had it when it closes (useReturnFocus in the ui package).
 */
export function KeyboardShortcuts() {
  const [open, setOpen] = useState(false);
  const [enabled, setEnabled] = useShortcutsEnabled();
  const [, navigate] = useLocation();
  const onShowShortcuts = useCallback(() => setOpen(true), []);
  const onGoToSearch = useCallback(() => navigate(PAGES.search.path()), [navigate]);
  useKeyboardShortcuts({ onShowShortcuts, onGoToSearch });
  return open ? (
    <Suspense fallback={null}>
      <ShortcutSheet open onOpenChange={setOpen} enabled={enabled} onEnabledChange={setEnabled} />
    </Suspense>
  ) : null;
}
