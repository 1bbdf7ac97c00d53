import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ClipPage } from './ClipPage.js';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ClipPage />
  </StrictMode>,
);
