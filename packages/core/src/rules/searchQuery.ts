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

const ID_QUERY = /^\d+(-\d+)?$/;
/** Straight or curly double quotes around the whole input. */
const QUOTED = /^["“”„](.*)["“”]$/s;
const URL_START = /^https?:\/\//i;
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const TRACKING_PARAMS = new Set(['fbclid', 'gclid', 'si', 'feature']);

/** Cuts to MAX_QUERY_LENGTH without leaving half of a surrogate pair at the end. */
function bound(input: string): string {
  if (input.length <= MAX_QUERY_LENGTH) return input;
  const cut = input.slice(0, MAX_QUERY_LENGTH);
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}

function parseUrl(input: string): URL | null {
  try {
    return new URL(input);
  } catch {
    return null;
  }
}

function bareHost(url: URL): string {
  return url.hostname.toLowerCase().replace(/^(www\.|m\.)/, '');
}

function youTubeIdOf(url: URL): string | undefined {
  const host = bareHost(url);
  const segments = url.pathname.split('/').filter(Boolean);
  let candidate: string | null | undefined;
  if (host === 'youtu.be') {
    candidate = segments[0];
  } else if (host === 'youtube.com') {
    if (segments[0] === 'watch') candidate = url.searchParams.get('v');
    else if (segments[0] === 'shorts' || segments[0] === 'embed') candidate = segments[1];
  }
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : undefined;
}

/** The YouTube video id in a link (watch?v=, youtu.be/, shorts/, embed/), or undefined. */
export function youTubeVideoId(url: string): string | undefined {
  const parsed = parseUrl(url.trim());
  return parsed ? youTubeIdOf(parsed) : undefined;
}

/**
 * One spelling per address, so links pasted from anywhere match stored URLs: lower-case host without
 * 'www.' or 'm.', no hash, no tracking parameters, no trailing slash; YouTube links become
 * 'https://www.youtube.com/watch?v=ID'. Input that is not a URL is returned trimmed.
 */
export function canonicalUrl(url: string): string {
  const trimmed = url.trim();
  const parsed = parseUrl(trimmed);
  if (!parsed) return trimmed;

  const videoId = youTubeIdOf(parsed);
  if (videoId) return `https://www.youtube.com/watch?v=${videoId}`;

  const params = new URLSearchParams(parsed.search);
  for (const key of [...params.keys()]) {
    const lower = key.toLowerCase();
    if (lower.startsWith('utm_') || TRACKING_PARAMS.has(lower)) params.delete(key);
  }
  const query = params.toString();
  const port = parsed.port ? `:${parsed.port}` : '';
  const path = parsed.pathname.replace(/\/+$/, '');
  return `${parsed.protocol}//${bareHost(parsed)}${port}${path}${query ? `?${query}` : ''}`;
}

/** Reads a search box entry as one of the spec's query forms; input is cut to 512 characters first. */
export function parseSearchQuery(input: string): SearchQuery {
  const text = bound(input.trim()).trim();
  if (text === '') return { kind: 'all' };

  if (ID_QUERY.test(text)) return { kind: 'id', jmId: baseJmId(text) };

  const quoted = QUOTED.exec(text);
  if (quoted) {
    const phrase = (quoted[1] ?? '').trim();
    return phrase === '' ? { kind: 'all' } : { kind: 'phrase', phrase };
  }

  if (URL_START.test(text)) {
    const parsed = parseUrl(text);
    if (parsed) {
      const videoId = youTubeIdOf(parsed);
      const url = canonicalUrl(text);
      return videoId ? { kind: 'url', url, videoId } : { kind: 'url', url };
    }
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
