/**
 * "Licensing a clip already used" (decisions.md, "Commerce"): a post URL the buyer gives that names one of the
 * clip's infraction URLs resolves that infraction. The two are written by different people at different times,
 * so they are compared for the post they name, not character for character: the scheme, a leading `www.`, the
 * host's case, a trailing slash and a fragment do not make two URLs different posts.
 */

/** The comparable form of a post URL, or null when it is not an http(s) URL. */
export function normalisePostUrl(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  const host = parsed.hostname.toLowerCase().replace(/^www\./, '');
  const port = parsed.port ? `:${parsed.port}` : '';
  const path = parsed.pathname.replace(/\/+$/, '');
  return `${host}${port}${path}${parsed.search}`;
}

/** The clip's infraction URLs (as the clip lists them) that one of the post URLs names. */
export function matchingInfractions(
  postUrls: readonly string[],
  infractionUrls: readonly string[],
): string[] {
  const posts = new Set(postUrls.map(normalisePostUrl).filter((url): url is string => url !== null));
  return infractionUrls.filter((url) => {
    const normal = normalisePostUrl(url);
    return normal !== null && posts.has(normal);
  });
}
