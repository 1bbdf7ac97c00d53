// Colour contrast in the dark theme, in `npm test` (ADR 101): after a story's play function, the story as it
// was left is switched to the dark theme (the attribute on the root that the themes' style sheet answers)
// and axe checks colour contrast only, then the theme is put back for the add-on's full run. A story is
// rendered once, not once per theme: the extra cost is one axe rule per story.
import axe from 'axe-core';
import type { StoryContext } from '@storybook/react-vite';
import { THEME_ATTRIBUTE } from '@clipmarket/ui';

interface A11yParameter {
  disable?: boolean;
  test?: 'off' | 'todo' | 'error';
  config?: { rules?: { id: string; enabled?: boolean }[] };
  context?: { include?: axe.ElementContext; exclude?: axe.SerialSelectorList } | axe.ElementContext;
}

/** Storybook's own elements, which the add-on leaves out of its runs too. */
const STORYBOOK_ELEMENTS = ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'];

/** Where the add-on's run looks: the story's `a11y.context`, or the whole page but Storybook's elements. */
function runContext(a11y: A11yParameter): axe.ElementContext {
  const given = a11y.context;
  if (given && typeof given === 'object' && ('include' in given || 'exclude' in given)) {
    const { include, exclude } = given as { include?: axe.ElementContext; exclude?: axe.SerialSelectorList };
    return {
      include: (include ?? document.body) as axe.SerialSelectorList,
      exclude: [...STORYBOOK_ELEMENTS, ...(exclude ?? [])],
    } as axe.ElementContext;
  }
  if (given) return given as axe.ElementContext;
  return { include: document.body, exclude: STORYBOOK_ELEMENTS } as unknown as axe.ElementContext;
}

/** Whether the story asks for no colour-contrast check: axe off, only to-do, or the rule turned off. */
function skipped(a11y: A11yParameter): boolean {
  if (a11y.disable === true || a11y.test === 'off' || a11y.test === 'todo') return true;
  return (a11y.config?.rules ?? []).some((rule) => rule.id === 'color-contrast' && rule.enabled === false);
}

/** Fails the story when any text of it, in the dark theme, is below WCAG AA contrast. */
export async function contrastInDark({ parameters, globals, viewMode }: StoryContext): Promise<void> {
  const a11y = (parameters.a11y ?? {}) as A11yParameter;

  // A story already in the dark theme gets the add-on's full run in it.
  if (viewMode !== 'story' || globals.theme === 'dark' || skipped(a11y)) return;
  const root = document.documentElement;
  const before = root.getAttribute(THEME_ATTRIBUTE);
  root.setAttribute(THEME_ATTRIBUTE, 'dark');
  try {
    axe.reset();
    const result = await axe.run(runContext(a11y), {
      runOnly: { type: 'rule', values: ['color-contrast'] },
      resultTypes: ['violations'],
      // Nothing to fetch or enter: the rule reads computed colours of this document.
      preload: false,
      iframes: false,
    });
    if (result.violations.length > 0) {
      const nodes = result.violations.flatMap((violation) =>
        violation.nodes.map(
          (node) => `- ${node.target.join(' ')}: ${node.any[0]?.message ?? node.failureSummary}`,
        ),
      );
      throw new Error(`Colour contrast fails in the dark theme (axe color-contrast):\n${nodes.join('\n')}`);
    }
  } finally {
    if (before === null) root.removeAttribute(THEME_ATTRIBUTE);
    else root.setAttribute(THEME_ATTRIBUTE, before);
  }
}
