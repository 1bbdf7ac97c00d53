import { LIMITS, MESSAGES, OVERLAY_TEXT } from '@clipmarket/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ThemeProvider } from '../../theme';
import { CREATE_PLAYLIST_TEXT } from '../CreatePlaylistInput';
import {
  PLAYLIST_POPUP_TEXT,
  PlaylistPopup,
  PlaylistPopupTrigger,
  type PlaylistPopupItem,
  type PlaylistPopupProps,
} from '.';

const TITLE = PLAYLIST_POPUP_TEXT.title;
const LONG = 'Road trips and wild weather on the highways of the world';

const lists: PlaylistPopupItem[] = [
  { uuid: 'a', name: LONG, containsVideo: true },
  { uuid: 'b', name: 'Pets', containsVideo: false },
  { uuid: 'c', name: 'My First Playlist', containsVideo: false },
];

function withRow(uuid: string, change: Partial<PlaylistPopupItem>) {
  return lists.map((list) => (list.uuid === uuid ? { ...list, ...change } : list));
}

function ui(props: Partial<PlaylistPopupProps>) {
  return (
    <ThemeProvider>
      <PlaylistPopup
        trigger={(triggerProps) => <PlaylistPopupTrigger {...triggerProps} />}
        playlists={lists}
        {...props}
      />
    </ThemeProvider>
  );
}

function renderPopup(props: Partial<PlaylistPopupProps> = {}) {
  const view = render(ui(props));
  return {
    ...view,
    rerenderWith: (next: Partial<PlaylistPopupProps>) => view.rerender(ui({ ...props, ...next })),
  };
}

async function openFromTrigger() {
  await userEvent.click(screen.getByRole('button', { name: TITLE }));
  return screen.getByRole('dialog', { name: TITLE });
}

afterEach(() => {
  cleanup();
});

