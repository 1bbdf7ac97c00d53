import { pathInApp, PAGES } from '../pages';
import { baseJmId } from './jmId';

/** Search input beyond this many characters is ignored, so parsing cost stays bounded. */
export const MAX_QUERY_LENGTH = 512;

/** What a search box entry asks for (spec section 5, "Search query forms"). */
export type SearchQuery =
  /** Empty input: every clip. */
  | { kind: 'all' }
  /** A clip id such as '12345' or '12345-2' ('12345-1' is searched as '12345'). */
  | { kind: 'id'; jmId: string }
  /** Text in double quotes: an exact phrase. */
  | { kind: 'phrase'; phrase: string }
  /** A web address: `url` is its canonical form; `videoId` is set for YouTube links. */
  | { kind: 'url'; url: string; videoId?: string }
  /** Anything else: every word must match (lower-cased, each once). */
  | { kind: 'words'; words: string[] };

/** A clip id as printed on cards and typed by buyers: `123`, `123-2`, `JV#123`, `jv123`, `JV 123`, `#123`. */
const ID_QUERY = /^(?:jv\s*#?\s*|#)?(\d+(?:-\d+)?)$/i;
/** Straight or curly double quotes around the whole input. */
const QUOTED = /^["“”„](.*)["“”]$/s;
const URL_START = /^https?:\/\//i;
/**
 * An address typed without a scheme: a host of dot-separated labels ending in letters (`youtu.be`,
 * `www.tiktok.com`), then a path, a query or nothing. Without a path it must start with `www.` or be a host
 * we know, so "node.js" or "e.g." stay words.
 */
const SCHEMELESS = /^((?:[a-z0-9-]+\.)+[a-z]{2,}|localhost)(?::\d+)?([/?#].*)?$/i;
/** A clip id in this site's clip page (`PAGES.view`), on any host (a link copied from the address bar or a share sheet). */
const CLIP_PAGE_ID = /^\d+(?:-\d+)?$/;
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const DIGITS = /^\d+$/;
/** Parameters that say who shared a link or how, never which video: dropped from every address. */
const TRACKING_PARAMS = new Set([
  'fbclid',
  'gclid',
  'si',
  'feature',
  'igsh',
  'igshid',
  'is_from_webapp',
  'sender_device',
  'sender_web_id',
  'is_copy_url',
  'mibextid',
  'ref',
  'ref_src',
  'ref_url',
  's',
  'share_id',
  'share_app_id',
  'rdid',
  'app',
]);
/** Hosts recognised without a scheme or a path. */
const KNOWN_HOSTS = new Set([
  'youtube.com',
  'youtu.be',
  'tiktok.com',
  'vm.tiktok.com',
  'instagram.com',
  'facebook.com',
  'fb.watch',
  'x.com',
  'twitter.com',
  'vimeo.com',
]);

/** Cuts to MAX_QUERY_LENGTH without leaving half of a surrogate pair at the end. */
function bound(input: string): string {
  if (input.length <= MAX_QUERY_LENGTH) return input;
  const cut = input.slice(0, MAX_QUERY_LENGTH);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}

/**
 * The address in a piece of text, with or without `http(s)://`; null when it is not one. Text with spaces is
 * never an address.
 */
function parseUrl(input: string): URL | null {
  const text = input.trim();
  if (text === '' || /\s/.test(text)) return null;
  if (URL_START.test(text)) {
    try {
      const url = new URL(text);
      return url.hostname ? url : null;
    } catch {
      return null;
    }
  }
  const schemeless = SCHEMELESS.exec(text);
  if (!schemeless) return null;
  const host = (schemeless[1] ?? '').toLowerCase().replace(/^(www\.|m\.|mobile\.)/, '');
  if (!schemeless[2] && !text.toLowerCase().startsWith('www.') && !KNOWN_HOSTS.has(host)) return null;
  try {
    return new URL(`https://${text}`);
  } catch {
    return null;
  }
}

function bareHost(url: URL): string {
  return url.hostname.toLowerCase().replace(/^(www\.|m\.|mobile\.)/, '');
}

function youTubeIdOf(url: URL): string | undefined {
  const host = bareHost(url);
  const segments = url.pathname.split('/').filter(Boolean);
  let candidate: string | null | undefined;
  if (host === 'youtu.be') {
    candidate = segments[0];
  } else if (host === 'youtube.com' || host === 'music.youtube.com') {
    if (segments[0] === 'watch') candidate = url.searchParams.get('v');
    else if (['shorts', 'embed', 'live', 'v'].includes(segments[0] ?? '')) candidate = segments[1];
  }
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : undefined;
}

/** The YouTube video id in a link (watch?v=, youtu.be/, shorts/, embed/, live/), or undefined. */
export function youTubeVideoId(url: string): string | undefined {
  const parsed = parseUrl(url);
  return parsed ? youTubeIdOf(parsed) : undefined;
}

/**
 * The one address of a video on a platform whose share forms differ: TikTok, Instagram, Facebook, X and
 * Vimeo. Undefined for any other address (and for a platform page that is not one video).
 */
function platformUrlOf(url: URL): string | undefined {
  const host = bareHost(url);
  const segments = url.pathname.split('/').filter(Boolean);
  const [first, second, third, fourth] = segments;
  switch (host) {
    case 'tiktok.com':
      // /@user/video/ID (the web, and share sheets with ?is_from_webapp=…)
      if (first?.startsWith('@') && second === 'video' && third && DIGITS.test(third))
        return `https://tiktok.com/${first}/video/${third}`;
      return undefined;
    case 'instagram.com': {
      // /reel/CODE, /reels/CODE, /p/CODE, /tv/CODE, and /{user}/reel/CODE
      const at = ['p', 'reel', 'reels', 'tv'].includes(first ?? '') ? 0 : 1;
      const kind = segments[at];
      const code = segments[at + 1];
      if (!kind || !code || !['p', 'reel', 'reels', 'tv'].includes(kind)) return undefined;
      return `https://instagram.com/${kind === 'p' || kind === 'tv' ? 'p' : 'reel'}/${code}`;
    }
    case 'facebook.com': {
      // /watch?v=ID, /watch/?v=ID, /reel/ID, /{page}/videos/ID, /{page}/videos/{slug}/ID, /video.php?v=ID
      const v = url.searchParams.get('v');
      if ((first === 'watch' || first === 'video.php') && v && DIGITS.test(v))
        return `https://facebook.com/watch?v=${v}`;
      if (first === 'reel' && second && DIGITS.test(second)) return `https://facebook.com/watch?v=${second}`;
      if (second === 'videos') {
        const id = [fourth, third].find((part) => part !== undefined && DIGITS.test(part));
        if (id) return `https://facebook.com/watch?v=${id}`;
      }
      return undefined;
    }
    case 'x.com':
    case 'twitter.com':
      // /{user}/status/ID, /{user}/status/ID/video/1, /i/status/ID
      if (second === 'status' && third && DIGITS.test(third)) return `https://x.com/i/status/${third}`;
      return undefined;
    case 'vimeo.com':
    case 'player.vimeo.com': {
      // /ID, /channels/{name}/ID, /groups/{name}/videos/ID, player.vimeo.com/video/ID
      const id = [...segments].reverse().find((part) => DIGITS.test(part));
      return id ? `https://vimeo.com/${id}` : undefined;
    }
    default:
      return undefined;
  }
}

/**
 * One spelling per address, so links pasted from anywhere match stored URLs: `https`, lower-case host
 * without 'www.', 'm.' or 'mobile.', no hash, no tracking parameters, no trailing slash; every share form of a
 * YouTube, TikTok, Instagram, Facebook, X or Vimeo video becomes that platform's one address for it (YouTube:
 * 'https://www.youtube.com/watch?v=ID'). An address may be typed without its scheme. Input that is not an
 * address is returned trimmed.
 */
export function canonicalUrl(url: string): string {
  const trimmed = url.trim();
  const parsed = parseUrl(trimmed);
  if (!parsed) return trimmed;

  const videoId = youTubeIdOf(parsed);
  if (videoId) return `https://www.youtube.com/watch?v=${videoId}`;
  const platform = platformUrlOf(parsed);
  if (platform) return platform;

  const params = new URLSearchParams(parsed.search);
  for (const key of [...params.keys()]) {
    const lower = key.toLowerCase();
    if (lower.startsWith('utm_') || TRACKING_PARAMS.has(lower)) params.delete(key);
  }
  const query = params.toString();
  const port = parsed.port ? `:${parsed.port}` : '';
  const path = parsed.pathname.replace(/\/+$/, '');
  return `https://${bareHost(parsed)}${port}${path}${query ? `?${query}` : ''}`;
}

/** The clip id of a path of this site's clip page (`PAGES.view`), if it is one. */
function clipIdOfPath(pathname: string): string | undefined {
  const page = pathInApp(pathname);
  const id = page === null ? undefined : PAGES.view.match(page)?.videoId;
  return id !== undefined && CLIP_PAGE_ID.test(id) ? id : undefined;
}

/** The clip id of a link to this site's clip page (`…/view/123` under the base, on any host, or the path alone). */
function clipPageId(text: string): string | undefined {
  if (text.startsWith('/')) return clipIdOfPath(text.split(/[?#]/)[0] ?? '');
  const parsed = parseUrl(text);
  return parsed ? clipIdOfPath(parsed.pathname) : undefined;
}

/**
 * Reads a search box entry as one of the spec's query forms (section 5), widened to what buyers paste: a clip
 * id as printed (`JV#123`, `jv123`, `#123`), this site's clip page link, and addresses with or without a
 * scheme. Input is cut to 512 characters first.
 */
export function parseSearchQuery(input: string): SearchQuery {
  const text = bound(input.trim()).trim();
  if (text === '') return { kind: 'all' };

  const id = ID_QUERY.exec(text)?.[1] ?? clipPageId(text);
  if (id) return { kind: 'id', jmId: baseJmId(id) };

  const quoted = QUOTED.exec(text);
  if (quoted) {
    const phrase = (quoted[1] ?? '').trim();
    return phrase === '' ? { kind: 'all' } : { kind: 'phrase', phrase };
  }

  const parsed = parseUrl(text);
  if (parsed) {
    const videoId = youTubeIdOf(parsed);
    const url = canonicalUrl(text);
    return videoId ? { kind: 'url', url, videoId } : { kind: 'url', url };
  }

  const words = [
    ...new Set(
      text
        .toLowerCase()
        .split(/\s+/)
        .filter((word) => word !== ''),
    ),
  ];
  return { kind: 'words', words };
}
