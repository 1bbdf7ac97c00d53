import { defineConfig } from 'tsdown';

// The published build (ADR 40): every source module becomes one ES module in dist with explicit `.js`
// specifiers, beside a declaration file whose imports say `.js` too, so plain Node, Vitest, Vite SSR and
// TypeScript under `nodenext` or `bundler` load it as it is. Dependencies and peers stay imports.
export default defineConfig({
  // The tokens have an entry of their own too: plain values with no React, which a server component can read.
  entry: ['src/index.ts', 'src/theme/tokens.ts'],
  unbundle: true,
  format: 'esm',
  // No Node or browser globals assumed; `process.env.NODE_ENV` is left for the consumer's bundler to replace.
  platform: 'neutral',
  target: 'es2023',
  tsconfig: 'tsconfig.build.json',
  dts: { tsconfig: 'tsconfig.build.json' },
  // @emotion/react's declarations name types of its own dependencies (`SerializedStyles` of @emotion/utils);
  // they stay imports rather than being copied into dist.
  deps: { neverBundle: [/^@emotion\//] },
  // The package's entry is a client module (ADR 96): a Next.js App Router page, a server component, imports
  // the components across this boundary. On the entry only: what it imports is in the client graph already.
  outputOptions: { banner: (chunk) => (chunk.fileName === 'index.js' ? "'use client';" : '') },
  sourcemap: false,
  clean: true,
  report: false,
  // Rolldown's note on slow plugin callbacks: the declarations are the slow part, every time; not news in a log.
  checks: { bundlerTimings: false },
});
