import { formatJvId } from '@clipmarket/core';
import { VideoDetailsDownload } from '@clipmarket/ui';
import { useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { isDownloadHistoryKey } from './clipDownload';
import { useClipDownload } from './useClipDownload';

/**
 * How long after a download starts "Clips you downloaded" is read again: the server records a download as it
 * starts sending the file, which a plain link cannot tell the page about.
 */
export const DOWNLOAD_HISTORY_REFRESH_MS = 2_000;

/**
 * What a download link calls when it is followed: "Clips you downloaded" is read again
 * `DOWNLOAD_HISTORY_REFRESH_MS` later (a later click starts the wait again; leaving the page cancels it).
 */
export function useDownloadHistoryRefresh(): () => void {
  const { mutate } = useSWRConfig();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => void mutate(isDownloadHistoryKey), DOWNLOAD_HISTORY_REFRESH_MS);
  };
}

export interface ClipDownloadButtonProps {
  jmId: string;
  /**
   * `small` in tables and lists, where the link also names its clip to a screen reader.
   * @default 'default'
   */
  size?: 'default' | 'small';
  /** Class of the link. */
  className?: string;
}

/**
 * "Download" (the master) or "Download (watermarked)" (a Personal licence) for a clip the signed-in user holds
 * a licence for; nothing for anyone else.
 */
export function ClipDownloadButton({ jmId, size = 'default', className }: ClipDownloadButtonProps) {
  const download = useClipDownload(jmId);
  const refreshHistory = useDownloadHistoryRefresh();
  if (!download) return null;
  return (
    <VideoDetailsDownload
      href={download.href}
      file={download.file}
      size={size}
      subject={size === 'small' ? formatJvId(jmId) : undefined}
      onClick={refreshHistory}
      className={className}
    />
  );
}
