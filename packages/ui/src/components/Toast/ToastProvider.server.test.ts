import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from './ToastProvider';

// The web app renders its pages on the server (ADR 17), ToastProvider included, before any toast exists.
describe('ToastProvider on the server', () => {
  it('renders its idle region with both live containers', () => {
    const html = renderToString(createElement(ToastProvider, null, 'Page'));

    expect(html).toContain('Page');
    expect(html).toContain('data-state="idle"');
    expect(html).toContain('role="status"');
    expect(html).toContain('role="alert"');
  });
});
