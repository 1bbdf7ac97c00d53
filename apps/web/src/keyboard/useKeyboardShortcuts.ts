import { useEffect, useRef } from 'react';
import { cardOf, focusCard, resultCards, saveButtonOf } from './results';
import { shortcutsEnabled } from './shortcutSetting';

export interface KeyboardShortcutHandlers {
  /** `?`: show the list of shortcuts. */
  onShowShortcuts: () => void;
  /** `/` on a page without a search box: go to the search page (its box then takes focus). */
  onGoToSearch: () => void;
}

/** Where a key is text being typed, not a command. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return target.closest('input, textarea, select, [role="textbox"], [role="combobox"]') !== null;
}

/** The page's search box: the page's own first (the search page's), then any other (the header's). */
function searchField(): HTMLInputElement | null {
  const selectors = [
    'main [role="search"] input:not([type="hidden"])',
    'main input[type="search"]',
    '[role="search"] input:not([type="hidden"])',
    'input[type="search"]',
  ];
  for (const selector of selectors) {
    const found = [...document.querySelectorAll<HTMLInputElement>(selector)].find((input) =>
      input.checkVisibility(),
    );
    if (found) return found;
  }
  return null;
}

function focusSearchField(field: HTMLInputElement) {
  field.focus();
  // What is there already is selected, so typing replaces it and an arrow key keeps it.
  field.select();
}

/**
 * The app's keyboard shortcuts (issue 14), listed by `KEYBOARD_SHORTCUTS`: `/` focuses the search box, `j` and
 * `k` move focus to the next and previous result card, `s` presses the save button of the card in focus, `?`
 * shows the shortcut sheet. None acts while the user types in a field, with Ctrl, Alt or Meta held, while a
 * modal dialog is open (it has its own keys), or once the user has turned them off (shortcutSetting.ts).
 */
export function useKeyboardShortcuts({ onShowShortcuts, onGoToSearch }: KeyboardShortcutHandlers) {
  const handlers = useRef({ onShowShortcuts, onGoToSearch });
  useEffect(() => {
    handlers.current = { onShowShortcuts, onGoToSearch };
  });
  // After `/` led to the search page, its search box takes focus once it is there.
  const waiting = useRef<MutationObserver | null>(null);

  useEffect(() => {
    const stopWaiting = () => {
      waiting.current?.disconnect();
      waiting.current = null;
    };

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || event.repeat) return;
      if (event.ctrlKey || event.altKey || event.metaKey) return;
      if (isTyping(event.target)) return;
      if (document.querySelector('dialog:modal')) return;
      if (!shortcutsEnabled()) return;

      switch (event.key) {
        case '/': {
          event.preventDefault();
          stopWaiting();
          const field = searchField();
          if (field) {
            focusSearchField(field);
            return;
          }
          const observer = new MutationObserver(() => {
            const arrived = searchField();
            if (!arrived) return;
            stopWaiting();
            focusSearchField(arrived);
          });
          observer.observe(document.body, { childList: true, subtree: true });
          waiting.current = observer;
          handlers.current.onGoToSearch();
          return;
        }
        case 'j':
        case 'k': {
          const cards = resultCards();
          if (cards.length === 0) return;
          event.preventDefault();
          const current = cardOf(document.activeElement, cards);
          const index = current ? cards.indexOf(current) : -1;
          const next =
            event.key === 'j'
              ? cards[Math.min(index + 1, cards.length - 1)]
              : cards[index === -1 ? 0 : Math.max(index - 1, 0)];
          if (next) focusCard(next);
          return;
        }
        case 's': {
          const card = cardOf(document.activeElement, resultCards());
          const save = card ? saveButtonOf(card) : null;
          if (!save) return;
          event.preventDefault();
          save.click();
          return;
        }
        case '?': {
          event.preventDefault();
          handlers.current.onShowShortcuts();
          return;
        }
        default:
      }
    };

    // Someone who clicks or types elsewhere meanwhile has moved on: the search box does not take focus later.
    const onUserMovedOn = () => stopWaiting();
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onUserMovedOn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onUserMovedOn);
      stopWaiting();
    };
  }, []);
}
