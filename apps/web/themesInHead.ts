// The app's global styles and colour themes as static CSS (ADRs 101, 109): the app follows the device's light or
// dark setting, and its pages are over their script budget (issue 30), so the base styles and the dark values
// go into index.html's head, once, at build time, and none of the app's scripts carries them. The package
// writes them from its global styles (`GlobalStyles`, `baseStyleSheet`, `themeStyleSheet`); here those modules
// are swapped for ones that write nothing, in both the browser's and the server's bundle, as the HTML already
// holds them. The page's look then needs no script: it is right in the first paint of a server-rendered page
// and of the unrendered app alike, and hydrating it writes no rule for every element of the page.
import path from 'node:path';
import type { Plugin } from 'vite';
// By path, as vite.config.ts imports the page table: the config is bundled before the packages are built, and
// the module imports only the colours.
import { baseStyleSheet } from '../../packages/ui/src/theme/baseStyles.ts';
import { themeStyleSheet } from '../../packages/ui/src/theme/themes.ts';

/** The package's module of the themes' style sheet, as its own files import it. */
const THEMES_MODULE = /[\\/]packages[\\/]ui[\\/]src[\\/]theme[\\/][^\\/]+$/;
const STUB = path.join(import.meta.dirname, 'src', 'themesWritten.ts');
const GLOBAL_STYLES_STUB = path.join(import.meta.dirname, 'src', 'globalStylesWritten.ts');
const COLOR_SCHEME_META = /<meta name="color-scheme"[^>]*>/;

/**
 * The `<style>` the HTML carries: the package's base styles (the tokens' defaults, box sizing, the body), then
 * the light and dark custom properties, the page following the device. The package's `GlobalStyles` is
 * swapped for one that writes nothing (src/globalStylesWritten.ts).
 */
export function themesStyleElement(): string {
  return `<style id="cm-themes">${baseStyleSheet()}${themeStyleSheet('system')}</style>`;
}

export function themesInHead(): Plugin {
  const element = themesStyleElement();
  return {
    name: 'clipmarket-themes-in-head',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './themes' && importer && THEMES_MODULE.test(importer)) return STUB;
      if (source === './GlobalStyles' && importer && THEMES_MODULE.test(importer)) return GLOBAL_STYLES_STUB;
      return null;
    },
    // After the `color-scheme` meta, so the charset stays in the first bytes; ahead of the page's own styles or
    // not, it overrides the defaults the global styles write at no specificity (`:where(:root)`).
    transformIndexHtml: {
      order: 'pre',
      handler: (html) =>
        COLOR_SCHEME_META.test(html)
          ? html.replace(COLOR_SCHEME_META, (meta) => meta + element)
          : html.replace('</head>', `${element}</head>`),
    },
  };
}
