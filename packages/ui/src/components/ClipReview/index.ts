export { ClipReview } from './ClipReview';
export type { ClipReviewComment, ClipReviewProps, ClipReviewStatus, ReviewDecision } from './ClipReview';
export { CLIP_REVIEW_COMMENT_MAX, CLIP_REVIEW_TEXT } from './clipReviewText';
