import {
  CARD_TEXT,
  MESSAGES,
  PAGES,
  addPlaylistVideoEndpoint,
  addPlaylistVideosEndpoint,
  createClient,
  formatJvId,
  formatMessage,
  playlistsForVideoEndpoint,
  removePlaylistVideoEndpoint,
  toFastifyPath,
  type PlaylistWithVideo,
} from '@clipmarket/core';
import {
  PLAYLIST_UUIDS,
  apiErrorBody,
  defaultPlaylistState,
  fullPlaylistFixture,
  playlistFixtures,
  playlistRoutes,
  videoFixtures,
  type PlaylistMockBehaviour,
  type PlaylistMockState,
} from '@clipmarket/mocks';
import {
  BulkPlaylistPopup,
  PLAYLIST_POPUP_TEXT,
  PlaylistPopup,
  PlaylistPopupTrigger,
  VideoCard,
  playlistToggleMachine,
  useBulkPlaylistPopup,
  usePlaylistPopup,
  type PlaylistBulkActors,
  type PlaylistPopupItem,
  type PlaylistToggleActors,
  type PlaylistToggleDownload,
  type PlaylistVideoCall,
  type PlaylistVideosCall,
} from '@clipmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { StoryLink } from '../../components/VideoCard/VideoCard.stories';
import { FlowLayout, FlowPanel, INTERACTIVE_DOCS, type FlowEvent } from '../FlowPanel';

/*
 * The add-to-playlist flow as the app runs it: a clip's card, whose save toggle opens the real PlaylistPopup, one
 * playlistToggleMachine per row (`usePlaylistPopup`), and the calls made with the real typed client, answered by
 * the playlist handlers of `@clipmarket/mocks`. Each story is put in its state by the machine: the play function
 * presses what a user presses, and the mock server answers (or never does, for a call that is running).
 */
const client = createClient();

const toggleActors: PlaylistToggleActors = {
  addVideo: fromPromise<unknown, PlaylistVideoCall>(({ input }) =>
    client.call(addPlaylistVideoEndpoint, { params: { uuid: input.playlistUuid, jmId: input.jmId } }),
  ),
  removeVideo: fromPromise<unknown, PlaylistVideoCall>(({ input }) =>
    client.call(removePlaylistVideoEndpoint, { params: { uuid: input.playlistUuid, jmId: input.jmId } }),
  ),
};

const bulkActors: PlaylistBulkActors = {
  addVideos: fromPromise<unknown, PlaylistVideosCall>(({ input }) =>
    client.call(addPlaylistVideosEndpoint, {
      params: { uuid: input.playlistUuid },
      body: { jmIds: [...input.jmIds] },
    }),
  ),
};

const clip = videoFixtures.cleared;
const JM_ID = clip.jmId;
const SELECTED = [JM_ID, videoFixtures.inquire.jmId, videoFixtures.longTitle.jmId];
const NO_DOWNLOADS: Record<string, PlaylistToggleDownload> = {};

/** The words a designer reads on the panel's download buttons. */
const DOWNLOAD_WORDS: Record<PlaylistToggleDownload, string> = {
  none: 'no download',
  inProgress: 'a download running',
  completed: 'a download ready',
};

interface SaveToPlaylistProps {
  /** The rows as `GET /api/user/licensing/lists/video/{jmId}` answered them (the story's loader). */
  playlists: PlaylistWithVideo[];
  /** Each playlist's download at the start (a playlist left out has none). */
  downloads?: Record<string, PlaylistToggleDownload>;
  /** How long a row shows its result; the product's 1500 ms unless a picture must hold it. */
  resetMs?: number;
  /** Shows the events panel beside the card (the interactive story). */
  withPanel?: boolean;
}

