import { describe, expect, it } from 'vitest';
import { headTags, isoDuration, SITE_DESCRIPTION } from './pageHead';

const ORIGIN = 'https://clips.example';

describe("a page's head, as the server writes it", () => {
  it('gives a clip its title, description, canonical link, link preview with poster and video, and JSON-LD', () => {
    const html = headTags(
      {
        title: 'Corgi Surfs a Wave — Clipmarket',
        description: 'A corgi rides a wave to the shore.',
        canonical: '/licensing/view/1254381',
        image: '/media/posters/clip-01.webp',
        imageAlt: 'Corgi Surfs a Wave',
        video: { url: '/media/previews/clip-01.mp4#t=0,20', duration: 65, uploadDate: '2026-11-02' },
      },
      ORIGIN,
    );
    expect(html).toContain('<title>Corgi Surfs a Wave — Clipmarket</title>');
    expect(html).toContain('<meta name="description" content="A corgi rides a wave to the shore.">');
    expect(html).toContain('<link rel="canonical" href="https://clips.example/licensing/view/1254381">');
    expect(html).toContain('<meta property="og:type" content="video.other">');
    expect(html).toContain(
      '<meta property="og:image" content="https://clips.example/media/posters/clip-01.webp">',
    );
    expect(html).toContain(
      '<meta property="og:video" content="https://clips.example/media/previews/clip-01.mp4">',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).not.toContain('robots');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(jsonLd!)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: 'Corgi Surfs a Wave',
      description: 'A corgi rides a wave to the shore.',
      thumbnailUrl: ['https://clips.example/media/posters/clip-01.webp'],
      uploadDate: '2026-11-02',
      duration: 'PT1M5S',
      contentUrl: 'https://clips.example/media/previews/clip-01.mp4',
      url: 'https://clips.example/licensing/view/1254381',
    });
  });

  it('escapes what a title or description holds, and no text ends the JSON-LD script early', () => {
    const html = headTags(
      {
        title: '"Quoted" <b>bold</b> & more</script> — Clipmarket',
        description: `It's <script>alert(1)</script>`,
        video: { url: null, duration: 5, uploadDate: null },
      },
      ORIGIN,
    );
    expect(html).toContain(
      '<title>&quot;Quoted&quot; &lt;b&gt;bold&lt;/b&gt; &amp; more&lt;/script&gt; — Clipmarket</title>',
    );
    expect(html).toContain('content="It&#39;s &lt;script&gt;alert(1)&lt;/script&gt;"');
    // One script element, the JSON-LD's, closed once.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('og:video"');
  });

  it("marks a page noindex when asked, and falls back on the site's description", () => {
    const html = headTags({ title: 'No video found — Clipmarket', description: '  ', noindex: true }, ORIGIN);
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain(`<meta name="description" content="${SITE_DESCRIPTION}">`);
    expect(html).toContain('<meta property="og:type" content="website">');
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    expect(html).not.toContain('canonical');
  });

  it('writes durations as schema.org reads them', () => {
    expect(isoDuration(0)).toBe('PT0S');
    expect(isoDuration(9)).toBe('PT9S');
    expect(isoDuration(60)).toBe('PT1M');
    expect(isoDuration(3725)).toBe('PT62M5S');
  });
});
