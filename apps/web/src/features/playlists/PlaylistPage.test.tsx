import {
  CARD_TEXT,
  displayTitle,
  formatMessage,
  FULFILMENT_MESSAGES,
  MESSAGES,
  addCartPlaylistEndpoint,
  playlistDownloadEndpoint,
  playlistEndpoints,
  playlistReviewsEndpoint,
  toFastifyPath,
} from '@clipmarket/core';
import { CLIP_REVIEW_LOG_TEXT, PLAYLIST_POPUP_TEXT } from '@clipmarket/ui';
import {
  apiErrorBody,
  authHandlers,
  commerceRoutes,
  commerceState,
  PLAYLIST_SHARE_TOKEN,
  PLAYLIST_UUIDS,
  playlistDownloadHandlers,
  playlistHandlers,
  playlistReviewHandlers,
  playlistVideoFixtures,
  videoFixtures,
  videoGrid,
} from '@clipmarket/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { PLAYLIST_CART_COPY } from '../commerce';
import { PLAYLIST_COPY } from './copy';
import { REVIEW_COPY } from './shareCopy';
import { renderApp, signedInBefore } from '../../test/renderApp';

const FIRST_PAINT = { timeout: 5_000 };
const signedIn = () => ({ auth: authHandlers.signedIn(), playlists: playlistHandlers.list() });
const main = () => screen.getByRole('main');
const PETS = `/account/lists/${PLAYLIST_UUIDS.pets}`;
const clip = videoFixtures.cleared;