/** The card and its popup, as a results page has them, with the rows' machines above the popup. */
function SaveToPlaylist({
  playlists,
  downloads: startDownloads = NO_DOWNLOADS,
  resetMs,
  withPanel = false,
}: SaveToPlaylistProps) {
  const [open, setOpen] = useState(false);
  const [downloads, setDownloads] = useState(startDownloads);
  const popup = usePlaylistPopup({ jmId: JM_ID, playlists, downloads, actors: toggleActors, resetMs });
  // The app shows a clip as saved once any playlist holds it.
  const saved = popup.playlists.some((row) => row.containsVideo);
  const screen = (
    <>
      <div style={{ maxWidth: 320 }}>
        <VideoCard
          video={clip}
          href={PAGES.view.href({ videoId: JM_ID })}
          linkComponent={StoryLink}
          isFav={saved}
          onSave={() => setOpen(true)}
        />
      </div>
      <PlaylistPopup
        open={open}
        onOpenChange={setOpen}
        status="ready"
        clipLabel={formatJvId(JM_ID)}
        {...popup}
      />
    </>
  );
  if (!withPanel) return screen;

  /** The events of one row: the popup's presses, and a new download state as the app would pass it. */
  const rowEvents = (row: PlaylistPopupItem): FlowEvent[] => [
    {
      type: 'playlist.toggle',
      label: row.containsVideo ? 'remove the clip' : 'add the clip',
      send: () => popup.onToggle(row),
    },
    { type: 'playlist.confirm', label: PLAYLIST_POPUP_TEXT.confirm, send: () => popup.onConfirm(row) },
    { type: 'playlist.cancel', label: PLAYLIST_POPUP_TEXT.cancel, send: () => popup.onCancelConfirm(row) },
    ...(['none', 'inProgress', 'completed'] as const)
      .filter((download) => download !== (row.download ?? 'none'))
      .map((download) => ({
        type: 'playlist.download',
        label: DOWNLOAD_WORDS[download],
        send: () =>
          setDownloads(({ [row.uuid]: _left, ...others }) =>
            download === 'none' ? others : { ...others, [row.uuid]: download },
          ),
      })),
  ];
  return (
    <FlowLayout
      panel={
        <FlowPanel
          machine={playlistToggleMachine}
          title="Playlist toggle machines, one per row"
          lines={popup.playlists.map((row) => ({
            name: row.name,
            value: row.status ?? 'idle',
            events: rowEvents(row),
          }))}
        />
      }
    >
      {screen}
    </FlowLayout>
  );
}

/**
 * The playlist handlers over a state of their own, reset by the loader before each render, which then reads
 * the popup's rows through the real client. `overrides` answer first (a failing or a never-ending call).
 */
function playlistsMock(
  fresh: () => PlaylistMockState = defaultPlaylistState,
  behaviour?: PlaylistMockBehaviour,
  overrides: HttpHandler[] = [],
) {
  const state = fresh();
  return {
    parameters: { msw: { handlers: { playlists: [...overrides, ...playlistRoutes(state, behaviour)] } } },
    loaders: [
      async () => {
        Object.assign(state, fresh());
        const answer = await client.call(playlistsForVideoEndpoint, { params: { jmId: JM_ID } });
        return { playlists: answer.data };
      },
    ],
  };
}

const failing = (method: 'post' | 'delete', path: string) =>
  http[method](toFastifyPath(path), () =>
    HttpResponse.json(apiErrorBody(500, MESSAGES.serverError), { status: 500 }),
  );

