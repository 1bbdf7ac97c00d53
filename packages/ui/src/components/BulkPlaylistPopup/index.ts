export { BulkPlaylistPopup } from './BulkPlaylistPopup';
export type { BulkPlaylistPopupItem, BulkPlaylistPopupProps } from './BulkPlaylistPopup';
