import { cleanup, getConfig, render, screen, waitFor } from '@testing-library/react';
import { css } from '@emotion/react';
import * as React from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(cleanup);

// browser-test-first.ts and browser-test-setup.ts have run withoutPerformanceTracks, leanElementErrors,
// withoutOwnerStacks and oneStyleSheet for this file, as for every test file.
describe('the browser tests’ lean set-up', () => {
  it('still fails a query outside waitFor with the page’s markup', () => {
    render(<p>a paragraph on the page</p>);
    expect(() => screen.getByText('nothing like it')).toThrow(/Ignored nodes[\s\S]*a paragraph on the page/);
  });

  it('still fails a findBy… that times out with the page’s markup, once', async () => {
    render(<p>a paragraph on the page</p>);
    const error = await screen.findByText('nothing like it', {}, { timeout: 200 }).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message.match(/a paragraph on the page/g)).toHaveLength(1);
  });

  it('leaves the markup out of the misses inside a retry, which are thrown away', async () => {
    render(<p>a paragraph on the page</p>);
    const misses: string[] = [];
    await waitFor(() => {
      const miss = getConfig().getElementError('not yet', document.body);
      misses.push(miss.message);
      if (misses.length < 3) throw miss;
    });
    expect(misses).toEqual(['not yet', 'not yet', 'not yet']);
  });

  it('keeps React from capturing a stack for each element it creates', () => {
    const internals = (React as unknown as Record<string, { recentlyCreatedOwnerStacks: number }>)
      .__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE!;
    internals.recentlyCreatedOwnerStacks = 0;
    expect(internals.recentlyCreatedOwnerStacks).toBe(10_000);
  });

  it('keeps React from logging each render to the Performance panel’s tracks', () => {
    const measure = vi.spyOn(performance, 'measure');
    function Count({ n }: { n: number }) {
      return <p>{n}</p>;
    }
    const { rerender } = render(<Count n={1} />);
    rerender(<Count n={2} />);
    expect(screen.getByText('2')).toBeVisible();
    expect(measure).not.toHaveBeenCalled();
    expect(typeof console.timeStamp).toBe('undefined');
    measure.mockRestore();
  });

  it('has Emotion write new rules into a style sheet it has, not into an element each', () => {
    const before = document.querySelectorAll('style[data-emotion]').length;
    const rules = ['rebeccapurple', 'teal', 'olive'].map((color) =>
      css({ color, outline: `1px solid ${color}` }),
    );
    render(
      <>
        {rules.map((rule, index) => (
          <p key={index} css={rule}>
            rule {index}
          </p>
        ))}
      </>,
    );
    expect(getComputedStyle(screen.getByText('rule 1')).color).toBe('rgb(0, 128, 128)');
    expect(document.querySelectorAll('style[data-emotion]').length).toBeLessThanOrEqual(Math.max(before, 1));
  });
});
