import { PAGE_SIZE, SEARCH_PAGE_MAX, SEARCH_RANK_WINDOW } from '@clipmarket/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Pagination, PAGINATION_TEXT } from '@clipmarket/ui';
import { StatefulPagination } from './Pagination.stories';

/** The page numbers the bar lists, gaps as '…'. */
function listed(canvasElement: HTMLElement): string[] {
  return [...canvasElement.querySelectorAll('ol > li')].map((item) => item.textContent ?? '');
}

// A relevance search ranks at most 1,000 hits: 17 pages of 60.
const RANKED_PAGES = Math.ceil(SEARCH_RANK_WINDOW / PAGE_SIZE.search);

const meta = {
  title: 'Components/Pagination/Features',
  component: Pagination,
  tags: ['!autodocs'],
  args: { currentPage: 1, totalPages: RANKED_PAGES, onPageChange: fn() },
  // The page list shows from md up and the plays press its numbers; the phone story pins itself to mobile.
  globals: { viewport: { value: 'lg' } },
  render: (args) => <StatefulPagination {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Page 1: Previous is unavailable, the first five pages and the last are listed. */
export const FirstPage: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(listed(canvasElement)).toEqual(['1', '2', '3', '4', '5', '…', '17']);
    const previous = canvas.getByRole('button', { name: PAGINATION_TEXT.previous });
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(previous);
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

/** A page in the middle: gaps on both sides of the current page and its neighbours. */
export const MiddlePage: Story = {
  // No visual reference here: visual.components.test.tsx pictures this state at a width of its own (pagination-middle).
  tags: ['!visual'],
  args: { currentPage: 9 },
  play: async ({ canvas, canvasElement }) => {
    await expect(listed(canvasElement)).toEqual(['1', '…', '8', '9', '10', '…', '17']);
    await expect(canvas.getByRole('button', { name: PAGINATION_TEXT.page(9) })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** The last page: Next is unavailable. */
export const LastPage: Story = {
  args: { currentPage: RANKED_PAGES },
  play: async ({ canvas, canvasElement }) => {
    await expect(listed(canvasElement)).toEqual(['1', '…', '13', '14', '15', '16', '17']);
    await expect(canvas.getByRole('button', { name: PAGINATION_TEXT.next })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Seven pages or fewer: every page listed, no gaps. */
export const FewPages: Story = {
  args: { currentPage: 2, totalPages: 3 },
  play: async ({ canvasElement }) => {
    await expect(listed(canvasElement)).toEqual(['1', '2', '3']);
  },
};

/** The deepest pages the search allows: numbers with thousands separators keep the bar's shape. */
export const LongPageNumbers: Story = {
  args: { currentPage: SEARCH_PAGE_MAX - 2, totalPages: SEARCH_PAGE_MAX },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', { name: PAGINATION_TEXT.page(SEARCH_PAGE_MAX) }),
    ).toHaveTextContent('10,000');
  },
};

/** A page is on its way: the bar is busy and ignores presses until it arrives. */
export const Loading: Story = {
  args: { currentPage: 2, status: 'loading' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('navigation')).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(canvas.getByRole('button', { name: PAGINATION_TEXT.page(3) }));
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

/** One page or none: no bar at all. */
export const SinglePage: Story = {
  args: { totalPages: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

/** Tab reaches the bar; arrow keys, Home and End move along it; Enter turns the page. */
export const KeyboardNavigation: Story = {
  args: { currentPage: 5 },
  play: async ({ args, canvas, userEvent }) => {
    const nav = within(canvas.getByRole('navigation'));
    await userEvent.tab();
    await expect(nav.getByRole('button', { name: PAGINATION_TEXT.previous })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(nav.getByRole('button', { name: PAGINATION_TEXT.next })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(nav.getByRole('button', { name: PAGINATION_TEXT.page(RANKED_PAGES) })).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowRight}');
    await expect(nav.getByRole('button', { name: PAGINATION_TEXT.page(1) })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith(1);
    await expect(nav.getByRole('button', { name: PAGINATION_TEXT.page(1) })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** A phone: Previous, "Page n of m", Next; the page list is not shown. */
export const Mobile: Story = {
  args: { currentPage: 4 },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText(PAGINATION_TEXT.pageOf(4, RANKED_PAGES))).toBeVisible();
    await expect(canvas.queryByRole('button', { name: PAGINATION_TEXT.page(4) })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: PAGINATION_TEXT.next }));
    await expect(args.onPageChange).toHaveBeenCalledWith(5);
    await expect(canvas.getByText(PAGINATION_TEXT.pageOf(5, RANKED_PAGES))).toBeVisible();
  },
};
