export { CreatePlaylistInput } from './CreatePlaylistInput';
export type {
  CreatePlaylistInputProps,
  CreatePlaylistInputStatus,
  CreatePlaylistRequestStatus,
} from './CreatePlaylistInput';
export { CREATE_PLAYLIST_TEXT } from './createPlaylistInputText';
