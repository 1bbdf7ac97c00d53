/**
 * Texts of the create-playlist input that the spec names but does not word (section 2); the wording is
 * ours. The name rule's messages and the server's create errors come from @clipmarket/core. These belong in
 * core beside `CARD_TEXT`; they sit here until core takes them.
 */
export const CREATE_PLAYLIST_TEXT = {
  /** Label of the name input. */
  label: 'New playlist name',
  /** The submit button. */
  submit: 'Create',
  /** Said while the create call runs. */
  submitting: 'Creating playlist…',
  /** Said once the playlist exists. */
  created: (name?: string | null): string => (name ? `Playlist “${name}” created.` : 'Playlist created.'),
  /** Accessible name of the form. */
  form: 'Create a playlist',
} as const;
