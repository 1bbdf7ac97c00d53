import { describe, it, expect } from 'vitest';
import { LIMITS } from '../constants';
import { MESSAGES, SERVER_MESSAGE_MARKERS, formatMessage } from '../messages';
import {
  filterPopupPlaylists,
  mapAddToPlaylistError,
  mapBulkAddError,
  mapCreatePlaylistError,
  normalisePlaylistName,
  truncatePlaylistName,
  validatePlaylistName,
} from './playlistName';

describe('a new playlist name is tidied before saving', () => {
  it('drops spaces around the name', () => {
    expect(normalisePlaylistName('   Holiday clips  ')).toBe('Holiday clips');
  });

  it('collapses runs of spaces, tabs and newlines inside the name to one space', () => {
    expect(normalisePlaylistName('Holiday \t\n  clips   2024')).toBe('Holiday clips 2024');
  });
});

describe('creating a playlist checks the name', () => {
  it('accepts a name of exactly 3 characters', () => {
    expect(validatePlaylistName('Dog')).toEqual({ ok: true, name: 'Dog' });
  });

  it('saves the tidied name, not what was typed', () => {
    expect(validatePlaylistName('  Funny   pets ')).toEqual({ ok: true, name: 'Funny pets' });
  });

  it('rejects a 2-character name as too short', () => {
    expect(validatePlaylistName('Do')).toEqual({
      ok: false,
      message: MESSAGES.playlistNameTooShort,
      display: formatMessage.error(MESSAGES.playlistNameTooShort),
    });
  });

  it('rejects a name that is only long because of surrounding spaces', () => {
    const result = validatePlaylistName('   ab   ');
    expect(result.ok).toBe(false);
    expect(result.ok === false && result.message).toBe(MESSAGES.playlistNameTooShort);
  });

  it('accepts "a  b" as the 3-character name "a b"', () => {
    expect(validatePlaylistName('a  b')).toEqual({ ok: true, name: 'a b' });
  });

  it('rejects an empty name as too short', () => {
    const result = validatePlaylistName('');
    expect(result.ok === false && result.message).toBe(MESSAGES.playlistNameTooShort);
  });

  it('accepts a name of exactly 255 characters', () => {
    const name = 'x'.repeat(LIMITS.playlistNameMax);
    expect(validatePlaylistName(name)).toEqual({ ok: true, name });
  });

  it('rejects a 256-character name as too long', () => {
    expect(validatePlaylistName('x'.repeat(LIMITS.playlistNameMax + 1))).toEqual({
      ok: false,
      message: MESSAGES.playlistNameTooLong,
      display: formatMessage.error(MESSAGES.playlistNameTooLong),
    });
  });

  it('shows the error prefixed with "Error: "', () => {
    const result = validatePlaylistName('x');
    expect(result.ok === false && result.display.startsWith('Error: ')).toBe(true);
  });

  it('counts an emoji as one character', () => {
    expect(validatePlaylistName('🐶🐱').ok).toBe(false);
    expect(validatePlaylistName('🐶🐱🐭').ok).toBe(true);
  });
});

describe('long playlist names in the popup', () => {
  it('shows a 35-character name in full', () => {
    const name = 'a'.repeat(35);
    expect(truncatePlaylistName(name)).toBe(name);
  });

  it('cuts a 36-character name to its first 34 characters and " ..."', () => {
    const name = 'abcdefghijklmnopqrstuvwxyz0123456789';
    expect(truncatePlaylistName(name)).toBe('abcdefghijklmnopqrstuvwxyz01234567 ...');
  });

  it('never cuts an emoji in half', () => {
    const name = '🐶'.repeat(40);
    expect(truncatePlaylistName(name)).toBe(`${'🐶'.repeat(34)} ...`);
  });
});

