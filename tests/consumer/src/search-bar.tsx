import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SearchBar, ThemeProvider } from '@clipmarket/ui';

// One SearchBar alone: its length cap comes from core without the schema library (zod).
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider>
      <SearchBar onSubmit={(query) => console.info(query)} />
    </ThemeProvider>
  </StrictMode>,
);
