import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TokenGallery } from './TokenGallery';

const meta = {
  title: 'Foundations/Tokens',
  component: TokenGallery,
  tags: ['!autodocs'],
  args: { group: 'color' },
} satisfies Meta<typeof TokenGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colours: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('--cm-color-clearance-green')).toBeVisible();
    const value = getComputedStyle(document.documentElement).getPropertyValue('--cm-color-clearance-red');
    await expect(value.trim()).not.toBe('');
  },
};
export const Typography: Story = { args: { group: 'font' } };
export const Spacing: Story = { args: { group: 'space' } };
export const Radii: Story = { args: { group: 'radius' } };
export const Shadows: Story = { args: { group: 'shadow' } };
export const ZIndex: Story = { args: { group: 'zIndex' } };
export const Motion: Story = { args: { group: 'motion' } };
export const Breakpoints: Story = { args: { group: 'breakpoint' } };
