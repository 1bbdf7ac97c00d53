// The downloads feature's public face (ADR 67). It has no page of its own: a clip's download button (the clip
// page, the licence history) and a playlist's zip (its panel, the downloads' host that the playlists provider
// mounts, and the states the playlist popups show).
export { clipCompHref, clipDownloadHref, isDownloadHistoryKey } from './clipDownload';
export { ClipCompButton, useCompsAvailable, type ClipCompButtonProps } from './ClipCompButton';
export { useClipDownload, type ClipDownload } from './useClipDownload';
export {
  ClipDownloadButton,
  DOWNLOAD_HISTORY_REFRESH_MS,
  type ClipDownloadButtonProps,
} from './ClipDownloadButton';
export { PlaylistDownloadPanel } from './PlaylistDownloadPanel';
export {
  PlaylistDownloadsProvider,
  usePlaylistDownloads,
  useUserPlaylistDownloads,
} from './playlistDownloads';
export { usePlaylistDownloadStates } from './usePlaylistDownload';
