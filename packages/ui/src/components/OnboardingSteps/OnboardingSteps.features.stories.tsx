import { ONBOARDING_DEFAULT_PLAYLIST_NAME, PAGES } from '@clipmarket/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OnboardingSteps, ONBOARDING_STEPS, ONBOARDING_TEXT } from '@clipmarket/ui';
import { OnboardingDemo } from './OnboardingSteps.stories';

const [welcome, projectType, collections, firstVideo] = ONBOARDING_STEPS;

const meta = {
  title: 'Components/OnboardingSteps/Features',
  component: OnboardingSteps,
  tags: ['!autodocs'],
  args: {
    status: 'ready',
    onStepChange: fn(),
    onStepComplete: fn(),
    onSkip: fn(),
    onFinish: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof OnboardingSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The onboarding record is being created. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(ONBOARDING_TEXT.loading);
    await expect(canvas.getByRole('button', { name: ONBOARDING_TEXT.next })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** The current step in the progress list, 'Step 2 of 4', the progress bar a quarter full. */
export const Progress: Story = {
  args: { defaultStep: projectType!.id },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(ONBOARDING_TEXT.stepOf(2, 4))).toBeVisible();
    const list = canvas.getByRole('list', { name: ONBOARDING_TEXT.steps });
    const items = within(list).getAllByRole('listitem');
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items[0]).toHaveTextContent(`(${ONBOARDING_TEXT.done})`);
    await expect(canvas.getByRole('progressbar', { name: ONBOARDING_TEXT.progress })).toHaveAttribute(
      'value',
      '1',
    );
  },
};

/** Keyboard through the whole onboarding: focus lands on each new step's heading; progress is reported. */
export const KeyboardWalkthrough: Story = {
  render: (args) => (
    <OnboardingDemo onStepComplete={args.onStepComplete} onSkip={args.onSkip} onFinish={args.onFinish} />
  ),
  play: async ({ args, canvas }) => {
    const next = () => canvas.getByRole('button', { name: ONBOARDING_TEXT.next });
    next().focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('heading', { name: projectType!.title })).toHaveFocus());

    // Next waits for a project type.
    await expect(next()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('radio', { name: 'Advertising' }));
    await expect(next()).not.toHaveAttribute('aria-disabled');
    next().focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStepComplete).toHaveBeenCalledWith(projectType!.id, 2);
    await waitFor(() => expect(canvas.getByRole('heading', { name: collections!.title })).toHaveFocus());

    await userEvent.click(canvas.getByRole('button', { name: ONBOARDING_TEXT.skip }));
    await expect(args.onSkip).toHaveBeenCalledWith(collections!.id);
    await expect(args.onStepComplete).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('heading', { name: firstVideo!.title })).toHaveFocus());

    await userEvent.click(canvas.getByRole('button', { name: ONBOARDING_TEXT.finish }));
    await expect(args.onStepComplete).toHaveBeenLastCalledWith(firstVideo!.id, 4);
    await expect(args.onFinish).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(canvas.getByRole('heading', { name: ONBOARDING_TEXT.finishedTitle })).toHaveFocus(),
    );
  },
};

/** Back returns to the previous step. */
export const Back: Story = {
  args: { defaultStep: collections!.id },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: ONBOARDING_TEXT.back }));
    await expect(args.onStepChange).toHaveBeenCalledWith(projectType!.id);
    await expect(canvas.getByRole('heading', { name: projectType!.title })).toHaveFocus();
  },
};

/** The welcome step cannot be skipped and has no Back. */
export const FirstStep: Story = {
  // No visual reference: the same picture as Default (OnboardingSteps).
  tags: ['!visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: welcome!.title })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: ONBOARDING_TEXT.back })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: ONBOARDING_TEXT.skip })).not.toBeInTheDocument();
  },
};

/** Progress is being reported: Next says so and waits. */
export const Saving: Story = {
  args: { status: 'saving', defaultStep: projectType!.id },
  play: async ({ args, canvas }) => {
    const next = canvas.getByRole('button', { name: ONBOARDING_TEXT.saving });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    await expect(args.onStepComplete).not.toHaveBeenCalled();
  },
};

