/**
 * Texts of the playlist download status that the spec names but does not word (section 4: "status
 * Fetching, then a result"); the wording is ours. The spec's own texts are `MESSAGES.downloadInProgress`
 * and `MESSAGES.downloadCanceled`. They belong in core beside `CARD_TEXT`; they sit here until core takes them.
 */
export const DOWNLOAD_STATUS_TEXT = {
  /** Accessible name of the group, e.g. 'Download of Road trips'. */
  groupName: (playlistName: string): string => `Download of ${playlistName}`,
  groupNameNoPlaylist: 'Playlist download',
  fetching: 'Checking the download…',
  /** Under 'Download is currently in progress.' while the status is polled. */
  pollHint: (seconds: number): string => `We check again every ${seconds} seconds.`,
  /** Under 'Download is currently in progress.' while polling is paused (away from the lists pages). */
  pausedHint: 'We check again when you come back to your lists.',
  /** The accessible name of the build's progress bar. */
  progressLabel: 'Zip progress',
  /** Under the bar, e.g. '3 of 12 clips in the zip, 45 MB so far'. */
  progress: (done: number, total: number, size: string): string =>
    `${done} of ${total} ${total === 1 ? 'clip' : 'clips'} in the zip, ${size} so far`,
  canceling: 'Canceling the download…',
  completed: 'Your download is ready.',
  /** The link to the zip, e.g. 'Download Road trips'. */
  downloadLink: (playlistName: string): string => `Download ${playlistName}`,
  downloadLinkNoPlaylist: 'Download the playlist',
  cancel: 'Cancel download',
  retry: 'Try again',
  restart: 'Download again',
  /** Under 'Your download is ready.': when an unused zip is removed (ADR 60). */
  expiresHint: (at: Date): string =>
    `Kept until ${at.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })} unless you download it again; after that it can be prepared again.`,
} as const;
