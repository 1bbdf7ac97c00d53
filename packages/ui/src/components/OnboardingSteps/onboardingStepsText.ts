/**
 * Texts of the onboarding (spec sections 3, 4, 7 and 9: onboardingStep, progress reported for steps 2, 3
 * and 4, the update call's project type, collections and video, and the 'My First Playlist' default); the
 * spec names the steps' data but not their words, so the wording is ours. They belong in @clipmarket/core
 * once core is open for edits.
 */
export const ONBOARDING_TEXT = {
  /** Accessible name of the progress list. */
  progress: 'Onboarding progress',
  /** Accessible name of the list of steps. */
  steps: 'Onboarding steps',
  /** 'Step 2 of 4'. */
  stepOf: (n: number, total: number): string => `Step ${n} of ${total}`,
  done: 'Done',
  current: 'Current step',
  next: 'Next',
  back: 'Back',
  skip: 'Skip this step',
  finish: 'Finish',
  saving: 'Saving…',
  loading: 'Setting up your onboarding…',
  error: 'Your progress could not be saved.',
  retry: 'Try again',
  finishedTitle: 'You are all set',
  /** The finished state's main way onward, to the search page. */
  explore: 'Start exploring',
  /** The finished state's second way onward, to the account's playlists. */
  lists: 'Go to my lists',
  /** The finished state without a playlist (no clip was picked): nothing is claimed about one. */
  finishedBody:
    'Search the library for your project, and save the clips you like to a playlist from their cards.',
  /** The finished state with the playlist the picked clips went to, e.g. 'My First Playlist holds 3 clips.' */
  finishedWithPlaylist: (name: string, count: number): string =>
    `${name} holds ${count === 0 ? 'no clips' : count === 1 ? '1 clip' : `${count} clips`}.`,
  /** The finished state's link to that playlist. */
  openPlaylist: (name: string): string => `Open ${name}`,
} as const;
