import {
  FULFILMENT_MESSAGES,
  MESSAGES,
  OVERLAY_TEXT,
  cancelPlaylistDownloadEndpoint,
  createClient,
  playlistDownloadEndpoint,
  toFastifyPath,
} from '@clipmarket/core';
import {
  PLAYLIST_UUIDS,
  apiErrorBody,
  playlistDownloadHandlers,
  playlistFixtures,
  playlistZipHref,
} from '@clipmarket/mocks';
import {
  DOWNLOAD_STATUS_TEXT,
  DownloadStatus,
  SnackbarProvider,
  downloadPollingMachine,
  useDownloadPolling,
  usePlaylistDownloadsActor,
  useSnackbar,
  type DownloadPollingActors,
  type PlaylistDownloadCall,
  type PlaylistDownloadEntry,
} from '@clipmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useSelector } from '@xstate/react';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { FlowLayout, FlowPanel, INTERACTIVE_DOCS, useRestart, type FlowEvent } from '../FlowPanel';

/*
 * A playlist's download as the app runs it: one downloads actor above the pages (`usePlaylistDownloadsActor`)
 * following this playlist's `downloadPollingMachine`, read with `useDownloadPolling` into the real
 * DownloadStatus, its notices in the snackbar. The calls go through the real typed client and the download
 * handlers of `@clipmarket/mocks` answer: the first read starts the zip, later reads find it further on, then
 * ready. Each story is put in its state by the machine: the mock server's answer, or the user's press.
 */
const client = createClient();

const serviceActors: DownloadPollingActors = {
  fetchDownload: fromPromise<PlaylistDownloadEntry, PlaylistDownloadCall>(({ input }) =>
    client.call(playlistDownloadEndpoint, { params: { uuid: input.playlistUuid } }),
  ),
  cancelDownload: fromPromise<unknown, PlaylistDownloadCall>(({ input }) =>
    client.call(cancelPlaylistDownloadEndpoint, { params: { uuid: input.playlistUuid } }),
  ),
};

const nameOf = (uuid: string) => playlistFixtures.find((list) => list.uuid === uuid)?.name ?? '';

interface PlaylistDownloadProps {
  /** The playlist whose download is followed from the start (its status is read at once). */
  playlistUuid: string;
  /** Whether the story starts on a /lists page, where polling is allowed. */
  pollingAllowed: boolean;
  /** The poll interval; the product's 15000 ms (`DELAYS.downloadPollMs`) unless a story shortens it. */
  pollMs?: number;
  /** Shows the events panel beside the download (the interactive story). */
  withPanel?: boolean;
}

/** The download of one playlist, as the lists and playlist pages show it. */
function PlaylistDownload({
  playlistUuid,
  pollingAllowed,
  pollMs,
  withPanel = false,
  onRestart,
}: PlaylistDownloadProps & { onRestart: () => void }) {
  const snackbar = useSnackbar();
  const [onListsPage, setOnListsPage] = useState(pollingAllowed);
  const downloads = usePlaylistDownloadsActor({
    follow: [playlistUuid],
    pollingAllowed: onListsPage,
    pollMs,
    actors: serviceActors,
    onNotice: ({ message, severity }) => snackbar.enqueue({ message, severity }),
  });
  const download = useDownloadPolling(downloads, playlistUuid);
  const child = useSelector(downloads, (snapshot) => snapshot.context.downloads[playlistUuid]);
  const value = useSelector(child, (snapshot) => snapshot?.value);
  const name = nameOf(playlistUuid);

  // As wide as the playlist page's column: the real width the status has there.
  const status = download ? (
    <div>
      <DownloadStatus
        status={download.status}
        polling={download.poll === 'paused' ? 'paused' : 'waiting'}
        playlistName={name}
        downloadUrl={download.link}
        errorMessage={download.error}
        expiresAt={download.entry?.expiresAt}
        progress={download.entry?.progress}
        canceledMessage={download.status === 'canceled' ? download.error : null}
        onCancel={download.cancel}
        onRetry={download.retry}
      />
    </div>
  ) : null;
  if (!withPanel || !download || value === undefined) return status;

  const events: FlowEvent[] = [
    onListsPage
      ? { type: 'download.polling', label: 'leave the lists pages', send: () => setOnListsPage(false) }
      : { type: 'download.polling', label: 'back on a lists page', send: () => setOnListsPage(true) },
    { type: 'download.cancel', label: DOWNLOAD_STATUS_TEXT.cancel, send: download.cancel },
    { type: 'download.retry', label: 'read it again', send: download.retry },
  ];
  return (
    <FlowLayout
      panel={
        <FlowPanel
          machine={downloadPollingMachine}
          title="Download polling machine"
          lines={[
            {
              name,
              value,
              events,
              details: [onListsPage ? 'On a lists page: polling' : 'Away from the lists pages: no polling'],
            },
          ]}
          onRestart={onRestart}
        />
      }
    >
      {status}
    </FlowLayout>
  );
}

