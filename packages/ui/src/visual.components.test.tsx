// Visual regression of key states of the search, playlist, commerce and browse components (issue 4) at widths of
// their own (a desktop at 1280 px, a phone for stories without one), with the harness and rules of
// visual.test.tsx: a first run without a reference writes it and fails by design. Every story is also pictured
// at its own width by visual.stories.test.tsx (ADR 44); the states it pictures the same way were dropped here.
import { composeStories } from '@storybook/react-vite';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { show } from './visualHarness';
import * as CreatePlaylistInput from './components/CreatePlaylistInput/CreatePlaylistInput.features.stories';
import * as DownloadStatus from './components/DownloadStatus/DownloadStatus.features.stories';
import * as FilterPanel from './components/FilterPanel/FilterPanel.features.stories';
import * as HistoryTable from './components/HistoryTable/HistoryTable.features.stories';
import * as HistoryTableStories from './components/HistoryTable/HistoryTable.stories';
import * as Pagination from './components/Pagination/Pagination.features.stories';
import * as ResultsGrid from './components/ResultsGrid/ResultsGrid.features.stories';
import * as SavedListItem from './components/SavedListItem/SavedListItem.features.stories';
import * as SearchBar from './components/SearchBar/SearchBar.features.stories';
import * as VideoDetails from './components/VideoDetails/VideoDetails.features.stories';
import * as VideoPlayer from './components/VideoPlayer/VideoPlayer.features.stories';
import * as WireFeed from './components/WireFeed/WireFeed.features.stories';

type Shown = Parameters<typeof show>[0];

/** A story laid out inline, pictured as its canvas. */
async function canvasShot(story: Shown, name: string, width: number, height?: number) {
  const canvas = await show(story, width, height);
  await expect.element(page.elementLocator(canvas)).toMatchScreenshot(name);
}

describe('search', () => {
  const filters = composeStories(FilterPanel);
  const bar = composeStories(SearchBar);
  const pages = composeStories(Pagination);
  const grid = composeStories(ResultsGrid);

  // Tall enough for the whole panel: its sticky footer would otherwise sit on the viewport's bottom edge.
  test('the filter panel with filters applied, on a desktop', () =>
    canvasShot(filters.FiltersApplied, 'filter-panel-applied', 1280, 3400));
  test('the duration range refusing a start after its end', () =>
    canvasShot(filters.DurationStartAfterEnd, 'filter-panel-duration-error', 1280, 3400));
  test('the search box with suggestions open', () =>
    canvasShot(bar.Suggestions, 'search-bar-suggestions', 640, 500));
  test('pagination in the middle of many pages', () =>
    canvasShot(pages.MiddlePage, 'pagination-middle', 1024, 200));
  test('zero hits, with trending clips instead', () =>
    canvasShot(grid.ZeroHits, 'results-zero-hits', 1280, 1200));
  test('bulk selection across the grid', () =>
    canvasShot(grid.BulkSelect, 'results-bulk-select', 1280, 1200));
  test('results as a list, with select mode', () =>
    canvasShot(grid.ListSelectMode, 'results-list-select', 1280, 1200));
});

describe('playlists', () => {
  const create = composeStories(CreatePlaylistInput);
  const row = composeStories(SavedListItem);

  test('a playlist name that is too short', () =>
    canvasShot(create.InvalidTooShort, 'create-playlist-too-short', 480, 300));
  test('a saved clip that could not be removed', () =>
    canvasShot(row.RemoveFailed, 'saved-list-item-remove-failed', 375, 400));
});

describe('commerce', () => {
  const download = composeStories(DownloadStatus);

  test('a download in progress', () => canvasShot(download.InProgress, 'download-in-progress', 640, 300));
  test('a download ready', () => canvasShot(download.Completed, 'download-completed', 640, 300));
});

describe('browse', () => {
  const wire = composeStories(WireFeed);
  const details = composeStories(VideoDetails);
  const player = composeStories(VideoPlayer);
  const history = composeStories(HistoryTable);
  const historyBase = composeStories(HistoryTableStories);

  test('the wire grouped by day, on a desktop', () =>
    canvasShot(wire.GroupedByDay, 'wire-by-day', 1280, 1900));
  test('an empty wire with trending clips', () =>
    canvasShot(wire.EmptyWithTrending, 'wire-empty-trending', 1280, 900));
  test('a wire whose next page failed', () =>
    canvasShot(wire.LoadMoreFailed, 'wire-load-more-failed', 1280, 1600));
  test('clip details for staff, with additional info', () =>
    canvasShot(details.StaffAdditionalInfo, 'video-details-staff', 1280, 1600));
  test('a player whose media failed', () => canvasShot(player.MediaFailed, 'video-player-failed', 960, 700));
  // The caption stays above the column headers (a flex caption once fell between the headers and the rows).
  test('history on a desktop', () => canvasShot(historyBase.Default, 'history-desktop', 1280, 1400));
  test('history filtered to nothing', () => canvasShot(history.NoMatch, 'history-no-match', 1280, 800));
});
