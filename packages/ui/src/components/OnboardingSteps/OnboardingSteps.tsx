import { ONBOARDING_DEFAULT_PLAYLIST_NAME } from '@clipmarket/core';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { primaryButton, secondaryButton } from '../../primitives/styles';
import type { VideoCardLinkComponent } from '../VideoCard/VideoCard.types';
import * as styles from './OnboardingSteps.styles';
import { ONBOARDING_TEXT } from './onboardingStepsText';
import { Button } from '../Button';
import { CheckIcon } from '../Icon';
import { InlineAlert } from '../InlineAlert';
import { VisuallyHidden } from '../VisuallyHidden';
import { Spinner } from '../Spinner';
import { useClipmarketLinks, useLinkComponent } from '../ClipmarketProvider';

/**
 * The onboarding's state (loading, error, created): `loading` while the onboarding record is
 * created, `ready`, `saving` while a step's progress is reported, `error` when creating or reporting failed,
 * `finished` after the last step.
 */
export type OnboardingStepsStatus = 'loading' | 'ready' | 'saving' | 'error' | 'finished';

/** One step of the onboarding. */
export interface OnboardingStep {
  /** Stable id, e.g. 'projectType'. */
  id: string;
  /** The step's heading and its name in the progress list. */
  title: string;
  /** One line under the heading. */
  description: string;
  /** Completing it is reported as progress (steps 2, 3 and 4). */
  reportsProgress: boolean;
  /** The reader may skip it. */
  skippable: boolean;
}

/**
 * The onboarding: a welcome, then the three steps whose completion is reported
 * (`onboardingProjectType`, `onboardingCollections`, `onboardingVideo` of the update call). In the last the
 * buyer picks clips, which finishing saves to 'My First Playlist'.
 */
export const ONBOARDING_STEPS: readonly OnboardingStep[] = [
  {
    id: 'welcome',
    title: 'Welcome to Clipmarket',
    // The progress bar counts this welcome too ("Step 1 of 4"): the words count the same steps.
    description: 'Four short steps, this one included, and your first playlist is ready.',
    reportsProgress: false,
    skippable: false,
  },
  {
    id: 'projectType',
    title: 'What are you making?',
    description: 'Tell us the kind of project, and we will suggest clips that fit it.',
    reportsProgress: true,
    skippable: true,
  },
  {
    id: 'collections',
    title: 'Pick a few collections',
    description: 'Choose the collections you would like to see first.',
    reportsProgress: true,
    skippable: true,
  },
  {
    id: 'firstVideo',
    title: 'Save your first clip',
    description: `Press the save button of the clips you like; finishing saves them to ${ONBOARDING_DEFAULT_PLAYLIST_NAME}.`,
    reportsProgress: true,
    skippable: true,
  },
];

/** The playlist finishing filled, as the server answered it. */
export interface OnboardingPlaylist {
  /** Its name as it is now ('My First Playlist' unless renamed). */
  name: string;
  /** How many clips it holds. */
  videoCount: number;
  /** Its page, e.g. `/account/lists/{uuid}`. */
  href: string;
}

