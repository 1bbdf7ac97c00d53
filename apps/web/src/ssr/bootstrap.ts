/**
 * What the server hands the browser with a page it rendered (ADR 17): the data the page was rendered from,
 * keyed as SWR keys them, and whether the request carried a session cookie. The browser's first render
 * reads only this, so it equals the server's markup and React can hydrate it instead of drawing it again.
 */
export interface Bootstrap {
  /** SWR `fallback`: serialised key → the answer the server rendered with. */
  fallback: Record<string, unknown>;
  /** Whether a session is remembered (the session cookie came with the request). */
  storedSession: boolean;
}

/** The id of the `<script type="application/json">` element that carries the bootstrap. */
export const BOOTSTRAP_ELEMENT_ID = 'clipmarket-bootstrap';

/**
 * The bootstrap as a script element. `<` is escaped so no string in the data can close the element, and the
 * two line separators JSON allows but script text does not are escaped too.
 */
export function bootstrapScript(bootstrap: Bootstrap): string {
  const json = JSON.stringify(bootstrap)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">${json}</script>`;
}

/** The bootstrap of a server-rendered page, or null when the page was not rendered on the server. */
export function readBootstrap(doc: Document = document): Bootstrap | null {
  const text = doc.getElementById(BOOTSTRAP_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<Bootstrap>;
    if (typeof value !== 'object' || value === null || typeof value.fallback !== 'object') return null;
    return { fallback: value.fallback ?? {}, storedSession: value.storedSession === true };
  } catch {
    return null;
  }
}
