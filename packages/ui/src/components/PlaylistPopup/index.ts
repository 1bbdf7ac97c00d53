export { PlaylistPopup } from './PlaylistPopup';
export type {
  PlaylistPopupContentProps,
  PlaylistPopupDisplayStatus,
  PlaylistPopupProps,
} from './PlaylistPopup';
export type {
  PlaylistDownloadState,
  PlaylistPopupItem,
  PlaylistPopupListItem,
  PlaylistPopupStatus,
  PlaylistRowStatus,
} from './PlaylistPopup.types';
export type { PlaylistPopupOpenProps, PlaylistPopupTriggerProps } from './PlaylistPopupDialog';
export { PlaylistPopupTrigger } from './PlaylistPopupTrigger';
export type { PlaylistPopupTriggerButtonProps } from './PlaylistPopupTrigger';
export { PLAYLIST_POPUP_TEXT } from './playlistPopupText';
