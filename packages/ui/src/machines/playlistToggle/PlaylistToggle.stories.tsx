import {
  DELAYS,
  MESSAGES,
  addPlaylistVideoEndpoint,
  createClient,
  playlistsForVideoEndpoint,
  removePlaylistVideoEndpoint,
  toFastifyPath,
  truncatePlaylistName,
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
  PLAYLIST_POPUP_TEXT,
  PlaylistPopup,
  usePlaylistPopup,
  usePlaylistToggle,
  usePlaylistToggleRows,
  type PlaylistToggleDownload,
  type PlaylistToggleActors,
  type PlaylistToggleRef,
  type PlaylistVideoCall,
} from '@clipmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { fromPromise } from 'xstate';

/** The real typed client: MSW answers its calls with the playlist handlers of `@clipmarket/mocks`. */
const client = createClient();

const toggleActors: PlaylistToggleActors = {
  addVideo: fromPromise<unknown, PlaylistVideoCall>(({ input }) =>
    client.call(addPlaylistVideoEndpoint, { params: { uuid: input.playlistUuid, jmId: input.jmId } }),
  ),
  removeVideo: fromPromise<unknown, PlaylistVideoCall>(({ input }) =>
    client.call(removePlaylistVideoEndpoint, { params: { uuid: input.playlistUuid, jmId: input.jmId } }),
  ),
};

/** One story-local row: the playlist as a pressed-or-not button, its status, its result, and the question. */
function ToggleRow({ row }: { row: PlaylistToggleRef }) {
  const toggle = usePlaylistToggle(row);
  const question =
    toggle.download === 'completed'
      ? 'Changing this playlist removes its download link.'
      : 'Changing this playlist cancels its download.';
  return (
    <li data-state={toggle.status}>
      <button
        type="button"
        aria-pressed={toggle.containsVideo}
        disabled={toggle.disabled}
        onClick={toggle.toggle}
      >
        {toggle.playlist.name}
      </button>{' '}
      <span>
        ({toggle.playlist.videoCount}) {toggle.status}
      </span>{' '}
      {toggle.changed ? <span data-success={toggle.changed.success}>{toggle.changed.message}</span> : null}
      {toggle.status === 'confirming' ? (
        <span>
          {question}{' '}
          <button type="button" onClick={toggle.confirm}>
            Change it
          </button>{' '}
          <button type="button" onClick={toggle.cancel}>
            Keep it
          </button>
        </span>
      ) : null}
    </li>
  );
}

interface PlaylistToggleDemoProps {
  jmId: string;
  /** The rows as `GET /api/user/licensing/lists/video/{jmId}` answered them (the story's loader). */
  playlists: PlaylistWithVideo[];
  downloads?: Record<string, PlaylistToggleDownload>;
}

function PlaylistToggleDemo({ jmId, playlists, downloads }: PlaylistToggleDemoProps) {
  const rows = usePlaylistToggleRows({ jmId, playlists, downloads, actors: toggleActors });
  return (
    <section aria-label={`Save ${jmId} to a playlist`}>
      <ul>
        {rows.map((row) => (
          <ToggleRow key={row.id} row={row} />
        ))}
      </ul>
    </section>
  );
}

const JM_ID = videoFixtures.cleared.jmId;

/**
 * The playlist handlers over a state of their own, reset by the loader before each render, which then reads
 * the popup's rows through the real client. `overrides` answer first (a failing add or remove).
 */
function playlistsMock(
  fresh: () => PlaylistMockState,
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

const meta = {
  title: 'Machines/PlaylistToggle',
  // No visual reference: the demo shows the machine's states through a test harness, not a component's look.
  tags: ['!visual'],
  component: PlaylistToggleDemo,
  args: { jmId: JM_ID, playlists: [], downloads: {} },
  argTypes: { playlists: { table: { disable: true } } },
  render: (args, { loaded }) => (
    <PlaylistToggleDemo {...args} playlists={(loaded.playlists as PlaylistWithVideo[] | undefined) ?? []} />
  ),
} satisfies Meta<typeof PlaylistToggleDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const [roadTrips, pets] = playlistFixtures as [(typeof playlistFixtures)[0], (typeof playlistFixtures)[1]];
const resetWait = { timeout: DELAYS.savedStateResetMs * 3 };

/** The happy path: add the clip, see the result for 1.5 s, then remove it again. */
export const AddThenRemove: Story = {
  ...playlistsMock(defaultPlaylistState),
  play: async ({ canvas, userEvent }) => {
    const button = await canvas.findByRole('button', { name: roadTrips.name });
    await expect(button).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(button);
    await expect(await canvas.findByText(MESSAGES.videoAddedToPlaylist)).toBeVisible();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText(`(${roadTrips.videoCount + 1}) changed`)).toBeVisible();
    await waitFor(() => expect(canvas.queryByText(MESSAGES.videoAddedToPlaylist)).toBeNull(), resetWait);

    await userEvent.click(button);
    await expect(await canvas.findByText(MESSAGES.videoRemovedFromPlaylist)).toBeVisible();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};

/** The call is running: the row is disabled. */
export const Saving: Story = {
  ...playlistsMock(defaultPlaylistState, {}, [
    http.post(toFastifyPath(addPlaylistVideoEndpoint.path), async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ]),
  play: async ({ canvas, userEvent }) => {
    const button = await canvas.findByRole('button', { name: roadTrips.name });
    await userEvent.click(button);
    await expect(button).toBeDisabled();
    await expect(canvas.getByText(`(${roadTrips.videoCount}) toggling`)).toBeVisible();
  },
};

/** The server answers 'Max size…': the full-playlist message, and the clip is not added. */
export const PlaylistFull: Story = {
  ...playlistsMock(
    () => {
      const state = defaultPlaylistState();
      state.lists.unshift(structuredClone(fullPlaylistFixture));
      return state;
    },
    { full: true },
  ),
  play: async ({ canvas, userEvent }) => {
    const button = await canvas.findByRole('button', { name: fullPlaylistFixture.name });
    await userEvent.click(button);
    await expect(await canvas.findByText(MESSAGES.playlistFull)).toBeVisible();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByText(`(${fullPlaylistFixture.videoCount}) failed`)).toBeVisible();
  },
};

/** Any other add failure: 'Saving Error!'. */
export const SavingError: Story = {
  ...playlistsMock(defaultPlaylistState, {}, [failing('post', addPlaylistVideoEndpoint.path)]),
  play: async ({ canvas, userEvent }) => {
    const button = await canvas.findByRole('button', { name: roadTrips.name });
    await userEvent.click(button);
    await expect(await canvas.findByText(MESSAGES.savingError)).toBeVisible();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(canvas.queryByText(MESSAGES.savingError)).toBeNull(), resetWait);
  },
};

