import {
  DELAYS,
  LIMITS,
  MESSAGES,
  OVERLAY_TEXT,
  PLAYLIST_SERVER_MESSAGES,
  displayTitle,
  formatJvId,
  mapAddToPlaylistError,
} from '@clipmarket/core';
import { fullPlaylistFixture, playlistFixtures } from '@clipmarket/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  CREATE_PLAYLIST_TEXT,
  PLAYLIST_POPUP_TEXT,
  PlaylistPopup,
  PlaylistPopupTrigger,
  type PlaylistPopupItem,
  type PlaylistPopupProps,
} from '@clipmarket/ui';
import { STORY_UUIDS, manyPopupPlaylists, popupPlaylistsFor, storyClip } from './playlistPopupStoryData';

const TITLE = PLAYLIST_POPUP_TEXT.title;
const ROAD_TRIPS = playlistFixtures[0]!.name;

const withRow = (uuid: string, change: Partial<PlaylistPopupItem>) =>
  popupPlaylistsFor().map((list) => (list.uuid === uuid ? { ...list, ...change } : list));

const meta = {
  title: 'Components/PlaylistPopup/Features',
  component: PlaylistPopup,
  tags: ['!autodocs'],
  // Open from the start: each story is one state a designer checks, with the real modal around it.
  args: {
    defaultOpen: true,
    playlists: popupPlaylistsFor(),
    clipLabel: `${formatJvId(storyClip.jmId)} · ${displayTitle(storyClip)}`,
    onOpenChange: fn(),
    onToggle: fn(),
    onCreatePlaylist: fn(),
  },
  argTypes: { trigger: { control: false } },
} satisfies Meta<typeof PlaylistPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Checked rows hold the clip: its '-1' id matches the road-trips copy. */
export const Ready: Story = {
  // No visual reference: the same picture as Default (PlaylistPopup).
  tags: ['!visual'],
  play: async ({ canvas }) => {
    const dialog = canvas.getByRole('dialog', { name: TITLE });
    await expect(dialog).toHaveAttribute('data-state', 'ready');
    await expect(canvas.getByRole('heading', { name: TITLE })).toHaveFocus();
    await expect(canvas.getByRole('checkbox', { name: ROAD_TRIPS })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Pets' })).not.toBeChecked();
    await expect(canvas.getByRole('form', { name: CREATE_PLAYLIST_TEXT.form })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', playlists: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('dialog', { name: TITLE })).toHaveAttribute('data-state', 'loading');
    await expect(canvas.getByText(PLAYLIST_POPUP_TEXT.loading)).toHaveAttribute('role', 'status');
  },
};

export const LoadError: Story = {
  args: { status: 'error', playlists: [], onRetry: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('dialog', { name: TITLE })).toHaveAttribute('data-state', 'error');
    await expect(canvas.getByRole('alert')).toHaveTextContent(PLAYLIST_POPUP_TEXT.loadFailed);
    await userEvent.click(canvas.getByRole('button', { name: PLAYLIST_POPUP_TEXT.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** No playlists yet: a word, and the create input to make the first one. */
export const Empty: Story = {
  args: { playlists: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('dialog', { name: TITLE })).toHaveAttribute('data-state', 'empty');
    await expect(canvas.getByText(PLAYLIST_POPUP_TEXT.empty)).toBeVisible();
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: CREATE_PLAYLIST_TEXT.label })).toBeVisible();
  },
};

/**
 * A long name is one line, cut where its row ends with an ellipsis (CSS, so a wide popup shows more of it); the
 * whole name is the row's text, so it is the checkbox's accessible name, and the tooltip once the pointer is on it.
 */
export const LongNames: Story = {
  // No visual reference: the same picture as Default (PlaylistPopup).
  tags: ['!visual'],
  play: async ({ canvas, userEvent }) => {
    const label = canvas.getByRole('checkbox', { name: ROAD_TRIPS }).closest('label') as HTMLElement;
    const name = within(label).getByText(ROAD_TRIPS);
    await expect(getComputedStyle(name).textOverflow).toBe('ellipsis');
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    await expect(name.getBoundingClientRect().height).toBeLessThan(2 * 16);
    await userEvent.hover(name);
    await expect(name).toHaveAttribute('title', ROAD_TRIPS);
    // A name the row shows whole gets no tooltip repeating it.
    const pets = within(canvas.getByRole('checkbox', { name: 'Pets' }).closest('label') as HTMLElement);
    await userEvent.hover(pets.getByText('Pets'));
    await expect(pets.getByText('Pets')).not.toHaveAttribute('title');
  },
};

/** 45 lists: 30 are shown, in a list that scrolls at 240 px. */
export const ManyPlaylists: Story = {
  args: { playlists: manyPopupPlaylists() },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: PLAYLIST_POPUP_TEXT.listLabel });
    await expect(within(list).getAllByRole('checkbox')).toHaveLength(LIMITS.popupMaxLists);
    await expect(list.getBoundingClientRect().height).toBeLessThanOrEqual(LIMITS.popupListHeightPx);
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    await expect(canvas.getByText(/Showing 30 of 45 playlists/)).toBeVisible();
  },
};

