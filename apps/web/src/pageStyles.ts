import createCache, { type EmotionCache } from '@emotion/cache';

/** The attribute of the server's page style sheet that names its rules. */
const NAMES = 'data-page-styles';

/**
 * On the server: the rules a page's render used, as one `<style>` for the head, naming every rule as Emotion's
 * own server rendering does. Not under Emotion's `data-emotion`: the browser's cache would then take the
 * element over by moving it to the end of the head, twice, and each move has the browser work out the whole
 * page's styles again while it starts (`browserStyleCache`).
 */
export function pageStylesElement(cache: EmotionCache): string {
  const names: string[] = [];
  let css = '';
  for (const [name, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    names.push(name);
    css += rules;
  }
  return names.length === 0 ? '' : `<style ${NAMES}="${names.join(' ')}">${css}</style>`;
}

/**
 * In the browser: the style cache the app renders with, which counts the rules of the server's page style sheet
 * as written, so hydrating the page inserts none of them again, and leaves that sheet where it is. Rules the
 * page needs later go into sheets after it, as Emotion's own hydration would place them.
 */
export function browserStyleCache(): EmotionCache {
  const cache = createCache({ key: 'css' });
  const names = document.querySelector(`style[${NAMES}]`)?.getAttribute(NAMES)?.split(' ') ?? [];
  for (const name of names) if (name) cache.inserted[name] = true;
  return cache;
}
