export { DOWNLOAD_COMPLETED, downloadPollingMachine } from './downloadPollingMachine';
export type {
  DownloadPollStatus,
  DownloadPollingContext,
  DownloadPollingEvent,
  DownloadPollingInput,
  DownloadPollingStatus,
  PlaylistDownloadCall,
  PlaylistDownloadEntry,
} from './downloadPollingMachine';
export { useDownloadPolling } from './useDownloadPolling';
export type {
  DownloadPollingActors,
  UseDownloadPollingOptions,
  UseDownloadPollingResult,
} from './useDownloadPolling';
