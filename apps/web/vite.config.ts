import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
// The page table's base and files, by path: the config is bundled before `@clipmarket/core` is built, and the module imports nothing.
import { PAGE_BASE, PAGE_FILES } from '../../packages/core/src/pages.ts';
import { keepRecentAssets } from './assetRetention.ts';
import { emotionCssMinified } from './emotionCssMinified.ts';
import { themesInHead } from './themesInHead.ts';

const api = process.env.API_ORIGIN ?? 'http://localhost:3000';

/** The modules of the frame chunk (below): those the home, search and clip pages all load. */
const FRAME = [
  /packages\/core\/src\/(contract\/(wire|commerceRules|endpointPaths)|rules\/(count|title|clip|jmId|duration|searchAddress|searchFilters|dates)|tiers|filters|pages|messages|constants|routes)\.ts$/,
  /packages\/ui\/src\/components\/(VideoCard\/VideoCard\w*|(Button|Spinner|IconButton)\/\w+|(VisuallyHidden|ClipmarketProvider|Icon)\/\w+|(InlineAlert|EmptyState|Skeleton)\/\w+|Snackbar\/SnackbarProvider\w*|Toast\/ToastProvider\w*|PrivacyPreferencesTab\/\w+)(\.styles)?\.tsx?$/,
  /packages\/ui\/src\/(components\/VideoPlayer\/mediaFragment|components\/CartItemRow\/formatCartPrice|components\/ConsentManager\/(consentText|consentValue)|hooks\/useMediaQuery|primitives\/styles\/(buttons|a11y)|primitives\/feedback\/[\w.]+|machines\/lazyActor|machines\/auth\/authSelectors|theme\/(tokens|colors|useThemeCheck))\.tsx?$/,
  /apps\/web\/src\/(api\/(client|keys|dataRequest)|components\/(AppLink|Layout\.styles|AccountNav\.styles)|head\/usePageHead|analytics\/identity|consent\/(policy|ConsentLayer)|session\/AuthProvider|useDocumentTitle|copy|state\/persisted)\.tsx?$/,
  /apps\/web\/src\/features\/(playlists\/(BulkSelect|SaveToPlaylist)|downloads\/playlistDownloads|search\/(searchLink|useExactMatchPreference|newSimilarClips)|browse\/copy|commerce\/(inquiryLink|useCart|copy))\.tsx?$/,
];

/** An icon of the design system and the Lucide drawing it is made from. */
const ICONS =
  /(packages[\\/]ui[\\/]src[\\/]components[\\/]Icon[\\/]icons[\\/]\w+\.tsx?|node_modules[\\/]lucide[\\/]dist[\\/]esm[\\/]icons[\\/][\w-]+\.mjs)$/;

// `source` makes @clipmarket/ui and @clipmarket/core resolve to their TypeScript source (ADR 3).
export default defineConfig(({ isSsrBuild }) => ({
  base: `${PAGE_BASE}/`,
  root: import.meta.dirname,
  // The browser's build keeps the earlier builds' assets for a while (assetRetention.ts).
  // The themes go into index.html, not into a script (themesInHead.ts).
  plugins: [
    emotionCssMinified(),
    react({ jsxImportSource: '@emotion/react' }),
    themesInHead(),
    ...(isSsrBuild ? [] : [keepRecentAssets()]),
  ],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  // The server renderer (`vite build --ssr src/entry-server.tsx`, ADR 17) is one self-contained bundle with
  // React's production build inside, whatever NODE_ENV the API server runs with.
  ssr: {
    noExternal: true,
    resolve: { conditions: ['source', ...defaultServerConditions] },
  },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: {
    outDir: 'dist',
    // The server renderer's folder is made afresh; the browser's keeps the earlier builds' assets, which a page
    // opened before a deploy still asks for, until keepRecentAssets retires them.
    emptyOutDir: Boolean(isSsrBuild),
    sourcemap: true,
    // Every browser the app supports preloads modules itself; the polyfill would cost every page 0.7 kB.
    modulePreload: { polyfill: false },
    // The server renderer needs no copy of public/; the browser's build has it.
    copyPublicDir: !isSsrBuild,
    // The browser's framework (React) and the libraries every page runs on go in two chunks of their own: they
    // change far less often than the app, so a deploy leaves them cached, and a page asks for two files instead
    // of pieces named after whichever component first imported them.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            // A script is named by its hash alone: every page's entry lists every chunk's file for preloading, and
            // every chunk names the files it imports, so names cost each page about 0.9 kB gzipped (measured
            // 2026-12-04: the entry 15.7 → 14.9 kB). The source maps still say what each file holds. Seven
            // characters, not Rolldown's eight: 2⁴² names, and 0.15 to 0.2 kB off each page (2026-12-06); Rolldown
            // refuses a build whose chunks are too many for the length asked.
            chunkFileNames: 'assets/[hash:7].js',
            entryFileNames: 'assets/[hash:7].js',
            codeSplitting: {
              groups: [
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
                {
                  name: 'runtime',
                  test: /node_modules[\\/](@emotion|stylis|swr|wouter|regexparam|dequal|use-sync-external-store|hoist-non-react-statics|react-is)[\\/]/,
                  priority: 20,
                },
                // The frame: the small modules that the home, search and clip pages all load, of core (the page
                // table, tiers, rules, messages), of ui (the card, buttons, toasts, the privacy tab, the alert, empty
                // state and skeleton) and of the shell (API client and keys, session, consent, copy, the cart's hook). Left alone, Rolldown splits them by which of the 57
                // lazy pages use each, into 26 files of 0.1 to 6 kB that each pay a gzip frame and import lines: one
                // file is 4 to 5 kB lighter on each of the three pages (measured 2026-12-05). Named modules, not
                // folders, so a page loads none that these pages do not use.
                {
                  name: 'frame',
                  test: (id) => FRAME.some((module) => module.test(id.replaceAll('\\', '/'))),
                  priority: 10,
                  includeDependenciesRecursively: false,
                },
                // The icons the first page draws (ADR 94), one module per icon and its Lucide drawing, in one file of
                // about 1 kB: left alone, Rolldown splits them into files of 0.2 to 0.5 kB by which lazy pages share
                // them. Only those the entry loads ($initial) go in; an icon of a lazy page stays with that page.
                {
                  name: 'icons',
                  test: ICONS,
                  tags: ['$initial'],
                  priority: 10,
                  includeDependenciesRecursively: false,
                },
                // Saved searches (ADR 90): their calls, copy and rules, one chunk for the pages and the dialog that
                // use them, none of which a page loads at first.
                {
                  name: 'savedSearches',
                  test: /(apps[\\/]web[\\/]src[\\/]features[\\/]search[\\/](savedSearches|savedSearchCopy)|packages[\\/]core[\\/]src[\\/](contract[\\/]savedSearchRules|rules[\\/]savedSearch))\.ts$/,
                  priority: 10,
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': api,
      '/media': api,
      // The licence terms PDF is typeset by the server (ADR 82), not a file of public/.
      [PAGE_FILES.licenceTermsPdf]: api,
    },
  },
}));
