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
const CORE_CONSTANTS = path.resolve(import.meta.dirname, '../../packages/core/src/constants.ts');
const STUB = path.join(import.meta.dirname, 'src', 'themesWritten.ts');
const GLOBAL_STYLES_STUB = path.join(import.meta.dirname, 'src', 'globalStylesWritten.ts');
const COLOR_SCHEME_META = /<meta name="color-scheme"[^>]*>/;

/**
 * The `<style>` the HTML carries: the package's base styles (the tokens' defaults, box sizing, the body), then
 * the light and dark custom properties, the page following the device. The package's `GlobalStyles` is
 * swapped for one that writes nothing (src/globalStylesWritten.ts).
 */
let loaded: Promise<string> | undefined;

/** The `<style>` element, made once per process (loading the modules takes a tenth of a second). */
export function themesStyleElement(): Promise<string> {
  loaded ??= (async () => {
    const [{ baseStyleSheet }, { themeStyleSheet }] = await Promise.all([
      sourceModule<typeof BaseStyles>('baseStyles.ts'),
      sourceModule<typeof Themes>('themes.ts'),
    ]);
    return `<style id="cm-themes">${baseStyleSheet()}${themeStyleSheet('system')}</style>`;
  })();
  return loaded;
}

/**
 * A module of the package's theme folder, loaded from its TypeScript source by Vite's module runner: the base
 * styles import the tokens, which import `BREAKPOINTS` from `@clipmarket/core`, and Vite's config loader would
 * resolve that name to the package's `dist`, which a fresh clone does not have. Here the name is the core
 * module the tokens need, not the package's index (which loads the whole contract: a second more); a name the
 * tokens import from elsewhere fails the build loudly (tests/themes-in-head.test.ts).
 */
async function sourceModule<T>(file: string): Promise<T> {
  const { module } = await runnerImport<T>(path.join(THEME_FOLDER, file), {
    logLevel: 'silent',
    resolve: { alias: { '@clipmarket/core': CORE_CONSTANTS } },
    environments: { inline: { resolve: { noExternal: true } } },
  });
  return module;
}

export function themesInHead(): Plugin {
  return {
    name: 'clipmarket-themes-in-head',
    enforce: 'pre',
    // `vite` (dev): the sheet is made again, and the page reloaded, when a theme file or the constants change.
    configureServer(server) {
      server.watcher.add([THEME_FOLDER, CORE_CONSTANTS]);
      server.watcher.on('change', (file) => {
        if (file !== CORE_CONSTANTS && !file.startsWith(THEME_FOLDER + path.sep)) return;
        loaded = undefined;
        server.ws.send({ type: 'full-reload' });
      });
    },
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
        const style = await themesStyleElement();
        return COLOR_SCHEME_META.test(html)
          ? html.replace(COLOR_SCHEME_META, (meta) => meta + style)
          : html.replace('</head>', `${style}</head>`);
      },
    },
  };
}
