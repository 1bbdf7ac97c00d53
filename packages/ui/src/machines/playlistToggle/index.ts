export { playlistToggleListMachine, playlistToggleMachine } from './playlistToggleMachine';
export type {
  PlaylistChange,
  PlaylistToggleDownload,
  PlaylistToggleContext,
  PlaylistToggleEvent,
  PlaylistToggleInput,
  PlaylistToggleListContext,
  PlaylistToggleListEvent,
  PlaylistToggleListInput,
  PlaylistToggleRef,
  PlaylistToggleStatus,
  PlaylistVideoCall,
  PlaylistVideosCall,
} from './playlistToggleMachine';
export { usePlaylistToggle, usePlaylistToggleRows } from './usePlaylistToggle';
export type {
  PlaylistBulkActors,
  PlaylistToggleActors,
  UsePlaylistToggleResult,
  UsePlaylistToggleRowsOptions,
} from './usePlaylistToggle';
export { useBulkPlaylistPopup, usePlaylistPopup } from './usePlaylistPopup';
export type {
  BulkPlaylistPopupPlaylist,
  UseBulkPlaylistPopupOptions,
  UseBulkPlaylistPopupResult,
  UsePlaylistPopupOptions,
  UsePlaylistPopupResult,
} from './usePlaylistPopup';
