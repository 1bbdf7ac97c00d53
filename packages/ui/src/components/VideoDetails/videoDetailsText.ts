/**
 * Texts of the video detail page that the spec names but does not word (sections 2, 3 and 7: the detail
 * route, the search document's fields and the signed-in "additional info"); the wording is ours. They
 * belong in @clipmarket/core once core is open for edits. The spec's own texts here come from core:
 * `MESSAGES.noTitle`, `CARD_ICON_LABELS`, `CLEARANCE_LABELS`.
 */
export const VIDEO_DETAILS_TEXT = {
  clipId: 'Clip id',
  icons: 'Clearance icons',
  description: 'Description',
  noDescription: 'No description yet.',
  showMore: 'Show more',
  showLess: 'Show less',
  details: 'Details',
  acquired: 'Acquired',
  posted: 'First posted',
  duration: 'Duration',
  location: 'Location',
  clearance: 'Clearance',
  category: 'Category',
  tags: 'Tags',
  actions: 'Actions',
  download: 'Download',
  downloadWatermarked: 'Download (watermarked)',
  /** A comp (ADR 83): the clip to try in an edit before licensing it. */
  comp: 'Download comp',
  compHint:
    "A free watermarked, lower-resolution copy with the clip's JV#, to try in your edit before you license it.",
  additionalInfo: 'Additional info',
  additionalInfoLoading: 'Loading additional info…',
  additionalInfoError: 'The additional info could not be loaded.',
  library: 'Library',
  downloads: 'Downloads',
  resolution: 'Resolution',
  hd: 'HD',
  sd: 'SD',
  orientation: 'Orientation',
  vertical: 'Vertical',
  horizontal: 'Horizontal',
  footageType: 'Footage type',
  internal: 'Staff only',
  internalDescription: 'Uploader description',
  privateTags: 'Private tags',
  originalSource: 'Original source',
  platform: 'Platform',
  claimedYouTubeIds: 'Claimed YouTube ids',
  publishedUrls: 'Published at',
  infractionUrls: 'Infractions',
  popularityScore: 'Popularity score',
  none: 'None',
  similarClips: 'Similar clips',
  loading: 'Loading the clip…',
  error: 'The clip could not be loaded.',
  retry: 'Try again',
} as const;

/** Descriptions longer than this are clamped behind "Show more". */
export const VIDEO_DETAILS_DESCRIPTION_CLAMP = 280;
