import { MESSAGES, type PlaylistVideoRow } from '@clipmarket/core';
import { describe, expect, it } from 'vitest';
import { csvField, csvFileName, internalEditUrl, playlistCsv } from './csv';

const row = (over: Partial<PlaylistVideoRow>): PlaylistVideoRow => ({
  jmId: '1254381',
  title: 'Dog catches frisbee',
  publishingTitle: null,
  imgUrl: null,
  previewUrl: null,
  brightCoveVideoId: null,
  aci: null,
  iar: true,
  rsa: false,
  bo: false,
  originalPublishingDate: '2025-03-14',
  signedDate: '2026-01-02',
  addedAt: '2026-01-03T00:00:00.000Z',
  folderUuid: null,
  ...over,
});

describe('the playlist CSV', () => {
  it('has the download-list columns: JV#, title, original publishing and signed dates', () => {
    const csv = playlistCsv([row({})], { roles: [] });
    expect(csv.split('\r\n')).toEqual([
      'JV#,Title,First posted,Acquired',
      'JV#1254381,Dog catches frisbee,2025-03-14,2026-01-02',
      '',
    ]);
  });

  it('adds the configured internal edit URL for ROLE_RIFF_USER only', () => {
    const template = 'https://rights.test/clips/{jmId}/edit';
    const csv = playlistCsv([row({})], { roles: ['ROLE_RIFF_USER'], editUrlTemplate: template });
    expect(csv.split('\r\n')).toEqual([
      'JV#,Title,First posted,Acquired,Edit URL',
      'JV#1254381,Dog catches frisbee,2025-03-14,2026-01-02,https://rights.test/clips/1254381/edit',
      '',
    ]);
    const buyer = playlistCsv([row({})], { roles: [], editUrlTemplate: template });
    expect(buyer).not.toContain('Edit URL');
    expect(buyer).not.toContain('rights.test');
  });

  it('never gives the public clip page as the edit URL: without a configured edit page, no column', () => {
    for (const editUrlTemplate of [undefined, '', '/licensing/view/{jmId}', 'https://rights.test/clips']) {
      const csv = playlistCsv([row({})], { roles: ['ROLE_RIFF_USER'], editUrlTemplate });
      expect(csv).not.toContain('Edit URL');
      expect(csv).not.toContain('/licensing/view/');
    }
    expect(internalEditUrl('12 3', 'https://rights.test/clips/{jmId}/edit')).toBe(
      'https://rights.test/clips/12%203/edit',
    );
  });

  it('quotes commas and quotes, defuses formulas, and falls back to the no-title text', () => {
    expect(csvField('a, "b"')).toBe('"a, ""b"""');
    expect(csvField('=SUM(A1)')).toBe("'=SUM(A1)");
    const csv = playlistCsv([row({ title: null, signedDate: null })], { roles: [] });
    expect(csv).toContain(`JV#1254381,${MESSAGES.noTitle},2025-03-14,`);
  });

  it('names the file after the playlist', () => {
    expect(csvFileName('Road trips & wild weather!')).toBe('road-trips-wild-weather.csv');
    expect(csvFileName('***')).toBe('playlist.csv');
  });
});
