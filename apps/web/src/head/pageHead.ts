/**
 * A page's head as the server sends it (issue 30 item 4): what a search engine lists and what a link preview
 * in a chat shows. Pages declare it with `usePageHead`; the server renderer writes it with `headTags` into the
 * HTML in place of the app's own title and description. The browser keeps only the title up to date as the
 * buyer moves between pages: the rest is read by crawlers, which read the server's HTML.
 */
import { APP_COPY } from '../copy';

/** The name every title ends with, and the site's name in a link preview. */
export const SITE_NAME = APP_COPY.brand;

/** The app's own title (index.html's): the head of a page that declares none. */
export const SITE_TITLE = APP_COPY.documentTitle;

/** The app's own description (index.html's): the head of a page that gives none. */
export const SITE_DESCRIPTION =
  'Find, preview and license viral video clips for digital publishing, advertising and broadcast.';

/** A clip's video, for its link preview and its structured data (schema.org `VideoObject`). */
export interface PageVideo {
  /** The watermarked preview: a path on this server or an absolute address. */
  url: string | null;
  /** Seconds. */
  duration: number;
  /** When the clip was signed (`YYYY-MM-DD`), its upload date for search engines. */
  uploadDate: string | null;
}

export interface PageHead {
  /** The whole title, as the tab shows it (`… — Clipmarket`). */
  title: string;
  /** A sentence or two for a search result and a link preview. @default SITE_DESCRIPTION */
  description?: string | null;
  /** The address search engines should list the page under, under the app's base (`/licensing/…`). */
  canonical?: string;
  /** Kept out of search engines' indexes (a missing clip, a private page). */
  noindex?: boolean;
  /** The picture of a link preview: a path on this server or an absolute address. */
  image?: string | null;
  /** What the picture shows, read out where the preview is. */
  imageAlt?: string;
  /** A clip's video: the preview is then a video's (`video.other`), with its JSON-LD. */
  video?: PageVideo;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for an element or an attribute value in double quotes. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** An absolute address on `origin` for a path, or the address as it is when it is absolute already. */
function absolute(origin: string, address: string): string {
  return /^https?:\/\//.test(address) ? address : `${origin}${address.startsWith('/') ? '' : '/'}${address}`;
}

/** ISO 8601 duration of whole seconds (`PT1M5S`), as schema.org's `duration` takes it. */
export function isoDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(whole / 60);
  return `PT${minutes ? `${minutes}M` : ''}${whole % 60 || !minutes ? `${whole % 60}S` : ''}`;
}

/** JSON inside a `<script>`: no `<` can end the element early (`</script>`, `<!--`). */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The head's tags, escaped: the title, description, canonical link and robots, Open Graph and Twitter card
 * tags, and for a clip its JSON-LD `VideoObject`. `origin` is the server's public address (no trailing slash).
 */
export function headTags(head: PageHead, origin: string): string {
  const description = head.description?.trim() || SITE_DESCRIPTION;
  const canonical = head.canonical ? absolute(origin, head.canonical) : null;
  const image = head.image ? absolute(origin, head.image) : null;
  const video = head.video;
  // The preview's address without its media fragment (`#t=0,20`, where the page's player stops).
  const videoUrl = video?.url ? absolute(origin, video.url.split('#')[0]!) : null;
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', description),
    canonical ? `<link rel="canonical" href="${escapeHtml(canonical)}">` : '',
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', video ? 'video.other' : 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', description),
    canonical ? meta('property', 'og:url', canonical) : '',
    image ? meta('property', 'og:image', image) : '',
    image && head.imageAlt ? meta('property', 'og:image:alt', head.imageAlt) : '',
    videoUrl ? meta('property', 'og:video', videoUrl) : '',
    videoUrl ? meta('property', 'og:video:type', 'video/mp4') : '',
    video ? meta('property', 'video:duration', String(Math.round(video.duration))) : '',
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', description),
    image ? meta('name', 'twitter:image', image) : '',
  ];
  if (video) {
    const data = {
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: head.title.replace(/ — Clipmarket$/, ''),
      description,
      ...(image ? { thumbnailUrl: [image] } : {}),
      ...(video.uploadDate ? { uploadDate: video.uploadDate } : {}),
      duration: isoDuration(video.duration),
      ...(videoUrl ? { contentUrl: videoUrl } : {}),
      ...(canonical ? { url: canonical } : {}),
    };
    tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  }
  return tags.filter(Boolean).join('');
}
