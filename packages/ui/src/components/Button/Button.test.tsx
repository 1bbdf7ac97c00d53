import { clipmarketLinksFixture } from '@clipmarket/mocks';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ThemeProvider } from '../../theme';
import { ClipmarketProvider } from '../ClipmarketProvider';
import type { VideoCardLinkProps } from '../VideoCard/VideoCard.types';
import { Button, ButtonLink } from '.';

afterEach(cleanup);

describe('Button', () => {
  it('is a plain button that never sends the form around it unless it is a submit', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button>Cancel</Button>
        <Button type="submit" variant="primary">
          Send
        </Button>
      </form>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('shows a spinner while loading, stays focusable and refuses clicks until it ends', async () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <Button loading onClick={onClick}>
        Add to cart
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Add to cart' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button.querySelector('[data-spinner]')).toBeInTheDocument();

    // A real pointer will not press an aria-disabled button in Playwright; the event still reaches it in a browser.
    button.focus();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(button).toHaveFocus();

    rerender(<Button onClick={onClick}>Add to cart</Button>);
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button.querySelector('[data-spinner]')).not.toBeInTheDocument();
  });

  it('does not send its form a second time while loading', async () => {
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent as SubmitEvent)}>
        <Button type="submit" loading>
          Sign in
        </Button>
      </form>,
    );

    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('draws each variant differently, and the small size shorter', () => {
    render(
      <ThemeProvider>
        <Button variant="primary">Primary</Button>
        <Button variant="secondary">Secondary</Button>
        <Button variant="secondary" size="sm">
          Small
        </Button>
      </ThemeProvider>,
    );
    const style = (name: string) => getComputedStyle(screen.getByRole('button', { name }));

    expect(style('Primary').backgroundColor).not.toBe(style('Secondary').backgroundColor);
    expect(parseFloat(style('Small').minHeight)).toBeLessThan(parseFloat(style('Secondary').minHeight));
  });
});

describe('ButtonLink', () => {
  it('renders the app link component set by the provider', () => {
    function RouterLink({ href, children, ...props }: VideoCardLinkProps) {
      return (
        <a href={`#router${href}`} data-router="" {...props}>
          {children}
        </a>
      );
    }
    render(
      <ClipmarketProvider linkComponent={RouterLink} links={clipmarketLinksFixture}>
        <ButtonLink href="/licensing/account/history" variant="primary">
          View history
        </ButtonLink>
      </ClipmarketProvider>,
    );

    const link = screen.getByRole('link', { name: 'View history' });
    expect(link).toHaveAttribute('href', '#router/licensing/account/history');
    expect(link).toHaveAttribute('data-router');
  });

  it('opens an external link in a new tab as a plain anchor', () => {
    render(
      <ButtonLink href="/terms.pdf" external>
        Terms
      </ButtonLink>,
    );

    const link = screen.getByRole('link', { name: 'Terms' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
