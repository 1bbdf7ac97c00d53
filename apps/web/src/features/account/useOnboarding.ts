import { ApiRequestError, type OnboardingState } from '@clipmarket/core';
import { routes } from '@clipmarket/core/routes';
import { ONBOARDING_TEXT, type OnboardingStepsStatus } from '@clipmarket/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { call } from '../../api/client';

/** The update call's fields besides `userId` (spec section 7). */
export interface OnboardingFields {
  onboardingCollections?: string[];
  onboardingVideo?: string[];
  onboardingStepCompleted?: number;
  onboardingIsFinish?: boolean;
  onboardingProjectType?: NonNullable<OnboardingState['onboardingProjectType']>;
}

export interface UseOnboardingResult {
  /** The `OnboardingSteps` status: loading while created, saving while an update runs, error when one failed. */
  status: OnboardingStepsStatus;
  /** The server's record, once created. */
  record: OnboardingState | null;
  /** What the error state says. */
  errorMessage: string;
  /**
   * Sends an update with these fields; `onSaved` runs with the answer once it is recorded (the page moves on
   * then, so a failed step stays where it is).
   */
  save: (fields: OnboardingFields, onSaved?: (record: OnboardingState) => void) => Promise<void>;
  /** Repeats what failed: the create, or the last update. */
  retry: () => void;
}

/**
 * The server's words for a refusal the buyer can act on (a full playlist, the service being down), else the
 * component's general one: a 500 or a network error says nothing useful.
 */
function messageOf(error: unknown): string {
  if (error instanceof ApiRequestError && [400, 409, 502, 503].includes(error.status) && error.body.message) {
    return error.body.message;
  }
  return ONBOARDING_TEXT.error;
}

/**
 * The signed-in buyer's onboarding (spec sections 3 and 7): creates it on entry (the server answers the same
 * record when it exists, so a return visit resumes), and records the choices of each step. `onStart` gets the
 * record the first time it arrives, to restore the choices on the page.
 */
export function useOnboarding(
  userId: string,
  onStart?: (record: OnboardingState) => void,
): UseOnboardingResult {
  const [status, setStatus] = useState<OnboardingStepsStatus>('loading');
  const [record, setRecord] = useState<OnboardingState | null>(null);
  const [errorMessage, setErrorMessage] = useState<string>(ONBOARDING_TEXT.error);
  const retryRef = useRef<() => void>(() => {});
  const created = useRef(false);
  const onStartRef = useRef(onStart);
  onStartRef.current = onStart;

  const fail = useCallback((error: unknown, again: () => void) => {
    retryRef.current = again;
    setErrorMessage(messageOf(error));
    setStatus('error');
  }, []);

  const start = useCallback(async () => {
    setStatus('loading');
    try {
      const answer = await call(routes.onboardingCreateEndpoint, { body: { userId } });
      if (!created.current) onStartRef.current?.(answer);
      created.current = true;
      setRecord(answer);
      setStatus(answer.onboardingIsFinish ? 'finished' : 'ready');
    } catch (error) {
      fail(error, () => void start());
    }
  }, [userId, fail]);

  useEffect(() => {
    void start();
  }, [start]);

  const save = useCallback(
    async (fields: OnboardingFields, onSaved?: (record: OnboardingState) => void) => {
      setStatus('saving');
      try {
        // A create that failed is made good first: an update of an onboarding never created answers 404.
        if (!created.current) {
          await call(routes.onboardingCreateEndpoint, { body: { userId } });
          created.current = true;
        }
        const answer = await call(routes.onboardingUpdateEndpoint, { body: { userId, ...fields } });
        setRecord(answer);
        setStatus(fields.onboardingIsFinish ? 'finished' : 'ready');
        onSaved?.(answer);
      } catch (error) {
        fail(error, () => void save(fields, onSaved));
      }
    },
    [userId, fail],
  );

  const retry = useCallback(() => retryRef.current(), []);
  return { status, record, errorMessage, save, retry };
}
