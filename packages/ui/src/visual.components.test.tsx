// Visual regression of the key states of the search, playlist, overlay, commerce and browse components (issue 4),
// with the harness and rules of visual.test.tsx: a first run without a reference writes it and fails by design.
import { composeStories } from '@storybook/react-vite';
import { describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { show } from './visualHarness';
import * as BulkPlaylistPopup from './components/BulkPlaylistPopup/BulkPlaylistPopup.features.stories';
import * as CartSummary from './components/CartSummary/CartSummary.features.stories';
import * as ConsentManager from './components/ConsentManager/ConsentManager.features.stories';
import * as CreatePlaylistInput from './components/CreatePlaylistInput/CreatePlaylistInput.features.stories';
import * as DownloadStatus from './components/DownloadStatus/DownloadStatus.features.stories';
import * as FilterPanel from './components/FilterPanel/FilterPanel.features.stories';
import * as HistoryTable from './components/HistoryTable/HistoryTable.features.stories';
import * as HistoryTableStories from './components/HistoryTable/HistoryTable.stories';
import * as InquiryForm from './components/InquiryForm/InquiryForm.features.stories';
import * as LoginModal from './components/LoginModal/LoginModal.features.stories';
import * as OnboardingSteps from './components/OnboardingSteps/OnboardingSteps.features.stories';
import * as Pagination from './components/Pagination/Pagination.features.stories';
import * as PlaylistPopup from './components/PlaylistPopup/PlaylistPopup.features.stories';
import * as ResultsGrid from './components/ResultsGrid/ResultsGrid.features.stories';
import * as SavedListItem from './components/SavedListItem/SavedListItem.features.stories';
import * as SearchBar from './components/SearchBar/SearchBar.features.stories';
import * as SearchFeedbackModal from './components/SearchFeedbackModal/SearchFeedbackModal.features.stories';
import * as UsageDeclaration from './components/UsageDeclaration/UsageDeclaration.features.stories';
import * as VideoDetails from './components/VideoDetails/VideoDetails.features.stories';
import * as VideoPlayer from './components/VideoPlayer/VideoPlayer.features.stories';
import * as WireFeed from './components/WireFeed/WireFeed.features.stories';

type Shown = Parameters<typeof show>[0];

/** A story laid out inline, pictured as its canvas. */
async function canvasShot(story: Shown, name: string, width: number, height?: number) {
  const canvas = await show(story, width, height);
  await expect.element(page.elementLocator(canvas)).toMatchScreenshot(name);
}

/** A story that opens a modal dialog, pictured as the dialog. */
async function dialogShot(story: Shown, name: string, width: number, height = 900) {
  await show(story, width, height);
  await expect.element(page.getByRole('dialog')).toMatchScreenshot(name);
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
  test('results as a list on a phone', () => canvasShot(grid.ListMobile, 'results-list-mobile', 375, 1400));
});

describe('playlists', () => {
  const popup = composeStories(PlaylistPopup);
  const bulk = composeStories(BulkPlaylistPopup);
  const create = composeStories(CreatePlaylistInput);
  const row = composeStories(SavedListItem);

  test('a row toggling, disabled with its spinner', () =>
    dialogShot(popup.Toggling, 'playlist-popup-toggling', 1280));
  test('the full-playlist message', () => dialogShot(popup.PlaylistFull, 'playlist-popup-full', 1280));
  test('many clips added at once', () => dialogShot(bulk.Added, 'bulk-playlist-popup-added', 1280));
  test('a playlist name that is too short', () =>
    canvasShot(create.InvalidTooShort, 'create-playlist-too-short', 480, 300));
  test('a saved clip in the cart', () => canvasShot(row.InCart, 'saved-list-item-in-cart', 1024, 300));
  test('a saved clip that could not be removed', () =>
    canvasShot(row.RemoveFailed, 'saved-list-item-remove-failed', 375, 400));
  test('a saved clip on a phone: the cart leads, Remove is a compact icon', () =>
    canvasShot(row.Mobile, 'saved-list-item-mobile', 375, 400));
  test('a saved clip with its folder control inside the card', () =>
    canvasShot(row.WithRowControls, 'saved-list-item-row-controls', 375, 400));
});

describe('overlays', () => {
  const login = composeStories(LoginModal);
  const consent = composeStories(ConsentManager);
  const feedback = composeStories(SearchFeedbackModal);

  test('sign-in refused', () => dialogShot(login.WrongPassword, 'login-modal-wrong-password', 1280));
  test('sign-in on a phone', () => dialogShot(login.Mobile, 'login-modal-mobile', 375, 812));
  test('the consent manager on a first visit', () =>
    dialogShot(consent.FirstVisit, 'consent-first-visit', 1280));
  test('the search feedback question', () => dialogShot(feedback.Question, 'search-feedback-question', 1280));
});

describe('commerce', () => {
  const download = composeStories(DownloadStatus);
  const cart = composeStories(CartSummary);
  const usage = composeStories(UsageDeclaration);
  const inquiry = composeStories(InquiryForm);

  test('a download in progress', () => canvasShot(download.InProgress, 'download-in-progress', 640, 300));
  test('a download ready', () => canvasShot(download.Completed, 'download-completed', 640, 300));
  test('a cart ready for checkout', () => canvasShot(cart.Ready, 'cart-summary-ready', 1024, 1200));
  test('a cart that needs an inquiry', () =>
    canvasShot(cart.NotReadyForOnlineShop, 'cart-summary-inquiry', 1024, 1200));
  test('a month declared', () => canvasShot(usage.Declared, 'usage-declared', 1024, 1400));
  test('an inquiry with errors', () => canvasShot(inquiry.ValidationErrors, 'inquiry-errors', 1024, 2000));
});

describe('browse', () => {
  const wire = composeStories(WireFeed);
  const details = composeStories(VideoDetails);
  const player = composeStories(VideoPlayer);
  const history = composeStories(HistoryTable);
  const historyBase = composeStories(HistoryTableStories);
  const onboarding = composeStories(OnboardingSteps);

  test('the wire grouped by day, on a desktop', () =>
    canvasShot(wire.GroupedByDay, 'wire-by-day', 1280, 1900));
  test('the wire as a list on a phone', () => canvasShot(wire.MobileList, 'wire-list-mobile', 375, 3200));
  test('an empty wire with trending clips', () =>
    canvasShot(wire.EmptyWithTrending, 'wire-empty-trending', 1280, 900));
  test('a wire whose next page failed', () =>
    canvasShot(wire.LoadMoreFailed, 'wire-load-more-failed', 1280, 1600));
  test('clip details on a phone', () => canvasShot(details.Mobile, 'video-details-mobile', 375, 4600));
  test('clip details for staff, with additional info', () =>
    canvasShot(details.StaffAdditionalInfo, 'video-details-staff', 1280, 1600));
  test('a player whose media failed', () => canvasShot(player.MediaFailed, 'video-player-failed', 960, 700));
  // The caption stays above the column headers (a flex caption once fell between the headers and the rows).
  test('history on a desktop', () => canvasShot(historyBase.Default, 'history-desktop', 1280, 1400));
  test('history on a phone', () => canvasShot(history.Mobile, 'history-mobile', 375, 2000));
  test('history filtered to nothing', () => canvasShot(history.NoMatch, 'history-no-match', 1280, 800));
  test('onboarding part way through', () =>
    canvasShot(onboarding.Progress, 'onboarding-progress', 1024, 900));
});
