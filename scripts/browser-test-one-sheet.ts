// Emotion in one style sheet for the browser tests (ADR 73; set up by browser-test-setup.ts and
// story-test-setup.ts, after React has loaded).
import { __unsafe_useEmotionCache as useEmotionCache } from '@emotion/react';
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

/**
 * Emotion's development build writes every rule into a `<style>` element of its own (one per rule, so each can
 * carry a source map). A page that runs file after file (`isolate: false`) gathers thousands of them, and every
 * style recalculation, layout and axe run in the page then goes through them all: after 107 stories, 1,449
 * elements, and an axe run of one rule on an empty page took 22 ms instead of 5. In speedy mode, as in
 * production, Emotion inserts its rules into one style sheet through the CSSOM: the same rules, in the same
 * order, in one element. This switches the default cache (what every component without a CacheProvider uses, and
 * whose mode every `Global` copies) by rendering one probe that reads it. An Emotion that moved the flag is left
 * as it is. Set VITE_EMOTION_STYLE_PER_RULE=1 for one element per rule, to read a rule's source in devtools.
 */
export function oneStyleSheet() {
  if (import.meta.env.VITE_EMOTION_STYLE_PER_RULE) return;
  function Probe() {
    const sheet = (useEmotionCache() as { sheet?: { isSpeedy?: unknown } } | null)?.sheet;
    if (sheet && typeof sheet.isSpeedy === 'boolean') sheet.isSpeedy = true;
    return null;
  }
  const root = createRoot(document.createElement('div'));
  flushSync(() => root.render(createElement(Probe)));
  root.unmount();
}
