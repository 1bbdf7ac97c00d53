import { CARD_TEXT } from '@clipmarket/core';

/**
 * Finding the results of a page in the DOM, for the skip link and the `j`/`k`/`s` shortcuts. A result is a
 * clip card: an `<article>` in the page's `<main>` (the search results, similar clips, a collection, the home
 * page's rows). The cards stay the grid's own; this reads them as a user sees them, in document order.
 */

/** The visible result cards of `root`, in document order. */
export function resultCards(root: ParentNode | null = document.querySelector('main')): HTMLElement[] {
  if (!root) return [];
  return [...root.querySelectorAll<HTMLElement>('article')].filter(
    (card) => card.checkVisibility() && card.querySelector('a[href]') !== null,
  );
}

/** The card holding `element` (focus inside it), or null. */
export function cardOf(element: Element | null, cards: readonly HTMLElement[]): HTMLElement | null {
  if (!element) return null;
  return cards.find((card) => card.contains(element)) ?? null;
}

/** Puts focus on a card's first link Tab would reach (its title), scrolling it into view. */
export function focusCard(card: HTMLElement): boolean {
  const link = [...card.querySelectorAll<HTMLElement>('a[href]')].find(
    (candidate) => candidate.tabIndex >= 0 && candidate.checkVisibility(),
  );
  if (!link) return false;
  link.focus();
  return document.activeElement === link;
}

const PLACEHOLDER = '\u0000';
/** The card's save button's name with any clip id: `Save JV#1 to a playlist`. */
const SAVE_LABEL = new RegExp(
  `^${CARD_TEXT.save(PLACEHOLDER)
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(PLACEHOLDER, '.+')}$`,
);

/**
 * The card's save action: the button the card itself offers to save the clip to a playlist ("Save JV#… to a
 * playlist"). Pressing it does what a click does on that page.
 */
export function saveButtonOf(card: HTMLElement): HTMLButtonElement | null {
  return (
    [...card.querySelectorAll<HTMLButtonElement>('button')].find((button) =>
      SAVE_LABEL.test(button.getAttribute('aria-label') ?? ''),
    ) ?? null
  );
}

/**
 * Moves focus to the first result of `region`, or to its heading (`tabindex="-1"`) when it shows none.
 * Answers whether focus moved.
 */
export function focusFirstResult(region: HTMLElement): boolean {
  const first = resultCards(region)[0];
  if (first && focusCard(first)) return true;
  const heading = region.querySelector<HTMLElement>('h1, h2, h3');
  heading?.focus();
  return heading !== null && document.activeElement === heading;
}
