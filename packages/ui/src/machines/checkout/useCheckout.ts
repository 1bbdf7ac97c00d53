import type { LicenceSummary } from '@clipmarket/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { topLevelState, type MachineNotice } from '../shared';
import { useNotices } from '../useNotices';
import { checkoutMachine, type CheckoutCartItem, type CheckoutStatus } from './checkoutMachine';

/** The server, local storage, cart and navigation effects the app supplies (`checkoutMachine.provide`). */
export type CheckoutActors = Required<NonNullable<Parameters<typeof checkoutMachine.provide>[0]['actors']>>;

export interface UseCheckoutOptions {
  actors: CheckoutActors;
  /** The buyer is back from paying (the return URL's `?checkout=complete`): "Confirming your payment…". */
  returning?: boolean;
  /** The missing-playlist message (spec: shown before going to the lists page). */
  onNotice?: (notice: MachineNotice) => void;
}

export interface UseCheckoutResult {
  /** Mirrors the machine's top-level state: the checkout screen's `status`. */
  status: CheckoutStatus;
  /** Waiting for the payment's confirmation (back from paying, or after "Check again"). */
  awaiting: boolean;
  /** The kept checkout was not paid: the buyer left the storefront (declined card, cancel link). */
  unpaid: boolean;
  /** The checkout id kept while a checkout is open. */
  checkoutId: string | null;
  checkoutUrl: string | null;
  orderReference: string | null;
  /** The licences a completed checkout granted. */
  licences: LicenceSummary[];
  termsUrl: string | null;
  /** Paid, but held for review: nothing was licensed (the confirmation says so). */
  held: boolean;
  error: string | null;
  /** Checks out the cart, or a playlist's lines; `readyForOnlineShop` is the server's word when known. */
  start: (items: CheckoutCartItem[], playlistUuid?: string | null, readyForOnlineShop?: boolean) => void;
  /** Looks again whether the kept checkout was paid. */
  verify: () => void;
}

/**
 * Runs `checkoutMachine` with the app's actors and binds it to component props. At start it looks for a kept
 * checkout and completes it when paid.
 */
export function useCheckout({ actors, returning = false, onNotice }: UseCheckoutOptions): UseCheckoutResult {
  const actorRef = useActorRef(checkoutMachine.provide({ actors }), { input: { returning } });
  useNotices(actorRef, onNotice);
  const status = useSelector(actorRef, (snapshot) => topLevelState(snapshot.value) as CheckoutStatus);
  const context = useSelector(actorRef, (snapshot) => snapshot.context);
  const commands = useMemo(
    () => ({
      start: (items: CheckoutCartItem[], playlistUuid: string | null = null, readyForOnlineShop?: boolean) =>
        actorRef.send({ type: 'checkout.start', items, playlistUuid, readyForOnlineShop }),
      verify: () => actorRef.send({ type: 'checkout.verify' }),
    }),
    [actorRef],
  );
  return {
    status,
    awaiting: context.awaiting,
    unpaid: context.unpaid,
    checkoutId: context.checkoutId,
    checkoutUrl: context.checkoutUrl,
    orderReference: context.orderReference,
    licences: context.licences,
    termsUrl: context.termsUrl,
    held: context.held,
    error: context.error,
    ...commands,
  };
}
