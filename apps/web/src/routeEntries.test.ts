import { PAGES, type PageName } from '@clipmarket/core';
import { describe, expect, it } from 'vitest';
import { accountRoutes } from './features/account';
import { authRoutes } from './features/auth';
import { browseRoutes } from './features/browse';
import { clipRoutes } from './features/clip';
import { commerceRoutes } from './features/commerce';
import { contentRoutes } from './features/content';
import { licencesRoutes } from './features/licences';
import { playlistsRoutes } from './features/playlists';
import { searchRoutes } from './features/search';
import { teamRoutes } from './features/teams';

const FEATURES = {
  account: accountRoutes,
  auth: authRoutes,
  browse: browseRoutes,
  clip: clipRoutes,
  commerce: commerceRoutes,
  content: contentRoutes,
  licences: licencesRoutes,
  playlists: playlistsRoutes,
  search: searchRoutes,
  teams: teamRoutes,
};

describe("the features' route entries", () => {
  it('give every page of the page table to exactly one feature', () => {
    const owners = new Map<string, string[]>();
    for (const [feature, entries] of Object.entries(FEATURES)) {
      for (const page of Object.keys(entries)) owners.set(page, [...(owners.get(page) ?? []), feature]);
    }
    const claimedTwice = [...owners].filter(([, features]) => features.length > 1);
    expect(claimedTwice).toEqual([]);
    expect([...owners.keys()].sort()).toEqual((Object.keys(PAGES) as PageName[]).sort());
  });
});