/** Reporting failed: an alert and a retry; the step stays. */
export const SaveFailed: Story = {
  args: { status: 'error', defaultStep: collections!.id },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(ONBOARDING_TEXT.error);
    await userEvent.click(canvas.getByRole('button', { name: ONBOARDING_TEXT.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/**
 * Done with no clip picked: every step ticked, nothing said about a playlist, and two ways onward: start
 * exploring (the main one), or go to the lists.
 */
export const Finished: Story = {
  args: { status: 'finished' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: ONBOARDING_TEXT.finishedTitle })).toBeVisible();
    await expect(canvas.getByText(ONBOARDING_TEXT.finishedBody)).toBeVisible();
    await expect(canvas.queryByText(new RegExp(ONBOARDING_DEFAULT_PLAYLIST_NAME))).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: ONBOARDING_TEXT.explore })).toHaveAttribute(
      'href',
      PAGES.search.href(),
    );
    await expect(canvas.getByRole('link', { name: ONBOARDING_TEXT.lists })).toBeVisible();
    const items = within(canvas.getByRole('list', { name: ONBOARDING_TEXT.steps })).getAllByRole('listitem');
    for (const item of items) await expect(item).toHaveAttribute('data-step-state', 'complete');
  },
};

/** Done with clips picked: the playlist the server filled, by its name, with its count and a link to it. */
export const FinishedWithPlaylist: Story = {
  args: {
    status: 'finished',
    playlist: {
      name: ONBOARDING_DEFAULT_PLAYLIST_NAME,
      videoCount: 3,
      href: PAGES.playlist.href({ playlistId: '6f1c2a4e-8d3b-4c1a-9e2f-1a2b3c4d5e03' }),
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(ONBOARDING_TEXT.finishedWithPlaylist(ONBOARDING_DEFAULT_PLAYLIST_NAME, 3)),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: ONBOARDING_TEXT.openPlaylist(ONBOARDING_DEFAULT_PLAYLIST_NAME) }),
    ).toHaveAttribute('href', PAGES.playlist.href({ playlistId: '6f1c2a4e-8d3b-4c1a-9e2f-1a2b3c4d5e03' }));
    await expect(canvas.queryByRole('link', { name: ONBOARDING_TEXT.lists })).not.toBeInTheDocument();
  },
};

/** Done, the playlist renamed since and long: its own name, wrapping in the link on a phone. */
export const FinishedWithRenamedPlaylistOnMobile: Story = {
  args: {
    status: 'finished',
    playlist: {
      name: 'Launch campaign picks for the autumn social media push',
      videoCount: 1,
      href: PAGES.playlist.href({ playlistId: '6f1c2a4e-8d3b-4c1a-9e2f-1a2b3c4d5e03' }),
    },
  },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    const name = 'Launch campaign picks for the autumn social media push';
    await expect(canvas.getByText(ONBOARDING_TEXT.finishedWithPlaylist(name, 1))).toBeVisible();
    const link = canvas.getByRole('link', { name: ONBOARDING_TEXT.openPlaylist(name) });
    // The whole name shows: the link grows rather than cutting it off or overflowing the page.
    await expect(link.scrollWidth).toBeLessThanOrEqual(link.clientWidth);
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

/** Saving the finish failed (e.g. the onboarding service is down): the server's words, and a retry. */
export const FinishFailed: Story = {
  args: {
    status: 'error',
    defaultStep: firstVideo!.id,
    errorMessage: 'The onboarding service is not answering right now. Please try again in a moment.',
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/onboarding service is not answering/);
    await expect(canvas.getByRole('heading', { name: firstVideo!.title })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: ONBOARDING_TEXT.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A phone: markers for every step, the current step's title only; Back, Skip and Finish stacked. */
export const Mobile: Story = {
  render: (args) => <OnboardingDemo defaultStep={firstVideo!.id} onFinish={args.onFinish} />,
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const back = canvas.getByRole('button', { name: ONBOARDING_TEXT.back }).getBoundingClientRect();
    const finish = canvas.getByRole('button', { name: ONBOARDING_TEXT.finish }).getBoundingClientRect();
    await expect(finish.width).toBe(back.width);
    await expect(finish.top).toBeGreaterThan(back.bottom);
  },
};

/** A phone, finished: the two ways onward stacked at full width. */
export const FinishedOnMobile: Story = {
  args: { status: 'finished' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const explore = canvas.getByRole('link', { name: ONBOARDING_TEXT.explore }).getBoundingClientRect();
    const lists = canvas.getByRole('link', { name: ONBOARDING_TEXT.lists }).getBoundingClientRect();
    await expect(lists.width).toBe(explore.width);
    await expect(lists.top).toBeGreaterThan(explore.bottom);
  },
};

/** A desktop: every step's title in full in the progress list. */
export const StepTitlesOnDesktop: Story = {
  args: { defaultStep: collections!.id },
  globals: { viewport: { value: 'xl' } },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: ONBOARDING_TEXT.steps });
    for (const step of ONBOARDING_STEPS) {
      const title = within(list).getByText(step.title);
      // Cut off with an ellipsis, the text would be wider than its box.
      await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
    }
  },
};