/** The filter waits for 3 characters, then matches names regardless of case. */
export const Filtered: Story = {
  args: { playlists: manyPopupPlaylists() },
  play: async ({ canvas, userEvent }) => {
    const filter = canvas.getByRole('searchbox', { name: PLAYLIST_POPUP_TEXT.filterLabel });
    await userEvent.type(filter, 'pe');
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(LIMITS.popupMaxLists);
    await userEvent.type(filter, 't');
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(1);
    await expect(canvas.getByRole('checkbox', { name: 'Pets' })).toBeVisible();
    await userEvent.clear(filter);
    await userEvent.type(filter, 'CLIENT PITCH 0');
    await expect(canvas.getAllByRole('checkbox')).toHaveLength(9);
  },
};

export const NoMatch: Story = {
  args: { defaultFilter: 'zebra' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();
    await expect(canvas.getByText(PLAYLIST_POPUP_TEXT.noMatch('zebra'))).toHaveAttribute('role', 'status');
  },
};

/** The toggle runs: the row is disabled, with a spinner, and says so; clicks do nothing. */
export const Toggling: Story = {
  args: { playlists: withRow(STORY_UUIDS.pets, { status: 'toggling' }) },
  play: async ({ canvas, args, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'Pets' });
    await expect(box).toHaveAttribute('aria-disabled', 'true');
    await expect(box.closest('li')).toHaveAttribute('aria-busy', 'true');
    await expect(box.closest('li')?.querySelector('[data-spinner]')).toBeVisible();
    box.focus();
    await userEvent.keyboard(' ');
    await expect(args.onToggle).not.toHaveBeenCalled();
    await expect(box).not.toBeChecked();
  },
};

/** Added: the success result, shown until the machine clears it (1.5 s later). */
export const Added: Story = {
  args: { playlists: withRow(STORY_UUIDS.pets, { status: 'changed', containsVideo: true }) },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Pets' });
    await expect(box).toBeChecked();
    await expect(within(box.closest('li') as HTMLElement).getByRole('status')).toHaveTextContent(
      MESSAGES.videoAddedToPlaylist,
    );
    await expect(box).toHaveAccessibleDescription(MESSAGES.videoAddedToPlaylist);
  },
};

export const Removed: Story = {
  args: { playlists: withRow(STORY_UUIDS.roadTrips, { status: 'changed', containsVideo: false }) },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: ROAD_TRIPS });
    await expect(box).not.toBeChecked();
    await expect(box).toHaveAccessibleDescription(MESSAGES.videoRemovedFromPlaylist);
  },
};

