import { matchPage, type PageName, pathInApp } from '@clipmarket/core';

/**
 * A clip's page's own words: headings, labels and states the spec names but does not word. Spec messages come
 * from `@clipmarket/core` (`MESSAGES.noVideoFound`, ...).
 */
export const CLIP_COPY = {
  documentTitle: (title: string): string => `${title} — Clipmarket`,
  loadingTitle: 'Loading clip — Clipmarket',
  license: 'License this clip',
  save: 'Save to playlist',
  /** The same button once the clip is in one of the user's playlists (it opens the popup to change that). */
  saved: 'Saved to playlist',
  tagsLabel: 'Tags: each opens a search for clips with that tag',
  tagLink: (tag: string): string => `Search clips tagged ${tag}`,
  notFoundBody: 'There is no clip with this id. It may have been removed, or the link may be mistyped.',
  searchLink: 'Search the library',
  homeLink: 'Back to the home page',
  errorHeading: 'This clip could not be loaded',
  errorBody: 'Something went wrong on our side. Please try again.',
  similarLabel: 'Similar clips',
  similarEmpty: 'No similar clips found.',
  similarError: 'Similar clips could not be loaded.',
  back: 'Back',
  backTo: (place: string): string => `Back to ${place}`,
  moreInfoHeading: 'More about this clip',
  moreInfoBody: 'Log in to see its library, downloads, resolution and footage type.',
  moreInfoAction: 'Log in to see more',
  /** The login modal's reason when a visitor asks for a comp (ADR 83). */
  compLogIn: 'Log in to download a comp: a free watermarked copy of this clip to try in your edit.',
  /** Said before each tag's link, for assistive technology only: "Search clips tagged dog". */
  tagSearchPrefix: 'Search clips tagged',
} as const;

/** Where a "back" link returns to, named for its label: "Back to search results". */
export function backPlace(prevPath: string): string | null {
  const path = pathInApp(prevPath.split('?')[0] ?? '');
  const page = path === null ? null : matchPage(path);
  return page ? (BACK_PLACES[page.page] ?? null) : null;
}

/** The pages a "back" link names, by their name in the page table. */
const BACK_PLACES: Partial<Record<PageName, string>> = {
  search: 'search results',
  similarClips: 'search results',
  wire: 'the wire',
  collection: 'the collection',
  collections: 'collections',
  lists: 'your list',
  playlist: 'your list',
  view: 'the previous clip',
  home: 'the home page',
};