/** A remove that fails: the remove-failure message, and the clip stays. */
export const RemoveFailed: Story = {
  ...playlistsMock(defaultPlaylistState, {}, [failing('delete', removePlaylistVideoEndpoint.path)]),
  play: async ({ canvas, userEvent }) => {
    const button = await canvas.findByRole('button', { name: pets.name });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    await expect(await canvas.findByText(MESSAGES.removeFailed)).toBeVisible();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A playlist being downloaded asks first: keeping it changes nothing, confirming adds the clip. */
export const ConfirmWhileDownloading: Story = {
  ...playlistsMock(defaultPlaylistState),
  args: { downloads: { [PLAYLIST_UUIDS.roadTrips]: 'inProgress' } },
  play: async ({ canvas, userEvent }) => {
    const button = await canvas.findByRole('button', { name: roadTrips.name });
    await userEvent.click(button);
    await expect(canvas.getByText('Changing this playlist cancels its download.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Keep it' }));
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getByText(`(${roadTrips.videoCount}) idle`)).toBeVisible();

    await userEvent.click(button);
    await userEvent.click(canvas.getByRole('button', { name: 'Change it' }));
    await expect(await canvas.findByText(MESSAGES.videoAddedToPlaylist)).toBeVisible();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A playlist whose download is ready asks first, since removing the clip removes the link. */
export const ConfirmWhenDownloadCompleted: Story = {
  ...playlistsMock(defaultPlaylistState),
  args: { downloads: { [PLAYLIST_UUIDS.pets]: 'completed' } },
  play: async ({ canvas, userEvent }) => {
    const button = await canvas.findByRole('button', { name: pets.name });
    await userEvent.click(button);
    await expect(canvas.getByText('Changing this playlist removes its download link.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Change it' }));
    await expect(await canvas.findByText(MESSAGES.videoRemovedFromPlaylist)).toBeVisible();
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};

/**
 * The package hook joining the machine to `PlaylistPopup` (`usePlaylistPopup`): the playlist's download is
 * running, so the row's machine asks first (`confirming`, shown as the popup's step); Continue adds the clip.
 * The rows and downloads are passed as inline literals, as a consumer may.
 */
const popupMock = playlistsMock(defaultPlaylistState);
export const PopupAsksWhileDownloading: Story = {
  ...popupMock,
  // The popup is a modal dialog: on the docs page it opens in a frame of its own, so its backdrop covers that
  // frame and not the page (issue 34).
  parameters: { ...popupMock.parameters, docs: { story: { inline: false, height: '560px' } } },
  render: (_args, { loaded }) => <PopupDemo playlists={(loaded.playlists as PlaylistWithVideo[]) ?? []} />,
  play: async ({ canvas, userEvent }) => {
    const row = await canvas.findByRole('checkbox', { name: roadTrips.name });
    await userEvent.click(row);
    // The step names the playlist as the popup's rows do, shortened.
    const step = await canvas.findByRole('group', {
      name: PLAYLIST_POPUP_TEXT.confirmTitle(truncatePlaylistName(roadTrips.name)),
    });
    await expect(step).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: PLAYLIST_POPUP_TEXT.confirm }));
    await expect(await canvas.findByText(MESSAGES.videoAddedToPlaylist)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('checkbox', { name: roadTrips.name })).toBeChecked());
  },
};

function PopupDemo({ playlists }: { playlists: PlaylistWithVideo[] }) {
  const popup = usePlaylistPopup({
    jmId: JM_ID,
    playlists: [...playlists],
    downloads: { [PLAYLIST_UUIDS.roadTrips]: 'inProgress' },
    actors: toggleActors,
  });
  return <PlaylistPopup open status="ready" {...popup} />;
}
