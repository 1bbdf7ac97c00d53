import { useEffect, useRef } from 'react';
import type { AnyActorRef } from 'xstate';
import type { MachineNotice } from './shared';

/** Calls `onNotice` with every notice the actor emits, always the latest callback without resubscribing. */
export function useNotices(
  actorRef: Pick<AnyActorRef, 'on'>,
  onNotice: ((notice: MachineNotice) => void) | undefined,
): void {
  const latest = useRef(onNotice);
  useEffect(() => {
    latest.current = onNotice;
  });
  useEffect(() => {
    const subscription = actorRef.on('notice', (event: MachineNotice) => latest.current?.(event));
    return () => subscription.unsubscribe();
  }, [actorRef]);
}
