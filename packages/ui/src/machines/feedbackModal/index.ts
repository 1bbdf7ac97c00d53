export { feedbackModalMachine, watchFeedbackTriggers } from './feedbackModalMachine';
export type {
  FeedbackMemory,
  FeedbackModalContext,
  FeedbackModalEvent,
  FeedbackModalInput,
  FeedbackModalStatus,
  FeedbackThumb,
} from './feedbackModalMachine';
export { useFeedbackModal } from './useFeedbackModal';
export type { FeedbackActors, UseFeedbackModalOptions, UseFeedbackModalResult } from './useFeedbackModal';
