import { ONBOARDING_DEFAULT_PLAYLIST_NAME, PAGES } from '@clipmarket/core';
import { collectionFixtures, videoFixtures } from '@clipmarket/mocks';
import {
  VideoCard,
  OnboardingSteps,
  ONBOARDING_STEPS,
  type OnboardingStepsProps,
  type OnboardingStepsStatus,
} from '@clipmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { StoryLink } from '../VideoCard/VideoCard.stories';

/** Project types a buyer picks from in step 2 (the update call's `onboardingProjectType`). */
export const PROJECT_TYPES = [
  'Social media',
  'Advertising',
  'TV or film',
  'News and editorial',
  'Something else',
];

/** Each step's content as an app would render it. */
export function StepContent({
  stepId,
  projectType,
  onProjectType,
}: {
  stepId: string;
  projectType: string;
  onProjectType: (type: string) => void;
}) {
  if (stepId === 'projectType') {
    return (
      <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 8 }}>
        <legend style={{ fontWeight: 500, marginBottom: 8 }}>Project type</legend>
        {PROJECT_TYPES.map((type) => (
          <label key={type} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <input
              type="radio"
              name="projectType"
              value={type}
              checked={projectType === type}
              onChange={() => onProjectType(type)}
            />
            {type}
          </label>
        ))}
      </fieldset>
    );
  }
  if (stepId === 'collections') {
    return (
      <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 8 }}>
        <legend style={{ fontWeight: 500, marginBottom: 8 }}>Collections</legend>
        {collectionFixtures.slice(0, 5).map((collection) => (
          <label key={collection.slug} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <input type="checkbox" name="collections" value={collection.slug} />
            {collection.title}
          </label>
        ))}
      </fieldset>
    );
  }
  if (stepId === 'firstVideo') {
    return (
      <div style={{ maxWidth: 320 }}>
        <VideoCard
          video={videoFixtures.cleared}
          href={PAGES.view.href({ videoId: videoFixtures.cleared.jmId })}
          linkComponent={StoryLink}
          previewMode="tap"
        />
        <p style={{ fontSize: 14 }}>Picked clips go to {ONBOARDING_DEFAULT_PLAYLIST_NAME} when you finish.</p>
      </div>
    );
  }
  return null;
}

/** The onboarding as the app runs it: Next waits for a project type; finishing shows the last panel. */
export function OnboardingDemo(props: Partial<OnboardingStepsProps>) {
  const [step, setStep] = useState(props.defaultStep ?? ONBOARDING_STEPS[0]!.id);
  const [projectType, setProjectType] = useState('');
  const [status, setStatus] = useState<OnboardingStepsStatus>('ready');
  return (
    <OnboardingSteps
      {...props}
      status={props.status ?? status}
      step={step}
      onStepChange={(next) => {
        props.onStepChange?.(next);
        setStep(next);
      }}
      onFinish={() => {
        props.onFinish?.();
        setStatus('finished');
      }}
      canAdvance={step !== 'projectType' || projectType !== ''}
    >
      <StepContent stepId={step} projectType={projectType} onProjectType={setProjectType} />
    </OnboardingSteps>
  );
}

const meta = {
  title: 'Components/OnboardingSteps',
  component: OnboardingSteps,
  excludeStories: ['PROJECT_TYPES', 'StepContent', 'OnboardingDemo'],
  args: {
    status: 'ready',
    onStepChange: fn(),
    onStepComplete: fn(),
    onSkip: fn(),
    onFinish: fn(),
    onRetry: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'ready', 'saving', 'error', 'finished'] },
    step: { control: 'select', options: [undefined, ...ONBOARDING_STEPS.map((s) => s.id)] },
  },
} satisfies Meta<typeof OnboardingSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The welcome step. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: ONBOARDING_STEPS[0]!.title })).toBeVisible();
  },
};

/** Every prop as a control. */
export const Playground: Story = {
  // No visual reference: Default's picture, with controls.
  tags: ['!visual'],
  args: { step: 'collections', canAdvance: true },
};

/** The whole onboarding with content in each step. */
export const Live: Story = {
  // No visual reference: the same picture as Default.
  tags: ['!visual'],
  render: (args) => (
    <OnboardingDemo onStepComplete={args.onStepComplete} onSkip={args.onSkip} onFinish={args.onFinish} />
  ),
};
