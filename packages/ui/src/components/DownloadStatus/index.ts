export { DownloadStatus } from './DownloadStatus';
export type {
  DownloadProgress,
  DownloadStatusPolling,
  DownloadStatusProps,
  DownloadStatusStatus,
} from './DownloadStatus';
export { DOWNLOAD_STATUS_TEXT } from './downloadStatusText';
