import { renderToString } from 'react-dom/server';
import { ClipPage } from './ClipPage.js';

/** Vite SSR with its defaults: the packages stay external and Node loads their published ES modules. */
export function render(): string {
  return renderToString(<ClipPage />);
}
