import { MESSAGES } from '@clipmarket/core';
import { routes } from '@clipmarket/core/routes';
import { Button, Dialog, useSnackbar } from '@clipmarket/ui';
import { useId, useRef, useState } from 'react';
import { call } from '../../api/client';
import { DIALOG_COPY, SHARE_COPY } from './copy';
import * as styles from '../../components/DialogForm.styles';

export interface ShareDialogProps {
  open: boolean;
  playlist: { uuid: string; name: string };
  /** Copies an address to the clipboard (PlaylistActions' `copyText`). */
  copy: (text: string) => Promise<void>;
  onClose: () => void;
}

type Busy = 'copy' | 'rotate' | 'revoke' | null;

/**
 * The playlist's share link, its owner's controls (ADR 60): copy it (made on first use), replace it with a new
 * one (the old link stops working at once) or stop sharing (the link then answers as a missing playlist).
 */
export function ShareDialog({ open, playlist, copy, onClose }: ShareDialogProps) {
  const snackbar = useSnackbar();
  const bodyId = useId();
  const copyRef = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
  const params = { params: { uuid: playlist.uuid } };
  const absolute = (url: string) => new URL(url, window.location.origin).toString();

  async function run(what: Exclude<Busy, null>) {
    setBusy(what);
    setError(null);
    try {
      if (what === 'revoke') {
        await call(routes.unsharePlaylistEndpoint, params);
        snackbar.enqueue({ message: SHARE_COPY.revoked, severity: 'success' });
      } else {
        const endpoint =
          what === 'rotate' ? routes.rotateSharePlaylistEndpoint : routes.sharePlaylistEndpoint;
        const { url } = await call(endpoint, params);
        await copy(absolute(url));
        snackbar.enqueue({
          message: what === 'rotate' ? SHARE_COPY.rotated : MESSAGES.linkCopied,
          severity: 'success',
        });
      }
      onClose();
    } catch {
      setError(DIALOG_COPY.failed);
    } finally {
      setBusy(null);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      aria-describedby={bodyId}
      initialFocusRef={copyRef}
    >
      {({ isOpen }) =>
        isOpen ? (
          <>
            <Dialog.Header>
              <Dialog.Title>{SHARE_COPY.title(playlist.name)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body css={styles.content} data-state={busy ? 'submitting' : error ? 'failed' : 'idle'}>
              <p id={bodyId} css={styles.body}>
                {SHARE_COPY.body}
              </p>
              <p css={styles.body}>{SHARE_COPY.controls}</p>
              {error ? (
                <p role="alert" css={styles.error}>
                  {error}
                </p>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.Close>{DIALOG_COPY.cancel}</Dialog.Close>
              <Button variant="danger" loading={busy === 'revoke'} onClick={() => void run('revoke')}>
                {SHARE_COPY.revoke}
              </Button>
              <Button variant="secondary" loading={busy === 'rotate'} onClick={() => void run('rotate')}>
                {SHARE_COPY.rotate}
              </Button>
              <Button
                ref={copyRef}
                variant="primary"
                loading={busy === 'copy'}
                onClick={() => void run('copy')}
              >
                {SHARE_COPY.copy}
              </Button>
            </Dialog.Footer>
          </>
        ) : null
      }
    </Dialog>
  );
}
