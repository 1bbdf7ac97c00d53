import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

const api = process.env.API_ORIGIN ?? 'http://localhost:3000';

// `source` makes @clipmarket/ui and @clipmarket/core resolve to their TypeScript source (ADR 3).
export default defineConfig({
  base: '/licensing/',
  root: import.meta.dirname,
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': api,
      '/media': api,
    },
  },
});
