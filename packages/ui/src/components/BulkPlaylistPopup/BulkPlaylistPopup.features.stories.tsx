import {
  DELAYS,
  LIMITS,
  MESSAGES,
  OVERLAY_TEXT,
  PLAYLIST_SERVER_MESSAGES,
  formatMessage,
  mapBulkAddError,
} from '@clipmarket/core';
import { fullPlaylistFixture, PLAYLIST_UUIDS, playlistFixtures } from '@clipmarket/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  CREATE_PLAYLIST_TEXT,
  PLAYLIST_POPUP_TEXT,
  PlaylistPopupTrigger,
  BulkPlaylistPopup,
  type BulkPlaylistPopupItem,
  type BulkPlaylistPopupProps,
} from '@clipmarket/ui';
import { manyPopupPlaylists } from '../PlaylistPopup/playlistPopupStoryData';

const SELECTED = 12;
const TITLE = formatMessage.videosSelected(SELECTED);
const ROAD_TRIPS = playlistFixtures[0]!.name;
const lists: BulkPlaylistPopupItem[] = [...playlistFixtures, fullPlaylistFixture];

const withRow = (uuid: string, change: Partial<BulkPlaylistPopupItem>) =>
  lists.map((list) => (list.uuid === uuid ? { ...list, ...change } : list));

const meta = {
  title: 'Components/BulkPlaylistPopup/Features',
  component: BulkPlaylistPopup,
  tags: ['!autodocs'],
  // Open from the start: each story is one state a designer checks, with the real modal around it.
  args: {
    defaultOpen: true,
    selectedCount: SELECTED,
    playlists: lists,
    onOpenChange: fn(),
    onAdd: fn(),
    onCreatePlaylist: fn(),
  },
  argTypes: { trigger: { control: false } },
} satisfies Meta<typeof BulkPlaylistPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** '{n} Videos Selected', and a button per playlist that adds them all. */
export const Ready: Story = {
  // No visual reference: the same picture as Default (BulkPlaylistPopup).
  tags: ['!visual'],
  play: async ({ canvas, args, userEvent }) => {
    const dialog = canvas.getByRole('dialog', { name: TITLE });
    await expect(dialog).toHaveAttribute('data-state', 'ready');
    await expect(dialog).toHaveAccessibleDescription(PLAYLIST_POPUP_TEXT.bulkSubtitle);
    await expect(canvas.getByRole('heading', { name: '12 Videos Selected' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Pets' }));
    await expect(args.onAdd).toHaveBeenCalledWith(expect.objectContaining({ uuid: PLAYLIST_UUIDS.pets }));
  },
};

/** One selected clip still reads as the heading's template. */
export const OneSelected: Story = {
  args: { selectedCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: formatMessage.videosSelected(1) })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', playlists: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('dialog', { name: TITLE })).toHaveAttribute('data-state', 'loading');
    await expect(canvas.getByText(PLAYLIST_POPUP_TEXT.loading)).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { status: 'error', playlists: [], onRetry: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(PLAYLIST_POPUP_TEXT.loadFailed);
    await userEvent.click(canvas.getByRole('button', { name: PLAYLIST_POPUP_TEXT.retry }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { playlists: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('dialog', { name: TITLE })).toHaveAttribute('data-state', 'empty');
    await expect(canvas.getByText(PLAYLIST_POPUP_TEXT.empty)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: CREATE_PLAYLIST_TEXT.label })).toBeVisible();
  },
};

/** 45 lists, 30 shown, scrolling at 240 px; a long name cut by its row with an ellipsis, the whole name kept. */
export const ManyPlaylists: Story = {
  args: { playlists: manyPopupPlaylists() },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: PLAYLIST_POPUP_TEXT.listLabel });
    await expect(within(list).getAllByRole('button')).toHaveLength(LIMITS.popupMaxLists);
    await expect(list.getBoundingClientRect().height).toBeLessThanOrEqual(LIMITS.popupListHeightPx);
    const road = canvas.getByRole('button', { name: ROAD_TRIPS });
    const name = within(road).getByText(ROAD_TRIPS);
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
  },
};

