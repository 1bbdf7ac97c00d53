import { CacheProvider, css } from '@emotion/react';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { browserStyleCache } from './pageStyles';

afterEach(() => {
  cleanup();
  document.querySelectorAll('style[data-page-styles], #after').forEach((element) => element.remove());
});

describe("the browser's style cache", () => {
  it("counts the server's page styles as written and leaves their sheet where it is", () => {
    const rule = css`
      color: rgb(1, 2, 3);
    `;
    const sheet = document.createElement('style');
    sheet.setAttribute('data-page-styles', rule.name);
    sheet.textContent = `.css-${rule.name}{color:rgb(1, 2, 3);}`;
    const after = document.createElement('meta');
    after.id = 'after';
    document.head.append(sheet, after);
    const cssSheet = sheet.sheet;

    const cache = browserStyleCache();
    expect(cache.inserted[rule.name]).toBe(true);
    const { getByText } = render(
      <CacheProvider value={cache}>
        <p css={rule}>styled</p>
      </CacheProvider>,
    );
    // Drawn with the server's rule, which was neither written again nor moved (a moved sheet is a new one).
    expect(getComputedStyle(getByText('styled')).color).toBe('rgb(1, 2, 3)');
    expect(cache.sheet.tags).toHaveLength(0);
    expect(sheet.nextElementSibling).toBe(after);
    expect(sheet.sheet).toBe(cssSheet);
  });
});
