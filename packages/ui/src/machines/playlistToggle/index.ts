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
} from './playlistToggleMachine';
export { usePlaylistToggle, usePlaylistToggleRows } from './usePlaylistToggle';
export type {
  PlaylistToggleActors,
  UsePlaylistToggleResult,
  UsePlaylistToggleRowsOptions,
} from './usePlaylistToggle';