/** Any failure: 'Saving Error!', and the check stays as it was. */
export const Failed: Story = {
  args: { playlists: withRow(STORY_UUIDS.pets, { status: 'failed' }) },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'Pets' });
    await expect(box).not.toBeChecked();
    await expect(box).toHaveAccessibleDescription(MESSAGES.savingError);
    await expect(box.closest('li')).toHaveAttribute('data-state', 'failed');
  },
};

/** The server's 'Max size' answer: the playlist is full. */
export const PlaylistFull: Story = {
  args: {
    playlists: withRow(fullPlaylistFixture.uuid, {
      status: 'failed',
      message: mapAddToPlaylistError(PLAYLIST_SERVER_MESSAGES.playlistFull),
    }),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: fullPlaylistFixture.name }),
    ).toHaveAccessibleDescription(MESSAGES.playlistFull);
  },
};

/**
 * Changing a playlist whose download is being prepared asks first (adding or removing cancels it). The question
 * is the row machine's: its row is `confirming`, so the step shows for that row and Continue goes back to the
 * machine (`onConfirm`). The step stays until the machine moves the row on (here, never).
 */
export const ConfirmDownloadInProgress: Story = {
  args: {
    playlists: withRow(STORY_UUIDS.pets, { status: 'confirming', download: 'inProgress' }),
    onConfirm: fn(),
    onCancelConfirm: fn(),
  },
  play: async ({ canvas, args, userEvent }) => {
    const step = canvas.getByRole('group', { name: PLAYLIST_POPUP_TEXT.confirmTitle('Pets') });
    await expect(step).toHaveAccessibleDescription(PLAYLIST_POPUP_TEXT.confirmInProgress);
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument();

    await userEvent.click(within(step).getByRole('button', { name: PLAYLIST_POPUP_TEXT.confirm }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).toHaveBeenCalledWith(expect.objectContaining({ uuid: STORY_UUIDS.pets }));
    await expect(args.onToggle).not.toHaveBeenCalled();
  },
};

/** A playlist with a download ready: changing it removes the link. Cancel or Escape goes to the machine. */
export const ConfirmDownloadCompleted: Story = {
  args: {
    playlists: withRow(STORY_UUIDS.roadTrips, { status: 'confirming', download: 'completed' }),
    onConfirm: fn(),
    onCancelConfirm: fn(),
  },
  play: async ({ canvas, args, userEvent }) => {
    const step = canvas.getByRole('group', {
      name: PLAYLIST_POPUP_TEXT.confirmTitle(ROAD_TRIPS),
    });
    await expect(step).toHaveAccessibleDescription(PLAYLIST_POPUP_TEXT.confirmCompleted);
    await userEvent.click(within(step).getByRole('button', { name: PLAYLIST_POPUP_TEXT.cancel }));
    await expect(args.onCancelConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancelConfirm).toHaveBeenCalledWith(
      expect.objectContaining({ uuid: STORY_UUIDS.roadTrips }),
    );
    // The row is still `confirming` (no machine here), so the step stays; Escape in it answers Cancel too.
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancelConfirm).toHaveBeenCalledTimes(2);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(canvas.getByRole('dialog', { name: TITLE })).toBeVisible();
  },
};

/**
 * The app's machine, faked in the story: the call takes 300 ms, then the check flips and the result shows
 * for `DELAYS.savedStateResetMs` (1.5 s) before it clears. The full playlist answers 'Max size'.
 */
