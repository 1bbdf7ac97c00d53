import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SnackbarProvider } from './SnackbarProvider';

// The web app renders its pages on the server (ADR 17), SnackbarProvider included, before any snackbar exists.
describe('SnackbarProvider on the server', () => {
  it('renders its idle region with both live containers', () => {
    const html = renderToString(createElement(SnackbarProvider, null, 'Page'));

    expect(html).toContain('Page');
    expect(html).toContain('data-state="idle"');
    expect(html).toContain('role="status"');
    expect(html).toContain('role="alert"');
  });
});
