import {
  formatMessage,
  LIMITS,
  MESSAGES,
  OVERLAY_TEXT,
  PLAYLIST_SERVER_MESSAGES,
  mapBulkAddError,
} from '@clipmarket/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { ThemeProvider } from '../../theme';
import { CREATE_PLAYLIST_TEXT } from '../CreatePlaylistInput';
import { PLAYLIST_POPUP_TEXT, PlaylistPopupTrigger } from '../PlaylistPopup';
import { BulkPlaylistPopup, type BulkPlaylistPopupItem, type BulkPlaylistPopupProps } from '.';

const LONG = 'Road trips and wild weather on the highways of the world';
const lists: BulkPlaylistPopupItem[] = [
  { uuid: 'a', name: LONG },
  { uuid: 'b', name: 'Pets' },
];

function withRow(uuid: string, change: Partial<BulkPlaylistPopupItem>) {
  return lists.map((list) => (list.uuid === uuid ? { ...list, ...change } : list));
}

function renderPopup(props: Partial<BulkPlaylistPopupProps> = {}) {
  return render(
    <ThemeProvider>
      <BulkPlaylistPopup
        trigger={(triggerProps) => (
          <PlaylistPopupTrigger {...triggerProps}>{PLAYLIST_POPUP_TEXT.bulkTrigger}</PlaylistPopupTrigger>
        )}
        selectedCount={7}
        playlists={lists}
        {...props}
      />
    </ThemeProvider>,
  );
}

afterEach(() => {
  cleanup();
});

describe('BulkPlaylistPopup', () => {
  it('is headed "{n} Videos Selected" and takes focus there on open', async () => {
    renderPopup();

    await userEvent.click(screen.getByRole('button', { name: PLAYLIST_POPUP_TEXT.bulkTrigger }));

    const dialog = screen.getByRole('dialog', { name: '7 Videos Selected' });
    expect(dialog.matches(':modal')).toBe(true);
    expect(screen.getByRole('heading', { name: formatMessage.videosSelected(7) })).toHaveFocus();
  });

  it('adds the selection to the playlist the user picks', async () => {
    const onAdd = vi.fn();
    renderPopup({ defaultOpen: true, onAdd });

    await userEvent.click(screen.getByRole('button', { name: 'Pets' }));

    expect(onAdd).toHaveBeenCalledExactlyOnceWith(lists[1]);
  });

  it('names a long playlist in full while showing it cut by its row', () => {
    renderPopup({ defaultOpen: true });

    const name = within(screen.getByRole('button', { name: LONG })).getByText(LONG);
    expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
  });

  it('shows at most 30 playlists', () => {
    const many = Array.from({ length: 35 }, (_, index) => ({ uuid: `u${index}`, name: `List ${index}` }));
    renderPopup({ defaultOpen: true, playlists: many });

    const list = screen.getByRole('list', { name: PLAYLIST_POPUP_TEXT.listLabel });
    expect(within(list).getAllByRole('button')).toHaveLength(LIMITS.popupMaxLists);
  });

  it('disables a row while its add runs', async () => {
    const onAdd = vi.fn();
    renderPopup({ defaultOpen: true, onAdd, playlists: withRow('b', { status: 'toggling' }) });
    const button = screen.getByRole('button', { name: 'Pets' });

    button.focus();
    await userEvent.keyboard('{Enter}');

    expect(onAdd).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button.querySelector('[data-spinner]')).toBeVisible();
  });

  it('reports success as "{n} videos are added to the playlist."', () => {
    renderPopup({
      defaultOpen: true,
      playlists: [
        { uuid: 'a', name: LONG, status: 'changed' },
        { uuid: 'b', name: 'Pets', status: 'changed', message: formatMessage.videosAddedToPlaylist(5) },
      ],
    });

    expect(screen.getByRole('button', { name: LONG })).toHaveAccessibleDescription(
      '7 videos are added to the playlist.',
    );
    expect(screen.getByRole('button', { name: 'Pets' })).toHaveAccessibleDescription(
      formatMessage.videosAddedToPlaylist(5),
    );
  });

  it("reports failure with the server's first message, else the generic one", () => {
    renderPopup({
      defaultOpen: true,
      playlists: [
        { uuid: 'a', name: LONG, status: 'failed' },
        {
          uuid: 'b',
          name: 'Pets',
          status: 'failed',
          message: mapBulkAddError([PLAYLIST_SERVER_MESSAGES.playlistFull, 'second']),
        },
      ],
    });

    expect(screen.getByRole('button', { name: LONG })).toHaveAccessibleDescription(MESSAGES.bulkAddError);
    expect(screen.getByRole('button', { name: 'Pets' })).toHaveAccessibleDescription(
      PLAYLIST_SERVER_MESSAGES.playlistFull,
    );
  });

  it('shows the question of a confirming row, and Continue goes to its machine, not to onAdd', async () => {
    const onAdd = vi.fn();
    const onConfirm = vi.fn();
    renderPopup({
      defaultOpen: true,
      onAdd,
      onConfirm,
      playlists: withRow('b', { download: 'completed', status: 'confirming' }),
    });

    expect(
      screen.getByRole('group', { name: PLAYLIST_POPUP_TEXT.confirmTitle('Pets') }),
    ).toHaveAccessibleDescription(PLAYLIST_POPUP_TEXT.confirmCompleted);
    await userEvent.click(screen.getByRole('button', { name: PLAYLIST_POPUP_TEXT.confirm }));

    expect(onConfirm).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ uuid: 'b' }));
    expect(onAdd).not.toHaveBeenCalled();
  });

  it('asks nothing of its own: a playlist with a download goes to onAdd at once, for its row machine to ask', async () => {
    const onAdd = vi.fn();
    renderPopup({ defaultOpen: true, onAdd, playlists: withRow('b', { download: 'inProgress' }) });

    await userEvent.click(screen.getByRole('button', { name: 'Pets' }));

    expect(onAdd).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ uuid: 'b' }));
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('shows loading, error and empty states', async () => {
    const { rerender } = renderPopup({ defaultOpen: true, status: 'loading', playlists: [] });
    const dialog = screen.getByRole('dialog', { name: '7 Videos Selected' });
    expect(dialog).toHaveAttribute('data-state', 'loading');

    rerender(
      <ThemeProvider>
        <BulkPlaylistPopup defaultOpen selectedCount={7} status="error" />
      </ThemeProvider>,
    );
    expect(dialog).toHaveAttribute('data-state', 'error');
    expect(screen.getByRole('alert')).toHaveTextContent(PLAYLIST_POPUP_TEXT.loadFailed);

    rerender(
      <ThemeProvider>
        <BulkPlaylistPopup defaultOpen selectedCount={7} onCreatePlaylist={vi.fn()} />
      </ThemeProvider>,
    );
    expect(dialog).toHaveAttribute('data-state', 'empty');
    expect(screen.getByRole('textbox', { name: CREATE_PLAYLIST_TEXT.label })).toBeVisible();
  });

  it('closes on Escape, with focus back on the trigger, and keeps Tab inside', async () => {
    renderPopup();
    const trigger = screen.getByRole('button', { name: PLAYLIST_POPUP_TEXT.bulkTrigger });
    await userEvent.click(trigger);
    const close = screen.getByRole('button', { name: OVERLAY_TEXT.close });

    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Pets' })).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});
