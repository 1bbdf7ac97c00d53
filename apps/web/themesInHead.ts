// The app's global styles and colour themes as static CSS (ADRs 101, 109): the app follows the device's light or
// dark setting, and its pages are over their script budget (issue 30), so the base styles and the dark values
// go into index.html's head, once, at build time, and none of the app's scripts carries them. The package
// writes them from its global styles (`GlobalStyles`, `baseStyleSheet`, `themeStyleSheet`); here those modules
// are swapped for ones that write nothing, in both the browser's and the server's bundle, as the HTML already
// holds them. The page's look then needs no script: it is right in the first paint of a server-rendered page
// and of the unrendered app alike, and hydrating it writes no rule for every element of the page.
import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import type * as BaseStyles from '../../packages/ui/src/theme/baseStyles.ts';
import type * as Themes from '../../packages/ui/src/theme/themes.ts';

/** The package's module of the themes' style sheet, as its own files import it. */
const THEMES_MODULE = /[\\/]packages[\\/]ui[\\/]src[\\/]theme[\\/][^\\/]+$/;
const THEME_FOLDER = path.resolve(import.meta.dirname, '../../packages/ui/src/theme');
const STUB = path.join(import.meta.dirname, 'src', 'themesWritten.ts');
const GLOBAL_STYLES_STUB = path.join(import.meta.dirname, 'src', 'globalStylesWritten.ts');
const COLOR_SCHEME_META = /<meta name="color-scheme"[^>]*>/;

/**
 * The `<style>` the HTML carries: the package's base styles (the tokens' defaults, box sizing, the body), then
 * the light and dark custom properties, the page following the device. The package's `GlobalStyles` is
 * swapped for one that writes nothing (src/globalStylesWritten.ts).
 */
export async function themesStyleElement(): Promise<string> {
  const [{ baseStyleSheet }, { themeStyleSheet }] = await Promise.all([
    sourceModule<typeof BaseStyles>('baseStyles.ts'),
    sourceModule<typeof Themes>('themes.ts'),
  ]);
  return `<style id="cm-themes">${baseStyleSheet()}${themeStyleSheet('system')}</style>`;
}

/**
 * A module of the package's theme folder, loaded from its TypeScript source by Vite's module runner with the
 * `source` condition, as the app's build resolves it: the base styles import the tokens, which import
 * `@clipmarket/core`, whose built `dist` a fresh clone does not have (Vite's config loader would resolve it so).
 */
async function sourceModule<T>(file: string): Promise<T> {
  const { module } = await runnerImport<T>(path.join(THEME_FOLDER, file), {
    logLevel: 'silent',
    environments: { inline: { resolve: { noExternal: true, conditions: ['source'] } } },
  });
  return module;
}

export function themesInHead(): Plugin {
  let element: Promise<string> | undefined;
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
      handler: async (html) => {
        element ??= themesStyleElement();
        const style = await element;
        return COLOR_SCHEME_META.test(html)
          ? html.replace(COLOR_SCHEME_META, (meta) => meta + style)
          : html.replace('</head>', `${style}</head>`);
      },
    },
  };
}
