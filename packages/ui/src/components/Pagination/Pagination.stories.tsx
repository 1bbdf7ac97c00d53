import { searchResponseFixture } from '@clipmarket/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Pagination, PAGINATION_TEXT, type PaginationProps } from '@clipmarket/ui';

/** The bar is controlled; this keeps the page in state, as a search page does, and reports each change. */
export function StatefulPagination(args: PaginationProps) {
  const [page, setPage] = useState(args.currentPage);
  return (
    <Pagination
      {...args}
      currentPage={page}
      onPageChange={(next) => {
        args.onPageChange?.(next);
        setPage(next);
      }}
    />
  );
}

const { currentPage, totalPages } = searchResponseFixture.pagination;

const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  excludeStories: ['StatefulPagination'],
  args: { currentPage, totalPages, onPageChange: fn(), status: 'idle' },
  argTypes: { status: { control: 'inline-radio', options: ['idle', 'loading'] } },
  // The plays press page numbers, which show from md up.
  globals: { viewport: { value: 'lg' } },
  render: (args) => <StatefulPagination {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The fixture search: 137 hits, 60 a page, so 3 pages. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: PAGINATION_TEXT.page(1) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('button', { name: PAGINATION_TEXT.next }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('button', { name: PAGINATION_TEXT.page(2) })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Every prop as a control. */
export const Playground: Story = {
  // No visual reference: Default's picture, with controls.
  tags: ['!visual'],
  args: { currentPage: 8, totalPages: 17, label: 'Search results pages' },
};
