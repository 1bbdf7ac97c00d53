import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemeProvider } from './ThemeProvider';
import { darkColor, color } from './tokens';

const property = (element: Element, name: string) => getComputedStyle(element).getPropertyValue(name).trim();

describe('ThemeProvider', () => {
  afterEach(cleanup);

  it('keeps the light look by default', () => {
    render(<ThemeProvider>page</ThemeProvider>);
    expect(property(document.documentElement, '--cm-color-canvas')).toBe(color.canvas);
    expect(getComputedStyle(document.documentElement).colorScheme).toBe('light');
  });

  it('themes the whole page dark, native controls included', () => {
    render(<ThemeProvider theme="dark">page</ThemeProvider>);
    expect(property(document.documentElement, '--cm-color-canvas')).toBe(darkColor.canvas);
    expect(getComputedStyle(document.documentElement).colorScheme).toBe('dark');
  });

  it('themes only its children when inside another provider, on the theme canvas and text colour', () => {
    render(
      <ThemeProvider>
        <p>outside</p>
        <ThemeProvider theme="dark">
          <p>inside</p>
        </ThemeProvider>
      </ThemeProvider>,
    );
    const inside = screen.getByText('inside');
    expect(inside.parentElement).toHaveAttribute('data-cm-theme', 'dark');
    expect(property(inside, '--cm-color-text')).toBe(darkColor.text);
    expect(getComputedStyle(inside.parentElement!).backgroundColor).toBe('rgb(15, 17, 21)');
    expect(property(screen.getByText('outside'), '--cm-color-text')).toBe(color.text);
  });

  it('adds no element around the children when a provider inside another names no theme', () => {
    render(
      <ThemeProvider>
        <div data-testid="outer">
          <ThemeProvider>
            <p>inside</p>
          </ThemeProvider>
        </div>
      </ThemeProvider>,
    );
    expect(screen.getByText('inside').parentElement).toBe(screen.getByTestId('outer'));
  });
});
