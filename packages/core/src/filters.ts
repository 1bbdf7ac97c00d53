/**
 * Search filter option lists (spec sections 3 and 9).
 */

export interface FilterOption<V extends string = string> {
  /** The label a user sees. */
  label: string;
  /** The value sent to the server. */
  value: V;
}

export const TONES = ['Cringe', 'Cute', 'Funny', 'Heartwarming', 'Sad', 'Scary'] as const;
export type Tone = (typeof TONES)[number];

export const POPULARITY = ['Viral', 'Popular', 'Topical'] as const;
export type Popularity = (typeof POPULARITY)[number];

export const CLEARANCE_OPTIONS = [
  { label: 'Advertising Use', value: 'CLEARED' },
  { label: 'Inquire for Advertising Use', value: 'LIMITATIONS' },
  { label: 'No Advertising Use', value: 'NO_AR_EDITORIAL_ONLY' },
] as const satisfies readonly FilterOption[];
export type ClearanceFilter = (typeof CLEARANCE_OPTIONS)[number]['value'];

export const FOOTAGE_TYPES = ['Dashcam', 'Drone', 'Pov', 'Security'] as const;
export type FootageType = (typeof FOOTAGE_TYPES)[number];

export const RESOLUTIONS = ['All', 'HD'] as const;
export type Resolution = (typeof RESOLUTIONS)[number];

export const ORIENTATIONS = ['Horizontal', 'Vertical'] as const;
export type Orientation = (typeof ORIENTATIONS)[number];

export const UPLOADED_PRESETS = [
  { label: 'Any Date', value: 'any', days: null },
  { label: 'Last 72 hours', value: '72h', days: 3 },
  { label: 'Last 7 days', value: '7d', days: 7 },
  { label: 'Last 30 days', value: '30d', days: 30 },
  { label: 'Last 12 months', value: '12m', days: 365 },
] as const;
export type UploadedPreset = (typeof UPLOADED_PRESETS)[number]['value'];

export const SMART_SORTS = [
  { label: 'Most Relevant', value: 'relevant' },
  { label: 'Most Recent', value: 'recent' },
  { label: 'Most Downloaded', value: 'downloaded' },
  { label: 'Duration long to short', value: 'durationDesc' },
  { label: 'Duration short to long', value: 'durationAsc' },
] as const satisfies readonly FilterOption[];
export type SmartSort = (typeof SMART_SORTS)[number]['value'];

export const EXCLUDED_LIBRARY_OPTIONS = ['Viral Hog'] as const;
export type ExcludedLibrary = (typeof EXCLUDED_LIBRARY_OPTIONS)[number];

/** Card clearance colours (spec section 9). */
export const ACI_VALUES = ['GREEN', 'YELLOW', 'RED'] as const;
export type Aci = (typeof ACI_VALUES)[number];

export const CLEARANCE_LABELS: Record<Aci, { label: string; detail?: string }> = {
  GREEN: { label: 'Advertising Use', detail: 'talent releases on file' },
  YELLOW: { label: 'Inquire for Advertising Use' },
  RED: { label: 'Not for Advertising Use' },
};

/** The meaning of the card's two icons (spec section 2). */
export const CARD_ICON_LABELS = {
  digital: 'D: cleared for digital or clip show use',
  advertising: 'A: advertising clearance',
} as const;
