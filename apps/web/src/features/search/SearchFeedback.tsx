import { DELAYS, PAGE_BASE } from '@clipmarket/core';
import { SearchFeedbackModal, useFeedbackModal, type SearchFeedbackModalStatus } from '@clipmarket/ui';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { feedbackActors } from './feedback';
import { useSessionHistory } from './sessionHistory';

export interface SearchFeedbackProps {
  /** `performance.now()` when the search page opened: the 5 s before the triggers arm count from then. */
  openedAt: number;
}

/**
 * The search feedback modal and the machine that opens it (spec section 4). The search page loads it after
 * its own code, so XState is not on the page's first load: the modal cannot open in the first 5 s anyway.
 * A component of its own, so the machine's steps redraw the modal, not the page's 60 results. Exit intent
 * asks only a visitor engaged in this session (search/sessionHistory.ts, spec section 9).
 */
export default function SearchFeedback({ openedAt }: SearchFeedbackProps) {
  const [location] = useLocation();
  // The page's 5 s, not 5 s from whenever this code arrived.
  const [armMs] = useState(() =>
    Math.max(0, DELAYS.feedbackListenersDelayMs - (performance.now() - openedAt)),
  );
  const history = useSessionHistory();
  const feedback = useFeedbackModal({
    path: `${PAGE_BASE}${location}`,
    history,
    actors: feedbackActors,
    delays: { armMs },
  });
  const status: SearchFeedbackModalStatus =
    feedback.status === 'question' || feedback.status === 'thanks' ? feedback.status : 'closed';
  return <SearchFeedbackModal status={status} onThumb={feedback.sendThumb} onClose={feedback.close} />;
}
