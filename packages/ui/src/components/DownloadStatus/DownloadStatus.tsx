import { DELAYS, MESSAGES, sizeText } from '@clipmarket/core';
import { useRef } from 'react';
import * as shared from '../../primitives/styles';
import { useFocusRescue } from '../CartItemRow/useFocusRescue';
import * as styles from './DownloadStatus.styles';
import { DOWNLOAD_STATUS_TEXT } from './downloadStatusText';
import { Spinner } from '../Spinner';
import { Button } from '../Button';
import { CheckIcon, CloseIcon, MinusIcon } from '../Icon';

/**
 * The download's status, mirroring downloadPollingMachine's top-level states: the status
 * being fetched, the zip being prepared ('Download is currently in progress.', polled every 15 s), a cancel
 * call running, the link ready, canceled ('Download canceled successfully!'), or failed.
 */
export type DownloadStatusStatus =
  'fetching' | 'inProgress' | 'canceling' | 'completed' | 'canceled' | 'failed';

/** Within `inProgress`: waiting for the next poll, or paused because the user is away from a /lists page. */
export type DownloadStatusPolling = 'waiting' | 'paused';

/** How far a zip's build has got (the server's `progress` of an entry in progress). */
export interface DownloadProgress {
  /** Clips written into the zip so far. */
  clipsDone: number;
  /** Clips the zip will hold. */
  clipsTotal: number;
  /** The zip's bytes so far. */
  bytesDone: number;
}

export interface DownloadStatusProps {
  /** The download's state; see `DownloadStatusStatus`. */
  status: DownloadStatusStatus;
  /** The playlist's name, for the link and the group's accessible name. */
  playlistName?: string;
  /** The zip's address, with `completed`. */
  downloadUrl?: string | null;
  /**
   * The message of a failed download or cancel: the server's `errorMessage`.
   * @default MESSAGES.serverError
   */
  errorMessage?: string | null;
  /**
   * Within `inProgress`: whether the status is being polled or polling is paused.
   * @default 'waiting'
   */
  polling?: DownloadStatusPolling;
  /**
   * With `completed`: when the zip is removed from storage unless downloaded before (ISO time); shown, with
   * the promise that it can be prepared again after.
   */
  expiresAt?: string | null;
  /**
   * With `canceled`: the server's message when it was not a cancel (a zip removed after going unused).
   * @default MESSAGES.downloadCanceled
   */
  canceledMessage?: string | null;
  /**
   * Within `inProgress`: how far the build has got, shown as a bar with the clips built of the total and the
   * bytes so far. Without it (or with no clips to build), no bar.
   */
  progress?: DownloadProgress | null;
  /** Called when "Cancel download" is pressed (`inProgress`). Without it, no cancel button. */
  onCancel?: () => void;
  /** Called when "Try again" (`failed`) or "Download again" (`canceled`) is pressed. Without it, no button. */
  onRetry?: () => void;
  /** Class of the root element. */
  className?: string;
}

/** Where a playlist's download stands, with its link once ready and Cancel while it is prepared. */
export function DownloadStatus({
  status,
  playlistName,
  downloadUrl,
  errorMessage,
  expiresAt,
  canceledMessage,
  polling = 'waiting',
  progress,
  onCancel,
  onRetry,
  className,
}: DownloadStatusProps) {
  const messageRef = useRef<HTMLParagraphElement>(null);
  // Cancel and retry buttons come and go with the state: focus goes to the message, not to <body>.
  const focusRescue = useFocusRescue(messageRef, [status]);
  const busy = status === 'fetching' || status === 'canceling';

  const message = {
    fetching: DOWNLOAD_STATUS_TEXT.fetching,
    inProgress: MESSAGES.downloadInProgress,
    canceling: DOWNLOAD_STATUS_TEXT.canceling,
    completed: DOWNLOAD_STATUS_TEXT.completed,
    canceled: canceledMessage?.trim() || MESSAGES.downloadCanceled,
    failed: errorMessage?.trim() || MESSAGES.serverError,
  }[status];

  const showCancel = Boolean(onCancel) && (status === 'inProgress' || status === 'canceling');
  const showRetry = Boolean(onRetry) && (status === 'failed' || status === 'canceled');

  return (
    <div
      role="group"
      aria-label={
        playlistName ? DOWNLOAD_STATUS_TEXT.groupName(playlistName) : DOWNLOAD_STATUS_TEXT.groupNameNoPlaylist
      }
      aria-busy={busy || undefined}
      css={styles.root}
      className={className}
      data-state={status}
      data-polling={status === 'inProgress' ? polling : undefined}
      {...focusRescue}
    >
      <span css={styles.icon} aria-hidden="true">
        {status === 'fetching' || status === 'inProgress' || status === 'canceling' ? (
          <Spinner />
        ) : status === 'completed' ? (
          <CheckIcon />
        ) : status === 'failed' ? (
          <CloseIcon />
        ) : (
          <MinusIcon />
        )}
      </span>
      <div css={styles.text}>
        {/* Always mounted, so every change of state is announced. */}
        <p role="status" ref={messageRef} tabIndex={-1} css={[styles.message, shared.focusTarget]}>
          {message}
        </p>
        {status === 'inProgress' && progress && progress.clipsTotal > 0 ? (
          <DownloadProgressBar {...progress} />
        ) : null}
        {status === 'inProgress' ? (
          <p css={styles.hint}>
            {polling === 'paused'
              ? DOWNLOAD_STATUS_TEXT.pausedHint
              : DOWNLOAD_STATUS_TEXT.pollHint(DELAYS.downloadPollMs / 1000)}
          </p>
        ) : null}
        {status === 'completed' && expiresAt && !Number.isNaN(Date.parse(expiresAt)) ? (
          <p css={styles.hint}>{DOWNLOAD_STATUS_TEXT.expiresHint(new Date(expiresAt))}</p>
        ) : null}
      </div>
      <div css={styles.actions}>
        {status === 'completed' && downloadUrl ? (
          <a href={downloadUrl} download css={shared.primaryButton}>
            {playlistName
              ? DOWNLOAD_STATUS_TEXT.downloadLink(playlistName)
              : DOWNLOAD_STATUS_TEXT.downloadLinkNoPlaylist}
          </a>
        ) : null}
        {showCancel ? (
          <Button
            variant="danger"
            aria-disabled={status === 'canceling' || undefined}
            aria-busy={status === 'canceling' || undefined}
            onClick={() => {
              if (status === 'inProgress') onCancel?.();
            }}
          >
            {DOWNLOAD_STATUS_TEXT.cancel}
          </Button>
        ) : null}
        {showRetry ? (
          <Button variant="primary" onClick={() => onRetry?.()}>
            {status === 'failed' ? DOWNLOAD_STATUS_TEXT.retry : DOWNLOAD_STATUS_TEXT.restart}
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** The build's bar: clips built of the total, as a native progress bar, with the same in words and the bytes. */
function DownloadProgressBar({ clipsDone, clipsTotal, bytesDone }: DownloadProgress) {
  const done = Math.min(Math.max(0, clipsDone), clipsTotal);
  const words = DOWNLOAD_STATUS_TEXT.progress(done, clipsTotal, sizeText(bytesDone));
  return (
    <div css={styles.progress}>
      <progress
        css={styles.bar}
        max={clipsTotal}
        value={done}
        aria-label={DOWNLOAD_STATUS_TEXT.progressLabel}
        aria-valuetext={words}
      />
      <p css={styles.hint}>{words}</p>
    </div>
  );
}
