import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatMessage, MESSAGES, SERVER_MESSAGE_MARKERS } from './messages';

// The spec's texts, character for character. A change to any message in messages.ts fails here.
const SPEC_TEXTS = {
  sessionExpired: 'Your session has expired. Please login again!',
  downloadInProgress: 'Download is currently in progress.',
  playlistNameTooShort: 'Your title is too short. Please use at least 3 characters.',
  playlistNameTooLong: 'Your title is too long. Please limit it to 255 characters.',
  durationStartExceedsEnd: 'Start duration cannot exceed end duration.',
  registrationTooManyAttempts: 'Too many registration attempt. Please try again later.',
  savingError: 'Saving Error!',
  playlistFull: 'Yikes! Your playlist is full. Let’s remove a video or add to a different playlist.',
  bulkAddError: 'Error adding videos to playlist!',
  removeFailed: 'Failed to removed video. Please try again.',
  maxListsReached:
    'You have reached the maximum allowed number of saved lists. Please consider deleting old lists before creating a new one.',
  listNameEmpty: 'List name cannot be empty.',
  listNameNotUnique: 'List name must be unique.',
  cartPlaylistGone: 'The Playlist associated in this cart no longer exist',
  noVideoFound: 'No Video Found!',
  downloadCanceled: 'Download canceled successfully!',
  serverError: 'Server error.',
  videoAddedToPlaylist: 'Video added to playlist!',
  videoRemovedFromPlaylist: 'Video removed to playlist!',
  videoAddedToCart: 'Video added to cart',
  discountPackAddedToCart: 'Discount Pack added to cart',
  linkCopied: 'Link copied to the clipboard!',
  noTitle: 'No Title',
} as const;

describe('spec messages', () => {
  for (const [key, text] of Object.entries(SPEC_TEXTS)) {
    it(`shows the spec's exact text for ${key}`, () => {
      expect(MESSAGES[key as keyof typeof SPEC_TEXTS]).toBe(text);
    });
  }

  it('keeps the typographic apostrophe of the full-playlist message', () => {
    expect(MESSAGES.playlistFull).toContain('Let’s');
    expect(MESSAGES.playlistFull).not.toContain("Let's");
  });

  it('has no message that is not checked against the spec, except the generic create error', () => {
    const unchecked = Object.keys(MESSAGES).filter((k) => !(k in SPEC_TEXTS));
    expect(unchecked).toEqual(['createPlaylistFailed']);
  });

  const specPath = path.resolve(import.meta.dirname, '../../../../shared/spec/product-spec.md');
  it.runIf(existsSync(specPath))('finds every message verbatim in the product spec', () => {
    const spec = readFileSync(specPath, 'utf8');
    for (const text of Object.values(SPEC_TEXTS)) expect(spec).toContain(text);
  });
});

describe('messages with a count', () => {
  it('formats a playlist-name error as "Error: {message}"', () => {
    expect(formatMessage.error(MESSAGES.playlistNameTooShort)).toBe(
      'Error: Your title is too short. Please use at least 3 characters.',
    );
  });

  it('says how many videos were added or removed', () => {
    expect(formatMessage.videosAddedToPlaylist(4)).toBe('4 videos are added to the playlist.');
    expect(formatMessage.videosRemovedFromPlaylist(2)).toBe('2 videos are removed from the playlist.');
  });

  it('says how many videos are selected', () => {
    expect(formatMessage.videosSelected(12)).toBe('12 Videos Selected');
  });
});

describe('server message markers the client recognises', () => {
  it('matches the prefixes and fragments of spec section 8', () => {
    expect(SERVER_MESSAGE_MARKERS).toEqual({
      playlistFull: 'Max size',
      tooManyLists: 'Max size of lists',
      listNameEmpty: 'name cannot be empty',
      listNameNotUnique: 'List name must be unique',
      playlistMissing: "doesn't exists",
    });
  });
});
