import { describe, expect, it } from 'vitest';
import { BREAKPOINTS } from '@clipmarket/core';
import { color, cssVarName, cssVariables, darkColor, darkShadow, shadow, theme, tokens } from './tokens';

const lum = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const lin = (v: number) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r!) + 0.7152 * lin(g!) + 0.0722 * lin(b!);
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

describe('design tokens', () => {
  it('writes every token out as a --cm-<group>-<name> custom property', () => {
    const names = cssVariables().map(([name]) => name);
    expect(names).toContain('--cm-color-text-muted');
    expect(names).toContain('--cm-z-index-modal');
    expect(names.every((n) => /^--cm-[a-z-]+-[a-z0-9-]+$/.test(n))).toBe(true);
    const count = Object.values(tokens).reduce((n, group) => n + Object.keys(group).length, 0);
    expect(new Set(names).size).toBe(count);
  });

  it('points every theme value at its custom property, so a theme switch swaps variables only', () => {
    expect(theme.color.accent).toBe('var(--cm-color-accent)');
    expect(theme.space[4]).toBe('var(--cm-space-4)');
    expect(theme.zIndex.snackbar).toBe(`var(${cssVarName('zIndex', 'snackbar')})`);
  });

  it('has a colour and a text colour for each clearance: GREEN, YELLOW and RED', () => {
    for (const c of ['Green', 'Yellow', 'Red'] as const) {
      expect(tokens.color[`clearance${c}`]).toMatch(/^#[0-9a-f]{6}$/);
      expect(tokens.color[`clearance${c}Text`]).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('uses the one breakpoint set of decisions.md', () => {
    expect(tokens.breakpoint).toEqual({
      sm: `${BREAKPOINTS.sm}px`,
      md: `${BREAKPOINTS.md}px`,
      lg: `${BREAKPOINTS.lg}px`,
      xl: `${BREAKPOINTS.xl}px`,
      xxl: `${BREAKPOINTS.xxl}px`,
    });
    expect(Object.values(tokens.breakpoint)).toEqual(['576px', '768px', '992px', '1280px', '1920px']);
  });

  it('gives the clearance text colours at least 4.5:1 contrast on white (WCAG AA)', () => {
    for (const key of [
      'clearanceGreenText',
      'clearanceYellowText',
      'clearanceRedText',
      'textMuted',
    ] as const) {
      expect(contrast(tokens.color[key], '#ffffff')).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('gives the dark theme a value for every colour role and shadow of the light one', () => {
    expect(Object.keys(darkColor)).toEqual(Object.keys(color));
    expect(Object.keys(darkShadow)).toEqual(Object.keys(shadow));
  });

  describe.each([
    ['light', color],
    ['dark', darkColor],
  ] as const)('the %s theme (WCAG AA)', (_name, c) => {
    const surfaces = ['canvas', 'surface', 'surfaceRaised', 'surfaceSunken'] as const;
    const texts = [
      'text',
      'textMuted',
      'accent',
      'success',
      'danger',
      'info',
      'clearanceGreenText',
      'clearanceYellowText',
      'clearanceRedText',
    ] as const;
    it.each(texts)('draws %s text at 4.5:1 or more on every surface', (text) => {
      for (const surface of surfaces) expect(contrast(c[text], c[surface])).toBeGreaterThanOrEqual(4.5);
    });

    it.each([
      ['accent', 'accentSubtle'],
      ['success', 'successSubtle'],
      ['warning', 'warningSubtle'],
      ['danger', 'dangerSubtle'],
      ['info', 'infoSubtle'],
      ['text', 'accentSubtle'],
      ['text', 'successSubtle'],
      ['text', 'warningSubtle'],
      ['text', 'dangerSubtle'],
      ['text', 'infoSubtle'],
      ['onAccent', 'accent'],
      ['onAccent', 'accentHover'],
      ['onAccent', 'success'],
      ['onAccent', 'danger'],
      ['textInverse', 'surfaceInverse'],
    ] as const)('draws %s on %s at 4.5:1 or more', (text, background) => {
      expect(contrast(c[text], c[background])).toBeGreaterThanOrEqual(4.5);
    });

    it('draws the focus ring at 3:1 or more against the surfaces (a non-text contrast)', () => {
      for (const surface of surfaces) expect(contrast(c.focus, c[surface])).toBeGreaterThanOrEqual(3);
    });
  });
});