describe('filtering playlists in the popup', () => {
  const lists = [{ name: 'Funny Pets' }, { name: 'Holiday fails' }, { name: 'Pets at work' }];

  it('lists every playlist when nothing is typed', () => {
    expect(filterPopupPlaylists(lists, '')).toEqual(lists);
  });

  it('ignores a filter of fewer than 3 characters', () => {
    expect(filterPopupPlaylists(lists, 'Pe')).toEqual(lists);
  });

  it('does not count surrounding spaces towards the 3 characters', () => {
    expect(filterPopupPlaylists(lists, '  pe  ')).toEqual(lists);
  });

  it('filters by name from 3 characters, ignoring case', () => {
    expect(filterPopupPlaylists(lists, 'PET')).toEqual([{ name: 'Funny Pets' }, { name: 'Pets at work' }]);
  });

  it('matches text in the middle of a name', () => {
    expect(filterPopupPlaylists(lists, 'day f')).toEqual([{ name: 'Holiday fails' }]);
  });

  it('shows nothing when no name matches', () => {
    expect(filterPopupPlaylists(lists, 'zebra')).toEqual([]);
  });

  it('shows at most 30 playlists when unfiltered', () => {
    const many = Array.from({ length: 45 }, (_, i) => ({ name: `List ${i}` }));
    const shown = filterPopupPlaylists(many, '');
    expect(shown).toHaveLength(LIMITS.popupMaxLists);
    expect(shown[0]).toEqual({ name: 'List 0' });
  });

  it('shows at most 30 matching playlists when filtered', () => {
    const many = Array.from({ length: 45 }, (_, i) => ({ name: `Pets ${i}` }));
    expect(filterPopupPlaylists(many, 'pets')).toHaveLength(LIMITS.popupMaxLists);
  });

  it('keeps the other fields of each playlist', () => {
    const withUuid = [{ uuid: 'u1', name: 'Funny Pets', videoCount: 4 }];
    expect(filterPopupPlaylists(withUuid, 'funny')).toEqual(withUuid);
  });
});

describe('errors when creating a playlist', () => {
  it('tells the user they have too many lists when the server says "Max size of lists"', () => {
    expect(mapCreatePlaylistError(`${SERVER_MESSAGE_MARKERS.tooManyLists} reached: 1000`)).toBe(
      MESSAGES.maxListsReached,
    );
  });

  it('tells the user the name cannot be empty', () => {
    expect(mapCreatePlaylistError(`List ${SERVER_MESSAGE_MARKERS.listNameEmpty}`)).toBe(
      MESSAGES.listNameEmpty,
    );
  });

  it('tells the user the name must be unique', () => {
    expect(mapCreatePlaylistError(SERVER_MESSAGE_MARKERS.listNameNotUnique)).toBe(MESSAGES.listNameNotUnique);
  });

  it('shows the generic error for any other server message', () => {
    expect(mapCreatePlaylistError('Internal Server Error')).toBe(MESSAGES.createPlaylistFailed);
  });

  it('shows the generic error when the server sends no message', () => {
    expect(mapCreatePlaylistError(undefined)).toBe(MESSAGES.createPlaylistFailed);
  });
});

describe('errors when adding a clip to a playlist', () => {
  it('tells the user the playlist is full when the server message starts with "Max size"', () => {
    expect(mapAddToPlaylistError(`${SERVER_MESSAGE_MARKERS.playlistFull} of playlist reached`)).toBe(
      MESSAGES.playlistFull,
    );
  });

  it('shows "Saving Error!" for any other server message', () => {
    expect(mapAddToPlaylistError('Something broke')).toBe(MESSAGES.savingError);
  });

  it('shows "Saving Error!" when "Max size" appears later in the message', () => {
    expect(mapAddToPlaylistError(`Error: ${SERVER_MESSAGE_MARKERS.playlistFull}`)).toBe(MESSAGES.savingError);
  });

  it('shows "Saving Error!" when the server sends no message', () => {
    expect(mapAddToPlaylistError(null)).toBe(MESSAGES.savingError);
  });
});

describe('errors when adding many clips to a playlist', () => {
  it("shows the server's first message", () => {
    expect(mapBulkAddError(['Playlist is locked', 'second'])).toBe('Playlist is locked');
  });

  it('shows the generic bulk error when the server sends no messages', () => {
    expect(mapBulkAddError([])).toBe(MESSAGES.bulkAddError);
  });

  it('shows the generic bulk error when there is no message list at all', () => {
    expect(mapBulkAddError()).toBe(MESSAGES.bulkAddError);
  });

  it('shows the generic bulk error when the first message is blank', () => {
    expect(mapBulkAddError(['  '])).toBe(MESSAGES.bulkAddError);
  });
});
