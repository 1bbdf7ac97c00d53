// The app's colour themes as static CSS (ADR 101): the app follows the device's light or dark setting, and its
// pages are over their script budget (issue 30), so the dark values go into index.html's head, once, at build
// time, and none of the app's scripts carries them. The package writes them from its global styles
// (`themeStyleSheet`); here that module is swapped for one that writes nothing, in both the browser's and the
// server's bundle, as the HTML already holds it. The page's theme then needs no script: it is right in the
// first paint of a server-rendered page and of the unrendered app alike.
import path from 'node:path';
import type { Plugin } from 'vite';
// By path, as vite.config.ts imports the page table: the config is bundled before the packages are built, and
// the module imports only the colours.
import { themeStyleSheet } from '../../packages/ui/src/theme/themes.ts';

/** The package's module of the themes' style sheet, as its own files import it. */
const THEMES_MODULE = /[\\/]packages[\\/]ui[\\/]src[\\/]theme[\\/][^\\/]+$/;
const STUB = path.join(import.meta.dirname, 'src', 'themesWritten.ts');
const COLOR_SCHEME_META = /<meta name="color-scheme"[^>]*>/;

/** The `<style>` the HTML carries: the light and dark custom properties, the page following the device. */
export function themesStyleElement(): string {
  return `<style id="cm-themes">${themeStyleSheet('system')}</style>`;
}

export function themesInHead(): Plugin {
  const element = themesStyleElement();
  return {
    name: 'clipmarket-themes-in-head',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === './themes' && importer && THEMES_MODULE.test(importer)) return STUB;
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
