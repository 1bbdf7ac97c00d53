/**
 * The sitemap (issue 30 item 4): every public page a search engine should know, at `/sitemap.xml`, which
 * robots.txt names. The pages with no parameter that are neither private nor staff tools, each collection,
 * and every clip's page. It is made again when the library changes (the catalogue version the search cache
 * keys on, migration 0017), and kept until then.
 */
import { PAGES, PRIVATE_PAGES, STAFF_PAGES, type PageName } from '@clipmarket/core';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { catalogueVersion } from '../search/repository';
import { COLLECTIONS } from './content';
import * as repository from './repository';

/** The sitemap protocol's limit of addresses in one file; a larger library needs a sitemap index. */
export const SITEMAP_MAX_URLS = 50_000;

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const xml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/** The pages that take no required parameter and that anyone may read: the home, content and browse pages. */
export function publicPages(): PageName[] {
  const hidden = new Set<PageName>([...PRIVATE_PAGES, ...STAFF_PAGES]);
  return (Object.keys(PAGES) as PageName[]).filter(
    (name) => !hidden.has(name) && !/\/:[^/?]+(?:\/|$)/.test(PAGES[name].pattern),
  );
}

export interface Sitemap {
  /** The sitemap's XML, for the library as it is now. */
  xml(): Promise<string>;
}

export function createSitemap(db: Kysely<DB>, origin: string): Sitemap {
  let kept: { version: string; xml: string } | null = null;
  let making: Promise<{ version: string; xml: string }> | null = null;

  async function make(version: string) {
    const clips = await repository.sitemapClips(db);
    const urls = [
      ...publicPages().map(
        (name) => `<url><loc>${xml(origin + (PAGES[name].href as () => string)())}</loc></url>`,
      ),
      ...COLLECTIONS.map(
        (c) => `<url><loc>${xml(origin + PAGES.collection.href({ collections: c.slug }))}</loc></url>`,
      ),
      ...clips.map(
        (clip) =>
          `<url><loc>${xml(origin + PAGES.view.href({ videoId: clip.jmId }))}</loc><lastmod>${clip.added}</lastmod></url>`,
      ),
    ].slice(0, SITEMAP_MAX_URLS);
    return {
      version,
      xml: `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
    };
  }

  return {
    async xml() {
      // Read after the request came: a clip committed before it is in the answer.
      const version = (await catalogueVersion(db)) ?? 'unversioned';
      if (kept?.version === version) return kept.xml;
      // One making at a time: requests meanwhile wait for it rather than reading the library again.
      making ??= make(version).finally(() => (making = null));
      const made = await making;
      if (made.version === version) kept = made;
      return made.version === version ? made.xml : (await make(version)).xml;
    },
  };
}
