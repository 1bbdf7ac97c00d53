import { MESSAGES } from '@clipmarket/core';
import { PLAYLIST_UUIDS, apiErrorBody } from '@clipmarket/mocks';
import {
  DOWNLOAD_COMPLETED,
  SnackbarProvider,
  useDownloadPolling,
  usePlaylistDownloadsActor,
  useSnackbar,
  type PlaylistDownloadCall,
  type PlaylistDownloadEntry,
} from '@clipmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { fromPromise } from 'xstate';

/*
 * The story scripts the download service with its own MSW handlers at the contract's paths,
 * so each story can fail once or refuse a cancel; the app's handlers are `playlistDownloadHandlers` in the
 * mocks. Its actors call them with fetch. The shapes are the contract's `PlaylistDownloadEntry`; a failed
 * cancel answers `{ errorMessage }`.
 */
const STATUS_PATH = '/api/playlist/:uuid/download';
const CANCEL_PATH = '/api/playlist/:uuid/download/cancel';
const statusUrl = (uuid: string) => `/api/playlist/${encodeURIComponent(uuid)}/download`;
const cancelUrl = (uuid: string) => `${statusUrl(uuid)}/cancel`;

const PLAYLIST_UUID = PLAYLIST_UUIDS.roadTrips;
const ZIP_LINK = '/media/downloads/road-trips.zip';
const NOT_PREPARED = 'The download could not be prepared. Please try again.';
const ALREADY_DELIVERED = 'This download has already been delivered and cannot be canceled.';

async function call(url: string, method: 'GET' | 'DELETE'): Promise<unknown> {
  const response = await fetch(url, { method, headers: { accept: 'application/json' } });
  const body = (await response.json().catch(() => null)) as {
    errorMessage?: string;
    message?: string;
  } | null;
  if (!response.ok) throw new Error(body?.errorMessage ?? body?.message ?? response.statusText);
  return body;
}

const serviceActors = {
  fetchDownload: fromPromise<PlaylistDownloadEntry, PlaylistDownloadCall>(
    async ({ input }) => (await call(statusUrl(input.playlistUuid), 'GET')) as PlaylistDownloadEntry,
  ),
  cancelDownload: fromPromise<unknown, PlaylistDownloadCall>(({ input }) =>
    call(cancelUrl(input.playlistUuid), 'DELETE'),
  ),
};

interface DownloadDemoProps {
  /** Whether the story starts on a /lists page, where polling is allowed. */
  pollingAllowed: boolean;
  /** The poll interval; the product polls every 15000 ms (`DELAYS.downloadPollMs`, tested with a fake clock). */
  pollMs: number;
}

function DownloadPanel({ pollingAllowed, pollMs }: DownloadDemoProps) {
  const snackbar = useSnackbar();
  const [onListsPage, setOnListsPage] = useState(pollingAllowed);
  // As the app runs it: one downloads actor above the pages, this playlist's download followed from the start.
  const downloads = usePlaylistDownloadsActor({
    follow: [PLAYLIST_UUID],
    pollingAllowed: onListsPage,
    pollMs,
    actors: serviceActors,
    onNotice: ({ message, severity }) => snackbar.enqueue({ message, severity }),
  });
  const download = useDownloadPolling(downloads, PLAYLIST_UUID);
  if (!download) return null;

  return (
    <section aria-label="Playlist download" data-state={download.status}>
      <p>
        Status: <strong>{download.status}</strong>
        {download.poll ? ` (${download.poll})` : null}
      </p>
      {download.entry ? <p>Service: {download.entry.message}</p> : null}
      {download.error ? <p>Error: {download.error}</p> : null}
      {download.link ? (
        <p>
          <a href={download.link}>Download the playlist</a>
        </p>
      ) : null}
      <p>
        <label>
          <input
            type="checkbox"
            checked={onListsPage}
            onChange={(event) => setOnListsPage(event.target.checked)}
          />{' '}
          On a lists page
        </label>
      </p>
      <p>
        <button type="button" onClick={download.cancel} disabled={download.status !== 'inProgress'}>
          Cancel the download
        </button>{' '}
        <button type="button" onClick={download.retry}>
          Check again
        </button>
      </p>
    </section>
  );
}

function DownloadDemo(props: DownloadDemoProps) {
  return (
    <SnackbarProvider>
      <DownloadPanel {...props} />
    </SnackbarProvider>
  );
}

interface ServiceScript {
  /** How many status answers say 'in progress' before the last one. */
  inProgressAnswers: number;
  /** The last status answer; 'failedOnce' fails, then completes when asked again. */
  finish: 'completed' | 'failedOnce' | 'never';
  /** The cancel's answer. */
  cancel?: 'ok' | 'alreadyDelivered';
}