function ToggleDemo(props: Partial<PlaylistPopupProps>) {
  const [playlists, setPlaylists] = useState(popupPlaylistsFor);
  const timers = useRef<number[]>([]);
  const update = (uuid: string, change: Partial<PlaylistPopupItem>) =>
    setPlaylists((all) => all.map((list) => (list.uuid === uuid ? { ...list, ...change } : list)));
  return (
    <PlaylistPopup
      {...props}
      playlists={playlists}
      onToggle={(playlist) => {
        props.onToggle?.(playlist);
        update(playlist.uuid, { status: 'toggling' });
        timers.current.push(
          window.setTimeout(() => {
            if (playlist.uuid === fullPlaylistFixture.uuid && !playlist.containsVideo) {
              update(playlist.uuid, {
                status: 'failed',
                message: mapAddToPlaylistError(PLAYLIST_SERVER_MESSAGES.playlistFull),
              });
            } else {
              update(playlist.uuid, { status: 'changed', containsVideo: !playlist.containsVideo });
            }
            timers.current.push(
              window.setTimeout(
                () => update(playlist.uuid, { status: 'idle', message: undefined }),
                DELAYS.savedStateResetMs,
              ),
            );
          }, 300),
        );
      }}
    />
  );
}

/** Toggle a row and watch: spinner, then 'Video added to playlist!' for 1.5 s, then the row at rest. */
export const ResultClearsAfterDelay: Story = {
  render: (args) => <ToggleDemo {...args} />,
  play: async ({ canvas, args, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'Pets' });
    const row = box.closest('li') as HTMLElement;
    await userEvent.click(box);
    await expect(args.onToggle).toHaveBeenCalledTimes(1);
    await expect(row).toHaveAttribute('data-state', 'toggling');
    await waitFor(() => expect(row).toHaveAttribute('data-state', 'changed'));
    await expect(box).toBeChecked();
    await expect(within(row).getByRole('status')).toHaveTextContent(MESSAGES.videoAddedToPlaylist);
    await waitFor(() => expect(row).toHaveAttribute('data-state', 'idle'), {
      timeout: DELAYS.savedStateResetMs + 2000,
    });
    await expect(within(row).getByRole('status')).toBeEmptyDOMElement();
    await expect(box).toBeChecked();
  },
};

/** The same with the full playlist: the error shows, the check stays off, and it clears too. */
export const FullPlaylistThenClears: Story = {
  render: (args) => <ToggleDemo {...args} />,
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: fullPlaylistFixture.name });
    await userEvent.click(box);
    await waitFor(() => expect(box).toHaveAccessibleDescription(MESSAGES.playlistFull));
    await expect(box).not.toBeChecked();
    await waitFor(() => expect(box.closest('li')).toHaveAttribute('data-state', 'idle'), {
      timeout: DELAYS.savedStateResetMs + 2000,
    });
  },
};

/** Without a mouse: Enter opens, focus on the heading, Space toggles, Tab wraps, Escape closes to the trigger. */
export const KeyboardOnly: Story = {
  args: { defaultOpen: false, trigger: (props) => <PlaylistPopupTrigger {...props} /> },
  play: async ({ canvas, args, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: TITLE });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('heading', { name: TITLE })).toHaveFocus();

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: OVERLAY_TEXT.close })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox', { name: PLAYLIST_POPUP_TEXT.filterLabel })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: ROAD_TRIPS })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onToggle).toHaveBeenCalledWith(expect.objectContaining({ name: 'Pets' }));

    // Backwards from the first control wraps to the last (the Create button), never out of the dialog.
    await userEvent.click(canvas.getByRole('heading', { name: TITLE }));
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: CREATE_PLAYLIST_TEXT.submit })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: OVERLAY_TEXT.close })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(trigger).toHaveFocus();
  },
};

/** Creating a playlist from the popup: the create call failed because the name is taken. */
export const CreateFailed: Story = {
  args: { createStatus: 'failed', createServerMessage: PLAYLIST_SERVER_MESSAGES.listNameNotUnique },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(MESSAGES.listNameNotUnique);
  },
};

/** On a phone the popup is a sheet along the bottom, full width. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { playlists: withRow(STORY_UUIDS.pets, { status: 'changed', containsVideo: true }) },
  play: async ({ canvas }) => {
    const dialog = canvas.getByRole('dialog', { name: TITLE });
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};
