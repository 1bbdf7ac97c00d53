import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { X } from 'lucide';
import { ChevronIcon, CloseIcon, SaveIcon, WarningIcon } from '.';

afterEach(cleanup);

describe('icons', () => {
  it('are hidden from screen readers, leaving the button its own name', () => {
    render(
      <button type="button" aria-label="Close">
        <CloseIcon />
      </button>,
    );
    const svg = screen.getByRole('button', { name: 'Close' }).querySelector('svg');

    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
  });

  it('take the size asked for, 16 px otherwise', () => {
    const { container } = render(
      <>
        <CloseIcon />
        <ChevronIcon size={24} direction="start" />
      </>,
    );
    const [close, chevron] = container.querySelectorAll('svg');

    expect(close?.getBoundingClientRect().width).toBe(16);
    expect(chevron?.getBoundingClientRect().width).toBe(24);
    expect(chevron?.getBoundingClientRect().height).toBe(24);
  });

  it("draw Lucide's shapes in the current text colour, as outlines with a 2-unit stroke", () => {
    const { container } = render(
      <p style={{ color: 'rgb(200, 0, 0)' }}>
        <CloseIcon />
      </p>,
    );
    const svg = container.querySelector('svg')!;
    const drawn = [...svg.children].map((shape) => [shape.tagName, shape.getAttribute('d')]);

    expect(drawn).toEqual(X.map(([tag, attrs]) => [tag, attrs.d]));
    expect(svg).toHaveAttribute('viewBox', '0 0 24 24');
    expect(getComputedStyle(svg).stroke).toBe('rgb(200, 0, 0)');
    expect(getComputedStyle(svg).fill).toBe('none');
    expect(getComputedStyle(svg).strokeWidth).toBe('2px');
  });

  it('say which icon they are, for tests and stylesheets', () => {
    const { container } = render(
      <>
        <WarningIcon />
        <ChevronIcon direction="up" />
        <SaveIcon saved />
      </>,
    );

    expect([...container.querySelectorAll('svg')].map((svg) => svg.dataset.icon)).toEqual([
      'warning',
      'chevron-up',
      'saved',
    ]);
  });

  it('point a chevron given no direction it knows to the end, rather than drawing nothing', () => {
    const { container } = render(<ChevronIcon direction={'sideways' as 'end'} />);

    expect(container.querySelector('svg')).toHaveAttribute('data-icon', 'chevron-end');
    expect(container.querySelector('path')).toBeInTheDocument();
  });
});
