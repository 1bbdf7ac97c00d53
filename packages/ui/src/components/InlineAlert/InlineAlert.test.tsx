import { MESSAGES } from '@clipmarket/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ThemeProvider } from '../../theme';
import { Button } from '../Button';
import { INLINE_ALERT_TEXT, InlineAlert, InlineAlertRegion, type InlineAlertTone } from '.';

afterEach(cleanup);

const TONES: InlineAlertTone[] = ['info', 'success', 'warning', 'error'];

/** WCAG's contrast ratio of two computed `rgb(…)` colours. */
function contrast(foreground: string, background: string): number {
  const luminance = (colour: string) => {
    const [r, g, b] = (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map((part) => {
      const c = Number(part) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('InlineAlert', () => {
  it('interrupts with an error, and waits its turn with any other tone', () => {
    render(
      <>
        <InlineAlert tone="error">{MESSAGES.serverError}</InlineAlert>
        <InlineAlert tone="success">{MESSAGES.linkCopied}</InlineAlert>
      </>,
    );

    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.serverError);
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.linkCopied);
  });

  it('takes the role it is given, or none inside a live region the caller keeps', () => {
    const { container } = render(
      <>
        <InlineAlert tone="error" role="status">
          {MESSAGES.serverError}
        </InlineAlert>
        <InlineAlert tone="error" role="none" data-testid="quiet">
          {MESSAGES.savingError}
        </InlineAlert>
      </>,
    );

    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.serverError);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(container.querySelector('[data-testid="quiet"] [role]')).toBeNull();
  });

  it('writes its tone on the root and shows one decorative icon for it', () => {
    for (const tone of TONES) {
      const { container, unmount } = render(<InlineAlert tone={tone}>{MESSAGES.serverError}</InlineAlert>);
      const root = container.firstElementChild as HTMLElement;

      expect(root).toHaveAttribute('data-state', tone);
      const icons = root.querySelectorAll('svg');
      expect(icons).toHaveLength(1);
      expect(icons[0]).toHaveAttribute('aria-hidden', 'true');
      unmount();
    }
  });

  it('shows the title above the message', () => {
    render(
      <InlineAlert tone="error" title="The checkout could not start.">
        {MESSAGES.serverError}
      </InlineAlert>,
    );

    const title = screen.getByText('The checkout could not start.');
    const message = screen.getByText(MESSAGES.serverError);
    expect(title.compareDocumentPosition(message) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('makes the title a heading of the level asked for, where the alert stands for a section', () => {
    render(
      <InlineAlert tone="error" title="The terms could not be loaded" titleAs="h2">
        {MESSAGES.serverError}
      </InlineAlert>,
    );

    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('The terms could not be loaded');
  });

  it('announces the words, not the action beside them', () => {
    render(
      <InlineAlert
        tone="error"
        title="The checkout could not start."
        action={<button type="button">Try again</button>}
      >
        {MESSAGES.serverError}
      </InlineAlert>,
    );

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(`The checkout could not start.${MESSAGES.serverError}`);
    expect(alert).not.toContainElement(screen.getByRole('button', { name: 'Try again' }));
  });

  it('keeps the action the caller built, and its variant', async () => {
    const onRetry = vi.fn();
    render(
      <ThemeProvider>
        <InlineAlert tone="error" action={<Button onClick={onRetry}>Try again</Button>}>
          {MESSAGES.serverError}
        </InlineAlert>
      </ThemeProvider>,
    );

    const retry = screen.getByRole('button', { name: 'Try again' });
    expect(retry).toHaveAttribute('data-variant', 'secondary');
    await userEvent.click(retry);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers a secondary Try again for onRetry, and the caller’s own action instead when there is one', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(
      <ThemeProvider>
        <InlineAlert tone="error" onRetry={onRetry}>
          {MESSAGES.serverError}
        </InlineAlert>
      </ThemeProvider>,
    );

    const retry = screen.getByRole('button', { name: INLINE_ALERT_TEXT.retry });
    expect(retry).toHaveAttribute('data-variant', 'secondary');
    await userEvent.click(retry);
    expect(onRetry).toHaveBeenCalledTimes(1);

    rerender(
      <ThemeProvider>
        <InlineAlert tone="error" onRetry={onRetry} action={<a href="#history">History</a>}>
          {MESSAGES.serverError}
        </InlineAlert>
      </ThemeProvider>,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'History' })).toBeVisible();
  });

  it('keeps its region on the page while empty, and shows the message in it once there is one', () => {
    const { rerender } = render(<InlineAlertRegion id="refusal">{null}</InlineAlertRegion>);

    const region = screen.getByRole('alert');
    expect(region).toBeEmptyDOMElement();
    expect(region).toHaveAttribute('id', 'refusal');

    rerender(<InlineAlertRegion id="refusal">{MESSAGES.listNameNotUnique}</InlineAlertRegion>);
    expect(screen.getByRole('alert')).toBe(region);
    expect(region).toHaveTextContent(MESSAGES.listNameNotUnique);
    // One live region: the alert inside it has no role of its own, so it is announced once.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(region.querySelector('[data-state="error"]')).not.toBeNull();
  });

  it('reads as body text on every tone: at least 4.5:1 against its surface', () => {
    for (const tone of TONES) {
      const { unmount } = render(
        <ThemeProvider>
          <InlineAlert tone={tone}>{MESSAGES.serverError}</InlineAlert>
        </ThemeProvider>,
      );
      const root = document.querySelector(`[data-state="${tone}"]`) as HTMLElement;
      const style = getComputedStyle(root);

      expect(contrast(style.color, style.backgroundColor), tone).toBeGreaterThanOrEqual(4.5);
      unmount();
    }
  });

  it('shows an unknown tone from untyped code as info instead of failing', () => {
    const tone = 'nonsense' as InlineAlertTone;
    render(<InlineAlert tone={tone}>{MESSAGES.serverError}</InlineAlert>);

    expect(screen.getByRole('status').closest('[data-state]')?.querySelector('svg')).toBeInTheDocument();
  });
});
