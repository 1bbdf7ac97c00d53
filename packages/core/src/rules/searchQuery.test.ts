import { describe, it, expect } from 'vitest';
import { MAX_QUERY_LENGTH, canonicalUrl, parseSearchQuery, youTubeVideoId } from './searchQuery';

describe('an empty search', () => {
  it('matches every clip when nothing is typed', () => {
    expect(parseSearchQuery('')).toEqual({ kind: 'all' });
  });

  it('matches every clip when only spaces are typed', () => {
    expect(parseSearchQuery('   \t ')).toEqual({ kind: 'all' });
  });

  it('matches every clip when only an empty pair of quotes is typed', () => {
    expect(parseSearchQuery('"  "')).toEqual({ kind: 'all' });
  });
});

describe('searching by clip id', () => {
  it('finds a clip by its digits', () => {
    expect(parseSearchQuery('12345')).toEqual({ kind: 'id', jmId: '12345' });
  });

  it('searches for the base clip when the id ends in -1', () => {
    expect(parseSearchQuery('12345-1')).toEqual({ kind: 'id', jmId: '12345' });
  });

  it('keeps other suffixes, which name a clip of their own', () => {
    expect(parseSearchQuery('12345-2')).toEqual({ kind: 'id', jmId: '12345-2' });
  });

  it('ignores spaces around the id', () => {
    expect(parseSearchQuery('  12345  ')).toEqual({ kind: 'id', jmId: '12345' });
  });

  it('treats digits with letters as words, not an id', () => {
    expect(parseSearchQuery('12345a')).toEqual({ kind: 'words', words: ['12345a'] });
  });

  it('treats two numbers separated by a space as words, not an id', () => {
    expect(parseSearchQuery('123 456')).toEqual({ kind: 'words', words: ['123', '456'] });
  });
});

describe('searching for an exact phrase', () => {
  it('treats text in straight double quotes as one phrase', () => {
    expect(parseSearchQuery('"dog on a skateboard"')).toEqual({
      kind: 'phrase',
      phrase: 'dog on a skateboard',
    });
  });

  it('treats text in curly quotes, as phones type them, as one phrase', () => {
    expect(parseSearchQuery('“dog on a skateboard”')).toEqual({
      kind: 'phrase',
      phrase: 'dog on a skateboard',
    });
  });

  it('ignores spaces just inside the quotes', () => {
    expect(parseSearchQuery('"  surprise party "')).toEqual({ kind: 'phrase', phrase: 'surprise party' });
  });

  it('keeps the case of the phrase as typed', () => {
    expect(parseSearchQuery('"New York"')).toEqual({ kind: 'phrase', phrase: 'New York' });
  });

  it('does not treat a quote only at the start as a phrase', () => {
    expect(parseSearchQuery('"dog skate')).toEqual({ kind: 'words', words: ['"dog', 'skate'] });
  });
});

describe('searching by web address', () => {
  it('recognises a YouTube watch link and finds its video id', () => {
    expect(parseSearchQuery('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s')).toEqual({
      kind: 'url',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      videoId: 'dQw4w9WgXcQ',
    });
  });

  it('recognises a youtu.be share link', () => {
    expect(parseSearchQuery('https://youtu.be/dQw4w9WgXcQ?si=abc123')).toEqual({
      kind: 'url',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      videoId: 'dQw4w9WgXcQ',
    });
  });

  it('recognises a plain http link to another site, written as https', () => {
    expect(parseSearchQuery('http://Example.com/clips/42/')).toEqual({
      kind: 'url',
      url: 'https://example.com/clips/42',
    });
  });

  it('recognises a link typed with an upper-case scheme', () => {
    expect(parseSearchQuery('HTTPS://example.com/a')).toEqual({ kind: 'url', url: 'https://example.com/a' });
  });

  it('recognises an address typed without http or https', () => {
    expect(parseSearchQuery('www.example.com/clip')).toEqual({
      kind: 'url',
      url: 'https://example.com/clip',
    });
  });

  it('treats a dotted word that is not an address as a word', () => {
    expect(parseSearchQuery('node.js')).toEqual({ kind: 'words', words: ['node.js'] });
    expect(parseSearchQuery('e.g. dog')).toEqual({ kind: 'words', words: ['e.g.', 'dog'] });
  });

  it('treats an unreadable address as words', () => {
    expect(parseSearchQuery('http://')).toEqual({ kind: 'words', words: ['http://'] });
  });
});

