import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cdp, page } from 'vitest/browser';
import { ThemeProvider } from '../../theme';
import { ROUTE_PROGRESS_TEXT, RouteProgressBar, type RouteProgressBarProps } from '.';

function renderBar(props: RouteProgressBarProps = {}) {
  return render(
    <ThemeProvider>
      <RouteProgressBar {...props} />
    </ThemeProvider>,
  );
}

async function preferReducedMotion(reduce: boolean) {
  await cdp().send('Emulation.setEmulatedMedia', {
    features: [{ name: 'prefers-reduced-motion', value: reduce ? 'reduce' : 'no-preference' }],
  });
}

/** The moving part inside the progress bar. */
function barOf(progressbar: HTMLElement) {
  return progressbar.firstElementChild as HTMLElement;
}

afterEach(async () => {
  cleanup();
  await preferReducedMotion(false);
  await page.viewport(414, 896);
});

describe('RouteProgressBar', () => {
  it('shows nothing while no route is loading', () => {
    const { container } = renderBar();

    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(container.querySelector('[data-state]')).toHaveAttribute('data-state', 'idle');
  });

  it('shows a named, indeterminate progress bar while a route loads', () => {
    renderBar({ status: 'loading' });

    const progressbar = screen.getByRole('progressbar', { name: ROUTE_PROGRESS_TEXT.loading });
    expect(progressbar).not.toHaveAttribute('aria-valuenow');
    expect(progressbar.closest('[data-state]')).toHaveAttribute('data-state', 'loading');
    expect(getComputedStyle(barOf(progressbar)).animationName).not.toBe('none');
  });

  it('runs along the whole top edge of the window, thin, and lets clicks through', async () => {
    await page.viewport(1280, 800);
    renderBar({ status: 'loading' });

    const root = screen.getByRole('progressbar').parentElement as HTMLElement;
    const box = root.getBoundingClientRect();
    expect(box.top).toBe(0);
    expect(box.left).toBe(0);
    expect(box.width).toBe(1280);
    expect(box.height).toBeLessThanOrEqual(4);
    expect(getComputedStyle(root).pointerEvents).toBe('none');
  });

  it('fills up to 100 when the route has loaded', () => {
    renderBar({ status: 'done' });

    const progressbar = screen.getByRole('progressbar', { name: ROUTE_PROGRESS_TEXT.loading });
    expect(progressbar).toHaveAttribute('aria-valuenow', '100');
    expect(barOf(progressbar).getBoundingClientRect().width).toBe(progressbar.getBoundingClientRect().width);
  });

  it('takes another name', () => {
    renderBar({ status: 'loading', label: 'Loading search results' });

    expect(screen.getByRole('progressbar', { name: 'Loading search results' })).toBeInTheDocument();
  });

  it('stands still when the user prefers reduced motion', async () => {
    await preferReducedMotion(true);
    renderBar({ status: 'loading' });

    const progressbar = screen.getByRole('progressbar');
    expect(getComputedStyle(barOf(progressbar)).animationName).toBe('none');
    expect(barOf(progressbar).getBoundingClientRect().width).toBe(progressbar.getBoundingClientRect().width);
  });
});