/** The add call runs: the row is disabled, with a spinner. */
export const Adding: Story = {
  args: { playlists: withRow(PLAYLIST_UUIDS.pets, { status: 'toggling' }) },
  play: async ({ canvas, args, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Pets' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button.closest('li')).toHaveAttribute('aria-busy', 'true');
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/** Success: '{n} videos are added to the playlist.' with the count the server added. */
export const Added: Story = {
  args: {
    playlists: withRow(PLAYLIST_UUIDS.pets, {
      status: 'changed',
      message: formatMessage.videosAddedToPlaylist(10),
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Pets' })).toHaveAccessibleDescription(
      formatMessage.videosAddedToPlaylist(10),
    );
  },
};

/** Without a message of its own the success counts the selection. */
export const AddedDefaultMessage: Story = {
  args: { playlists: withRow(PLAYLIST_UUIDS.pets, { status: 'changed' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Pets' })).toHaveAccessibleDescription(
      formatMessage.videosAddedToPlaylist(SELECTED),
    );
  },
};

/** Failure with no server message: 'Error adding videos to playlist!'. */
export const Failed: Story = {
  args: { playlists: withRow(PLAYLIST_UUIDS.pets, { status: 'failed' }) },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Pets' });
    await expect(button).toHaveAccessibleDescription(MESSAGES.bulkAddError);
    await expect(button.closest('li')).toHaveAttribute('data-state', 'failed');
  },
};

/** Failure with the server's first message, shown as it is. */
export const FailedWithServerMessage: Story = {
  args: {
    playlists: withRow(fullPlaylistFixture.uuid, {
      status: 'failed',
      message: mapBulkAddError([PLAYLIST_SERVER_MESSAGES.playlistFull]),
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: fullPlaylistFixture.name })).toHaveAccessibleDescription(
      PLAYLIST_SERVER_MESSAGES.playlistFull,
    );
  },
};

/**
 * Adding to a playlist whose download is being prepared asks first. The question is the row machine's: its row
 * is `confirming`, and Continue goes back to the machine (`onConfirm`), which then adds the clips.
 */
export const ConfirmDownloadInProgress: Story = {
  // No visual reference: the same picture as Default (BulkPlaylistPopup).
  tags: ['!visual'],
  args: {
    playlists: withRow(PLAYLIST_UUIDS.pets, { status: 'confirming', download: 'inProgress' }),
    onConfirm: fn(),
    onCancelConfirm: fn(),
  },
  play: async ({ canvas, args, userEvent }) => {
    const step = canvas.getByRole('group', { name: PLAYLIST_POPUP_TEXT.confirmTitle('Pets') });
    await expect(step).toHaveAccessibleDescription(PLAYLIST_POPUP_TEXT.confirmInProgress);
    await userEvent.click(within(step).getByRole('button', { name: PLAYLIST_POPUP_TEXT.confirm }));
    await expect(args.onConfirm).toHaveBeenCalledWith(expect.objectContaining({ uuid: PLAYLIST_UUIDS.pets }));
    await expect(args.onAdd).not.toHaveBeenCalled();
  },
};

/** The app's bulk add, faked: 300 ms call, the result for `DELAYS.savedStateResetMs`, the full list fails. */
function AddDemo(props: BulkPlaylistPopupProps) {
  const [playlists, setPlaylists] = useState<BulkPlaylistPopupItem[]>(lists);
  const update = (uuid: string, change: Partial<BulkPlaylistPopupItem>) =>
    setPlaylists((all) => all.map((list) => (list.uuid === uuid ? { ...list, ...change } : list)));
  return (
    <BulkPlaylistPopup
      {...props}
      playlists={playlists}
      onAdd={(playlist) => {
        props.onAdd?.(playlist);
        update(playlist.uuid, { status: 'toggling' });
        window.setTimeout(() => {
          update(
            playlist.uuid,
            playlist.uuid === fullPlaylistFixture.uuid
              ? { status: 'failed', message: mapBulkAddError([PLAYLIST_SERVER_MESSAGES.playlistFull]) }
              : { status: 'changed', message: formatMessage.videosAddedToPlaylist(props.selectedCount) },
          );
          window.setTimeout(
            () => update(playlist.uuid, { status: 'idle', message: undefined }),
            DELAYS.savedStateResetMs,
          );
        }, 300);
      }}
    />
  );
}

export const ResultClearsAfterDelay: Story = {
  // No visual reference: the same picture as Default (BulkPlaylistPopup).
  tags: ['!visual'],
  render: (args) => <AddDemo {...args} />,
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Pets' });
    const row = button.closest('li') as HTMLElement;
    await userEvent.click(button);
    await expect(row).toHaveAttribute('data-state', 'toggling');
    await waitFor(() =>
      expect(button).toHaveAccessibleDescription(formatMessage.videosAddedToPlaylist(SELECTED)),
    );
    await waitFor(() => expect(row).toHaveAttribute('data-state', 'idle'), {
      timeout: DELAYS.savedStateResetMs + 2000,
    });
    await expect(within(row).getByRole('status')).toBeEmptyDOMElement();
  },
};

/** Without a mouse: Enter opens, Tab wraps inside, Escape closes and focus is back on the trigger. */
export const KeyboardOnly: Story = {
  args: {
    defaultOpen: false,
    trigger: (props) => (
      <PlaylistPopupTrigger {...props}>{PLAYLIST_POPUP_TEXT.bulkTrigger}</PlaylistPopupTrigger>
    ),
  },
  play: async ({ canvas, args, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: PLAYLIST_POPUP_TEXT.bulkTrigger });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('heading', { name: TITLE })).toHaveFocus();

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: OVERLAY_TEXT.close })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: CREATE_PLAYLIST_TEXT.submit })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox', { name: PLAYLIST_POPUP_TEXT.filterLabel })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAdd).toHaveBeenCalledWith(expect.objectContaining({ name: 'Pets' }));

    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(trigger).toHaveFocus();
  },
};

/** On a phone the popup is a sheet along the bottom. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: {
    playlists: withRow(PLAYLIST_UUIDS.pets, {
      status: 'changed',
      message: formatMessage.videosAddedToPlaylist(SELECTED),
    }),
  },
  play: async ({ canvas }) => {
    const dialog = canvas.getByRole('dialog', { name: TITLE });
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};
