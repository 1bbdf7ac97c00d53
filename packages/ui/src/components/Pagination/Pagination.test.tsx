import { cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ThemeProvider } from '../../theme';
import { Pagination, PAGINATION_TEXT, paginationItems, type PaginationProps } from '.';

function renderBar(props: Partial<PaginationProps> = {}) {
  return render(
    <ThemeProvider>
      <Pagination currentPage={1} totalPages={17} {...props} />
    </ThemeProvider>,
  );
}

/** The page list as a user reads it, gaps as '…'. */
function listed(): string[] {
  return [...document.querySelectorAll('nav ol > li')].map((item) => item.textContent ?? '');
}

afterEach(async () => {
  cleanup();
  await page.viewport(1280, 900);
});

describe('paginationItems', () => {
  it.each([
    [1, 3, [1, 2, 3]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 17, [1, 2, 3, 4, 5, 'gap-end', 17]],
    [4, 17, [1, 2, 3, 4, 5, 'gap-end', 17]],
    [5, 17, [1, 'gap-start', 4, 5, 6, 'gap-end', 17]],
    [13, 17, [1, 'gap-start', 12, 13, 14, 'gap-end', 17]],
    [14, 17, [1, 'gap-start', 13, 14, 15, 16, 17]],
    [17, 17, [1, 'gap-start', 13, 14, 15, 16, 17]],
    [1, 0, []],
  ])('page %i of %i lists %j', (current, total, expected) => {
    expect(paginationItems(current, total)).toEqual(expected);
  });
});

describe('Pagination', () => {
  it('marks the current page for assistive technology', () => {
    renderBar({ currentPage: 9 });
    expect(screen.getByRole('navigation', { name: PAGINATION_TEXT.label })).toHaveAttribute(
      'data-state',
      'idle',
    );
    expect(screen.getByRole('button', { name: PAGINATION_TEXT.page(9) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('button', { name: PAGINATION_TEXT.page(8) })).not.toHaveAttribute('aria-current');
    expect(listed()).toEqual(['1', '…', '8', '9', '10', '…', '17']);
  });

  it('asks for the page pressed, and for the pages before and after with Previous and Next', async () => {
    const onPageChange = vi.fn();
    renderBar({ currentPage: 9, onPageChange });
    await userEvent.click(screen.getByRole('button', { name: PAGINATION_TEXT.page(17) }));
    await userEvent.click(screen.getByRole('button', { name: PAGINATION_TEXT.previous }));
    await userEvent.click(screen.getByRole('button', { name: PAGINATION_TEXT.next }));
    expect(onPageChange.mock.calls).toEqual([[17], [8], [10]]);
  });

  it('does not ask for the current page again', async () => {
    const onPageChange = vi.fn();
    renderBar({ currentPage: 9, onPageChange });
    await userEvent.click(screen.getByRole('button', { name: PAGINATION_TEXT.page(9) }));
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('keeps Previous on the first page and Next on the last focusable but inert', async () => {
    const onPageChange = vi.fn();
    const { rerender } = renderBar({ currentPage: 1, onPageChange });
    const previous = screen.getByRole('button', { name: PAGINATION_TEXT.previous });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    // Playwright's click waits for an enabled element, so these presses come from the keyboard.
    previous.focus();
    await userEvent.keyboard('{Enter}');

    rerender(
      <ThemeProvider>
        <Pagination currentPage={17} totalPages={17} onPageChange={onPageChange} />
      </ThemeProvider>,
    );
    const next = screen.getByRole('button', { name: PAGINATION_TEXT.next });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    next.focus();
    await userEvent.keyboard('{Enter}');
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('keeps focus on Next when it becomes inert on the last page', async () => {
    function Controlled() {
      const [current, setCurrent] = useState(16);
      return <Pagination currentPage={current} totalPages={17} onPageChange={setCurrent} />;
    }
    render(
      <ThemeProvider>
        <Controlled />
      </ThemeProvider>,
    );
    screen.getByRole('button', { name: PAGINATION_TEXT.next }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: PAGINATION_TEXT.page(17) })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const next = screen.getByRole('button', { name: PAGINATION_TEXT.next });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveFocus();
  });

  it('ignores presses while the next page is loading', async () => {
    const onPageChange = vi.fn();
    renderBar({ currentPage: 2, status: 'loading', onPageChange });
    expect(screen.getByRole('navigation')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('navigation')).toHaveAttribute('data-state', 'loading');
    screen.getByRole('button', { name: PAGINATION_TEXT.page(3) }).focus();
    await userEvent.keyboard('{Enter}');
    screen.getByRole('button', { name: PAGINATION_TEXT.next }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('moves focus along the bar with the arrow keys, Home and End', async () => {
    renderBar({ currentPage: 5 });
    screen.getByRole('button', { name: PAGINATION_TEXT.page(5) }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: PAGINATION_TEXT.page(6) })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('button', { name: PAGINATION_TEXT.page(4) })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('button', { name: PAGINATION_TEXT.previous })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: PAGINATION_TEXT.previous })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('button', { name: PAGINATION_TEXT.next })).toHaveFocus();
  });

  it('shows a compact "Page n of m" instead of the page list on a phone', async () => {
    await page.viewport(375, 740);
    renderBar({ currentPage: 4 });
    expect(screen.getByText(PAGINATION_TEXT.pageOf(4, 17))).toBeVisible();
    expect(screen.queryByRole('button', { name: PAGINATION_TEXT.page(4) })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: PAGINATION_TEXT.next })).toBeVisible();

    await page.viewport(1280, 900);
    expect(screen.queryByText(PAGINATION_TEXT.pageOf(4, 17))).not.toBeVisible();
    expect(screen.getByRole('button', { name: PAGINATION_TEXT.page(4) })).toBeVisible();
  });

  it('renders nothing when there is one page or none', () => {
    const { container } = renderBar({ totalPages: 1 });
    expect(container).toBeEmptyDOMElement();
  });
});
