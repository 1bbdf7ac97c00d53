import { clipmarketLinksFixture } from '@clipmarket/mocks';
import { ONBOARDING_DEFAULT_PLAYLIST_NAME } from '@clipmarket/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { ThemeProvider } from '../../theme';
import { ClipmarketProvider } from '../ClipmarketProvider';
import { ONBOARDING_STEPS, ONBOARDING_TEXT, OnboardingSteps, type OnboardingStepsProps } from '.';

const [welcome, projectType, collections, firstVideo] = ONBOARDING_STEPS;

function renderSteps(props: Partial<OnboardingStepsProps> = {}) {
  return render(
    <ThemeProvider>
      <ClipmarketProvider links={clipmarketLinksFixture}>
        <OnboardingSteps {...props} />
      </ClipmarketProvider>
    </ThemeProvider>,
  );
}

afterEach(async () => {
  cleanup();
  await page.viewport(414, 896);
});

describe('OnboardingSteps', () => {
  it('has four steps, and reports progress only for steps 2, 3 and 4', () => {
    expect(ONBOARDING_STEPS).toHaveLength(4);
    expect(ONBOARDING_STEPS.map((s) => s.reportsProgress)).toEqual([false, true, true, true]);
    expect(firstVideo!.description).toContain(ONBOARDING_DEFAULT_PLAYLIST_NAME);
  });

  it('says as many steps in the welcome as the progress bar counts', () => {
    renderSteps();
    const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six'];
    expect(screen.getByText(ONBOARDING_TEXT.stepOf(1, ONBOARDING_STEPS.length))).toBeVisible();
    expect(welcome!.description.toLowerCase()).toMatch(new RegExp(`^${words[ONBOARDING_STEPS.length]} `));
  });

  it('starts on the welcome step without moving focus', () => {
    renderSteps();
    expect(screen.getByRole('heading', { level: 2, name: welcome!.title })).not.toHaveFocus();
    expect(screen.getByText(ONBOARDING_TEXT.stepOf(1, 4))).toBeVisible();
    const items = within(screen.getByRole('list', { name: ONBOARDING_TEXT.steps })).getAllByRole('listitem');
    expect(items[0]).toHaveAttribute('aria-current', 'step');
    expect(screen.queryByRole('button', { name: ONBOARDING_TEXT.back })).not.toBeInTheDocument();
  });

  it('moves on with Next, focusing the new step heading, and reports a completed step with its number', async () => {
    const user = userEvent.setup();
    const onStepComplete = vi.fn();
    const onStepChange = vi.fn();
    renderSteps({ onStepComplete, onStepChange });
    await user.click(screen.getByRole('button', { name: ONBOARDING_TEXT.next }));
    expect(onStepComplete).not.toHaveBeenCalled();
    expect(onStepChange).toHaveBeenLastCalledWith(projectType!.id);
    expect(screen.getByRole('heading', { name: projectType!.title })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: ONBOARDING_TEXT.next }));
    expect(onStepComplete).toHaveBeenCalledWith(projectType!.id, 2);
    expect(screen.getByRole('heading', { name: collections!.title })).toHaveFocus();
    expect(screen.getByRole('progressbar', { name: ONBOARDING_TEXT.progress })).toHaveAttribute('value', '2');
  });

  it('goes back a step with Back', async () => {
    const user = userEvent.setup();
    renderSteps({ defaultStep: collections!.id });
    await user.click(screen.getByRole('button', { name: ONBOARDING_TEXT.back }));
    expect(screen.getByRole('heading', { name: projectType!.title })).toHaveFocus();
  });

  it('skips a step without reporting it complete', async () => {
    const user = userEvent.setup();
    const onSkip = vi.fn();
    const onStepComplete = vi.fn();
    renderSteps({ defaultStep: projectType!.id, onSkip, onStepComplete });
    await user.click(screen.getByRole('button', { name: ONBOARDING_TEXT.skip }));
    expect(onSkip).toHaveBeenCalledWith(projectType!.id);
    expect(onStepComplete).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: collections!.title })).toBeVisible();
  });

  it('finishes from the last step, reporting it complete', async () => {
    const user = userEvent.setup();
    const onFinish = vi.fn();
    const onStepComplete = vi.fn();
    renderSteps({ defaultStep: firstVideo!.id, onFinish, onStepComplete });
    await user.click(screen.getByRole('button', { name: ONBOARDING_TEXT.finish }));
    expect(onStepComplete).toHaveBeenCalledWith(firstVideo!.id, 4);
    expect(onFinish).toHaveBeenCalledOnce();
  });

  it('keeps Next inert while the step cannot advance', async () => {
    const user = userEvent.setup();
    const onStepChange = vi.fn();
    renderSteps({ defaultStep: projectType!.id, canAdvance: false, onStepChange });
    const next = screen.getByRole('button', { name: ONBOARDING_TEXT.next });
    expect(next).toHaveAttribute('aria-disabled', 'true');
    await user.click(next);
    expect(onStepChange).not.toHaveBeenCalled();
  });

  it('follows a controlled step, only reporting the change', async () => {
    const user = userEvent.setup();
    const onStepChange = vi.fn();
    renderSteps({ step: collections!.id, onStepChange });
    await user.click(screen.getByRole('button', { name: ONBOARDING_TEXT.next }));
    expect(onStepChange).toHaveBeenCalledWith(firstVideo!.id);
    expect(screen.getByRole('heading', { name: collections!.title })).toBeVisible();
  });

  it('says it is saving and ignores Next, Back and Skip meanwhile', async () => {
    const user = userEvent.setup();
    const onStepChange = vi.fn();
    const onSkip = vi.fn();
    renderSteps({ status: 'saving', defaultStep: collections!.id, onStepChange, onSkip });
    await user.click(screen.getByRole('button', { name: ONBOARDING_TEXT.saving }));
    await user.click(screen.getByRole('button', { name: ONBOARDING_TEXT.back }));
    await user.click(screen.getByRole('button', { name: ONBOARDING_TEXT.skip }));
    expect(onStepChange).not.toHaveBeenCalled();
    expect(onSkip).not.toHaveBeenCalled();
  });

  it('shows the loading status instead of the content while the onboarding is created', () => {
    renderSteps({ status: 'loading', children: <p>Step content</p> });
    expect(screen.getByRole('status')).toHaveTextContent(ONBOARDING_TEXT.loading);
    expect(screen.queryByText('Step content')).not.toBeInTheDocument();
  });

  it('shows an error with a retry, keeping the step content', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    renderSteps({ status: 'error', onRetry, children: <p>Step content</p> });
    expect(screen.getByRole('alert')).toHaveTextContent(ONBOARDING_TEXT.error);
    expect(screen.getByText('Step content')).toBeVisible();
    await user.click(screen.getByRole('button', { name: ONBOARDING_TEXT.retry }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('moves focus to the finished heading when the onboarding finishes', () => {
    const { rerender } = renderSteps({ defaultStep: firstVideo!.id });
    rerender(
      <ThemeProvider>
        <ClipmarketProvider links={clipmarketLinksFixture}>
          <OnboardingSteps defaultStep={firstVideo!.id} status="finished" />
        </ClipmarketProvider>
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { name: ONBOARDING_TEXT.finishedTitle })).toHaveFocus();
    expect(screen.getByText(ONBOARDING_TEXT.done)).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers a way onward once finished: start exploring, or go to the lists', () => {
    renderSteps({ status: 'finished', exploreHref: '/explore-here' });
    expect(screen.getByRole('link', { name: ONBOARDING_TEXT.explore })).toHaveAttribute(
      'href',
      '/explore-here',
    );
    expect(screen.getByRole('link', { name: ONBOARDING_TEXT.lists })).toHaveAttribute(
      'href',
      '/licensing/account/lists',
    );
  });

  it('says nothing about a playlist when finished without one', () => {
    renderSteps({ status: 'finished' });
    expect(screen.getByText(ONBOARDING_TEXT.finishedBody)).toBeVisible();
    expect(screen.queryByText(new RegExp(ONBOARDING_DEFAULT_PLAYLIST_NAME))).not.toBeInTheDocument();
  });

  it('names the playlist finishing filled, with its count and a link to it', () => {
    renderSteps({
      status: 'finished',
      playlist: { name: 'Dogs on skateboards', videoCount: 2, href: '/licensing/account/lists/abc' },
    });
    expect(screen.getByText('Dogs on skateboards holds 2 clips.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open Dogs on skateboards' })).toHaveAttribute(
      'href',
      '/licensing/account/lists/abc',
    );
    expect(screen.queryByRole('link', { name: ONBOARDING_TEXT.lists })).not.toBeInTheDocument();
  });

  it('counts one clip, and none, in words', () => {
    expect(ONBOARDING_TEXT.finishedWithPlaylist('Mine', 1)).toBe('Mine holds 1 clip.');
    expect(ONBOARDING_TEXT.finishedWithPlaylist('Mine', 0)).toBe('Mine holds no clips.');
  });

  it('shows every step title in full on a desktop, whichever step is current', async () => {
    await page.viewport(1280, 800);
    renderSteps({ defaultStep: projectType!.id });
    const items = within(screen.getByRole('list', { name: ONBOARDING_TEXT.steps })).getAllByRole('listitem');
    for (const [i, item] of items.entries()) {
      const title = item.querySelector('span:not([aria-hidden])') as HTMLElement;
      expect(title.textContent).toContain(ONBOARDING_STEPS[i]!.title);
      expect(title.getBoundingClientRect().width).toBeGreaterThan(1);
      // Cut off with an ellipsis, the text would be wider than its box.
      expect(title.scrollWidth, ONBOARDING_STEPS[i]!.title).toBeLessThanOrEqual(title.clientWidth);
    }
  });

  it('stacks Back, Skip and Next at full width on a phone, Next last', async () => {
    await page.viewport(390, 844);
    renderSteps({ defaultStep: collections!.id });
    const boxes = [ONBOARDING_TEXT.back, ONBOARDING_TEXT.skip, ONBOARDING_TEXT.next].map((name) =>
      screen.getByRole('button', { name }).getBoundingClientRect(),
    );
    const [back, skip, next] = boxes as [DOMRect, DOMRect, DOMRect];
    expect(skip.top).toBeGreaterThanOrEqual(back.bottom);
    expect(next.top).toBeGreaterThanOrEqual(skip.bottom);
    for (const box of [skip, next]) {
      expect(box.left).toBe(back.left);
      expect(box.width).toBe(back.width);
    }
  });

  it('puts Back, Skip and Next on one row from a small tablet up', async () => {
    await page.viewport(768, 1024);
    renderSteps({ defaultStep: collections!.id });
    const [back, skip, next] = [ONBOARDING_TEXT.back, ONBOARDING_TEXT.skip, ONBOARDING_TEXT.next].map(
      (name) => screen.getByRole('button', { name }).getBoundingClientRect(),
    ) as [DOMRect, DOMRect, DOMRect];
    expect(skip.top).toBe(back.top);
    expect(next.top).toBe(back.top);
    expect(back.right).toBeLessThan(skip.left);
    expect(skip.right).toBeLessThan(next.left);
  });
});
