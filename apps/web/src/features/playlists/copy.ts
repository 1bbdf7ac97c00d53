/**
 * The playlists area's own words (headings, labels, dialog titles). The spec's messages ('Link copied to the
 * clipboard!', 'Video removed to playlist!', the name rule, the server errors) come from `@clipmarket/core`.
 */
export const LISTS_COPY = {
  heading: 'My lists',
  lead: 'Playlists of clips you are considering. Share one with your team or download it as a spreadsheet.',
  loading: 'Loading your playlists…',
  loadFailed: 'Your playlists could not be loaded.',
  retry: 'Try again',
  empty: 'You have no playlists yet. Create one here, or save a clip from any card.',
  signInFirst: 'Log in to see your playlists…',
  newPlaylist: 'New playlist',
  views: 'View',
  grid: 'Grid',
  list: 'List',
  sort: 'Sort by',
  order: 'Order',
  descending: 'Descending',
  ascending: 'Ascending',
  sortColumns: {
    updatedAt: 'Last changed',
    createdAt: 'Created',
    name: 'Name',
    videoCount: 'Number of videos',
  },
  paginationLabel: 'Playlist pages',
  videoCount: (n: number): string => (n === 1 ? '1 video' : `${n} videos`),
  folderCount: (n: number): string => (n === 1 ? '1 folder' : `${n} folders`),
  noDescription: 'No description',
  actionsFor: (name: string): string => `Actions for ${name}`,
  rename: 'Rename',
  describe: 'Edit description',
  delete: 'Delete',
  share: 'Copy share link',
  csv: 'Download CSV',
  open: 'Open',
  showing: (from: number, to: number, total: number): string => `Showing ${from}–${to} of ${total}`,
} as const;

export const DIALOG_COPY = {
  cancel: 'Cancel',
  save: 'Save',
  saving: 'Saving…',
  create: 'Create',
  delete: 'Delete',
  deleting: 'Deleting…',
  nameLabel: 'Name',
  descriptionLabel: 'Description',
  createPlaylist: 'Create a playlist',
  renamePlaylist: 'Rename playlist',
  describePlaylist: 'Playlist description',
  deletePlaylist: (name: string): string => `Delete “${name}”?`,
  deletePlaylistBody:
    'The playlist, its folders and the list of clips in it are deleted. The clips stay in the library.',
  createFolder: 'Create a folder',
  renameFolder: 'Rename folder',
  describeFolder: 'Folder description',
  deleteFolder: (name: string): string => `Delete folder “${name}”?`,
  deleteFolderBody: 'The folder is deleted; its clips stay in the playlist.',
  removeVideo: (title: string): string => `Remove “${title}” from this playlist?`,
  removeVideoBody: 'The clip stays in the library and in your other playlists.',
  remove: 'Remove',
  failed: 'That did not work. Please try again.',
  folderNameTaken: 'A folder of this playlist already has that name.',
  tooManyFolders: 'This playlist has the most folders it can hold. Delete one before creating another.',
} as const;

export const PLAYLIST_COPY = {
  loading: 'Loading the playlist…',
  loadFailed: 'This playlist could not be loaded.',
  notFoundHeading: 'Playlist not found',
  notFoundBody: 'This playlist does not exist, was deleted, or is not shared with you.',
  backToLists: 'Back to my lists',
  folders: 'Folders',
  addToFolderLabel: (title: string): string => `Folder for ${title}`,
  addToFolder: 'Add to folder',
  addingToFolder: 'Adding…',
  chooseFolder: 'Choose a folder',
  addedToFolder: (name: string): string => `Added to the folder ${name}.`,
  addToFolderFailed: 'The clip could not be added to the folder. Please try again.',
  allVideos: 'All videos',
  newFolder: 'New folder',
  noFolders: 'No folders yet.',
  videos: 'Videos',
  noVideos: 'No clips here yet. Save clips from search or any card.',
  videosLoadFailed: 'The clips of this playlist could not be loaded.',
  readOnly: 'Shared with you: read only.',
  folderActions: (name: string): string => `Actions for folder ${name}`,
  /** Inside a folder its buttons say they act on the folder, not on the playlist (issue 14). */
  renameFolder: 'Rename folder',
  describeFolder: 'Edit folder description',
  deleteFolder: 'Delete folder',
  videosPaginationLabel: 'Clip pages',
  breadcrumb: 'Breadcrumb',
} as const;

export const BULK_COPY = {
  selectMode: 'Select clips',
  selectModeOff: 'Done selecting',
  addSelected: (n: number): string => `Add ${n} to a playlist`,
  clear: 'Clear selection',
  bar: 'Selected clips',
  /** Bulk remove on the playlist page (spec section 8: '{n} videos are removed from the playlist.'). */
  selectPage: 'Select all on this page',
  removeSelected: (n: number): string => `Remove ${n} selected`,
  removeTitle: (n: number): string =>
    n === 1 ? 'Remove 1 clip from this playlist?' : `Remove ${n} clips from this playlist?`,
  removeBody: 'The clips stay in the library and in your other playlists.',
  removeFromFolderTitle: (n: number): string =>
    n === 1 ? 'Take 1 clip out of this folder?' : `Take ${n} clips out of this folder?`,
  removeFromFolderBody: 'The clips stay in the playlist.',
  removing: 'Removing…',
  /** A folder's bulk remove: the clips leave the folder, not the playlist, so the spec's message would not be true. */
  removedFromFolder: (n: number): string =>
    n === 1 ? '1 video is taken out of the folder.' : `${n} videos are taken out of the folder.`,
} as const;

/** Column names of the CSV download. */
export const CSV_COPY = {
  jmId: 'JV#',
  title: 'Title',
  originalPublishingDate: 'First posted',
  signedDate: 'Acquired',
  editUrl: 'Edit URL',
} as const;

export const SHARED_COPY = {
  breadcrumbHome: 'Home',
  breadcrumbHere: 'Shared playlist',
  breadcrumbTeam: 'Team',
  breadcrumbTeamHere: "A colleague's playlist",
  teamReadOnly:
    'A playlist of a colleague in your team: comment on its clips (your team and its owner read them), add them to your cart, or save a copy to change it.',
  readOnly:
    'A playlist shared with you: play each clip, and approve, reject or comment on it. Signed in, save a copy to keep it in your lists.',
  ownerNote: 'This is your playlist, as the people you share it with see it.',
  openOwn: 'Open it in My lists',
  saveCopy: 'Save a copy',
  signInToSave: 'Log in to save a copy',
  copyDialogTitle: 'Save a copy to your lists',
  copyNameLabel: 'Name of your copy',
  saved: (name: string): string => `Saved a copy to your lists as “${name}”.`,
  openCopy: 'Open your copy',
  notFoundHeading: 'Shared playlist not found',
  notFoundBody:
    'This link does not open a playlist: it may have been deleted, or the link was cut short. Ask for the link again.',
  browse: 'Search clips',
  actions: 'Shared playlist actions',
  empty: 'This playlist has no clips yet.',
} as const;
