import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CheckIcon, ChevronIcon, CloseIcon, FilterIcon, SearchIcon, TrashIcon } from '@clipmarket/ui';

const meta = {
  title: 'Primitives/Icon',
  component: CloseIcon,
  args: { size: 24 },
  argTypes: { size: { control: { type: 'number', min: 12, max: 64 } } },
} satisfies Meta<typeof CloseIcon>;

export default meta;
type Story = StoryObj<typeof meta>;

const ICONS = [
  ['CloseIcon', CloseIcon],
  ['CheckIcon', CheckIcon],
  ['ChevronIcon', ChevronIcon],
  ['SearchIcon', SearchIcon],
  ['FilterIcon', FilterIcon],
  ['TrashIcon', TrashIcon],
] as const;

/** Every icon of the package, in the current text colour. */
export const Gallery: Story = {
  render: (args) => (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(8rem, 1fr))',
        gap: 16,
        margin: 0,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {ICONS.map(([name, Icon]) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 8 }}>
          <Icon {...args} />
          <code>{name}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const svgs = canvasElement.querySelectorAll('svg');
    await expect(svgs).toHaveLength(ICONS.length);
    for (const svg of svgs) await expect(svg).toHaveAttribute('aria-hidden', 'true');
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
