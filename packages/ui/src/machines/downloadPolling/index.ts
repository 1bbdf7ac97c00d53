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
export { downloadViewOf, playlistDownloadsMachine, sameDownloadView } from './playlistDownloadsMachine';
export type {
  DownloadPollingActorRef,
  DownloadPollingSnapshot,
  DownloadPollingView,
  PlaylistDownloadsContext,
  PlaylistDownloadsEvent,
  PlaylistDownloadsInput,
} from './playlistDownloadsMachine';
export {
  followDownloads,
  providePlaylistDownloads,
  useDownloadPolling,
  useDownloadPollingViews,
  usePlaylistDownloadsActor,
} from './useDownloadPolling';
export type {
  DownloadPollingActors,
  FollowDownloadsOptions,
  PlaylistDownloadsActorRef,
  UseDownloadPollingResult,
  UsePlaylistDownloadsActorOptions,
} from './useDownloadPolling';