/** A call that is still running when the picture is taken. */
const running = (method: 'post' | 'delete', path: string) =>
  http[method](toFastifyPath(path), async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

const withFullPlaylist = () => {
  const state = defaultPlaylistState();
  state.lists.unshift(structuredClone(fullPlaylistFixture));
  return state;
};

const meta = {
  title: 'Flows/PlaylistToggle',
  component: SaveToPlaylist,
  args: { playlists: [], downloads: NO_DOWNLOADS },
  argTypes: { playlists: { table: { disable: true } } },
  parameters: {
    // The popup is a modal: on the docs page each story opens it in a frame of its own, where its backdrop
    // covers that frame and its mock server is its own.
    docs: { story: { inline: false, height: '640px' } },
  },
  // The preview installs the mock server too; the visual references' harness does not, so the flow starts it.
  loaders: [mswLoader()],
  render: (args, { loaded }) => (
    <SaveToPlaylist {...args} playlists={(loaded.playlists as PlaylistWithVideo[] | undefined) ?? []} />
  ),
} satisfies Meta<typeof SaveToPlaylist>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type UserEvent = Parameters<NonNullable<Story['play']>>[0]['userEvent'];

const [roadTrips, pets] = playlistFixtures as [(typeof playlistFixtures)[0], (typeof playlistFixtures)[1]];
/** Long enough for a reference picture of a row's result. */
const HOLD_RESULT_MS = 60_000;
const resetWait = { timeout: 4_500 };

/** The card's save toggle. */
const saveToggle = (canvas: Canvas) =>
  canvas.findByRole('button', { name: CARD_TEXT.save(formatJvId(JM_ID)) });

/** Presses the card's save toggle, as a user does; the popup opens with the rows. */
async function openPopup(canvas: Canvas, userEvent: UserEvent) {
  await userEvent.click(await saveToggle(canvas));
  const dialog = await canvas.findByRole('dialog', { name: PLAYLIST_POPUP_TEXT.title });
  await expect(dialog).toBeVisible();
  return within(dialog);
}

/**
 * The flow to click through: press the card's bookmark to open the popup, tick and untick playlists, or send a
 * row's events from the panel (a running download makes the row ask first). The panel stays usable over the
 * popup.
 */
const interactiveMock = playlistsMock();
export const Interactive: Story = {
  ...interactiveMock,
  parameters: { ...interactiveMock.parameters, docs: INTERACTIVE_DOCS },
  args: { withPanel: true },
  // No visual reference: a flow to click through; each state has its own story and picture.
  tags: ['!visual'],
  play: async ({ canvas }) => {
    const panel = await canvas.findByRole('region', { name: 'Playlist toggle machines, one per row' });
    await expect(within(panel).getByText(pets.name)).toBeVisible();
    await expect(
      within(panel).getByRole('button', { name: 'playlist.toggle remove the clip' }),
    ).toBeVisible();
  },
};

/** At rest: the popup lists the playlists, Pets ticked because it holds the clip. */
export const Idle: Story = {
  ...playlistsMock(),
  play: async ({ canvas, userEvent }) => {
    const popup = await openPopup(canvas, userEvent);
    await expect(popup.getByRole('checkbox', { name: pets.name })).toBeChecked();
    await expect(popup.getByRole('checkbox', { name: roadTrips.name })).not.toBeChecked();
  },
};

/** A playlist whose download is running asks first, since a change cancels the download. */
export const Confirming: Story = {
  ...playlistsMock(),
  args: { downloads: { [PLAYLIST_UUIDS.roadTrips]: 'inProgress' } },
  play: async ({ canvas, userEvent }) => {
    const popup = await openPopup(canvas, userEvent);
    await userEvent.click(popup.getByRole('checkbox', { name: roadTrips.name }));
    const step = await popup.findByRole('group', {
      name: PLAYLIST_POPUP_TEXT.confirmTitle(roadTrips.name),
    });
    await expect(step).toHaveAccessibleDescription(PLAYLIST_POPUP_TEXT.confirmInProgress);
  },
};

/** Adding: the add call runs, the row is busy and takes no press. */
export const Adding: Story = {
  ...playlistsMock(defaultPlaylistState, {}, [running('post', addPlaylistVideoEndpoint.path)]),
  play: async ({ canvas, userEvent }) => {
    const popup = await openPopup(canvas, userEvent);
    const row = popup.getByRole('checkbox', { name: roadTrips.name });
    await userEvent.click(row);
    await waitFor(() => expect(row).toHaveAttribute('aria-disabled', 'true'));
    await expect(row.closest('li')).toHaveAttribute('data-state', 'toggling');
  },
};

/** Removing: the remove call runs on a playlist that holds the clip. */
export const Removing: Story = {
  ...playlistsMock(defaultPlaylistState, {}, [running('delete', removePlaylistVideoEndpoint.path)]),
  play: async ({ canvas, userEvent }) => {
    const popup = await openPopup(canvas, userEvent);
    const row = popup.getByRole('checkbox', { name: pets.name });
    await userEvent.click(row);
    await waitFor(() => expect(row).toHaveAttribute('aria-disabled', 'true'));
    await expect(row).toBeChecked();
  },
};

/** The popup for many clips (`useBulkPlaylistPopup`): a row's press adds every selected clip. */
function AddManyToPlaylist({ playlists }: { playlists: PlaylistWithVideo[] }) {
  const popup = useBulkPlaylistPopup({ jmIds: SELECTED, playlists, actors: bulkActors });
  return (
    <BulkPlaylistPopup
      trigger={(props) => (
        <PlaylistPopupTrigger {...props}>{PLAYLIST_POPUP_TEXT.bulkTrigger}</PlaylistPopupTrigger>
      )}
      selectedCount={SELECTED.length}
      status="ready"
      {...popup}
    />
  );
}

/** Adding many: in the popup for selected clips, the bulk add runs on the pressed row. */
export const AddingMany: Story = {
  ...playlistsMock(defaultPlaylistState, {}, [running('post', addPlaylistVideosEndpoint.path)]),
  render: (_args, { loaded }) => (
    <AddManyToPlaylist playlists={(loaded.playlists as PlaylistWithVideo[] | undefined) ?? []} />
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: PLAYLIST_POPUP_TEXT.bulkTrigger }));
    const popup = within(
      await canvas.findByRole('dialog', { name: formatMessage.videosSelected(SELECTED.length) }),
    );
    const row = popup.getByRole('button', { name: pets.name });
    await userEvent.click(row);
    await waitFor(() => expect(row).toHaveAttribute('aria-disabled', 'true'));
  },
};