/** The flow in the snackbar region the app has; "Start again" follows the download afresh. */
function PlaylistDownloadFlow(props: PlaylistDownloadProps) {
  const [key, restart] = useRestart();
  return (
    <SnackbarProvider>
      <PlaylistDownload key={key} {...props} onRestart={restart} />
    </SnackbarProvider>
  );
}

/** The download service for one story: the mocks' handlers, after `overrides` (a call that never answers). */
function service(handlers: HttpHandler[], overrides: HttpHandler[] = []) {
  return { parameters: { msw: { handlers: { playlistDownloads: [...overrides, ...handlers] } } } };
}

/** A call that is still running when the picture is taken. */
const running = (method: 'post' | 'delete', path: string) =>
  http[method](toFastifyPath(path), async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

const ROAD_TRIPS = PLAYLIST_UUIDS.roadTrips;

const meta = {
  title: 'Flows/DownloadPolling',
  component: PlaylistDownloadFlow,
  args: { playlistUuid: ROAD_TRIPS, pollingAllowed: true },
  parameters: {
    // Each story in a frame of its own on the docs page, with its own mock server.
    docs: { story: { inline: false, height: '260px' } },
  },
  // The preview installs the mock server too; the visual references' harness does not, so the flow starts it.
  loaders: [mswLoader()],
} satisfies Meta<typeof PlaylistDownloadFlow>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

/** The download's group, named after its playlist. */
const group = (canvas: Canvas, uuid: string = ROAD_TRIPS) =>
  canvas.findByRole('group', { name: DOWNLOAD_STATUS_TEXT.groupName(nameOf(uuid)) });

const slow = { timeout: 5_000 };

/**
 * The flow to click through: the zip is prepared, read again every 2 s here (15 s in the product) while on a
 * lists page, and ready after three reads. Cancel it, leave the lists pages, or read it again from the panel.
 */
const interactiveService = service(playlistDownloadHandlers.none({ readsUntilReady: 3 }));
export const Interactive: Story = {
  parameters: { ...interactiveService.parameters, docs: INTERACTIVE_DOCS },
  args: { pollMs: 2_000, withPanel: true },
  // No visual reference: a flow to click through; each state has its own story and picture.
  tags: ['!visual'],
  play: async ({ canvas }) => {
    const panel = await canvas.findByRole('region', { name: 'Download polling machine' });
    await expect(within(panel).getByText(nameOf(ROAD_TRIPS))).toBeVisible();
  },
};

/** The first read has not answered yet: the status is being checked. */
export const Fetching: Story = {
  ...service(playlistDownloadHandlers.loading()),
  play: async ({ canvas }) => {
    await expect(await group(canvas)).toHaveAttribute('data-state', 'fetching');
    await expect(canvas.getByText(DOWNLOAD_STATUS_TEXT.fetching)).toBeVisible();
  },
};

/** The zip is being prepared: its progress, and the next read in 15 s while on a lists page. */
export const InProgress: Story = {
  ...service(playlistDownloadHandlers.inProgress(ROAD_TRIPS, { readsUntilReady: Infinity })),
  play: async ({ canvas }) => {
    await waitFor(async () => expect(await group(canvas)).toHaveAttribute('data-polling', 'waiting'));
    await expect(canvas.getByText(MESSAGES.downloadInProgress)).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: DOWNLOAD_STATUS_TEXT.progressLabel })).toBeVisible();
  },
};

