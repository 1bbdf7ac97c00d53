import { useActorRef } from '@xstate/react';
import { useAttachActor } from '../../machines/lazyActor';
import { snackbarQueueMachine, type SnackbarQueueActor } from './snackbarQueueMachine';

// The view loads with the queue: nothing can show before the queue runs, so the provider renders this one.
export { Snackbar } from './Snackbar';

export interface SnackbarQueueProps {
  /**
   * The provider's host (`createLazyActor`): called once the queue runs. After a Strict Mode or `<Activity>`
   * reconnect it is called again with the same actor, which `useActorRef` restarts with its queue and timers
   * intact.
   */
  attach: (queue: SnackbarQueueActor) => () => void;
}

/**
 * Runs the snackbar queue machine for `SnackbarProvider` and renders nothing; the provider reads the actor
 * and renders the region, with the `Snackbar` this module also exports. This module is the only one that
 * brings in XState and the snackbar's view, and the provider loads it with `import()` on its first `enqueue`,
 * so a page that never raises a snackbar never downloads either.
 */
export function SnackbarQueue({ attach }: SnackbarQueueProps) {
  const queue = useActorRef(snackbarQueueMachine);
  useAttachActor(attach, queue);
  return null;
}
