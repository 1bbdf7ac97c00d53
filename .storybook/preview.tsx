import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { BREAKPOINTS } from '@clipmarket/core';
import { clipmarketLinksFixture, defaultHandlers } from '@clipmarket/mocks';
import { ClipmarketProvider, ThemeProvider, type ThemeName } from '@clipmarket/ui';
import { contrastInDark } from './contrastInDark';

/** Viewports matching the breakpoint tokens, plus a phone below the first one. */
const viewports = {
  mobile: { name: 'Mobile (375)', styles: { width: '375px', height: '740px' }, type: 'mobile' },
  sm: {
    name: `sm (${BREAKPOINTS.sm})`,
    styles: { width: `${BREAKPOINTS.sm}px`, height: '800px' },
    type: 'mobile',
  },
  md: {
    name: `md (${BREAKPOINTS.md})`,
    styles: { width: `${BREAKPOINTS.md}px`, height: '900px' },
    type: 'tablet',
  },
  lg: {
    name: `lg (${BREAKPOINTS.lg})`,
    styles: { width: `${BREAKPOINTS.lg}px`, height: '900px' },
    type: 'desktop',
  },
  xl: {
    name: `xl (${BREAKPOINTS.xl})`,
    styles: { width: `${BREAKPOINTS.xl}px`, height: '900px' },
    type: 'desktop',
  },
  xxl: {
    name: `xxl (${BREAKPOINTS.xxl})`,
    styles: { width: `${BREAKPOINTS.xxl}px`, height: '1080px' },
    type: 'desktop',
  },
} as const;

/** Whether the preview runs inside Vitest's browser mode (`npm test`), not in Storybook. */
const inVitest = '__vitest_browser__' in globalThis;

const preview: Preview = {
  // The toolbar's theme switch: the page's theme, as the app's ThemeProvider would set it.
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  decorators: [
    // The package knows no page of the app: stories link where the app does, by core's page table.
    (Story, { globals }) => (
      <ThemeProvider theme={globals.theme as ThemeName | undefined}>
        <ClipmarketProvider links={clipmarketLinksFixture}>
          <Story />
        </ClipmarketProvider>
      </ThemeProvider>
    ),
  ],
  loaders: [mswLoader()],
  // In `npm test`, after the story's play function: the same rendered story in the dark theme, checked for
  // colour contrast only (contrastInDark.ts). The add-on's full axe run in the story's own theme follows.
  afterEach: inVitest ? [contrastInDark] : [],
  parameters: {
    layout: 'padded',
    // A violation fails the story's test. In a Vitest run (`npm test`) axe details the violations only: the
    // passes, listed node by node, are never read there, yet went with every story's report to the test runner
    // (a 65 MB JSON report for the browser step). The add-on's panel in Storybook still lists every pass.
    a11y: { test: 'error', ...(inVitest ? { options: { resultTypes: ['violations'] } } : {}) },
    msw: { handlers: defaultHandlers },
    viewport: { options: viewports },
    controls: { expanded: true },
    options: {
      // The sidebar as a designer reads the system: the guides, the foundations, the primitives the components
      // are made of, the components, the flows of the machines, then the changelog. Within a group,
      // alphabetical; a component's own stories come before its Features (a longer title sorts after a shorter
      // one), and each file's stories keep the order they are written in.
      storySort: {
        method: 'alphabetical',
        order: [
          'Introduction',
          'Getting started',
          'Foundations',
          'Primitives',
          'Components',
          'Patterns',
          'Flows',
          'Pages',
          '*',
          'Changelog',
        ],
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