/** Away from the lists pages nothing is read: the zip is in progress, the polling paused. */
export const Paused: Story = {
  ...service(playlistDownloadHandlers.inProgress(ROAD_TRIPS, { readsUntilReady: Infinity })),
  args: { pollingAllowed: false },
  play: async ({ canvas }) => {
    await waitFor(async () => expect(await group(canvas)).toHaveAttribute('data-polling', 'paused'));
    await expect(canvas.getByText(DOWNLOAD_STATUS_TEXT.pausedHint)).toBeVisible();
  },
};

/** Cancel pressed: the cancel call runs, its button busy. */
export const Canceling: Story = {
  ...service(playlistDownloadHandlers.inProgress(ROAD_TRIPS, { readsUntilReady: Infinity }), [
    running('delete', cancelPlaylistDownloadEndpoint.path),
  ]),
  play: async ({ canvas, userEvent }) => {
    const download = within(await group(canvas));
    await userEvent.click(await download.findByRole('button', { name: DOWNLOAD_STATUS_TEXT.cancel }));
    await waitFor(async () => expect(await group(canvas)).toHaveAttribute('data-state', 'canceling'));
    await expect(download.getByText(DOWNLOAD_STATUS_TEXT.canceling)).toBeVisible();
  },
};

/** The zip is ready: its link. */
export const Completed: Story = {
  ...service(playlistDownloadHandlers.completed(ROAD_TRIPS)),
  play: async ({ canvas }) => {
    const link = await canvas.findByRole('link', {
      name: DOWNLOAD_STATUS_TEXT.downloadLink(nameOf(ROAD_TRIPS)),
    });
    await expect(link).toHaveAttribute('href', playlistZipHref(ROAD_TRIPS));
  },
};

/** Canceled: 'Download canceled successfully!', in the status and in the snackbar; Download again offered. */
export const Canceled: Story = {
  ...service(playlistDownloadHandlers.inProgress(ROAD_TRIPS, { readsUntilReady: Infinity })),
  play: async ({ canvas, userEvent }) => {
    const download = within(await group(canvas));
    await userEvent.click(await download.findByRole('button', { name: DOWNLOAD_STATUS_TEXT.cancel }));
    await expect(await download.findByRole('button', { name: DOWNLOAD_STATUS_TEXT.restart })).toBeVisible();
    await expect(download.getByText(MESSAGES.downloadCanceled)).toBeVisible();
    // …and the snackbar says it too; closed, as a user may, so the picture shows the status under it.
    await waitFor(() => expect(canvas.getAllByText(MESSAGES.downloadCanceled)).toHaveLength(2));
    await userEvent.click(canvas.getByRole('button', { name: OVERLAY_TEXT.close }));
    await waitFor(() => expect(canvas.getAllByText(MESSAGES.downloadCanceled)).toHaveLength(1));
  },
};

/** The service refuses the zip (none of the clips is licensed): failed with its words, and Try again. */
export const Failed: Story = {
  ...service(playlistDownloadHandlers.none()),
  args: { playlistUuid: PLAYLIST_UUIDS.firstPlaylist },
  play: async ({ canvas }) => {
    const download = within(await group(canvas, PLAYLIST_UUIDS.firstPlaylist));
    await expect(await download.findByText(FULFILMENT_MESSAGES.nothingLicensed)).toBeVisible();
    await expect(download.getByRole('button', { name: DOWNLOAD_STATUS_TEXT.retry })).toBeVisible();
  },
};

// ---- Tests of the flow, not states to review: out of the sidebar, the docs page and the pictures. ----

