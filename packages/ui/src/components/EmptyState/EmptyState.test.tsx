import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ThemeProvider } from '../../theme';
import { Button } from '../Button';
import { SearchIcon } from '../Icon';
import { EmptyState } from '.';

afterEach(cleanup);

describe('EmptyState', () => {
  it('says there is nothing here, and what to do about it', () => {
    render(<EmptyState title="Nothing here yet" description="Licences you buy will be listed here." />);

    expect(screen.getByText('Nothing here yet')).toBeVisible();
    expect(screen.getByText('Licences you buy will be listed here.')).toBeVisible();
  });

  it('says a one-line explanation alone, with no empty title above it', () => {
    const { container } = render(<EmptyState description="No saved searches yet. Save a search first." />);

    expect(container.firstElementChild?.children).toHaveLength(1);
    expect(screen.getByText('No saved searches yet. Save a search first.')).toBeVisible();
  });

  it('makes the title a heading of the level asked for, a paragraph otherwise', () => {
    const { rerender } = render(<EmptyState title="No clips match your search" titleAs="h3" />);
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('No clips match your search');

    rerender(<EmptyState title="No clips match your search" />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('keeps the icon out of the accessibility tree', () => {
    const { container } = render(<EmptyState title="Nothing here yet" icon={<SearchIcon size={24} />} />);

    expect(container.querySelector('svg')?.parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  it('offers the one way on the caller gives', async () => {
    let clicked = 0;
    render(
      <ThemeProvider>
        <EmptyState
          title="Nothing here yet"
          action={<Button onClick={() => (clicked += 1)}>Clear all filters</Button>}
        />
      </ThemeProvider>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
    expect(clicked).toBe(1);
  });

  it('is smaller in a popup than on a page', () => {
    render(
      <ThemeProvider>
        <EmptyState title="On a page" />
        <EmptyState title="In a popup" size="compact" />
      </ThemeProvider>,
    );
    const page = screen.getByText('On a page');
    const popup = screen.getByText('In a popup');

    expect(page.parentElement).toHaveAttribute('data-size', 'page');
    expect(popup.parentElement).toHaveAttribute('data-size', 'compact');
    expect(parseFloat(getComputedStyle(popup).fontSize)).toBeLessThan(
      parseFloat(getComputedStyle(page).fontSize),
    );
    expect(popup.parentElement!.getBoundingClientRect().height).toBeLessThan(
      page.parentElement!.getBoundingClientRect().height,
    );
  });

  it('passes a role, a ref and a tabIndex to its root, so a list can move focus to it', () => {
    let root: HTMLDivElement | null = null;
    render(
      <EmptyState
        ref={(element) => {
          root = element;
        }}
        tabIndex={-1}
        role="status"
        title="No saved searches yet"
      />,
    );

    root!.focus();
    expect(screen.getByRole('status')).toHaveFocus();
  });
});
