import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FilterPanel } from './FilterPanel';

// The web app renders its pages on the server (ADR 17). The server cannot know the window's width, so the
// panel's first render is closed and without its fields, which the hydrating render repeats exactly; a wide
// window opens it after.
describe('FilterPanel on the server', () => {
  it('renders closed, with its toggle and without its fields', () => {
    const html = renderToString(createElement(FilterPanel, { value: { q: 'dog' } }));

    expect(html).toContain('data-state="closed"');
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('type="checkbox"');
    expect(html).not.toContain('type="radio"');
  });

  it('renders open with its fields when told to', () => {
    const html = renderToString(createElement(FilterPanel, { value: {}, defaultOpen: true }));

    expect(html).toContain('data-state="open"');
    expect(html).toContain('type="radio"');
  });
});
