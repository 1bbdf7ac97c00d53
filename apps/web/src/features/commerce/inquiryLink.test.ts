import { describe, expect, it } from 'vitest';
import { INQUIRY_CLIPS_MAX, inquiryClipIds, inquiryHref } from './inquiryLink';

describe('the inquiry’s address', () => {
  it('names the clips in one clips parameter, jmIds joined by commas', () => {
    expect(inquiryHref(['1254381', '1198734'])).toBe('/inquiry?clips=1254381,1198734');
    expect(inquiryHref([])).toBe('/inquiry');
    expect(inquiryHref()).toBe('/inquiry');
  });

  it('reads back the clips it names, in order, each once', () => {
    expect(inquiryClipIds('?clips=1254381,1198734,1254381')).toEqual(['1254381', '1198734']);
    expect(inquiryClipIds('clips=1277640-1')).toEqual(['1277640-1']);
    expect(inquiryClipIds('?clips=1&clips=2,3')).toEqual(['1', '2', '3']);
    expect(inquiryClipIds('')).toEqual([]);
  });

  it('leaves out what is not a jmId rather than refusing the address', () => {
    expect(inquiryClipIds('?clips=1254381,,%20,../x,<b>,1198734')).toEqual(['1254381', '1198734']);
    expect(inquiryHref(['ok-1', 'not ok'])).toBe('/inquiry?clips=ok-1');
  });

  it('takes at most as many clips as the contract lets one inquiry name', () => {
    expect(INQUIRY_CLIPS_MAX).toBe(200);
    const many = Array.from({ length: INQUIRY_CLIPS_MAX + 5 }, (_, i) => String(1000 + i));
    expect(inquiryClipIds(`?clips=${many.join(',')}`)).toHaveLength(INQUIRY_CLIPS_MAX);
  });

  it('says when the inquiry is about a clip’s advertising licence or its check', () => {
    expect(inquiryHref(['1254381'], 'advertising')).toBe('/inquiry?clips=1254381&about=advertising');
    expect(inquiryHref(['1254381'], 'advertisingCheck')).toBe(
      '/inquiry?clips=1254381&about=advertisingCheck',
    );
  });
});
