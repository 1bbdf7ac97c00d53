import { describe, expect, it } from 'vitest';
import { color, darkColor } from './colors';
import { themeStyleSheet } from './themes';

describe('themeStyleSheet', () => {
  it('themes the page: light on :root, dark over it, or dark under the device setting for system', () => {
    expect(themeStyleSheet('light').startsWith(':root{color-scheme:light}[data-cm-theme')).toBe(true);
    expect(
      themeStyleSheet('dark').startsWith(`:root{color-scheme:dark;--cm-color-canvas:${darkColor.canvas};`),
    ).toBe(true);
    expect(
      themeStyleSheet('system').startsWith(
        `:root{color-scheme:light}@media (prefers-color-scheme: dark){:root{color-scheme:dark;--cm-color-canvas:${darkColor.canvas};`,
      ),
    ).toBe(true);
  });

  it('scopes each theme to [data-cm-theme], system following the device and light restoring the defaults', () => {
    const sheet = themeStyleSheet();
    expect(sheet).toContain(
      `[data-cm-theme="light"],[data-cm-theme="system"]{color-scheme:light;--cm-color-canvas:${color.canvas};`,
    );
    expect(sheet).toContain(
      `[data-cm-theme="dark"]{color-scheme:dark;--cm-color-canvas:${darkColor.canvas};`,
    );
    expect(sheet).toContain(
      `@media (prefers-color-scheme: dark){[data-cm-theme="system"]{color-scheme:dark;`,
    );
    expect(sheet).toContain('--cm-color-text-muted:');
    expect(sheet).toContain('--cm-shadow-lg:');
  });
});
