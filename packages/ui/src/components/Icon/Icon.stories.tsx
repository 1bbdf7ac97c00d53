import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { ComponentType } from 'react';
import { ChevronIcon, CloseIcon, type IconProps } from '@clipmarket/ui';
// The folder's own exports, not the package's: the gallery shows exactly the icons the folder offers.
import * as icons from '.';

const meta = {
  title: 'Primitives/Icon',
  component: CloseIcon,
  args: { size: 24 },
  argTypes: { size: { control: { type: 'number', min: 12, max: 64 } } },
} satisfies Meta<typeof CloseIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The icons with a prop that changes the drawing, shown once per drawing. */
const VARIANTS: Record<string, Record<string, unknown>[]> = {
  ChevronIcon: [{ direction: 'start' }, { direction: 'end' }, { direction: 'up' }, { direction: 'down' }],
  SaveIcon: [{ saved: false }, { saved: true }],
};

/** Every drawing of the folder: its name (with the prop that picks it) and its component. */
const GALLERY = Object.entries(icons as Record<string, ComponentType<IconProps>>).flatMap(([name, Icon]) =>
  (VARIANTS[name] ?? [{}]).map((props) => ({
    label: [name, ...Object.entries(props).map(([prop, value]) => `${prop}=${String(value)}`)].join(' '),
    Icon,
    props,
  })),
);

/** Every icon of the package, at 16 px (the default) and 24 px, with its name, in the current text colour. */
export const Gallery: Story = {
  render: () => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
        gap: 16,
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {GALLERY.map(({ label, Icon, props }) => (
        <li key={label} style={{ display: 'grid', justifyItems: 'center', gap: 8 }}>
          <span style={{ display: 'flex', alignItems: 'center', gap: 16, minHeight: 24 }}>
            <Icon {...props} />
            <Icon {...props} size={24} />
          </span>
          <code style={{ fontSize: 12, textAlign: 'center' }}>{label}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const svgs = [...canvasElement.querySelectorAll('svg')];
    await expect(svgs).toHaveLength(GALLERY.length * 2);
    for (const svg of svgs) {
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
      await expect(svg.dataset.icon).not.toBe('');
    }
    await expect(svgs.map((svg) => svg.getBoundingClientRect().width).slice(0, 2)).toEqual([16, 24]);
  },
};

/** The chevron's four directions. */
export const Chevrons: Story = {
  render: (args) => (
    <p style={{ display: 'flex', gap: 16 }}>
      {(['start', 'end', 'up', 'down'] as const).map((direction) => (
        <ChevronIcon key={direction} direction={direction} {...args} />
      ))}
    </p>
  ),
};

/** Every prop as a control. */
export const Playground: Story = {
  // No visual reference: Default's picture, with controls.
  tags: ['!visual'],
};
