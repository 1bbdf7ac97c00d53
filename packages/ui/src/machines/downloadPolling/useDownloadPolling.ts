import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { topLevelState, type MachineNotice } from '../shared';
import { useNotices } from '../useNotices';
import {
  downloadPollingMachine,
  type DownloadPollStatus,
  type DownloadPollingStatus,
  type PlaylistDownloadEntry,
} from './downloadPollingMachine';

/** The download service's calls (`downloadPollingMachine.provide`). */
export type DownloadPollingActors = Required<
  NonNullable<Parameters<typeof downloadPollingMachine.provide>[0]['actors']>
>;

export interface UseDownloadPollingOptions {
  /** Read once, when the machine starts. */
  playlistUuid: string;
  /** Whether polling is allowed now (the user is on a /lists page). */
  pollingAllowed: boolean;
  actors: DownloadPollingActors;
  /**
   * Overrides the poll interval. The product keeps the spec's 15000 ms (`DELAYS.downloadPollMs`); stories
   * shorten it so a designer sees several polls without waiting.
   */
  pollMs?: number;
  /** The cancel result (spec: a snackbar). */
  onNotice?: (notice: MachineNotice) => void;
}

export interface UseDownloadPollingResult {
  /** Mirrors the machine's state: the download row's `status`. */
  status: DownloadPollingStatus;
  /** While in progress: waiting for the next poll, or paused off the lists page. */
  poll: DownloadPollStatus | null;
  entry: PlaylistDownloadEntry | null;
  /** The download link, once completed. */
  link: string | null;
  error: string | null;
  cancel: () => void;
  retry: () => void;
}

/** Runs `downloadPollingMachine` for one playlist and binds it to component props. */
export function useDownloadPolling({
  playlistUuid,
  pollingAllowed,
  actors,
  pollMs,
  onNotice,
}: UseDownloadPollingOptions): UseDownloadPollingResult {
  const actorRef = useActorRef(
    downloadPollingMachine.provide({
      actors,
      ...(pollMs === undefined ? {} : { delays: { downloadPoll: pollMs } }),
    }),
    { input: { playlistUuid, pollingAllowed } },
  );
  useNotices(actorRef, onNotice);
  useEffect(() => {
    actorRef.send({ type: 'download.polling', allowed: pollingAllowed });
  }, [actorRef, pollingAllowed]);
  const status = useSelector(actorRef, (snapshot) => topLevelState(snapshot.value) as DownloadPollingStatus);
  const poll = useSelector(actorRef, (snapshot): DownloadPollStatus | null =>
    snapshot.matches({ inProgress: 'paused' }) ? 'paused' : snapshot.matches('inProgress') ? 'waiting' : null,
  );
  const entry = useSelector(actorRef, (snapshot) => snapshot.context.entry);
  const error = useSelector(actorRef, (snapshot) => snapshot.context.error);
  const commands = useMemo(
    () => ({
      cancel: () => actorRef.send({ type: 'download.cancel' }),
      retry: () => actorRef.send({ type: 'download.retry' }),
    }),
    [actorRef],
  );
  return {
    status,
    poll,
    entry,
    link: status === 'completed' ? (entry?.link ?? null) : null,
    error,
    ...commands,
  };
}
