import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { useMediaQuery } from './useMediaQuery';

function Width({ serverValue, listen }: { serverValue?: boolean; listen?: boolean }) {
  const wide = useMediaQuery('(min-width: 800px)', serverValue, listen);
  return <p>{wide ? 'wide' : 'narrow'}</p>;
}

afterEach(cleanup);

describe('useMediaQuery', () => {
  it('answers for the window as it is and follows it when it is resized', async () => {
    await page.viewport(1024, 600);
    render(<Width />);
    expect(screen.getByText('wide')).toBeInTheDocument();

    await page.viewport(600, 600);

    await expect.element(page.getByText('narrow')).toBeInTheDocument();
  });

  it('renders the server value on the server, whatever the window', async () => {
    await page.viewport(1024, 600);

    expect(renderToString(<Width />)).toContain('narrow');
    expect(renderToString(<Width serverValue />)).toContain('wide');
  });

  it('answers the server value until asked to listen, then the window, and follows it', async () => {
    await page.viewport(1024, 600);
    const { rerender } = render(<Width listen={false} />);
    expect(screen.getByText('narrow')).toBeInTheDocument();

    rerender(<Width listen />);
    expect(screen.getByText('wide')).toBeInTheDocument();
    await page.viewport(600, 600);
    await expect.element(page.getByText('narrow')).toBeInTheDocument();
  });
});
