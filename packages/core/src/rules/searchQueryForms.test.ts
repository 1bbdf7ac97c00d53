import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalUrl, parseSearchQuery } from './searchQuery';

// Issue 15: every form in which a buyer types or pastes a clip id or a video address.

describe('a clip id as buyers type it', () => {
  it.each([
    ['JV#1236446', '1236446'],
    ['jv#1236446', '1236446'],
    ['jv1236446', '1236446'],
    ['JV 1236446', '1236446'],
    ['JV# 1236446', '1236446'],
    ['#1236446', '1236446'],
    ['JV#1236446-1', '1236446'],
    ['JV#1236446-2', '1236446-2'],
  ])('reads %s as the id %s', (typed, jmId) => {
    expect(parseSearchQuery(typed)).toEqual({ kind: 'id', jmId });
  });

  it('reads letters after JV that are not digits as words', () => {
    expect(parseSearchQuery('jvc camera')).toEqual({ kind: 'words', words: ['jvc', 'camera'] });
  });

  it('reads any id printed as JV#{digits} as that id (property)', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[1-9]\d{0,9}$/),
        fc.constantFrom('JV#', 'jv', 'Jv #', '#', ''),
        (id, prefix) => {
          expect(parseSearchQuery(`${prefix}${id}`)).toEqual({ kind: 'id', jmId: id });
        },
      ),
    );
  });
});

describe("a link to this site's clip page", () => {
  it.each([
    'https://clipmarket.example/licensing/view/1236446',
    'http://localhost:3000/licensing/view/1236446?from=%2Flicensing%2Fsearch',
    'localhost:3000/licensing/view/1236446/',
    'www.clipmarket.example/licensing/view/1236446#similar',
    '/licensing/view/1236446',
  ])('finds the clip of %s by its id', (link) => {
    expect(parseSearchQuery(link)).toEqual({ kind: 'id', jmId: '1236446' });
  });
});

describe('the share forms of each platform', () => {
  const youTube = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s', youTube],
    ['www.youtube.com/watch?v=dQw4w9WgXcQ', youTube],
    ['youtube.com/watch?v=dQw4w9WgXcQ&feature=share', youTube],
    ['youtu.be/dQw4w9WgXcQ', youTube],
    ['https://youtu.be/dQw4w9WgXcQ?si=AbCdEf', youTube],
    ['https://youtube.com/shorts/dQw4w9WgXcQ?feature=share', youTube],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1', youTube],
    ['m.youtube.com/watch?v=dQw4w9WgXcQ', youTube],
    [
      'https://www.tiktok.com/@someone/video/7301234567890123456?is_from_webapp=1&sender_device=pc',
      'https://tiktok.com/@someone/video/7301234567890123456',
    ],
    [
      'tiktok.com/@someone/video/7301234567890123456/',
      'https://tiktok.com/@someone/video/7301234567890123456',
    ],
    ['https://www.instagram.com/reel/C1a2B3c4D5e/?igsh=MWx0', 'https://instagram.com/reel/C1a2B3c4D5e'],
    ['instagram.com/reels/C1a2B3c4D5e', 'https://instagram.com/reel/C1a2B3c4D5e'],
    ['https://www.instagram.com/someone/reel/C1a2B3c4D5e/', 'https://instagram.com/reel/C1a2B3c4D5e'],
    [
      'https://www.instagram.com/p/C1a2B3c4D5e/?utm_source=ig_web_copy_link',
      'https://instagram.com/p/C1a2B3c4D5e',
    ],
    ['https://www.facebook.com/watch/?v=123456789012345', 'https://facebook.com/watch?v=123456789012345'],
    [
      'https://www.facebook.com/reel/123456789012345?mibextid=abc',
      'https://facebook.com/watch?v=123456789012345',
    ],
    [
      'https://m.facebook.com/somepage/videos/123456789012345/',
      'https://facebook.com/watch?v=123456789012345',
    ],
    [
      'facebook.com/somepage/videos/a-title-slug/123456789012345',
      'https://facebook.com/watch?v=123456789012345',
    ],
    [
      'https://twitter.com/someone/status/1712345678901234567?s=20',
      'https://x.com/i/status/1712345678901234567',
    ],
    [
      'https://x.com/someone/status/1712345678901234567/video/1',
      'https://x.com/i/status/1712345678901234567',
    ],
    ['mobile.twitter.com/someone/status/1712345678901234567', 'https://x.com/i/status/1712345678901234567'],
    ['https://vimeo.com/76979871', 'https://vimeo.com/76979871'],
    ['https://player.vimeo.com/video/76979871?h=abc', 'https://vimeo.com/76979871'],
    ['vimeo.com/channels/staffpicks/76979871', 'https://vimeo.com/76979871'],
  ])('%s searches as %s', (link, canonical) => {
    expect(parseSearchQuery(link)).toMatchObject({ kind: 'url', url: canonical });
    expect(canonicalUrl(link)).toBe(canonical);
  });

  it('keeps the YouTube video id of a link without a scheme, for claimed-id matching', () => {
    expect(parseSearchQuery('youtu.be/dQw4w9WgXcQ')).toEqual({
      kind: 'url',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      videoId: 'dQw4w9WgXcQ',
    });
  });
});

describe('canonical addresses (properties)', () => {
  const host = fc.constantFrom('example.com', 'clips.example.org', 'news.example.co.uk');
  const segment = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/);
  const path = fc.array(segment, { maxLength: 4 }).map((parts) => parts.map((p) => `/${p}`).join(''));
  const tracking = fc.subarray(['utm_source=x', 'fbclid=y', 'si=z', 'igsh=w', 'is_from_webapp=1']);

  it('gives one spelling whatever scheme, www., trailing slash or tracking parameters a link has', () => {
    fc.assert(
      fc.property(
        host,
        path,
        tracking,
        fc.constantFrom('https://', 'http://', 'https://www.', ''),
        fc.boolean(),
        (h, p, extra, prefix, slash) => {
          const plain = canonicalUrl(`https://${h}${p}`);
          const query = extra.length ? `?${extra.join('&')}` : '';
          // A bare host with no path needs www. or a scheme to read as an address at all.
          const typed = `${prefix === '' && p === '' ? 'www.' : prefix}${h}${p}${slash ? '/' : ''}${query}`;
          expect(canonicalUrl(typed)).toBe(plain);
          expect(parseSearchQuery(typed)).toEqual({ kind: 'url', url: plain });
        },
      ),
    );
  });

  it('is idempotent: a canonical address is its own canonical form', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('http://', 'https://', 'https://www.', 'www.', 'm.'),
        host,
        path,
        fc.array(fc.tuple(fc.stringMatching(/^[a-z_]{1,8}$/), fc.stringMatching(/^[\w.%-]{0,8}$/)), {
          maxLength: 3,
        }),
        fc.stringMatching(/^[\w-]{0,6}$/),
        (prefix, h, p, params, fragment) => {
          const query = params.length ? `?${params.map(([k, v]) => `${k}=${v}`).join('&')}` : '';
          const once = canonicalUrl(`${prefix}${h}${p}${query}${fragment ? `#${fragment}` : ''}`);
          expect(canonicalUrl(once)).toBe(once);
        },
      ),
    );
  });

  it('never reads text with a space in it as an address', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const query = parseSearchQuery(`${a} x ${b}`);
        expect(query.kind).not.toBe('url');
      }),
    );
  });
});
