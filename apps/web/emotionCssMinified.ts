// The styles' source text, minified at build time (issue 30): a comment or an indent written inside an Emotion
// `css` template is part of the string, and every page's script carried it to the browser, about 1.1 to 1.7 kB
// gzipped a page (docs/benchmarks-log.md, 2026-12-06, session 64). Emotion's own Babel plugin minifies those
// templates as the library means them to be read; it runs only on the modules that write one, before the
// JSX and TypeScript are compiled, in the browser's bundle and the server's alike, so both name each style by
// the same hash and the server's markup hydrates. Tests and Storybook read the source unminified.
import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

export function emotionCssMinified(): Plugin {
  return {
    name: 'clipmarket-emotion-css-minified',
    enforce: 'pre',
    transform: {
      filter: { id: { include: /\.tsx?$/, exclude: /node_modules/ }, code: 'css`' },
      async handler(code, id) {
        const result = await transformAsync(code, {
          filename: id,
          babelrc: false,
          configFile: false,
          sourceMaps: true,
          parserOpts: { plugins: ['typescript', 'jsx'] },
          // Only the templates: no labels (the class names stay short hashes) and the `css` prop left as written.
          plugins: [
            ['@emotion/babel-plugin', { autoLabel: 'never', sourceMap: false, cssPropOptimization: false }],
          ],
        });
        return result?.code ? { code: result.code, map: result.map } : null;
      },
    },
  };
}
