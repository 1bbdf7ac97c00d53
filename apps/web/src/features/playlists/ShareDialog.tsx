import { MESSAGES, SHARE_EXPIRY_DAYS, SHARE_LIMITS, SHARE_MESSAGES, isValidEmail } from '@clipmarket/core';
import { routes } from '@clipmarket/core/routes';
import { Button, Dialog, InlineAlert, Select, TextArea, useSnackbar } from '@clipmarket/ui';
import { useId, useRef, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { call } from '../../api/client';
import { keys } from '../../api/keys';
import { DIALOG_COPY } from './copy';
import { SHARE_COPY } from './shareCopy';
import * as styles from '../../components/DialogForm.styles';

export interface ShareDialogProps {
  open: boolean;
  playlist: { uuid: string; name: string };
  /** Copies an address to the clipboard (PlaylistActions' `copyText`). */
  copy: (text: string) => Promise<void>;
  onClose: () => void;
}

type Busy = 'copy' | 'rotate' | 'revoke' | null;

/** The addresses typed, one per line or separated by commas, lower-cased, each once. */
export function emailsOf(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((part) => part.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

/** What is wrong with the addresses typed, or null. */
function emailsProblem(emails: readonly string[]): string | null {
  const wrong = emails.find((email) => !isValidEmail(email));
  if (wrong) return SHARE_COPY.notAnEmail(wrong);
  if (emails.length > SHARE_LIMITS.emailsMax) return SHARE_MESSAGES.tooManyEmails;
  return null;
}

/**
 * The playlist's share link, its owner's controls (ADR 60, ADR 91): how long the link works and whom it is for
 * (anyone holding it, or named addresses only), copy it (made, or its settings saved, on the way), replace it
 * with a new one (the old link stops working at once) or stop sharing (the link then says it was turned off).
 */
export function ShareDialog({ open, playlist, copy, onClose }: ShareDialogProps) {
  const snackbar = useSnackbar();
  const { mutate } = useSWRConfig();
  const bodyId = useId();
  const copyRef = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [error, setError] = useState<string | null>(null);
  const [days, setDays] = useState<string>('');
  const [emailsText, setEmailsText] = useState<string | null>(null);
  const [emailsError, setEmailsError] = useState<string | null>(null);
  const params = { params: { uuid: playlist.uuid } };
  const info = useSWR(open ? keys.playlists.one(playlist.uuid) : null, () =>
    call(routes.playlistInfoEndpoint, { ...params, query: {} }),
  );
  const current = info.data?.share ?? null;
  const emailsValue = emailsText ?? (current?.emails ?? []).join('\n');
  const absolute = (url: string) => new URL(url, window.location.origin).toString();

  function close() {
    setDays('');
    setEmailsText(null);
    setEmailsError(null);
    setError(null);
    onClose();
  }

  async function run(what: Exclude<Busy, null>) {
    const emails = emailsOf(emailsValue);
    if (what === 'copy') {
      const problem = emailsProblem(emails);
      setEmailsError(problem);
      if (problem) return;
    }
    setBusy(what);
    setError(null);
    try {
      if (what === 'revoke') {
        await call(routes.unsharePlaylistEndpoint, params);
        snackbar.enqueue({ message: SHARE_COPY.revoked, severity: 'success' });
      } else if (what === 'rotate') {
        const { url } = await call(routes.rotateSharePlaylistEndpoint, params);
        await copy(absolute(url));
        snackbar.enqueue({ message: SHARE_COPY.rotated, severity: 'success' });
      } else {
        const changed =
          days !== '' || emails.join('\n') !== (current?.emails ?? []).join('\n') || current === null;
        const { url } = changed
          ? await call(routes.updateSharePlaylistEndpoint, {
              ...params,
              body: {
                emails,
                ...(days !== '' || current === null
                  ? { expiresInDays: Number(days || SHARE_LIMITS.defaultDays) }
                  : {}),
              },
            })
          : await call(routes.sharePlaylistEndpoint, params);
        await copy(absolute(url));
        snackbar.enqueue({ message: MESSAGES.linkCopied, severity: 'success' });
      }
      void mutate(keys.playlists.one(playlist.uuid));
      close();
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
        if (!next) close();
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
              <Select
                label={SHARE_COPY.expiryLabel}
                hint={current ? SHARE_COPY.worksUntil(current.expiresAt) : SHARE_COPY.notShared}
                value={days}
                onChange={(event) => setDays(event.target.value)}
              >
                <option value="">
                  {current ? SHARE_COPY.keepExpiry : SHARE_COPY.days(SHARE_LIMITS.defaultDays)}
                </option>
                {SHARE_EXPIRY_DAYS.map((n) => (
                  <option key={n} value={String(n)}>
                    {SHARE_COPY.days(n)}
                  </option>
                ))}
              </Select>
              <TextArea
                label={SHARE_COPY.emailsLabel}
                hint={SHARE_COPY.emailsHint}
                error={emailsError ?? undefined}
                rows={3}
                value={emailsValue}
                onChange={(event) => {
                  setEmailsText(event.target.value);
                  setEmailsError(null);
                }}
              />
              <p css={styles.body}>{SHARE_COPY.controls}</p>
              {error ? <InlineAlert tone="error">{error}</InlineAlert> : null}
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