/** Changed: the clip is in, the row says so until the reset (held here for the picture), the card is saved. */
export const Changed: Story = {
  ...playlistsMock(),
  args: { resetMs: HOLD_RESULT_MS },
  play: async ({ canvas, userEvent }) => {
    const popup = await openPopup(canvas, userEvent);
    await userEvent.click(popup.getByRole('checkbox', { name: roadTrips.name }));
    await expect(await popup.findByText(MESSAGES.videoAddedToPlaylist)).toBeVisible();
    await expect(popup.getByRole('checkbox', { name: roadTrips.name })).toBeChecked();
  },
};

/** Failed: the playlist is full ('Max size…'), the clip is not added, the row says why. */
export const Failed: Story = {
  ...playlistsMock(withFullPlaylist, { full: true }),
  args: { resetMs: HOLD_RESULT_MS },
  play: async ({ canvas, userEvent }) => {
    const popup = await openPopup(canvas, userEvent);
    const row = popup.getByRole('checkbox', { name: fullPlaylistFixture.name });
    await userEvent.click(row);
    await expect(await popup.findByText(MESSAGES.playlistFull)).toBeVisible();
    await expect(row).not.toBeChecked();
  },
};

// ---- Tests of the flow, not states to review: out of the sidebar, the docs page and the pictures. ----

/** Adding shows the result for 1.5 s, then the row is at rest; the second press removes the clip. */
export const AddThenRemove: Story = {
  ...playlistsMock(),
  tags: ['!dev', '!autodocs', '!visual'],
  play: async ({ canvas, userEvent }) => {
    const popup = await openPopup(canvas, userEvent);
    const row = popup.getByRole('checkbox', { name: roadTrips.name });
    await userEvent.click(row);
    await expect(await popup.findByText(MESSAGES.videoAddedToPlaylist)).toBeVisible();
    await expect(row).toBeChecked();
    await expect(await saveToggle(canvas)).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(popup.queryByText(MESSAGES.videoAddedToPlaylist)).toBeNull(), resetWait);
    await expect(row.closest('li')).toHaveAttribute('data-state', 'idle');

    await userEvent.click(row);
    await expect(await popup.findByText(MESSAGES.videoRemovedFromPlaylist)).toBeVisible();
    await expect(row).not.toBeChecked();
  },
};

/** Any other add failure: 'Saving Error!', unticked, gone after the reset. */
export const SavingError: Story = {
  ...playlistsMock(defaultPlaylistState, {}, [failing('post', addPlaylistVideoEndpoint.path)]),
  tags: ['!dev', '!autodocs', '!visual'],
  play: async ({ canvas, userEvent }) => {
    const popup = await openPopup(canvas, userEvent);
    const row = popup.getByRole('checkbox', { name: roadTrips.name });
    await userEvent.click(row);
    await expect(await popup.findByText(MESSAGES.savingError)).toBeVisible();
    await expect(row).not.toBeChecked();
    await waitFor(() => expect(popup.queryByText(MESSAGES.savingError)).toBeNull(), resetWait);
  },
};

