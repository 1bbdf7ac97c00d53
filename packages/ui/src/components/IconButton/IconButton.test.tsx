import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ThemeProvider } from '../../theme';
import { CloseIcon } from '../Icon';
import { IconButton } from '.';

afterEach(cleanup);

describe('IconButton', () => {
  it('is named by its label, not by its icon', async () => {
    const onClick = vi.fn();
    render(
      <IconButton label="Remove Dogs from the cart" onClick={onClick}>
        <CloseIcon />
      </IconButton>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Remove Dogs from the cart' }));

    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is a 40 px target, 32 px in its small size', () => {
    render(
      <ThemeProvider>
        <IconButton label="Close">
          <CloseIcon />
        </IconButton>
        <IconButton label="Dismiss" size="sm">
          <CloseIcon />
        </IconButton>
      </ThemeProvider>,
    );

    expect(screen.getByRole('button', { name: 'Close' }).getBoundingClientRect().width).toBe(40);
    expect(screen.getByRole('button', { name: 'Dismiss' }).getBoundingClientRect().width).toBe(32);
  });

  it('takes the text colour of the dark bar it sits on in its inverse tone', () => {
    render(
      <ThemeProvider>
        <div style={{ background: 'rgb(17, 24, 39)', color: 'rgb(255, 255, 255)' }}>
          <IconButton label="Search clips" tone="inverse">
            <CloseIcon />
          </IconButton>
          <IconButton label="Close">
            <CloseIcon />
          </IconButton>
        </div>
      </ThemeProvider>,
    );

    expect(getComputedStyle(screen.getByRole('button', { name: 'Search clips' })).color).toBe(
      'rgb(255, 255, 255)',
    );
    expect(getComputedStyle(screen.getByRole('button', { name: 'Close' })).color).not.toBe(
      'rgb(255, 255, 255)',
    );
  });
});
