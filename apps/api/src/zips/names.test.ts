import { MESSAGES } from '@clipmarket/core';
import { describe, expect, it } from 'vitest';
import { clipLabel, formatBytes, NOT_INCLUDED_FILE, notIncludedText, safeTitle, uniqueNamer } from './names';

describe('names inside a playlist zip', () => {
  it('names a clip by its JV number and display title, saying when the file is watermarked', () => {
    const clip = { jmId: '1234567', title: 'Dog surfs', publishingTitle: 'Dog surfs a wave' };
    expect(clipLabel(clip)).toBe('JV1234567 - Dog surfs a wave');
    expect(clipLabel(clip, true)).toBe('JV1234567 - Dog surfs a wave (watermarked)');
    expect(clipLabel({ jmId: '7654321', title: null, publishingTitle: '  ' })).toBe(
      `JV7654321 - ${MESSAGES.noTitle}`,
    );
  });

  it('keeps a title safe as a file name on every common system', () => {
    expect(safeTitle('../../etc/passwd')).toBe('etc passwd');
    expect(safeTitle('What? A "cat" <on> a|roof: 10/10*')).toBe('What A cat on a roof 10 10');
    expect(safeTitle('line\nbreak\ttab\u0000nul\u202Eoverride')).toBe('line break tab nul override');
    expect(safeTitle(' ... dots and spaces ... ')).toBe('dots and spaces');
    expect(safeTitle('C:\\Windows\\win.ini')).toBe('C Windows win.ini');
    expect(safeTitle('')).toBe(MESSAGES.noTitle);
    expect(safeTitle('///')).toBe(MESSAGES.noTitle);
    const long = safeTitle('é'.repeat(300));
    expect(Array.from(long)).toHaveLength(100);
    // Whole characters are kept: an emoji is never cut in half.
    expect(safeTitle('🐶'.repeat(150))).toBe('🐶'.repeat(100));
  });

  it('gives every entry its own name, whatever the case, and never the name of the list of clips left out', () => {
    const name = uniqueNamer();
    expect(name('JV1 - Dog', '.mp4')).toBe('JV1 - Dog.mp4');
    expect(name('JV1 - Dog', '.mp4')).toBe('JV1 - Dog (2).mp4');
    expect(name('jv1 - dog', '.mp4')).toBe('jv1 - dog (3).mp4');
    expect(name('NOT-INCLUDED', '.txt')).toBe('NOT-INCLUDED (2).txt');
    expect(NOT_INCLUDED_FILE).toBe('NOT-INCLUDED.txt');
  });

  it('lists each clip left out with its reason', () => {
    const text = notIncludedText('Summer reel', [
      { label: 'JV1 - Dog', reason: { kind: 'unlicensed' } },
      { label: 'JV2 - Cat', reason: { kind: 'clipLimit', maxClips: 500 } },
      { label: 'JV3 - Cow', reason: { kind: 'byteLimit', maxBytes: 2 * 1024 ** 3 } },
      { label: 'JV4 - Owl', reason: { kind: 'missingFile' } },
    ]);
    expect(text.split('\n')).toEqual([
      'Clips of the playlist "Summer reel" that are not in this download, and why:',
      '',
      'JV1 - Dog: you hold no licence for this clip; buy one to download it',
      'JV2 - Cat: past the limit of 500 clips in one download',
      'JV3 - Cow: past the limit of 2 GiB in one download',
      'JV4 - Owl: its footage file is not available right now; please contact us',
      '',
    ]);
  });

  it('states sizes in binary units', () => {
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(1536)).toBe('1.5 KiB');
    expect(formatBytes(64 * 1024 ** 2)).toBe('64 MiB');
  });
});