/** In progress, read twice more, then ready with its link, and 'Your download is ready.' in the snackbar. */
export const InProgressThenCompleted: Story = {
  ...service(playlistDownloadHandlers.inProgress(ROAD_TRIPS, { readsUntilReady: 2 })),
  args: { pollMs: 300 },
  tags: ['!dev', '!autodocs', '!visual'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(MESSAGES.downloadInProgress)).toBeVisible();
    const link = await canvas.findByRole(
      'link',
      { name: DOWNLOAD_STATUS_TEXT.downloadLink(nameOf(ROAD_TRIPS)) },
      slow,
    );
    await expect(link).toHaveAttribute('href', playlistZipHref(ROAD_TRIPS));
    // The status says so, and the snackbar too: the download was seen in progress.
    await waitFor(() => expect(canvas.getAllByText(DOWNLOAD_STATUS_TEXT.completed)).toHaveLength(2));
  },
};

/** Off the lists pages nothing is read; back on one, the status is read at once. */
export const BackOnAListsPage: Story = {
  ...service(playlistDownloadHandlers.inProgress(ROAD_TRIPS, { readsUntilReady: 1 })),
  args: { pollingAllowed: false, withPanel: true },
  tags: ['!dev', '!autodocs', '!visual'],
  play: async ({ canvas, userEvent }) => {
    await waitFor(async () => expect(await group(canvas)).toHaveAttribute('data-polling', 'paused'));
    await userEvent.click(canvas.getByRole('button', { name: 'download.polling back on a lists page' }));
    await expect(
      await canvas.findByRole('link', { name: DOWNLOAD_STATUS_TEXT.downloadLink(nameOf(ROAD_TRIPS)) }, slow),
    ).toBeVisible();
  },
};

/** The service refuses the cancel: its errorMessage in the snackbar, and the download goes on. */
export const CancelRefused: Story = {
  ...service(
    playlistDownloadHandlers.inProgress(ROAD_TRIPS, { readsUntilReady: Infinity, cancelRefused: true }),
  ),
  tags: ['!dev', '!autodocs', '!visual'],
  play: async ({ canvas, userEvent }) => {
    const download = within(await group(canvas));
    await userEvent.click(await download.findByRole('button', { name: DOWNLOAD_STATUS_TEXT.cancel }));
    await expect(await canvas.findByText(FULFILMENT_MESSAGES.noDownloadToCancel)).toBeVisible();
    await waitFor(async () => expect(await group(canvas)).toHaveAttribute('data-state', 'inProgress'));
  },
};

/** The first read answers 500, later ones go on to the mocks; the loader starts the count afresh. */
function failingFirstRead() {
  let failed = false;
  return {
    handler: http.post(toFastifyPath(playlistDownloadEndpoint.path), () => {
      if (failed) return undefined;
      failed = true;
      return HttpResponse.json(apiErrorBody(500, MESSAGES.serverError), { status: 500 });
    }),
    loaders: [
      async () => {
        failed = false;
        return {};
      },
    ],
  };
}
const firstReadFails = failingFirstRead();

/** A read that fails once: failed with the server's error; Try again finds the zip ready. */
export const FailedThenTryAgain: Story = {
  ...service(playlistDownloadHandlers.completed(ROAD_TRIPS), [firstReadFails.handler]),
  loaders: firstReadFails.loaders,
  tags: ['!dev', '!autodocs', '!visual'],
  play: async ({ canvas, userEvent }) => {
    const download = within(await group(canvas));
    await expect(await download.findByText(MESSAGES.serverError)).toBeVisible();
    await userEvent.click(download.getByRole('button', { name: DOWNLOAD_STATUS_TEXT.retry }));
    await expect(
      await download.findByRole('link', { name: DOWNLOAD_STATUS_TEXT.downloadLink(nameOf(ROAD_TRIPS)) }),
    ).toBeVisible();
    await expect(download.queryByText(MESSAGES.serverError)).toBeNull();
  },
};

/** The service is down (500): failed with the generic server error. */
export const ServiceDown: Story = {
  ...service(playlistDownloadHandlers.failing()),
  tags: ['!dev', '!autodocs', '!visual'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(MESSAGES.serverError)).toBeVisible();
    await expect(await group(canvas)).toHaveAttribute('data-state', 'failed');
  },
};