describe('a playlist page', () => {
  it('shows the playlist, its folders and its clips', async () => {
    await renderApp(`/account/lists/${PLAYLIST_UUIDS.roadTrips}`, {
      handlers: signedIn(),
      persisted: signedInBefore,
    });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Road trips and wild weather on the highways of the world' },
        // The first test of the file loads the page's code cold.
        FIRST_PAINT,
      ),
    ).toBeVisible();
    const folders = await screen.findByRole('complementary', { name: 'Folders' });
    expect(await within(folders).findByRole('link', { name: /Highways/ })).toBeVisible();
    expect(await within(main()).findAllByRole('button', { name: /^Remove/ })).toHaveLength(4);
  });

  it('opens a folder and shows only its clips', async () => {
    await renderApp(`/account/lists/${PLAYLIST_UUIDS.roadTrips}`, {
      handlers: signedIn(),
      persisted: signedInBefore,
    });
    const folders = await screen.findByRole('complementary', { name: 'Folders' });
    await userEvent.click(await within(folders).findByRole('link', { name: /Weather/ }));
    expect(await screen.findByRole('heading', { level: 1, name: /\/ Weather$/ })).toBeVisible();
    await waitFor(() => expect(within(main()).getAllByRole('button', { name: /^Remove/ })).toHaveLength(1));
  });

  it('inside a folder, each button names what it acts on: the folder, never the whole playlist', async () => {
    await renderApp(`/account/lists/${PLAYLIST_UUIDS.roadTrips}`, {
      handlers: signedIn(),
      persisted: signedInBefore,
    });
    const folders = await screen.findByRole('complementary', { name: 'Folders' });
    await userEvent.click(await within(folders).findByRole('link', { name: /Weather/ }));
    const group = await screen.findByRole('group', { name: PLAYLIST_COPY.folderActions('Weather') });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Rename folder', 'Edit folder description', 'Delete folder']);
    await waitFor(() => expect(within(main()).getAllByRole('button', { name: /^Remove/ })).toHaveLength(1));
    // "License all" adds every clip of the playlist: not offered among one folder's clips.
    expect(within(main()).queryByRole('button', { name: /^License all/ })).toBeNull();
    // The playlist's own actions are not on a folder's page either.
    expect(screen.queryByRole('button', { name: 'Copy share link' })).toBeNull();
    // The rename acts on the folder, as its dialog says.
    await userEvent.click(within(group).getByRole('button', { name: 'Rename folder' }));
    expect(screen.getByRole('dialog', { name: 'Rename folder' })).toBeVisible();
  });

  it('keeps a clip’s folder control inside the clip’s card', async () => {
    await renderApp(`/account/lists/${PLAYLIST_UUIDS.roadTrips}`, {
      handlers: signedIn(),
      persisted: signedInBefore,
    });
    const loose = displayTitle(videoGrid[5]!);
    const picker = await within(main()).findByRole('combobox', { name: `Folder for ${loose}` });
    const card = picker.closest('article')!;
    expect(card).not.toBeNull();
    expect(within(card).getByRole('heading', { name: loose })).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Add to folder' })).toBeVisible();
  });

  it('sends an old share link (?share=) to the public shared page, without asking to sign in', async () => {
    await renderApp(`/account/lists/${PLAYLIST_UUIDS.pets}?share=${PLAYLIST_SHARE_TOKEN}`, {
      handlers: { auth: authHandlers.signedOut(), playlists: playlistHandlers.list() },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pets' }, FIRST_PAINT)).toBeVisible();
    expect(window.location.pathname).toBe(`/licensing/shared/${PLAYLIST_UUIDS.pets}`);
    expect(new URLSearchParams(window.location.search).get('share')).toBe(PLAYLIST_SHARE_TOKEN);
  });

  it('creates a folder', async () => {
    await renderApp(PETS, { handlers: signedIn(), persisted: signedInBefore });
    await userEvent.click(await screen.findByRole('button', { name: 'New folder' }));
    const dialog = screen.getByRole('dialog', { name: 'Create a folder' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Cats');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pets / Cats' })).toBeVisible();
  });

  it('removes a clip after asking, and says so', async () => {
    await renderApp(PETS, { handlers: signedIn(), persisted: signedInBefore });
    await userEvent.click(await within(main()).findByRole('button', { name: `Remove JV#${clip.jmId}` }));
    const confirm = screen.getByRole('dialog', { name: /^Remove/ });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(MESSAGES.videoRemovedFromPlaylist)).toBeVisible();
    await waitFor(() =>
      expect(within(main()).queryByRole('button', { name: `Remove JV#${clip.jmId}` })).toBeNull(),
    );
  });

  it('removes a clip from the open folder only: the playlist keeps it', async () => {
    const removed: string[] = [];
    const handlers = signedIn();
    await renderApp(`/account/lists/${PLAYLIST_UUIDS.roadTrips}`, {
      handlers: {
        ...handlers,
        playlists: [
          http.delete(toFastifyPath(playlistEndpoints.removeVideo.path), ({ request }) => {
            removed.push(new URL(request.url).pathname);
          }),
          http.delete(toFastifyPath(playlistEndpoints.removeFolderVideo.path), ({ request }) => {
            removed.push(new URL(request.url).pathname);
          }),
          ...handlers.playlists,
        ],
      },
      persisted: signedInBefore,
    });
    const folders = await screen.findByRole('complementary', { name: 'Folders' });
    await userEvent.click(await within(folders).findByRole('link', { name: /Weather/ }));
    await waitFor(() => expect(within(main()).getAllByRole('button', { name: /^Remove/ })).toHaveLength(1));
    await userEvent.click(within(main()).getByRole('button', { name: /^Remove/ }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: /^Remove/ })).getByRole('button', { name: 'Remove' }),
    );
    expect(await screen.findByText(MESSAGES.videoRemovedFromPlaylist)).toBeVisible();
    expect(removed).toHaveLength(1);
    expect(removed[0]).toMatch(/\/folders\/[^/]+\/videos\/[^/]+$/);
  });

  it('adds a clip of the playlist to one of its folders, and the folder counts it', async () => {
    await renderApp(`/account/lists/${PLAYLIST_UUIDS.roadTrips}`, {
      handlers: signedIn(),
      persisted: signedInBefore,
    });
    const folders = await screen.findByRole('complementary', { name: 'Folders' });
    const weatherCount = () =>
      Number(
        within(folders)
          .getByRole('link', { name: /Weather/ })
          .textContent?.match(/(\d+)\s*$/)?.[1],
      );
    await within(folders).findByRole('link', { name: /Weather/ });
    const before = weatherCount();
    // This clip of the fixture playlist is in no folder yet.
    const loose = displayTitle(videoGrid[5]!);
    const picker = await within(main()).findByRole('combobox', { name: `Folder for ${loose}` });
    await userEvent.selectOptions(picker, 'Weather');
    await userEvent.click(within(picker.closest('form')!).getByRole('button', { name: 'Add to folder' }));
    expect(await screen.findByText('Added to the folder Weather.')).toBeVisible();
    await waitFor(() => expect(weatherCount()).toBe(before + 1));
  });

  it('keeps the clip and says the remove failed when the server refuses', async () => {
    const failingRemove = http.delete(toFastifyPath(playlistEndpoints.removeVideo.path), () =>
      HttpResponse.json(apiErrorBody(500, MESSAGES.serverError), { status: 500 }),
    );
    await renderApp(PETS, {
      handlers: { auth: authHandlers.signedIn(), playlists: [failingRemove, ...playlistHandlers.list()] },
      persisted: signedInBefore,
    });
    await userEvent.click(await within(main()).findByRole('button', { name: `Remove JV#${clip.jmId}` }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: /^Remove/ })).getByRole('button', { name: 'Remove' }),
    );
    expect(await within(main()).findByText(MESSAGES.removeFailed)).toBeVisible();
    expect(within(main()).getByRole('button', { name: `Remove JV#${clip.jmId}` })).toBeVisible();
  });

  it('says clearly when the playlist does not exist, with a way back to the lists', async () => {
    await renderApp('/account/lists/6f1c2a4e-8d3b-4c1a-9e2f-000000000000', {
      handlers: signedIn(),
      persisted: signedInBefore,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Playlist not found' })).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Back to my lists' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'My lists' })).toBeVisible();
  });

  it('offers a retry when the playlist cannot be loaded', async () => {
    await renderApp(PETS, {
      handlers: { auth: authHandlers.signedIn(), playlists: playlistHandlers.failing() },
      persisted: signedInBefore,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This playlist could not be loaded.' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

describe('licensing from a playlist', () => {
  const withCart = (state = commerceState()) => ({
    handlers: { ...signedIn(), commerce: commerceRoutes(state) },
    persisted: signedInBefore,
  });

  it('adds a row’s clip to the cart at the tier chosen, and removes it again', async () => {
    const state = commerceState();
    await renderApp(PETS, withCart(state));
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: PLAYLIST_CART_COPY.playlistTierLabel }, FIRST_PAINT),
      'superPro',
    );

    await userEvent.click(await within(main()).findByRole('button', { name: `Add to cart JV#${clip.jmId}` }));

    expect(await screen.findByText(MESSAGES.videoAddedToCart, {}, FIRST_PAINT)).toBeVisible();
    expect(screen.getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      `/licensing/checkout/${PLAYLIST_UUIDS.pets}`,
    );
    expect(state.lines).toMatchObject([
      { id: clip.jmId, tier: 'superPro', playlistUUID: PLAYLIST_UUIDS.pets },
    ]);
    const row = within(main()).getByRole('article', { name: displayTitle(clip) });
    expect(await within(row).findByText('In cart: Super Pro')).toBeVisible();

    await userEvent.click(within(row).getByRole('button', { name: `Remove from cart JV#${clip.jmId}` }));
    await waitFor(() => expect(state.lines).toEqual([]));
    expect(await within(row).findByRole('button', { name: `Add to cart JV#${clip.jmId}` })).toBeVisible();
  });

  it('licenses the whole playlist at one tier, then offers its checkout', async () => {
    const state = commerceState();
    await renderApp(PETS, withCart(state));

    await userEvent.click(
      await screen.findByRole('button', { name: PLAYLIST_CART_COPY.licenseAll('Basic Pro') }, FIRST_PAINT),
    );

    expect(await screen.findByText('3 clips added to cart at Basic Pro', {}, FIRST_PAINT)).toBeVisible();
    expect(state.lines).toHaveLength(3);
    expect(state.lines.every((line) => line.tier === 'basicPro')).toBe(true);
    await userEvent.click(await screen.findByRole('link', { name: PLAYLIST_CART_COPY.checkoutPlaylist }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Checkout of a playlist' }, FIRST_PAINT),
    ).toBeVisible();
  });

  it("shows what the shared playlist's guests decided, and licenses the approved clips in one step", async () => {
    const state = commerceState();
    const sent: unknown[] = [];
    const spy = http.post(toFastifyPath(addCartPlaylistEndpoint.path), async ({ request }) => {
      sent.push(await request.clone().json());
    });
    await renderApp(PETS, {
      ...withCart(state),
      handlers: {
        ...withCart(state).handlers,
        commerce: [spy, ...commerceRoutes(state)],
        playlistReviews: playlistReviewHandlers.reviewed(),
      },
    });
    const panel = await screen.findByRole('region', { name: REVIEW_COPY.heading }, FIRST_PAINT);
    // Two guests; the first clip approved by both, the second disputed: one clip counts as approved.
    expect(
      within(panel).getByText(`${REVIEW_COPY.guests(2)} · ${REVIEW_COPY.approvedCount(1)}`),
    ).toBeVisible();
    expect(within(panel).getByText('Logo visible at 0:04.')).toBeVisible();
    await userEvent.click(within(panel).getByRole('button', { name: REVIEW_COPY.licenseApproved }));
    await waitFor(() => expect(sent).toEqual([{ tier: 'basicPro', approvedOnly: true }]));
  });

  it("shows colleagues' comments on a playlist nobody was sent a link to, with nothing to approve", async () => {
    const comment = {
      id: '9',
      guest: { name: 'Milo Brandt', email: 'milo@northwind.example' },
      from: 'team' as const,
      decision: null,
      comment: 'The client may ask for the uncropped take.',
      at: new Date().toISOString(),
    };
    const colleagueOnly = http.get(toFastifyPath(playlistReviewsEndpoint.path), ({ params }) =>
      HttpResponse.json({
        guests: 0,
        clips: [
          { jmId: playlistVideoFixtures[String(params.uuid)]![0]!.jmId, title: null, entries: [comment] },
        ],
      }),
    );
    await renderApp(PETS, {
      handlers: { ...signedIn(), playlistReviews: [colleagueOnly, ...playlistReviewHandlers.none()] },
      persisted: signedInBefore,
    });
    const panel = await screen.findByRole('region', { name: REVIEW_COPY.heading }, FIRST_PAINT);
    expect(within(panel).getByText(comment.comment)).toBeVisible();
    expect(within(panel).getByText(CLIP_REVIEW_LOG_TEXT.colleague)).toBeVisible();
    expect(within(panel).queryByRole('button', { name: REVIEW_COPY.licenseApproved })).toBeNull();
    expect(within(panel).queryByText(REVIEW_COPY.guests(0), { exact: false })).toBeNull();
  });

  it('marks the clips the user holds a licence for', async () => {
    await renderApp(PETS, withCart(commerceState([], { licensed: [clip.jmId] })));

    const row = await within(main()).findByRole('article', { name: displayTitle(clip) }, FIRST_PAINT);
    expect(await within(row).findByText(CARD_TEXT.licensed)).toBeVisible();
  });
});

describe('downloading a playlist', () => {
  const PETS_NAME = 'Pets';
  /** The owner on the Pets page, with the download service given and every read of it counted. */
  function withDownloads(service: ReturnType<typeof playlistDownloadHandlers.none>) {
    const reads: string[] = [];
    const counting = http.post(toFastifyPath(playlistDownloadEndpoint.path), ({ request }) => {
      reads.push(new URL(request.url).pathname);
    });
    return {
      reads,
      options: {
        handlers: { ...signedIn(), playlistDownloads: [counting, ...service] },
        persisted: signedInBefore,
      },
    };
  }

  it('starts with Download all, shows it in progress, and reads it at once on coming back to the lists', async () => {
    const { reads, options } = withDownloads(playlistDownloadHandlers.none());
    await renderApp(PETS, options);

    await userEvent.click(await screen.findByRole('button', { name: 'Download all' }, FIRST_PAINT));

    const status = await screen.findByRole('group', { name: `Download of ${PETS_NAME}` }, FIRST_PAINT);
    expect(await within(status).findByText(MESSAGES.downloadInProgress)).toBeVisible();
    expect(reads).toHaveLength(1);

    // Away from the lists pages polling stops; back on them the status is read at once, not in 15 s.
    // On a phone the sections are in the header's menu.
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Search' }));
    await waitFor(() => expect(window.location.pathname).toBe('/licensing/search'));
    window.history.back();

    const link = await screen.findByRole('link', { name: `Download ${PETS_NAME}` }, FIRST_PAINT);
    expect(link).toHaveAttribute('href', `/api/playlist/${PLAYLIST_UUIDS.pets}/download/file`);
    expect(link).toHaveAttribute('download');
    expect(reads).toHaveLength(2);
  });

  it('shows how far a running download has got: a bar, and the clips in the zip of the total', async () => {
    const { options } = withDownloads(
      playlistDownloadHandlers.inProgress(PLAYLIST_UUIDS.pets, { readsUntilReady: Infinity }),
    );
    await renderApp(PETS, options);

    const status = await screen.findByRole('group', { name: `Download of ${PETS_NAME}` }, FIRST_PAINT);
    const bar = await within(status).findByRole('progressbar', { name: 'Zip progress' }, FIRST_PAINT);
    const total = Number(bar.getAttribute('max'));
    expect(total).toBeGreaterThan(0);
    expect(bar.getAttribute('aria-valuetext')).toMatch(
      new RegExp(`^\\d+ of ${total} clips? in the zip, \\d+ MB so far$`),
    );
    expect(within(status).getByText(bar.getAttribute('aria-valuetext')!)).toBeVisible();
  });

  it('cancels a running download and says so in the snackbar', async () => {
    const { options } = withDownloads(
      playlistDownloadHandlers.inProgress(PLAYLIST_UUIDS.pets, { readsUntilReady: Infinity }),
    );
    await renderApp(PETS, options);

    const status = await screen.findByRole('group', { name: `Download of ${PETS_NAME}` }, FIRST_PAINT);
    await userEvent.click(await within(status).findByRole('button', { name: 'Cancel download' }));

    // Said twice: by the download's status and by the success snackbar.
    await waitFor(() => expect(screen.getAllByText(MESSAGES.downloadCanceled)).toHaveLength(2), FIRST_PAINT);
    expect(within(status).getByText(MESSAGES.downloadCanceled)).toBeVisible();
    expect(within(status).getByRole('button', { name: 'Download again' })).toBeVisible();
  });

  it("shows the server's errorMessage when the cancel is refused, and the download goes on", async () => {
    const { options } = withDownloads(
      playlistDownloadHandlers.inProgress(PLAYLIST_UUIDS.pets, {
        readsUntilReady: Infinity,
        cancelRefused: true,
      }),
    );
    await renderApp(PETS, options);

    const status = await screen.findByRole('group', { name: `Download of ${PETS_NAME}` }, FIRST_PAINT);
    await userEvent.click(await within(status).findByRole('button', { name: 'Cancel download' }));

    expect(await screen.findByText(FULFILMENT_MESSAGES.noDownloadToCancel, {}, FIRST_PAINT)).toBeVisible();
    expect(await within(status).findByText(MESSAGES.downloadInProgress)).toBeVisible();
  });

  it("shows the server's message when none of the clips is licensed", async () => {
    const { options } = withDownloads(
      playlistDownloadHandlers.none({ nothingLicensed: [PLAYLIST_UUIDS.pets] }),
    );
    await renderApp(PETS, options);

    await userEvent.click(await screen.findByRole('button', { name: 'Download all' }, FIRST_PAINT));

    const status = await screen.findByRole('group', { name: `Download of ${PETS_NAME}` }, FIRST_PAINT);
    expect(await within(status).findByText(FULFILMENT_MESSAGES.nothingLicensed)).toBeVisible();
  });

  it('asks before removing a clip from a playlist whose download is ready', async () => {
    const { options } = withDownloads(playlistDownloadHandlers.completed(PLAYLIST_UUIDS.pets));
    await renderApp(PETS, options);
    await screen.findByRole('link', { name: `Download ${PETS_NAME}` }, FIRST_PAINT);

    await userEvent.click(await within(main()).findByRole('button', { name: `Remove JV#${clip.jmId}` }));

    const confirm = screen.getByRole('dialog', { name: /^Remove/ });
    expect(within(confirm).getByText(new RegExp(PLAYLIST_POPUP_TEXT.confirmCompleted))).toBeVisible();
  });

  it('offers the footage of the clips the user holds a licence for', async () => {
    await renderApp(PETS, {
      handlers: { ...signedIn(), commerce: commerceRoutes(commerceState([], { licensed: [clip.jmId] })) },
      persisted: signedInBefore,
    });

    const row = await within(main()).findByRole('article', { name: displayTitle(clip) }, FIRST_PAINT);
    const link = await within(row).findByRole('link', { name: `Download JV#${clip.jmId}` });
    expect(link).toHaveAttribute('href', `/api/user/licensing/videos/${clip.jmId}/download`);
    const other = within(main())
      .getAllByRole('article')
      .find((article) => article !== row)!;
    expect(within(other).queryByRole('link', { name: /^Download/ })).toBeNull();
  });
});

describe('bulk remove', () => {
  it('removes the selected clips after asking, with the spec’s message', async () => {
    await renderApp(PETS, { handlers: signedIn(), persisted: signedInBefore });
    await userEvent.click(await within(main()).findByRole('button', { name: 'Select clips' }, FIRST_PAINT));
    const boxes = within(main()).getAllByRole('checkbox', { name: /^Select JV#/ });
    await userEvent.click(boxes[0]!);
    await userEvent.click(boxes[1]!);
    expect(within(main()).getByText(formatMessage.videosSelected(2))).toBeVisible();

    await userEvent.click(within(main()).getByRole('button', { name: 'Remove 2 selected' }));
    const confirm = screen.getByRole('dialog', { name: 'Remove 2 clips from this playlist?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));

    expect(
      await screen.findByText(formatMessage.videosRemovedFromPlaylist(2), {}, FIRST_PAINT),
    ).toBeVisible();
    await waitFor(() => expect(within(main()).getAllByRole('article')).toHaveLength(1));
  });

  it('takes the selected clips out of the open folder, and says that', async () => {
    await renderApp(`/account/lists/${PLAYLIST_UUIDS.roadTrips}`, {
      handlers: signedIn(),
      persisted: signedInBefore,
    });
    const folders = await screen.findByRole('complementary', { name: 'Folders' }, FIRST_PAINT);
    await userEvent.click(await within(folders).findByRole('link', { name: /Weather/ }));
    await waitFor(() => expect(within(main()).getAllByRole('article')).toHaveLength(1));
    await userEvent.click(within(main()).getByRole('button', { name: 'Select clips' }));
    await userEvent.click(within(main()).getByRole('button', { name: 'Select all on this page' }));
    await userEvent.click(within(main()).getByRole('button', { name: 'Remove 1 selected' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Take 1 clip out of this folder?' })).getByRole('button', {
        name: 'Remove',
      }),
    );

    expect(await screen.findByText('1 video is taken out of the folder.')).toBeVisible();
    expect(await within(main()).findByText(PLAYLIST_COPY.noVideos)).toBeVisible();
  });

  it('keeps the clips and says the remove failed when the server refuses', async () => {
    const failing = http.delete(toFastifyPath(playlistEndpoints.removeVideos.path), () =>
      HttpResponse.json(apiErrorBody(500, MESSAGES.serverError), { status: 500 }),
    );
    await renderApp(PETS, {
      handlers: { auth: authHandlers.signedIn(), playlists: [failing, ...playlistHandlers.list()] },
      persisted: signedInBefore,
    });
    await userEvent.click(await within(main()).findByRole('button', { name: 'Select clips' }, FIRST_PAINT));
    await userEvent.click(within(main()).getByRole('button', { name: 'Select all on this page' }));
    await userEvent.click(within(main()).getByRole('button', { name: 'Remove 3 selected' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: /^Remove 3/ })).getByRole('button', { name: 'Remove' }),
    );

    expect(await screen.findByText(MESSAGES.removeFailed)).toBeVisible();
    expect(within(main()).getAllByRole('article')).toHaveLength(3);
  });
});
