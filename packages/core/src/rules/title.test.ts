import { describe, it, expect } from 'vitest';
import { MESSAGES } from '../messages';
import { displayTitle } from './title';

describe('the title shown for a clip', () => {
  it('is the publishing title when the clip has one', () => {
    expect(displayTitle({ publishingTitle: 'Dog surfs a wave', title: 'raw_upload_123' })).toBe(
      'Dog surfs a wave',
    );
  });

  it('falls back to the plain title when there is no publishing title', () => {
    expect(displayTitle({ title: 'Cat falls off sofa' })).toBe('Cat falls off sofa');
  });

  it('falls back to the plain title when the publishing title is blank', () => {
    expect(displayTitle({ publishingTitle: '   ', title: 'Cat falls off sofa' })).toBe('Cat falls off sofa');
  });

  it('falls back to the plain title when the publishing title is null', () => {
    expect(displayTitle({ publishingTitle: null, title: 'Cat falls off sofa' })).toBe('Cat falls off sofa');
  });

  it('reads "No Title" when the clip has neither title', () => {
    expect(displayTitle({})).toBe(MESSAGES.noTitle);
  });

  it('reads "No Title" when both titles are empty or whitespace', () => {
    expect(displayTitle({ publishingTitle: '', title: ' \t ' })).toBe(MESSAGES.noTitle);
  });
});
