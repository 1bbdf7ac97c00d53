/** @jsxImportSource react */
// React's own JSX runtime: the baseline holds neither the package nor Emotion.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// The same page without the package, so the benchmark can say what one card adds over React.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ul>
      <li>
        <a href="/clips/1254381">Surfer rides a wave at sunset</a>
      </li>
    </ul>
  </StrictMode>,
);
