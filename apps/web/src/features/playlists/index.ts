// The playlists feature's public face (ADR 67): its route entries; the save flow, which the app mounts around
// every page (App.tsx) and every page with clips starts (a card's Save, a clip's page); the clips already saved;
// and the search's bulk selection of clips to add.
export { BULK_COPY } from './copy';
export { selectedJmIds, useBulkSelect } from './BulkSelect';
export { playlistsRoutes } from './routes';
export { SaveToPlaylistProvider, useSaveToPlaylist } from './SaveToPlaylist';
export { useSavedClips } from './usePlaylistData';
