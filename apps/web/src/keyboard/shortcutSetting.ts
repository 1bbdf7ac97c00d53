import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the single-key shortcuts are on, kept in this browser (WCAG 2.1.4: a way to turn them off). On
 * unless turned off; a browser that keeps nothing (private mode, storage refused) has them on.
 */
const STORAGE_KEY = 'clipmarket.keyboardShortcuts';
const CHANGED = 'clipmarket:keyboard-shortcuts';

export function shortcutsEnabled(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) !== 'off';
  } catch {
    return true;
  }
}

export function setShortcutsEnabled(enabled: boolean): void {
  try {
    if (enabled) window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, 'off');
  } catch {
    // Nothing is kept: the choice lasts for this page only.
  }
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void) {
  // Another tab's choice arrives as a storage event, this tab's as our own.
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

/** The setting and its setter, for a checkbox; on the server (and while hydrating) it reads as on. */
export function useShortcutsEnabled(): [boolean, (enabled: boolean) => void] {
  const enabled = useSyncExternalStore(subscribe, shortcutsEnabled, () => true);
  return [enabled, useCallback((next: boolean) => setShortcutsEnabled(next), [])];
}