export interface OnboardingStepsProps {
  /**
   * Which state to show; see `OnboardingStepsStatus`.
   * @default 'ready'
   */
  status?: OnboardingStepsStatus;
  /**
   * The steps, in order.
   * @default ONBOARDING_STEPS
   */
  steps?: readonly OnboardingStep[];
  /** The current step's id, controlled (the onboarding's `onboardingStep`). Pair with `onStepChange`. */
  step?: string;
  /**
   * The first step when uncontrolled.
   * @default steps[0].id
   */
  defaultStep?: string;
  /** Called with the step to show after Next, Back or Skip. */
  onStepChange?: (stepId: string) => void;
  /**
   * Called when a step that reports progress is completed with Next (1-based number, as the update call's
   * `onboardingStepCompleted`).
   */
  onStepComplete?: (stepId: string, stepNumber: number) => void;
  /** Called when a step is skipped. */
  onSkip?: (stepId: string) => void;
  /** Called when the last step is completed or skipped (the update call's `onboardingIsFinish`). */
  onFinish?: () => void;
  /**
   * Whether the current step's content allows Next (e.g. a project type is chosen). Next stays focusable
   * but does nothing while false.
   * @default true
   */
  canAdvance?: boolean;
  /** The current step's content: the app renders the project type choice, collections or a clip to save. */
  children?: ReactNode;
  /** Called by the error state's retry button. */
  onRetry?: () => void;
  /**
   * The error state's message.
   * @default ONBOARDING_TEXT.error
   */
  errorMessage?: string;
  /**
   * The playlist the picked clips were saved to, from the server's answer: the finished state names it, says
   * how many clips it holds and links to it. Without one (no clip picked) nothing is said about a playlist.
   */
  playlist?: OnboardingPlaylist | null;
  /**
   * What the finished state says under its heading, in place of the sentence `playlist` gives.
   * @default ONBOARDING_TEXT.finishedWithPlaylist(…) with a playlist, else ONBOARDING_TEXT.finishedBody
   */
  finishedMessage?: ReactNode;
  /**
   * Where the finished state's main way onward, "Start exploring", goes: the search page.
   * @default the provider's `links.search` (see `ClipmarketProvider`)
   */
  exploreHref?: string;
  /**
   * Where the finished state's second way onward, "Go to my lists", goes when there is no `playlist`: the
   * account's playlists.
   * @default the provider's `links.lists` (see `ClipmarketProvider`)
   */
  listsHref?: string;
  /**
   * The component that renders the finished state's links, e.g. wouter's `Link`.
   * @default the `linkComponent` of `ClipmarketProvider`, else `'a'`
   */
  linkComponent?: VideoCardLinkComponent;
  /** Class of the root element. */
  className?: string;
}

