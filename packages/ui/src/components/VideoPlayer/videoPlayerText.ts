/**
 * Texts of the video player that the spec names but does not word (decisions.md: "native `<video>` for
 * local files, Brightcove when an account is configured"); the wording is ours. They belong in
 * @clipmarket/core once core is open for edits.
 */
export const VIDEO_PLAYER_TEXT = {
  loading: 'Loading video…',
  error: 'This video could not be played.',
  retry: 'Try again',
  noMedia: 'No preview is available for this clip.',
  /** The label over the footage: what plays is the watermarked preview, not the licensed file. */
  preview: 'Preview',
  /** Read after the player's name: the keyboard shortcuts of the native player. */
  shortcuts: 'Keyboard: Space or K plays and pauses, Left and Right arrows skip 5 seconds, M mutes.',
} as const;

/** Seconds the arrow keys skip. */
export const VIDEO_PLAYER_SEEK_SECONDS = 5;