describe('PlaylistPopup', () => {
  it('opens from its trigger as a modal, with focus on the heading', async () => {
    renderPopup();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const dialog = await openFromTrigger();

    expect(dialog.matches(':modal')).toBe(true);
    expect(dialog).toHaveAttribute('data-state', 'ready');
    expect(screen.getByRole('heading', { level: 2, name: TITLE })).toHaveFocus();
  });

  it('checks the playlists that hold the clip', () => {
    renderPopup({ defaultOpen: true });

    expect(screen.getByRole('checkbox', { name: LONG })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Pets' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'My First Playlist' })).not.toBeChecked();
  });

  it('reports the playlist the user toggles, by mouse or Space', async () => {
    const onToggle = vi.fn();
    renderPopup({ defaultOpen: true, onToggle });

    await userEvent.click(screen.getByRole('checkbox', { name: 'Pets' }));
    expect(onToggle).toHaveBeenLastCalledWith(lists[1]);

    screen.getByRole('checkbox', { name: LONG }).focus();
    await userEvent.keyboard(' ');
    expect(onToggle).toHaveBeenLastCalledWith(lists[0]);
    expect(onToggle).toHaveBeenCalledTimes(2);
  });

  it('shows a long name on one line cut by its row, the whole name its accessible name and, once pointed at, its tooltip', async () => {
    renderPopup({ defaultOpen: true });

    const label = screen.getByRole('checkbox', { name: LONG }).closest('label') as HTMLElement;
    const name = within(label).getByText(LONG);
    expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
    expect(getComputedStyle(name).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(name).textOverflow).toBe('ellipsis');
    await userEvent.hover(name);
    expect(name).toHaveAttribute('title', LONG);
    const pets = within(screen.getByRole('checkbox', { name: 'Pets' }).closest('label') as HTMLElement);
    await userEvent.hover(pets.getByText('Pets'));
    expect(pets.getByText('Pets')).not.toHaveAttribute('title');
  });

  it('shows at most 30 playlists in a list that scrolls at 240 px', () => {
    const many = Array.from({ length: 40 }, (_, index) => ({
      uuid: `u${index}`,
      name: `List ${index + 1}`,
      containsVideo: false,
    }));
    renderPopup({ defaultOpen: true, playlists: many });

    const list = screen.getByRole('list', { name: PLAYLIST_POPUP_TEXT.listLabel });
    expect(within(list).getAllByRole('checkbox')).toHaveLength(LIMITS.popupMaxLists);
    expect(list.getBoundingClientRect().height).toBe(LIMITS.popupListHeightPx);
    expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    expect(screen.getByText(/Showing 30 of 40 playlists/)).toBeVisible();
  });

  it('filters by name only from the third character, ignoring case', async () => {
    renderPopup({ defaultOpen: true });
    const filter = screen.getByRole('searchbox', { name: PLAYLIST_POPUP_TEXT.filterLabel });

    await userEvent.fill(filter, 'pe');
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);

    await userEvent.fill(filter, 'PET');
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    expect(screen.getByRole('checkbox', { name: 'Pets' })).toBeVisible();

    await userEvent.fill(filter, 'zebra');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByText(PLAYLIST_POPUP_TEXT.noMatch('zebra'))).toBeVisible();
  });

  it('disables a row with a spinner while its toggle runs, keeping focus on it', async () => {
    const onToggle = vi.fn();
    renderPopup({ defaultOpen: true, onToggle, playlists: withRow('b', { status: 'toggling' }) });
    const box = screen.getByRole('checkbox', { name: 'Pets' });
    const row = box.closest('li') as HTMLElement;

    box.focus();
    await userEvent.keyboard(' ');

    expect(onToggle).not.toHaveBeenCalled();
    expect(box).not.toBeChecked();
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-disabled', 'true');
    expect(row).toHaveAttribute('aria-busy', 'true');
    expect(row).toHaveAttribute('data-state', 'toggling');
    expect(row.querySelector('[data-spinner]')).toBeVisible();
    expect(within(row).getByRole('status')).toHaveTextContent(PLAYLIST_POPUP_TEXT.saving);
  });

  it('shows the added or removed result from the flipped check', () => {
    renderPopup({
      defaultOpen: true,
      playlists: [
        { uuid: 'a', name: LONG, containsVideo: false, status: 'changed' },
        { uuid: 'b', name: 'Pets', containsVideo: true, status: 'changed' },
      ],
    });

    expect(screen.getByRole('checkbox', { name: LONG })).toHaveAccessibleDescription(
      MESSAGES.videoRemovedFromPlaylist,
    );
    expect(screen.getByRole('checkbox', { name: 'Pets' })).toHaveAccessibleDescription(
      MESSAGES.videoAddedToPlaylist,
    );
  });

  it('shows the saving error for a failure, or the message it is given, such as the full playlist', () => {
    renderPopup({
      defaultOpen: true,
      playlists: [
        { uuid: 'a', name: LONG, containsVideo: true, status: 'failed' },
        { uuid: 'b', name: 'Pets', containsVideo: false, status: 'failed', message: MESSAGES.playlistFull },
      ],
    });

    expect(screen.getByRole('checkbox', { name: LONG })).toHaveAccessibleDescription(MESSAGES.savingError);
    expect(screen.getByRole('checkbox', { name: LONG })).toBeChecked();
    const pets = screen.getByRole('checkbox', { name: 'Pets' });
    expect(pets).toHaveAccessibleDescription(MESSAGES.playlistFull);
    expect(pets.closest('li')).toHaveAttribute('data-state', 'failed');
  });

  it('takes the result away when the row is back at rest', () => {
    const { rerenderWith } = renderPopup({
      defaultOpen: true,
      playlists: withRow('b', { status: 'changed', containsVideo: true }),
    });
    const row = screen.getByRole('checkbox', { name: 'Pets' }).closest('li') as HTMLElement;
    expect(within(row).getByRole('status')).toHaveTextContent(MESSAGES.videoAddedToPlaylist);

    rerenderWith({ playlists: withRow('b', { status: 'idle', containsVideo: true }) });

    expect(within(row).getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('checkbox', { name: 'Pets' })).not.toHaveAccessibleDescription();
  });

  it('asks nothing of its own: a playlist with a download is toggled at once, for its row machine to ask', async () => {
    const onToggle = vi.fn();
    renderPopup({ defaultOpen: true, onToggle, playlists: withRow('b', { download: 'inProgress' }) });

    await userEvent.click(screen.getByRole('checkbox', { name: 'Pets' }));

    expect(onToggle).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ uuid: 'b' }));
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('lets the machine ask: the toggle goes out at once, and Continue on its confirming row calls onConfirm', async () => {
    const onToggle = vi.fn();
    const onConfirm = vi.fn();
    const onCancelConfirm = vi.fn();
    const asked = { defaultOpen: true, onToggle, onConfirm, onCancelConfirm };
    const { rerenderWith } = renderPopup({ ...asked, playlists: withRow('b', { download: 'inProgress' }) });

    await userEvent.click(screen.getByRole('checkbox', { name: 'Pets' }));
    expect(onToggle).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ uuid: 'b' }));
    expect(screen.queryByRole('group')).not.toBeInTheDocument();

    rerenderWith({ playlists: withRow('b', { download: 'inProgress', status: 'confirming' }) });
    const step = screen.getByRole('group', { name: PLAYLIST_POPUP_TEXT.confirmTitle('Pets') });
    expect(step).toHaveAccessibleDescription(PLAYLIST_POPUP_TEXT.confirmInProgress);
    expect(within(step).getByRole('button', { name: PLAYLIST_POPUP_TEXT.confirm })).toHaveFocus();

    await userEvent.keyboard('{Enter}');

    expect(onConfirm).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ uuid: 'b' }));
    expect(onToggle).toHaveBeenCalledTimes(1);
    expect(onCancelConfirm).not.toHaveBeenCalled();

    rerenderWith({ playlists: withRow('b', { download: 'inProgress', status: 'toggling' }) });
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Pets' })).toHaveFocus();
  });

  it('lets the machine ask: Cancel or Escape calls onCancelConfirm, and focus goes back to the row', async () => {
    const onToggle = vi.fn();
    const onConfirm = vi.fn();
    const onCancelConfirm = vi.fn();
    const onOpenChange = vi.fn();
    const asked = { defaultOpen: true, onToggle, onConfirm, onCancelConfirm, onOpenChange };
    const atRest = withRow('a', { download: 'completed' });
    const confirming = withRow('a', { download: 'completed', status: 'confirming' });
    const { rerenderWith } = renderPopup({ ...asked, playlists: atRest });
    await userEvent.click(screen.getByRole('checkbox', { name: LONG }));
    rerenderWith({ playlists: confirming });

    const step = screen.getByRole('group', { name: /^Change/ });
    expect(step).toHaveAccessibleDescription(PLAYLIST_POPUP_TEXT.confirmCompleted);
    await userEvent.click(within(step).getByRole('button', { name: PLAYLIST_POPUP_TEXT.cancel }));
    expect(onCancelConfirm).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ uuid: 'a' }));
    rerenderWith({ playlists: atRest });

    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: LONG })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: LONG })).toHaveFocus();

    await userEvent.keyboard(' ');
    rerenderWith({ playlists: confirming });
    await userEvent.keyboard('{Escape}');
    expect(onCancelConfirm).toHaveBeenCalledTimes(2);
    rerenderWith({ playlists: atRest });

    expect(screen.getByRole('dialog', { name: TITLE })).toBeVisible();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('checkbox', { name: LONG })).toHaveFocus();
    expect(onToggle).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('says when the playlists are loading', () => {
    renderPopup({ defaultOpen: true, status: 'loading', playlists: [] });

    expect(screen.getByRole('dialog', { name: TITLE })).toHaveAttribute('data-state', 'loading');
    expect(screen.getByRole('status')).toHaveTextContent(PLAYLIST_POPUP_TEXT.loading);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('keeps its height as the playlists arrive, whether they fill the list, are few, none or failed', () => {
    const { rerenderWith } = renderPopup({
      defaultOpen: true,
      status: 'loading',
      playlists: [],
      onCreatePlaylist: vi.fn(),
    });
    const dialog = screen.getByRole('dialog', { name: TITLE });
    const loading = dialog.getBoundingClientRect().height;

    const many = Array.from({ length: 12 }, (_, i) => ({
      uuid: `m${i}`,
      name: `List ${i}`,
      containsVideo: false,
    }));
    for (const next of [
      { status: 'ready', playlists: many },
      { status: 'ready', playlists: lists },
      { status: 'ready', playlists: [] },
      { status: 'error', playlists: [] },
    ] as const) {
      rerenderWith(next);
      expect(dialog.getBoundingClientRect().height, next.status).toBeCloseTo(loading, 0);
    }
  });

  it('says when the playlists could not be loaded and offers to try again', async () => {
    const onRetry = vi.fn();
    renderPopup({ defaultOpen: true, status: 'error', onRetry });

    expect(screen.getByRole('dialog', { name: TITLE })).toHaveAttribute('data-state', 'error');
    expect(screen.getByRole('alert')).toHaveTextContent(PLAYLIST_POPUP_TEXT.loadFailed);
    await userEvent.click(screen.getByRole('button', { name: PLAYLIST_POPUP_TEXT.retry }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offers to create the first playlist when there are none', async () => {
    const onCreatePlaylist = vi.fn();
    renderPopup({ defaultOpen: true, playlists: [], onCreatePlaylist });

    expect(screen.getByRole('dialog', { name: TITLE })).toHaveAttribute('data-state', 'empty');
    expect(screen.getByText(PLAYLIST_POPUP_TEXT.empty)).toBeVisible();
    await userEvent.fill(screen.getByRole('textbox', { name: CREATE_PLAYLIST_TEXT.label }), ' Summer  clips');
    await userEvent.click(screen.getByRole('button', { name: CREATE_PLAYLIST_TEXT.submit }));
    expect(onCreatePlaylist).toHaveBeenCalledExactlyOnceWith('Summer clips');
  });

  it('shows no create input without onCreatePlaylist', () => {
    renderPopup({ defaultOpen: true, playlists: [] });

    expect(screen.getByText(PLAYLIST_POPUP_TEXT.emptyWithoutCreate)).toBeVisible();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    renderPopup();
    const trigger = screen.getByRole('button', { name: TITLE });
    await openFromTrigger();

    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes from its close button and gives focus back to the trigger', async () => {
    renderPopup();
    const trigger = screen.getByRole('button', { name: TITLE });
    await openFromTrigger();

    await userEvent.click(screen.getByRole('button', { name: OVERLAY_TEXT.close }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('keeps Tab inside the popup, wrapping at both ends', async () => {
    renderPopup({ onCreatePlaylist: vi.fn() });
    await openFromTrigger();
    const close = screen.getByRole('button', { name: OVERLAY_TEXT.close });
    const create = screen.getByRole('button', { name: CREATE_PLAYLIST_TEXT.submit });

    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(create).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
  });

  it('leaves a controlled popup open until its parent closes it', async () => {
    const onOpenChange = vi.fn();
    const { rerenderWith } = renderPopup({ open: true, onOpenChange });

    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
    expect(screen.getByRole('dialog', { name: TITLE })).toBeVisible();

    rerenderWith({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
