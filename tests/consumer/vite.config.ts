import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The set-up the package's README gives: Emotion's JSX runtime, nothing else (no `ssr.noExternal`, no aliases).
// Three pages, so the benchmark can weigh each alone: one VideoCard, one SearchBar, and React with no package.
// The manifest and the (hidden) source maps say which files and modules each page loads.
export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  build: {
    manifest: true,
    sourcemap: 'hidden',
    rolldownOptions: {
      input: { card: 'index.html', searchBar: 'search-bar.html', reactOnly: 'react-only.html' },
    },
  },
});
