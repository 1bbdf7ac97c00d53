import {
  formatMessage,
  mapCreatePlaylistError,
  MESSAGES,
  PLAYLIST_LIMITS,
  validatePlaylistName,
} from '@clipmarket/core';
import { routes } from '@clipmarket/core/routes';
import { Button, useSnackbar } from '@clipmarket/ui';
import { useState } from 'react';
import { call } from '../../api/client';
import { useSession } from '../../session/AuthProvider';
import { DIALOG_COPY, LISTS_COPY } from './copy';
import { SHARE_COPY } from './shareCopy';
import { csvFileName, downloadText, playlistCsv } from './csv';
import * as styles from './PlaylistActions.styles';
import { ConfirmDialog, TextDialog } from './PlaylistDialog';
import { ShareDialog } from './ShareDialog';
import { serverMessage, useRevalidatePlaylists } from './usePlaylistData';

export interface ActionPlaylist {
  uuid: string;
  name: string;
  description: string | null;
}

type Open = 'rename' | 'describe' | 'delete' | 'share' | null;

/** The name rule of spec section 5, as the dialogs show it ('Error: …'). */
export function nameProblem(value: string): string | null {
  const check = validatePlaylistName(value);
  return check.ok ? null : check.display;
}

/** Copies text; falls back to a hidden text area where the clipboard API is refused. */
async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    if (!copied) throw new Error('copy refused');
  }
}

export interface PlaylistActionsProps {
  playlist: ActionPlaylist;
  /** After the playlist is deleted. */
  onDeleted?: () => void;
  /** After a rename or a new description. */
  onChanged?: () => void;
}

/**
 * A playlist's actions, each with its dialog and message: rename, describe, copy the share link
 * ('Link copied to the clipboard!'), the share dialog (a new link, or stop sharing), download the CSV (with the edit URL for ROLE_RIFF_USER), delete.
 */
export function PlaylistActions({ playlist, onDeleted, onChanged }: PlaylistActionsProps) {
  const { user } = useSession();
  const snackbar = useSnackbar();
  const revalidate = useRevalidatePlaylists();
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState<'dialog' | 'share' | 'csv' | null>(null);
  const [error, setError] = useState<string | null>(null);

  const show = (next: Open) => {
    setError(null);
    setOpen(next);
  };

  async function update(body: { name?: string; description?: string | null }) {
    setBusy('dialog');
    setError(null);
    try {
      await call(routes.updatePlaylistEndpoint, { params: { uuid: playlist.uuid }, body });
      setOpen(null);
      void revalidate();
      onChanged?.();
    } catch (failure) {
      setError(
        body.name !== undefined
          ? formatMessage.error(mapCreatePlaylistError(serverMessage(failure)))
          : DIALOG_COPY.failed,
      );
    } finally {
      setBusy(null);
    }
  }

  async function remove() {
    setBusy('dialog');
    setError(null);
    try {
      await call(routes.deletePlaylistEndpoint, { params: { uuid: playlist.uuid } });
      setOpen(null);
      void revalidate();
      onDeleted?.();
    } catch {
      setError(DIALOG_COPY.failed);
    } finally {
      setBusy(null);
    }
  }

  async function share() {
    setBusy('share');
    try {
      const { url } = await call(routes.sharePlaylistEndpoint, { params: { uuid: playlist.uuid } });
      await copyText(new URL(url, window.location.origin).toString());
      snackbar.enqueue({ message: MESSAGES.linkCopied, severity: 'success' });
    } catch {
      snackbar.enqueue({ message: DIALOG_COPY.failed, severity: 'error' });
    } finally {
      setBusy(null);
    }
  }

  async function csv() {
    setBusy('csv');
    try {
      const { data } = await call(routes.playlistVideosEndpoint, {
        params: { uuid: playlist.uuid },
        query: { offset: 0, max: PLAYLIST_LIMITS.pageMax },
      });
      const text = playlistCsv(data, {
        roles: user?.roles ?? [],
        editUrlTemplate: import.meta.env.VITE_INTERNAL_EDIT_URL as string | undefined,
      });
      downloadText(text, csvFileName(playlist.name));
    } catch {
      snackbar.enqueue({ message: DIALOG_COPY.failed, severity: 'error' });
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <div role="group" aria-label={LISTS_COPY.actionsFor(playlist.name)} css={styles.actions}>
        <Button variant="ghost" size="sm" onClick={() => show('rename')}>
          {LISTS_COPY.rename}
        </Button>
        <Button variant="ghost" size="sm" onClick={() => show('describe')}>
          {LISTS_COPY.describe}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-busy={busy === 'share' || undefined}
          onClick={() => void share()}
        >
          {LISTS_COPY.share}
        </Button>
        <Button variant="ghost" size="sm" aria-haspopup="dialog" onClick={() => show('share')}>
          {SHARE_COPY.open}
        </Button>
        <Button variant="ghost" size="sm" aria-busy={busy === 'csv' || undefined} onClick={() => void csv()}>
          {LISTS_COPY.csv}
        </Button>
        <Button variant="ghost" size="sm" css={styles.danger} onClick={() => show('delete')}>
          {LISTS_COPY.delete}
        </Button>
      </div>
      <TextDialog
        open={open === 'rename'}
        title={DIALOG_COPY.renamePlaylist}
        label={DIALOG_COPY.nameLabel}
        initialValue={playlist.name}
        maxLength={255}
        validate={nameProblem}
        busy={busy === 'dialog'}
        error={error}
        onSubmit={(value) => void update({ name: value })}
        onCancel={() => setOpen(null)}
      />
      <TextDialog
        open={open === 'describe'}
        title={DIALOG_COPY.describePlaylist}
        label={DIALOG_COPY.descriptionLabel}
        initialValue={playlist.description ?? ''}
        multiline
        maxLength={PLAYLIST_LIMITS.descriptionMax}
        busy={busy === 'dialog'}
        error={error}
        onSubmit={(value) => void update({ description: value.trim() === '' ? null : value.trim() })}
        onCancel={() => setOpen(null)}
      />
      <ShareDialog
        open={open === 'share'}
        playlist={playlist}
        copy={copyText}
        onClose={() => setOpen(null)}
      />
      <ConfirmDialog
        open={open === 'delete'}
        title={DIALOG_COPY.deletePlaylist(playlist.name)}
        body={DIALOG_COPY.deletePlaylistBody}
        confirmLabel={DIALOG_COPY.delete}
        busy={busy === 'dialog'}
        error={error}
        onConfirm={() => void remove()}
        onCancel={() => setOpen(null)}
      />
    </>
  );
}