/** The download service for one story; its count of answers restarts before each render. */
function downloadService({ inProgressAnswers, finish, cancel = 'ok' }: ServiceScript) {
  let answered = 0;
  const entry = (
    status: PlaylistDownloadEntry['status'],
    message: string,
    link: string | null = null,
  ): PlaylistDownloadEntry => ({
    playlistUuid: PLAYLIST_UUID,
    status,
    message,
    link,
    includedCount: 4,
    excludedCount: 0,
    bytes: link ? 16_800_000 : null,
    updatedAt: new Date().toISOString(),
  });
  return {
    parameters: {
      msw: {
        handlers: {
          downloads: [
            http.delete(CANCEL_PATH, () =>
              cancel === 'ok'
                ? HttpResponse.json({ playlistUuid: PLAYLIST_UUID, canceled: true })
                : HttpResponse.json({ errorMessage: ALREADY_DELIVERED }, { status: 409 }),
            ),
            http.get(STATUS_PATH, () => {
              answered += 1;
              if (answered <= inProgressAnswers || finish === 'never') {
                return HttpResponse.json(entry('IN_PROGRESS', MESSAGES.downloadInProgress));
              }
              if (finish === 'failedOnce' && answered === inProgressAnswers + 1) {
                return HttpResponse.json(entry('FAILED', NOT_PREPARED));
              }
              return HttpResponse.json(entry(DOWNLOAD_COMPLETED, 'Your download is ready.', ZIP_LINK));
            }),
          ],
        },
      },
    },
    loaders: [
      async () => {
        answered = 0;
        return {};
      },
    ],
  };
}

const meta = {
  title: 'Machines/DownloadPolling',
  // No visual reference: the demo shows the machine's states through a test harness, not a component's look.
  tags: ['!visual'],
  component: DownloadDemo,
  args: { pollingAllowed: true, pollMs: 300 },
} satisfies Meta<typeof DownloadDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 5_000 };

/** The happy path: in progress, polled twice more, then completed with its link. */
export const InProgressThenCompleted: Story = {
  ...downloadService({ inProgressAnswers: 2, finish: 'completed' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('inProgress')).toBeVisible();
    await expect(canvas.getByText(`Service: ${MESSAGES.downloadInProgress}`)).toBeVisible();
    const link = await canvas.findByRole('link', { name: 'Download the playlist' }, slow);
    await expect(link).toHaveAttribute('href', ZIP_LINK);
    await expect(canvas.getByText('completed')).toBeVisible();
  },
};

/** Off the lists page nothing is polled; back on it the status is fetched at once. */
export const PausedOffTheListsPage: Story = {
  ...downloadService({ inProgressAnswers: 1, finish: 'completed' }),
  args: { pollingAllowed: false },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('(paused)', { exact: false })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'On a lists page' }));
    await expect(await canvas.findByRole('link', { name: 'Download the playlist' }, slow)).toBeVisible();
  },
};

/** Cancelling: 'Download canceled successfully!' in the snackbar, and polling stops. */
export const CancelSucceeds: Story = {
  ...downloadService({ inProgressAnswers: 0, finish: 'never' }),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('inProgress');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel the download' }));
    await expect(await canvas.findByText(MESSAGES.downloadCanceled)).toBeVisible();
    await expect(canvas.getByText('canceled')).toBeVisible();
  },
};

/** The service refuses the cancel: its errorMessage in the snackbar, and the download goes on. */
export const CancelFails: Story = {
  ...downloadService({ inProgressAnswers: 0, finish: 'never', cancel: 'alreadyDelivered' }),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('inProgress');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel the download' }));
    await expect(await canvas.findByText(ALREADY_DELIVERED)).toBeVisible();
    await waitFor(() => expect(canvas.getByText('inProgress')).toBeVisible());
  },
};

/** The service gives up: failed with its message; checking again finds the download ready. */
export const Failed: Story = {
  ...downloadService({ inProgressAnswers: 0, finish: 'failedOnce' }),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText(`Error: ${NOT_PREPARED}`)).toBeVisible();
    await expect(canvas.getByText('failed')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Check again' }));
    await expect(await canvas.findByRole('link', { name: 'Download the playlist' })).toBeVisible();
    await expect(canvas.queryByText(`Error: ${NOT_PREPARED}`)).toBeNull();
  },
};

/** The service is down (500): failed with the generic server error. */
export const ServiceDown: Story = {
  parameters: {
    msw: {
      handlers: {
        downloads: [
          http.get(STATUS_PATH, () =>
            HttpResponse.json(apiErrorBody(500, MESSAGES.serverError), { status: 500 }),
          ),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(`Error: ${MESSAGES.serverError}`)).toBeVisible();
  },
};

/** The first answer has not come yet: fetching. */
export const Fetching: Story = {
  parameters: {
    msw: {
      handlers: {
        downloads: [
          http.get(STATUS_PATH, async () => {
            await delay('infinite');
            return HttpResponse.json({});
          }),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('fetching')).toBeVisible();
  },
};
