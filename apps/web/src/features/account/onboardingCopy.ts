import type { OnboardingState } from '@clipmarket/core';

/** The project types of the update call's `onboardingProjectType`. */
export type OnboardingProjectType = NonNullable<OnboardingState['onboardingProjectType']>;

const clips = (n: number) => (n === 1 ? '1 clip' : `${n} clips`);

/**
 * Texts of the onboarding page (spec sections 3, 4 and 7 name its data, not its words; the wording is ours).
 * The steps' own texts are the component's (`ONBOARDING_STEPS`, `ONBOARDING_TEXT` in @clipmarket/ui).
 */
export const ONBOARDING_PAGE_COPY = {
  heading: 'Get started',
  checking: 'Checking your session…',
  signInReason: 'to set up your account',
  projectTypeLegend: 'Project type',
  /** One label per project type of the contract (a type added there fails the build until it has one). */
  projectTypes: {
    social: 'Social media',
    advertising: 'Advertising',
    'tv-film': 'TV or film',
    editorial: 'News and editorial',
    other: 'Something else',
  } satisfies Record<OnboardingProjectType, string>,
  collectionsLegend: 'Collections',
  collectionsFailed: 'The collections could not be loaded.',
  clipsHeading: 'Trending clips',
  clipsFailed: 'The clips could not be loaded.',
  /** Under the clips: how many are picked, and where finishing puts them (the server's list when known). */
  picked: (count: number, playlistName: string): string =>
    count === 0
      ? `No clip picked yet. Press a clip’s save button to pick it for ${playlistName}.`
      : `${clips(count)} picked: finishing saves ${count === 1 ? 'it' : 'them'} to ${playlistName}.`,
} as const;
