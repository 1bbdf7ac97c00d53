import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from './ThemeProvider';
import { useThemeCheck } from './useThemeCheck';

function componentNamed(name: string) {
  return function Checked() {
    useThemeCheck(name);
    return createElement('p', null, name);
  };
}

describe('a component rendered without the ThemeProvider', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
  });

  it('says so once in the console in development, naming the component and the provider', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const Card = componentNamed('LonelyCard');
    renderToString(createElement(Card));
    renderToString(createElement(Card));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('<LonelyCard> rendered outside <ThemeProvider>');
  });

  it('says nothing below the ThemeProvider', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = renderToString(
      createElement(ThemeProvider, null, createElement(componentNamed('ThemedCard'))),
    );
    expect(html).toContain('ThemedCard');
    expect(warn).not.toHaveBeenCalled();
  });

  it('says nothing in a production build', () => {
    vi.stubEnv('NODE_ENV', 'production');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderToString(createElement(componentNamed('ProductionCard')));
    expect(warn).not.toHaveBeenCalled();
  });
});
