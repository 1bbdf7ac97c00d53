import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { VisuallyHidden } from '.';
import { CloseIcon } from '../Icon';

afterEach(cleanup);

describe('VisuallyHidden', () => {
  it('names a control for a screen reader while taking no room on screen', () => {
    render(
      <button type="button">
        <CloseIcon />
        <VisuallyHidden>Remove Dogs from the cart</VisuallyHidden>
      </button>,
    );
    const hidden = screen.getByText('Remove Dogs from the cart');

    expect(screen.getByRole('button', { name: 'Remove Dogs from the cart' })).toBeInTheDocument();
    expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    expect(hidden.getBoundingClientRect().height).toBeLessThanOrEqual(1);
  });

  it('renders the element asked for, with its props', () => {
    render(
      <VisuallyHidden as="h2" id="results-heading">
        Results
      </VisuallyHidden>,
    );

    expect(screen.getByRole('heading', { level: 2, name: 'Results' })).toHaveAttribute(
      'id',
      'results-heading',
    );
  });
});
