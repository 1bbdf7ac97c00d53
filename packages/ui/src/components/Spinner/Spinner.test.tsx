import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cdp } from 'vitest/browser';
import { ThemeProvider } from '../../theme';
import { Spinner } from '.';

async function preferReducedMotion(reduce: boolean) {
  await cdp().send('Emulation.setEmulatedMedia', {
    features: [{ name: 'prefers-reduced-motion', value: reduce ? 'reduce' : 'no-preference' }],
  });
}

afterEach(async () => {
  cleanup();
  await preferReducedMotion(false);
});

describe('Spinner', () => {
  it('is decoration without a label: nothing for a screen reader', () => {
    const { container } = render(<Spinner />);

    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.querySelector('[data-spinner]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('announces what is loading when it stands alone with a label', () => {
    render(<Spinner label="Loading playlists" />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading playlists');
  });

  it('turns, and stands still for a user who asks for reduced motion', async () => {
    const { container } = render(
      <ThemeProvider>
        <Spinner />
      </ThemeProvider>,
    );
    const ring = container.querySelector('[data-spinner]') as HTMLElement;
    expect(getComputedStyle(ring).animationName).not.toBe('none');

    await preferReducedMotion(true);

    expect(getComputedStyle(ring).animationName).toBe('none');
  });
});
