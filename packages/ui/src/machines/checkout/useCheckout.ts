import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { topLevelState, type MachineNotice } from '../shared';
import { useNotices } from '../useNotices';
import { checkoutMachine, type CheckoutCartItem, type CheckoutStatus } from './checkoutMachine';

/** The storefront, local storage, cart and navigation effects the app supplies (`checkoutMachine.provide`). */
export type CheckoutActors = Required<NonNullable<Parameters<typeof checkoutMachine.provide>[0]['actors']>>;

export interface UseCheckoutOptions {
  actors: CheckoutActors;
  /** The missing-playlist message (spec: shown before going to the lists page). */
  onNotice?: (notice: MachineNotice) => void;
}

export interface UseCheckoutResult {
  /** Mirrors the machine's top-level state: the checkout screen's `status`. */
  status: CheckoutStatus;
  /** The checkout id kept while a checkout is open. */
  checkoutId: string | null;
  checkoutUrl: string | null;
  error: string | null;
  /** Checks out the cart, or a playlist's cart. */
  start: (items: CheckoutCartItem[], playlistUuid?: string | null) => void;
  /** Looks again whether the kept checkout was paid. */
  verify: () => void;
}

/**
 * Runs `checkoutMachine` with the app's actors and binds it to component props. At start it looks for a kept
 * checkout and completes it when paid.
 */
export function useCheckout({ actors, onNotice }: UseCheckoutOptions): UseCheckoutResult {
  const actorRef = useActorRef(checkoutMachine.provide({ actors }));
  useNotices(actorRef, onNotice);
  const status = useSelector(actorRef, (snapshot) => topLevelState(snapshot.value) as CheckoutStatus);
  const checkoutId = useSelector(actorRef, (snapshot) => snapshot.context.checkoutId);
  const checkoutUrl = useSelector(actorRef, (snapshot) => snapshot.context.checkoutUrl);
  const error = useSelector(actorRef, (snapshot) => snapshot.context.error);
  const commands = useMemo(
    () => ({
      start: (items: CheckoutCartItem[], playlistUuid: string | null = null) =>
        actorRef.send({ type: 'checkout.start', items, playlistUuid }),
      verify: () => actorRef.send({ type: 'checkout.verify' }),
    }),
    [actorRef],
  );
  return { status, checkoutId, checkoutUrl, error, ...commands };
}
