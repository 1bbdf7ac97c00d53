import type { SessionHistory } from '@clipmarket/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { topLevelState } from '../shared';
import {
  feedbackModalMachine,
  watchFeedbackTriggers,
  type FeedbackModalStatus,
  type FeedbackThumb,
} from './feedbackModalMachine';

type FeedbackModalActors = Required<
  NonNullable<Parameters<typeof feedbackModalMachine.provide>[0]['actors']>
>;

/** The browser storage and analytics the app supplies; the page listeners default to the document's. */
export type FeedbackActors = Omit<FeedbackModalActors, 'watchTriggers'> &
  Partial<Pick<FeedbackModalActors, 'watchTriggers'>>;

export interface UseFeedbackModalOptions {
  /** The current location's path; the modal never opens on the login or register pages. */
  path: string;
  /**
   * What the visitor has done this browser session (searches, result pages, clips viewed); exit intent
   * opens the modal only once `isEngaged` says so. Pass the current counts on every render.
   */
  history: SessionHistory;
  actors: FeedbackActors;
  /**
   * Overrides the spec's delays: the 5 s before the triggers arm and the 300000 ms idle trigger. The product
   * keeps `DELAYS`; stories shorten them so a designer sees the modal open without waiting five minutes.
   */
  delays?: { armMs?: number; idleMs?: number };
}

export interface UseFeedbackModalResult {
  /** Mirrors the machine's state names. */
  status: FeedbackModalStatus;
  /** The modal is open: on the question or the thanks. */
  open: boolean;
  thumb: FeedbackThumb | null;
  sendThumb: (thumb: FeedbackThumb) => void;
  close: () => void;
}

/** Runs `feedbackModalMachine` for the page and binds it to the feedback modal's props. */
export function useFeedbackModal({
  path,
  history,
  actors,
  delays,
}: UseFeedbackModalOptions): UseFeedbackModalResult {
  const actorRef = useActorRef(
    feedbackModalMachine.provide({
      actors: { watchTriggers: watchFeedbackTriggers, ...actors },
      delays: {
        ...(delays?.armMs === undefined ? {} : { feedbackListenersDelay: delays.armMs }),
        ...(delays?.idleMs === undefined ? {} : { feedbackIdle: delays.idleMs }),
      },
    }),
    { input: { path, history } },
  );
  useEffect(() => {
    actorRef.send({ type: 'feedback.route', path });
  }, [actorRef, path]);
  useEffect(() => {
    actorRef.send({ type: 'feedback.history', history });
  }, [actorRef, history]);
  const status = useSelector(actorRef, (snapshot) => topLevelState(snapshot.value) as FeedbackModalStatus);
  const thumb = useSelector(actorRef, (snapshot) => snapshot.context.thumb);
  const commands = useMemo(
    () => ({
      sendThumb: (value: FeedbackThumb) => actorRef.send({ type: 'feedback.thumb', thumb: value }),
      close: () => actorRef.send({ type: 'feedback.close' }),
    }),
    [actorRef],
  );
  return { status, open: status === 'question' || status === 'thanks', thumb, ...commands };
}
