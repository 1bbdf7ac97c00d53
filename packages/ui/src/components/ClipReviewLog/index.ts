export { ClipReviewLog, countReviewDecisions } from './ClipReviewLog';
export type { ClipReviewEntry, ClipReviewLogProps } from './ClipReviewLog';
export { CLIP_REVIEW_LOG_TEXT } from './clipReviewLogText';
