import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import { ClipPage, clip, links } from './ClipPage.js';

test('the installed package renders a card under Vitest with no special settings', () => {
  const html = renderToString(<ClipPage />);
  expect(html).toContain(clip.title);
  expect(html).toContain('--cm-color-accent');
  expect(html).toContain(`href="${links.clip(clip.jmId)}"`);
});
