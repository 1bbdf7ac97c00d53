import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RESULTS_GRID_TEXT, Skeleton, SkeletonGroup, USAGE_DECLARATION_TEXT } from '@clipmarket/ui';

const meta = {
  title: 'Primitives/Skeleton/Features',
  // The component's docs page is its .mdx; these stories are for review and tests, not a second page.
  tags: ['!autodocs'],
  component: Skeleton,
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One line of text, in the size of the type around it. */
export const TextLine: Story = {
  args: { shape: 'text', width: '12rem' },
  render: (args) => (
    <p style={{ margin: 0, fontSize: '1.25rem' }}>
      <Skeleton {...args} />
    </p>
  ),
  play: async ({ canvasElement }) => {
    const line = canvasElement.querySelector('[data-shape="text"] > span') as HTMLElement;
    await expect(line.getBoundingClientRect().height).toBe(20);
  },
};

/** A poster's area, by its aspect ratio. */
export const Block: Story = {
  args: { shape: 'block', aspectRatio: '16 / 9', width: '20rem' },
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector('[data-shape="block"]') as HTMLElement;
    const { width, height } = block.getBoundingClientRect();
    await expect(Math.round((width / height) * 9)).toBe(16);
  },
};

/** An avatar's round place. */
export const Circle: Story = {
  args: { shape: 'circle' },
  play: async ({ canvasElement }) => {
    const circle = canvasElement.querySelector('[data-shape="circle"]') as HTMLElement;
    const { width, height } = circle.getBoundingClientRect();
    await expect(width).toBe(height);
  },
};

/**
 * A card of the results grid while it loads: the group says "Loading results…" once, and the shapes stand where
 * the poster and the title will be.
 */
export const CardInAGroup: Story = {
  render: () => (
    <SkeletonGroup
      label={RESULTS_GRID_TEXT.loading}
      css={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 16rem))', gap: 16 }}
    >
      {[0, 1].map((card) => (
        <div
          key={card}
          style={{
            display: 'grid',
            gap: 8,
            border: '1px solid #d9dde4',
            borderRadius: 12,
            overflow: 'hidden',
          }}
        >
          <Skeleton shape="block" aspectRatio="16 / 9" />
          <div style={{ padding: '0 12px 12px' }}>
            <Skeleton lines={2} />
          </div>
        </div>
      ))}
    </SkeletonGroup>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(RESULTS_GRID_TEXT.loading);
    await expect(canvasElement.querySelector('[data-skeleton-group]')).toHaveAttribute('aria-busy', 'true');
    await expect(
      canvasElement.querySelector('[data-skeleton-group] > [aria-hidden="true"]')?.children,
    ).toHaveLength(2);
  },
};

/** A form's rows while they load, on a phone. */
export const RowsOnPhone: Story = {
  globals: { viewport: { value: 'mobile' } },
  render: () => (
    <SkeletonGroup label={USAGE_DECLARATION_TEXT.loading} css={{ display: 'grid', gap: 12 }}>
      {[0, 1, 2].map((row) => (
        <div key={row} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <Skeleton shape="circle" />
          <Skeleton lines={2} />
        </div>
      ))}
    </SkeletonGroup>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(USAGE_DECLARATION_TEXT.loading);
    const group = canvasElement.querySelector('[data-skeleton-group]') as HTMLElement;
    await expect(group.scrollWidth).toBeLessThanOrEqual(group.clientWidth);
  },
};
