import { describe, expect, it } from 'vitest';
import {
  CLEARANCE_LABELS,
  CLEARANCE_OPTIONS,
  EXCLUDED_LIBRARY_OPTIONS,
  FOOTAGE_TYPES,
  ORIENTATIONS,
  POPULARITY,
  RESOLUTIONS,
  SMART_SORTS,
  TONES,
  UPLOADED_PRESETS,
} from './filters';

describe('filter options (spec section 9)', () => {
  it('offers the six tones and three popularity levels', () => {
    expect(TONES).toEqual(['Cringe', 'Cute', 'Funny', 'Heartwarming', 'Sad', 'Scary']);
    expect(POPULARITY).toEqual(['Viral', 'Popular', 'Topical']);
  });

  it('labels the clearance filter and sends its server values', () => {
    expect(CLEARANCE_OPTIONS.map((o) => [o.label, o.value])).toEqual([
      ['Advertising Use', 'CLEARED'],
      ['Inquire for Advertising Use', 'LIMITATIONS'],
      ['No Advertising Use', 'NO_AR_EDITORIAL_ONLY'],
    ]);
  });

  it('offers footage types, resolutions, orientations and the excluded library', () => {
    expect(FOOTAGE_TYPES).toEqual(['Dashcam', 'Drone', 'Pov', 'Security']);
    expect(RESOLUTIONS).toEqual(['All', 'HD']);
    expect(ORIENTATIONS).toEqual(['Horizontal', 'Vertical']);
    expect(EXCLUDED_LIBRARY_OPTIONS).toEqual(['Viral Hog']);
  });

  it('offers the uploaded presets in order', () => {
    expect(UPLOADED_PRESETS.map((p) => p.label)).toEqual([
      'Any Date',
      'Last 72 hours',
      'Last 7 days',
      'Last 30 days',
      'Last 12 months',
    ]);
  });

  it('offers the five smart sorts in order', () => {
    expect(SMART_SORTS.map((s) => s.label)).toEqual([
      'Most Relevant',
      'Most Recent',
      'Most Downloaded',
      'Duration long to short',
      'Duration short to long',
    ]);
  });
});

describe('card clearance (spec section 9)', () => {
  it('labels GREEN, YELLOW and RED as the spec does', () => {
    expect(CLEARANCE_LABELS.GREEN).toEqual({ label: 'Advertising Use', detail: 'talent releases on file' });
    expect(CLEARANCE_LABELS.YELLOW.label).toBe('Inquire for Advertising Use');
    expect(CLEARANCE_LABELS.RED.label).toBe('Not for Advertising Use');
  });
});
