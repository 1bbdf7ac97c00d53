import { LIMITS } from '../constants';
import { MESSAGES, SERVER_MESSAGE_MARKERS, formatMessage } from '../messages';

/** The outcome of checking a new playlist name. */
export type PlaylistNameValidation =
  | { ok: true; name: string }
  | {
      ok: false;
      /** The spec's message, exact. */
      message: string;
      /** The message as shown under the input: 'Error: {message}'. */
      display: string;
    };

/**
 * Length in characters as a person counts them (code points), so an emoji is one character and
 * truncation never splits a surrogate pair.
 */
function characters(value: string): string[] {
  return Array.from(value);
}

/** A playlist name as stored: trimmed, with every run of whitespace collapsed to one space. */
export function normalisePlaylistName(raw: string): string {
  return raw.trim().replace(/\s+/g, ' ');
}

/** Checks a new playlist name after normalising it (spec section 5): 3 to 255 characters. */
export function validatePlaylistName(raw: string): PlaylistNameValidation {
  const name = normalisePlaylistName(raw);
  const length = characters(name).length;
  const message =
    length < LIMITS.playlistNameMin
      ? MESSAGES.playlistNameTooShort
      : length > LIMITS.playlistNameMax
        ? MESSAGES.playlistNameTooLong
        : null;
  if (message === null) return { ok: true, name };
  return { ok: false, message, display: formatMessage.error(message) };
}

/** A playlist name as the popup shows it: over 35 characters, the first 34 followed by ' ...'. */
export function truncatePlaylistName(name: string): string {
  const chars = characters(name);
  if (chars.length <= LIMITS.playlistNameDisplayMax) return name;
  return `${chars.slice(0, LIMITS.playlistNameDisplayCut).join('')} ...`;
}

/**
 * The playlists the popup lists for a typed filter: a case-insensitive match on the name once the
 * filter has 3 or more characters, otherwise every list; never more than 30.
 */
export function filterPopupPlaylists<T extends { name: string }>(lists: readonly T[], query: string): T[] {
  const needle = normalisePlaylistName(query).toLowerCase();
  const matching =
    characters(needle).length >= LIMITS.popupFilterMinChars
      ? lists.filter((list) => list.name.toLowerCase().includes(needle))
      : lists;
  return matching.slice(0, LIMITS.popupMaxLists);
}

/** The message a user sees when creating a playlist fails, from the server's message (spec section 8). */
export function mapCreatePlaylistError(serverMessage?: string | null): string {
  const text = serverMessage ?? '';
  if (text.startsWith(SERVER_MESSAGE_MARKERS.tooManyLists)) return MESSAGES.maxListsReached;
  if (text.includes(SERVER_MESSAGE_MARKERS.listNameEmpty)) return MESSAGES.listNameEmpty;
  if (text.includes(SERVER_MESSAGE_MARKERS.listNameNotUnique)) return MESSAGES.listNameNotUnique;
  return MESSAGES.createPlaylistFailed;
}

/** The message a user sees when adding one clip to a playlist fails (spec section 8). */
export function mapAddToPlaylistError(serverMessage?: string | null): string {
  return serverMessage?.startsWith(SERVER_MESSAGE_MARKERS.playlistFull)
    ? MESSAGES.playlistFull
    : MESSAGES.savingError;
}

/** The snackbar text when adding many clips fails: the server's first message, else the generic one. */
export function mapBulkAddError(messages?: readonly string[] | null): string {
  const first = messages?.[0];
  return first !== undefined && first.trim() !== '' ? first : MESSAGES.bulkAddError;
}
