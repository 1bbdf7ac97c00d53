import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChevronIcon, CloseIcon } from '.';

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
  });
});
