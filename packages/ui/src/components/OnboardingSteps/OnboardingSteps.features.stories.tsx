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

/** Done: every step ticked, and two ways onward: start exploring (the main one), or go to the lists. */
export const Finished: Story = {
  args: { status: 'finished' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: ONBOARDING_TEXT.finishedTitle })).toBeVisible();
    await expect(canvas.getByRole('link', { name: ONBOARDING_TEXT.explore })).toHaveAttribute(
      'href',
      '/licensing/search',
    );
    await expect(canvas.getByRole('link', { name: ONBOARDING_TEXT.lists })).toBeVisible();
    const items = within(canvas.getByRole('list', { name: ONBOARDING_TEXT.steps })).getAllByRole('listitem');
    for (const item of items) await expect(item).toHaveAttribute('data-step-state', 'complete');
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
