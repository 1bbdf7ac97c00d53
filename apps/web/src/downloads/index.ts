export { clipDownloadHref, isDownloadHistoryKey } from './clipDownload';
export { useClipDownload, type ClipDownload } from './useClipDownload';
export {
  ClipDownloadButton,
  DOWNLOAD_HISTORY_REFRESH_MS,
  type ClipDownloadButtonProps,
} from './ClipDownloadButton';