/** A remove that fails: the remove-failure message, and the clip stays. */
export const RemoveFailed: Story = {
  ...playlistsMock(defaultPlaylistState, {}, [failing('delete', removePlaylistVideoEndpoint.path)]),
  tags: ['!dev', '!autodocs', '!visual'],
  play: async ({ canvas, userEvent }) => {
    const popup = await openPopup(canvas, userEvent);
    const row = popup.getByRole('checkbox', { name: pets.name });
    await userEvent.click(row);
    await expect(await popup.findByText(MESSAGES.removeFailed)).toBeVisible();
    await expect(row).toBeChecked();
  },
};

/** A running download asks first: Cancel changes nothing, Continue adds the clip. */
export const CancelThenContinue: Story = {
  ...playlistsMock(),
  args: { downloads: { [PLAYLIST_UUIDS.roadTrips]: 'inProgress' } },
  tags: ['!dev', '!autodocs', '!visual'],
  play: async ({ canvas, userEvent }) => {
    const popup = await openPopup(canvas, userEvent);
    await userEvent.click(popup.getByRole('checkbox', { name: roadTrips.name }));
    await userEvent.click(await popup.findByRole('button', { name: PLAYLIST_POPUP_TEXT.cancel }));
    const row = await popup.findByRole('checkbox', { name: roadTrips.name });
    await expect(row).not.toBeChecked();
    await expect(row.closest('li')).toHaveAttribute('data-state', 'idle');

    await userEvent.click(row);
    await userEvent.click(await popup.findByRole('button', { name: PLAYLIST_POPUP_TEXT.confirm }));
    await expect(await popup.findByText(MESSAGES.videoAddedToPlaylist)).toBeVisible();
    await waitFor(() => expect(popup.getByRole('checkbox', { name: roadTrips.name })).toBeChecked());
  },
};

/** A playlist whose download is ready asks first, since removing the clip removes the link. */
export const ConfirmWhenDownloadReady: Story = {
  ...playlistsMock(),
  args: { downloads: { [PLAYLIST_UUIDS.pets]: 'completed' } },
  tags: ['!dev', '!autodocs', '!visual'],
  play: async ({ canvas, userEvent }) => {
    const popup = await openPopup(canvas, userEvent);
    await userEvent.click(popup.getByRole('checkbox', { name: pets.name }));
    const step = await popup.findByRole('group', {
      name: PLAYLIST_POPUP_TEXT.confirmTitle(pets.name),
    });
    await expect(step).toHaveAccessibleDescription(PLAYLIST_POPUP_TEXT.confirmCompleted);
    await userEvent.click(popup.getByRole('button', { name: PLAYLIST_POPUP_TEXT.confirm }));
    await expect(await popup.findByText(MESSAGES.videoRemovedFromPlaylist)).toBeVisible();
    await expect(popup.getByRole('checkbox', { name: pets.name })).not.toBeChecked();
  },
};

/**
 * The panel drives the real rows: a download set from the panel makes the row ask, the panel's Cancel answers
 * the popup's question, and the panel stays usable over the open popup.
 */
export const PanelDrivesTheRows: Story = {
  ...playlistsMock(),
  args: { withPanel: true },
  tags: ['!dev', '!autodocs', '!visual'],
  play: async ({ canvas, userEvent }) => {
    const roadTripsEvents = () =>
      within(canvas.getByRole('group', { name: new RegExp(`^Events of ${roadTrips.name}: `) }));
    await userEvent.click(
      roadTripsEvents().getByRole('button', { name: 'playlist.download a download running' }),
    );
    const popup = await openPopup(canvas, userEvent);
    await userEvent.click(popup.getByRole('checkbox', { name: roadTrips.name }));
    await expect(
      await popup.findByRole('group', {
        name: PLAYLIST_POPUP_TEXT.confirmTitle(roadTrips.name),
      }),
    ).toBeVisible();
    await expect(canvas.getByText('confirming')).toBeVisible();
    // The panel now sits inside the open dialog, so it is not inert.
    await userEvent.click(roadTripsEvents().getByRole('button', { name: 'playlist.cancel Cancel' }));
    await expect(await popup.findByRole('checkbox', { name: roadTrips.name })).not.toBeChecked();
    await expect(
      roadTripsEvents().getByRole('button', { name: 'playlist.toggle add the clip' }),
    ).toBeVisible();
  },
};
