import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    '../docs/storybook/*.mdx',
    '../packages/ui/src/**/*.mdx',
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../apps/web/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // Previews and posters only: a static Storybook is published, and the masters must never be.
  staticDirs: [
    './public',
    { from: '../apps/api/media/previews', to: '/media/previews' },
    { from: '../apps/api/media/posters', to: '/media/posters' },
  ],
  core: { disableTelemetry: true },
  typescript: { reactDocgen: 'react-docgen-typescript' },
  async viteFinal(config) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(config, {
      // Stories import `@clipmarket/ui` by its public name, resolved to source through the `source` condition.
      resolve: { conditions: ['source'] },
      oxc: { jsx: { importSource: '@emotion/react' } },
    });
  },
};

export default config;
