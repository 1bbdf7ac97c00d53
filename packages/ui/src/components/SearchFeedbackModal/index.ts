export { SearchFeedbackModal } from './SearchFeedbackModal';
export type {
  SearchFeedbackModalProps,
  SearchFeedbackModalStatus,
  SearchFeedbackModalTriggerProps,
  SearchFeedbackVote,
} from './SearchFeedbackModal';
export { SEARCH_FEEDBACK_TEXT } from './searchFeedbackText';