/** The onboarding's steps: a progress list, the current step with its content, and Back, Skip and Next. */
export function OnboardingSteps({
  status = 'ready',
  steps = ONBOARDING_STEPS,
  step: controlledStep,
  defaultStep,
  onStepChange,
  onStepComplete,
  onSkip,
  onFinish,
  canAdvance = true,
  children,
  onRetry,
  errorMessage = ONBOARDING_TEXT.error,
  playlist = null,
  finishedMessage,
  exploreHref: givenExploreHref,
  listsHref: givenListsHref,
  linkComponent,
  className,
}: OnboardingStepsProps) {
  const providedLink = useLinkComponent();
  const Link = linkComponent ?? providedLink;
  const links = useClipmarketLinks('OnboardingSteps');
  const exploreHref = givenExploreHref ?? links.search;
  const listsHref = givenListsHref ?? links.lists;
  const [uncontrolledStep, setUncontrolledStep] = useState(defaultStep ?? steps[0]?.id ?? '');
  const currentId = controlledStep ?? uncontrolledStep;
  const index = Math.max(
    0,
    steps.findIndex((s) => s.id === currentId),
  );
  const current = steps[index];
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const descriptionId = useId();
  const finished = status === 'finished';
  const shownKey = finished ? 'finished' : currentId;
  const lastShown = useRef(shownKey);

  // When another step (or the finish) shows, focus goes to its heading so the reader starts at its top;
  // never on first render, which would pull focus away from wherever the page put it.
  useEffect(() => {
    if (lastShown.current === shownKey) return;
    lastShown.current = shownKey;
    headingRef.current?.focus();
  }, [shownKey]);

  const go = (nextIndex: number) => {
    const next = steps[nextIndex];
    if (!next) return;
    if (controlledStep === undefined) setUncontrolledStep(next.id);
    onStepChange?.(next.id);
  };

  const busy = status === 'saving';
  const last = index === steps.length - 1;
  const advance = () => {
    if (busy || !canAdvance || !current) return;
    if (current.reportsProgress) onStepComplete?.(current.id, index + 1);
    if (last) onFinish?.();
    else go(index + 1);
  };
  const skip = () => {
    if (busy || !current) return;
    onSkip?.(current.id);
    if (last) onFinish?.();
    else go(index + 1);
  };

  return (
    <section data-state={status} css={styles.root} className={className} aria-labelledby={headingId}>
      <div css={styles.progressHeader}>
        <p css={styles.stepOf}>
          {finished ? ONBOARDING_TEXT.done : ONBOARDING_TEXT.stepOf(index + 1, steps.length)}
        </p>
        <progress
          css={styles.bar}
          aria-label={ONBOARDING_TEXT.progress}
          aria-valuetext={finished ? ONBOARDING_TEXT.done : ONBOARDING_TEXT.stepOf(index + 1, steps.length)}
          max={steps.length}
          value={finished ? steps.length : index}
        />
      </div>

      <ol css={styles.steps} aria-label={ONBOARDING_TEXT.steps}>
        {steps.map((s, i) => {
          const state = finished || i < index ? 'complete' : i === index ? 'current' : 'upcoming';
          return (
            <li key={s.id} data-step-state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <span css={styles.marker} aria-hidden="true">
                {state === 'complete' ? <CheckIcon /> : i + 1}
              </span>
              <span css={styles.stepTitle}>
                {s.title}
                {state === 'complete' ? <VisuallyHidden> ({ONBOARDING_TEXT.done})</VisuallyHidden> : null}
              </span>
            </li>
          );
        })}
      </ol>

      <div css={styles.panel}>
        {finished ? (
          <>
            <h2 id={headingId} ref={headingRef} tabIndex={-1} css={styles.heading}>
              {ONBOARDING_TEXT.finishedTitle}
            </h2>
            <p css={styles.description}>
              {finishedMessage ??
                (playlist
                  ? ONBOARDING_TEXT.finishedWithPlaylist(playlist.name, playlist.videoCount)
                  : ONBOARDING_TEXT.finishedBody)}
            </p>
            <div css={styles.actions} data-finished="">
              <Link href={exploreHref} css={primaryButton}>
                {ONBOARDING_TEXT.explore}
              </Link>
              {playlist ? (
                <Link href={playlist.href} css={secondaryButton}>
                  {ONBOARDING_TEXT.openPlaylist(playlist.name)}
                </Link>
              ) : (
                <Link href={listsHref} css={secondaryButton}>
                  {ONBOARDING_TEXT.lists}
                </Link>
              )}
            </div>
          </>
        ) : current ? (
          <>
            <h2
              id={headingId}
              ref={headingRef}
              tabIndex={-1}
              css={styles.heading}
              aria-describedby={descriptionId}
            >
              {current.title}
            </h2>
            <p id={descriptionId} css={styles.description}>
              {current.description}
            </p>
            {status === 'loading' ? (
              <p role="status" css={styles.loading}>
                <Spinner />
                {ONBOARDING_TEXT.loading}
              </p>
            ) : (
              <div css={styles.content}>{children}</div>
            )}
            {status === 'error' ? (
              <InlineAlert tone="error" onRetry={onRetry} retryLabel={ONBOARDING_TEXT.retry}>
                {errorMessage}
              </InlineAlert>
            ) : null}
            <div css={styles.actions}>
              {index > 0 ? (
                <Button
                  css={styles.back}
                  aria-disabled={busy || undefined}
                  onClick={() => !busy && go(index - 1)}
                >
                  {ONBOARDING_TEXT.back}
                </Button>
              ) : null}
              {current.skippable ? (
                <Button
                  variant="ghost"
                  aria-disabled={busy || status === 'loading' || undefined}
                  onClick={() => status !== 'loading' && skip()}
                >
                  {ONBOARDING_TEXT.skip}
                </Button>
              ) : null}
              <Button
                variant="primary"
                loading={busy}
                css={styles.next}
                aria-disabled={busy || !canAdvance || status === 'loading' || undefined}
                onClick={() => status !== 'loading' && advance()}
              >
                {busy ? ONBOARDING_TEXT.saving : last ? ONBOARDING_TEXT.finish : ONBOARDING_TEXT.next}
              </Button>
            </div>
          </>
        ) : null}
      </div>
    </section>
  );
}
