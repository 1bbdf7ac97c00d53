import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ThemeProvider } from '../../theme';
import { toggleButton } from './buttons';

/** Relative luminance of an `rgb(r, g, b)` colour (WCAG 2). */
function luminance(colour: string): number {
  const [r, g, b] = (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => {
    const c = Number(part) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(element: Element): number {
  const style = getComputedStyle(element);
  const [a, b] = [luminance(style.color), luminance(style.backgroundColor)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (a + 0.05) / (b + 0.05);
}

function renderToggles() {
  render(
    <ThemeProvider>
      <div role="group" aria-label="View">
        <button type="button" css={toggleButton} aria-pressed="false">
          Grid
        </button>
        <button type="button" css={toggleButton} aria-pressed="true">
          List
        </button>
      </div>
    </ThemeProvider>,
  );
}

afterEach(() => cleanup());

describe('toggleButton', () => {
  it('keeps the pressed "List" readable under the pointer, never white on a pale fill', async () => {
    renderToggles();
    const list = screen.getByRole('button', { name: 'List', pressed: true });
    expect(contrast(list)).toBeGreaterThanOrEqual(4.5);
    await userEvent.hover(list);
    expect(contrast(list)).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the other toggle readable under the pointer too', async () => {
    renderToggles();
    const grid = screen.getByRole('button', { name: 'Grid', pressed: false });
    await userEvent.hover(grid);
    expect(contrast(grid)).toBeGreaterThanOrEqual(4.5);
  });
});
