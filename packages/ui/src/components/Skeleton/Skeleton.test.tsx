import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cdp } from 'vitest/browser';
import { ThemeProvider } from '../../theme';
import { Skeleton, SkeletonGroup } from '.';

async function preferReducedMotion(reduce: boolean) {
  await cdp().send('Emulation.setEmulatedMedia', {
    features: [{ name: 'prefers-reduced-motion', value: reduce ? 'reduce' : 'no-preference' }],
  });
}

afterEach(async () => {
  cleanup();
  await preferReducedMotion(false);
});

describe('Skeleton', () => {
  it('is nothing to a screen reader: the group around it says what is loading, once', () => {
    const { container } = render(
      <SkeletonGroup label="Loading results…">
        <Skeleton shape="block" aspectRatio="16 / 9" />
        <Skeleton lines={2} />
      </SkeletonGroup>,
    );

    expect(screen.getByRole('status')).toHaveTextContent('Loading results…');
    expect(container.querySelector('[data-skeleton-group]')).toHaveAttribute('aria-busy', 'true');
    for (const shape of container.querySelectorAll('[data-shape]')) {
      expect(shape).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('draws as many lines as asked, the last of several shorter', () => {
    render(
      <ThemeProvider>
        <div style={{ width: 400 }}>
          <Skeleton lines={3} />
        </div>
      </ThemeProvider>,
    );
    const lines = [...document.querySelectorAll('[data-shape="text"] > span')];

    expect(lines).toHaveLength(3);
    const [first, , last] = lines.map((line) => line.getBoundingClientRect().width);
    expect(last).toBeLessThan(first!);
  });

  it('draws one whole line for a count that is not one', () => {
    for (const lines of [0, -2, Number.NaN, 2.7]) {
      const { container, unmount } = render(<Skeleton lines={lines} />);
      expect(container.querySelectorAll('[data-shape="text"] > span')).toHaveLength(lines === 2.7 ? 2 : 1);
      unmount();
    }
  });

  it('takes the size it is given, and a circle stays round', () => {
    const { container } = render(
      <ThemeProvider>
        <Skeleton shape="block" width="200px" height="50px" />
        <Skeleton shape="circle" width="48px" />
      </ThemeProvider>,
    );
    const block = container.querySelector('[data-shape="block"]')!.getBoundingClientRect();
    const circle = container.querySelector('[data-shape="circle"]')!.getBoundingClientRect();

    expect([block.width, block.height]).toEqual([200, 50]);
    expect([circle.width, circle.height]).toEqual([48, 48]);
  });

  it('shimmers, and stands still for a user who asks for reduced motion', async () => {
    const { container } = render(
      <ThemeProvider>
        <Skeleton shape="block" height="40px" />
      </ThemeProvider>,
    );
    const block = container.querySelector('[data-shape="block"]') as HTMLElement;
    expect(getComputedStyle(block).animationName).not.toBe('none');

    await preferReducedMotion(true);

    expect(getComputedStyle(block).animationName).toBe('none');
  });
});