describe('finding the YouTube video id in a link', () => {
  it('reads the id from a mobile watch link', () => {
    expect(youTubeVideoId('https://m.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
  });

  it('reads the id from a shorts link', () => {
    expect(youTubeVideoId('https://youtube.com/shorts/abc_DEF-123')).toBe('abc_DEF-123');
  });

  it('reads the id from an embed link', () => {
    expect(youTubeVideoId('https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1')).toBe('dQw4w9WgXcQ');
  });

  it('finds no id when the id is not 11 characters', () => {
    expect(youTubeVideoId('https://youtu.be/short')).toBeUndefined();
  });

  it('finds no id on a YouTube channel page', () => {
    expect(youTubeVideoId('https://www.youtube.com/@somechannel')).toBeUndefined();
  });

  it('finds no id on a site that only looks like YouTube', () => {
    expect(youTubeVideoId('https://notyoutube.com/watch?v=dQw4w9WgXcQ')).toBeUndefined();
  });

  it('finds no id in text that is not a link', () => {
    expect(youTubeVideoId('dQw4w9WgXcQ')).toBeUndefined();
  });
});

describe('the canonical form of a pasted link', () => {
  it('lower-cases the host and drops "www."', () => {
    expect(canonicalUrl('https://WWW.Example.COM/Path')).toBe('https://example.com/Path');
  });

  it('drops a mobile "m." prefix', () => {
    expect(canonicalUrl('https://m.facebook.com/watch/123')).toBe('https://facebook.com/watch/123');
  });

  it('drops the #fragment', () => {
    expect(canonicalUrl('https://example.com/video#comments')).toBe('https://example.com/video');
  });

  it('drops utm_ tracking parameters and click ids but keeps meaningful ones', () => {
    expect(
      canonicalUrl(
        'https://example.com/v?id=7&utm_source=x&UTM_Medium=y&fbclid=a&gclid=b&feature=share&si=z',
      ),
    ).toBe('https://example.com/v?id=7');
  });

  it('drops the trailing slash of a path', () => {
    expect(canonicalUrl('https://example.com/clips/')).toBe('https://example.com/clips');
  });

  it('drops the slash of a bare host', () => {
    expect(canonicalUrl('https://example.com/')).toBe('https://example.com');
  });

  it('keeps a non-default port', () => {
    expect(canonicalUrl('http://example.com:8080/a/')).toBe('https://example.com:8080/a');
  });

  it('writes every form of YouTube link as one watch link', () => {
    const canonical = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
    expect(canonicalUrl('https://youtu.be/dQw4w9WgXcQ')).toBe(canonical);
    expect(canonicalUrl('https://youtube.com/shorts/dQw4w9WgXcQ?feature=share')).toBe(canonical);
    expect(canonicalUrl('https://m.youtube.com/watch?feature=youtu.be&v=dQw4w9WgXcQ#t=1')).toBe(canonical);
  });

  it('returns text that is not a link unchanged apart from spaces', () => {
    expect(canonicalUrl('  not a url ')).toBe('not a url');
  });
});

describe('searching by words', () => {
  it('splits the text into lower-case words', () => {
    expect(parseSearchQuery('Dog  Skateboard\tFAIL')).toEqual({
      kind: 'words',
      words: ['dog', 'skateboard', 'fail'],
    });
  });

  it('lists a repeated word once', () => {
    expect(parseSearchQuery('cat Cat CAT dog')).toEqual({ kind: 'words', words: ['cat', 'dog'] });
  });
});

describe('very long search input', () => {
  it('only reads the first 512 characters', () => {
    const query = parseSearchQuery(`${'a'.repeat(MAX_QUERY_LENGTH)}bcdef`);
    expect(query).toEqual({ kind: 'words', words: ['a'.repeat(MAX_QUERY_LENGTH)] });
  });

  it('drops a word that starts after the 512th character', () => {
    const query = parseSearchQuery(`${'x'.repeat(MAX_QUERY_LENGTH - 1)} tail`);
    expect(query).toEqual({ kind: 'words', words: ['x'.repeat(MAX_QUERY_LENGTH - 1)] });
  });

  it('does not leave half an emoji at the cut', () => {
    const query = parseSearchQuery(`${'a'.repeat(MAX_QUERY_LENGTH - 1)}🐶`);
    expect(query).toEqual({ kind: 'words', words: ['a'.repeat(MAX_QUERY_LENGTH - 1)] });
  });

  it('reads a long run of digits as an id only within the limit', () => {
    const query = parseSearchQuery('1'.repeat(MAX_QUERY_LENGTH + 100));
    expect(query).toEqual({ kind: 'id', jmId: '1'.repeat(MAX_QUERY_LENGTH) });
  });
});
