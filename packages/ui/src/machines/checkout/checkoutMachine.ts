import {
  CART_SERVER_MESSAGES,
  DELAYS,
  MESSAGES,
  SERVER_MESSAGE_MARKERS,
  isCartReadyForOnlineShop,
  type CheckoutResponse,
  type CheckoutStatusResponse,
  type LicenceSummary,
  type PlaylistInfo,
} from '@clipmarket/core';
import { assertEvent, assign, emit, setup } from 'xstate';
import { actorToProvide, serverMessageOf, statusOf, type MachineNotice } from '../shared';

/**
 * Checkout (spec sections 4, 6, 7 and 8; decisions.md "Commerce"). The server builds the storefront cart from
 * the user's cart (`POST /api/user/licensing/checkout`); its id is kept (local storage, and on the playlist with
 * `cartUrl`), and the browser goes to the checkout URL. Back in the app, a kept checkout is verified
 * (`GET …/checkout/status`): when its storefront cart is gone and its order has arrived the checkout is
 * completed (the id removed, the cart read again, the new licences shown). A buyer who comes back from paying
 * is shown "Confirming your payment…" while the order is awaited, a few looks apart; one who left without
 * paying (a declined card, the cancel link) finds the cart as it was. A cart whose first line has no variant or
 * is an inquiry is not ready for the online shop. A playlist the user cannot modify has its lines dropped and
 * sends the user to the lists page; a playlist that no longer exists says so, then goes there after 1.5 s.
 */

/** What checkout reads of a cart line (the contract's `CartLine` fits). */
export interface CheckoutCartItem {
  /** The clip (or product) id. */
  id: string;
  /** The storefront variant; a line without one cannot be bought online. */
  variantId: string | null;
  quantity: number;
  /** The product type, e.g. 'Inquiry' (`isInquiryType`), which is priced by inquiry, not sold online. */
  type?: string | null;
  playlistUUID?: string | null;
  title?: string | null;
}

/** The server's answer to checkout: where to pay, or completed already (Discount Pack credits paid it all). */
export type StorefrontCheckout = CheckoutResponse;

/** Whether a kept checkout has been paid (`CheckoutStatusResponse`): its cart gone and its order arrived. */
export type CheckoutPurchaseStatus = Pick<CheckoutStatusResponse, 'cartGone' | 'purchased'> &
  Partial<Pick<CheckoutStatusResponse, 'licences' | 'orderReference' | 'termsUrl' | 'held'>>;

/** The app's routes checkout sends the user to. */
export type CheckoutRoute = 'playlists';

/** How the payment is awaited after the buyer comes back: looks this far apart, at most this many. */
export const CHECKOUT_CONFIRMATION = { pollMs: 1_500, looks: 6 } as const;

/**
 * Whether the cart can be bought in the online shop (spec section 4): core's `isCartReadyForOnlineShop`, the one
 * rule for it, under the name checkout exports.
 */
export const isReadyForOnlineShop: (items: readonly CheckoutCartItem[]) => boolean = isCartReadyForOnlineShop;

export interface CheckoutInput {
  /** The buyer is back from paying (the return URL's `?checkout=complete`): await the order. */
  returning?: boolean;
}

export interface CheckoutContext {
  items: CheckoutCartItem[];
  playlistUuid: string | null;
  /** The server's readiness for the online shop, when the start event gave it. */
  ready: boolean | null;
  checkoutId: string | null;
  checkoutUrl: string | null;
  orderReference: string | null;
  /** The licences a completed checkout granted. */
  licences: LicenceSummary[];
  termsUrl: string | null;
  /** Keep looking until the order arrives (the buyer is back from paying, or asked to look again). */
  awaiting: boolean;
  /** Looks at the kept checkout so far in this wait. */
  looks: number;
  /** The kept checkout was looked at and is not paid: the buyer left the storefront without paying. */
  unpaid: boolean;
  /** The checkout was paid (its order arrived, or Discount Pack credits paid it). */
  purchased: boolean;
  /** Paid, but the order is held for review (it did not match the checkout): nothing was licensed. */
  held: boolean;
  /** Why the checkout stopped: the server's words, or the generic server error. */
  error: string | null;
}

export type CheckoutEvent =
  /**
   * Check out the cart, or a playlist's lines (the /licensing/checkout/{playlistUUID} route). The server's
   * `readyForOnlineShop` decides when given; else core's rule over `items`.
   */
  | {
      type: 'checkout.start';
      items: CheckoutCartItem[];
      playlistUuid?: string | null;
      readyForOnlineShop?: boolean;
    }
  /** Look again whether the kept checkout was paid ("Check again", or the buyer came back to the tab). */
  | { type: 'checkout.verify' };

/** The checkout's status, mirroring the machine's top-level state names. */
export type CheckoutStatus =
  | 'checking'
  | 'confirming'
  | 'idle'
  | 'notReadyForOnlineShop'
  | 'loadingPlaylist'
  | 'playlistLocked'
  | 'playlistMissing'
  | 'leaving'
  | 'left'
  | 'building'
  | 'inProgress'
  | 'redirecting'
  | 'redirected'
  | 'notConfirmed'
  | 'forgetting'
  | 'completing'
  | 'completed'
  | 'failed';

/** The server's "…doesn't exists" for a playlist that is gone (spec section 8). */
const isPlaylistMissing = (error: unknown): boolean =>
  statusOf(error) === 404 &&
  (serverMessageOf(error)?.includes(SERVER_MESSAGE_MARKERS.playlistMissing) ?? false);

/** The server's own readiness rule refused the checkout (spec section 4): the cart goes to an inquiry. */
const isNotReadyOnServer = (error: unknown): boolean =>
  statusOf(error) === 400 && serverMessageOf(error) === CART_SERVER_MESSAGES.checkoutNotReady;

/** What a failed step shows: the server's words, or the generic server error. */
const errorText = (error: unknown): string => serverMessageOf(error) ?? MESSAGES.serverError;

/** A new checkout, from a resting state; an empty cart has nothing to check out. */
const start = { guard: 'hasItems', target: '#checkout.deciding', actions: 'takeCart' } as const;

/** Look at the kept checkout again, waiting for its order. */
const verify = { guard: 'hasCheckoutId', target: '#checkout.confirming', actions: 'awaitOrder' } as const;

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
    emitted: {} as MachineNotice,
  },
  actors: {
    /** The checkout id kept from an earlier visit (local storage), or null. */
    readCheckoutId: actorToProvide<string | null>('readCheckoutId'),
    /** Keeps the checkout id (local storage) and the checkout on the playlist (`PATCH …/lists/{uuid}`). */
    storeCheckoutId: actorToProvide<
      unknown,
      { checkoutId: string; checkoutUrl: string; playlistUuid: string | null }
    >('storeCheckoutId'),
    /** Forgets the kept checkout id. */
    removeCheckoutId: actorToProvide<unknown, { checkoutId: string }>('removeCheckoutId'),
    /** `GET /api/user/licensing/checkout/status`: whether the kept checkout was paid, with its licences. */
    checkPurchase: actorToProvide<CheckoutPurchaseStatus, { checkoutId: string }>('checkPurchase'),
    /** `GET /api/user/licensing/lists/{uuid}`: canModify decides whether its lines may be checked out. */
    fetchPlaylist: actorToProvide<Pick<PlaylistInfo, 'canModify'>, { playlistUuid: string }>('fetchPlaylist'),
    /** Drops the playlist's lines from the cart (`DELETE …/cart/playlists/{uuid}`). */
    dropPlaylistItems: actorToProvide<unknown, { playlistUuid: string }>('dropPlaylistItems'),
    /** `POST /api/user/licensing/checkout`: the server builds the storefront cart and answers where to pay. */
    createCart: actorToProvide<
      StorefrontCheckout,
      { items: CheckoutCartItem[]; playlistUuid: string | null }
    >('createCart'),
    /** Sends the browser to the storefront's checkout URL. */
    redirect: actorToProvide<unknown, { url: string }>('redirect'),
    /** Moves to one of the app's routes. */
    navigate: actorToProvide<unknown, { route: CheckoutRoute }>('navigate'),
    /** Reads the cart (and what the user holds) again: the server took the paid lines out. */
    refreshCart: actorToProvide<unknown>('refreshCart'),
  },
  delays: {
    cartPlaylistGoneRedirect: DELAYS.cartPlaylistGoneRedirectMs,
    confirmationPoll: CHECKOUT_CONFIRMATION.pollMs,
  },
  guards: {
    hasItems: ({ event }) => event.type === 'checkout.start' && event.items.length > 0,
    hasCheckoutId: ({ context }) => context.checkoutId !== null,
    paid: (_, status: CheckoutPurchaseStatus) => status.cartGone && status.purchased,
    /**
     * Worth another look: the buyer is back from paying, or the storefront cart is gone (paid) while the order
     * has not arrived; and not looked too often yet.
     */
    lookAgain: ({ context }, status: CheckoutPurchaseStatus | null) =>
      (context.awaiting || (status?.cartGone ?? false)) && context.looks < CHECKOUT_CONFIRMATION.looks,
    awaiting: ({ context }) => context.awaiting,
    canModify: (_, playlist: Pick<PlaylistInfo, 'canModify'>) => playlist.canModify,
    paidByCredits: (_, checkout: StorefrontCheckout) => checkout.status === 'completed',
    wasPurchased: ({ context }) => context.purchased,
  },
  actions: {
    takeCart: assign(({ event }) => {
      assertEvent(event, 'checkout.start');
      return {
        items: event.items,
        playlistUuid: event.playlistUuid ?? null,
        ready: event.readyForOnlineShop ?? null,
        error: null,
        unpaid: false,
        purchased: false,
        held: false,
        orderReference: null,
        licences: [],
        termsUrl: null,
      };
    }),
    awaitOrder: assign({ awaiting: true, looks: 0, unpaid: false }),
    countLook: assign({ looks: ({ context }) => context.looks + 1 }),
    dropCheckout: assign({ checkoutId: null, checkoutUrl: null, orderReference: null }),
    notifyPlaylistGone: emit({
      type: 'notice',
      severity: 'error',
      message: MESSAGES.cartPlaylistGone,
    } as const),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    items: [],
    playlistUuid: null,
    ready: null,
    checkoutId: null,
    checkoutUrl: null,
    orderReference: null,
    licences: [],
    termsUrl: null,
    awaiting: input?.returning ?? false,
    looks: 0,
    unpaid: false,
    purchased: false,
    held: false,
    error: null,
  }),
  initial: 'checking',
  states: {
    /** At the visit's start: is there a kept checkout? */
    checking: {
      invoke: {
        src: 'readCheckoutId',
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'confirming',
            actions: assign({ checkoutId: ({ event }) => event.output }),
          },
          { target: 'idle' },
        ],
        onError: 'idle',
      },
    },
    /** Was the kept checkout paid? Back from paying, look again a few times while the order is on its way. */
    confirming: {
      initial: 'verifying',
      states: {
        verifying: {
          entry: 'countLook',
          invoke: {
            src: 'checkPurchase',
            input: ({ context }) => ({ checkoutId: context.checkoutId! }),
            onDone: [
              {
                guard: { type: 'paid', params: ({ event }) => event.output },
                target: '#checkout.forgetting',
                actions: assign({
                  purchased: true,
                  held: ({ event }) => event.output.held ?? false,
                  licences: ({ event }) => event.output.licences ?? [],
                  orderReference: ({ context, event }) =>
                    event.output.orderReference ?? context.orderReference,
                  termsUrl: ({ event }) => event.output.termsUrl ?? null,
                }),
              },
              { guard: { type: 'lookAgain', params: ({ event }) => event.output }, target: 'waiting' },
              { guard: 'awaiting', target: '#checkout.notConfirmed' },
              // Not paid, and the storefront cart is still there: the buyer left without paying. The id stays
              // kept: they may still pay in the storefront's tab.
              { target: '#checkout.idle', actions: assign({ unpaid: true }) },
            ],
            onError: [
              // The server knows no such checkout: nothing to wait for, forget it.
              {
                guard: ({ event }) => statusOf(event.error) === 404,
                target: '#checkout.forgetting',
              },
              // The storefront cart was changed after checkout built it: the buyer is told, and checks out again.
              {
                guard: ({ event }) => statusOf(event.error) === 409,
                target: '#checkout.failed',
                actions: assign({ error: ({ event }) => errorText(event.error) }),
              },
              { guard: { type: 'lookAgain', params: null }, target: 'waiting' },
              { guard: 'awaiting', target: '#checkout.notConfirmed' },
              { target: '#checkout.idle' },
            ],
          },
        },
        waiting: { after: { confirmationPoll: 'verifying' } },
      },
    },
    /** Looked a few times and the order has not arrived: the buyer may look again. */
    notConfirmed: {
      on: { 'checkout.start': start, 'checkout.verify': verify },
    },
    idle: {
      entry: assign({ awaiting: false, looks: 0 }),
      on: { 'checkout.start': start, 'checkout.verify': verify },
    },
    /** Never rests here. */
    deciding: {
      always: [
        {
          guard: ({ context }) => !(context.ready ?? isCartReadyForOnlineShop(context.items)),
          target: 'notReadyForOnlineShop',
        },
        { guard: ({ context }) => context.playlistUuid !== null, target: 'loadingPlaylist' },
        { target: 'building' },
      ],
    },
    notReadyForOnlineShop: { on: { 'checkout.start': start } },
    loadingPlaylist: {
      invoke: {
        src: 'fetchPlaylist',
        input: ({ context }) => ({ playlistUuid: context.playlistUuid! }),
        onDone: [
          { guard: { type: 'canModify', params: ({ event }) => event.output }, target: 'building' },
          { target: 'playlistLocked' },
        ],
        onError: [
          {
            guard: ({ event }) => isPlaylistMissing(event.error),
            target: 'playlistMissing',
          },
          { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
        ],
      },
    },
    /** The user may not check out this playlist: its lines leave the cart, and the user the page. */
    playlistLocked: {
      invoke: {
        src: 'dropPlaylistItems',
        input: ({ context }) => ({ playlistUuid: context.playlistUuid! }),
        onDone: 'leaving',
        onError: 'leaving',
      },
    },
    playlistMissing: {
      entry: 'notifyPlaylistGone',
      after: { cartPlaylistGoneRedirect: 'leaving' },
    },
    leaving: {
      invoke: {
        src: 'navigate',
        input: { route: 'playlists' as const },
        onDone: 'left',
        onError: 'left',
      },
    },
    left: { on: { 'checkout.start': start } },
    building: {
      invoke: {
        src: 'createCart',
        input: ({ context }) => ({ items: context.items, playlistUuid: context.playlistUuid }),
        onDone: [
          {
            // Discount Pack credits paid every line: the licences exist already, nothing to pay or keep.
            guard: { type: 'paidByCredits', params: ({ event }) => event.output },
            target: 'completing',
            actions: assign({
              purchased: true,
              orderReference: ({ event }) => event.output.orderReference,
              licences: [],
            }),
          },
          {
            target: 'inProgress',
            actions: assign({
              checkoutId: ({ event }) => event.output.checkoutId,
              checkoutUrl: ({ event }) => event.output.checkoutUrl,
              orderReference: ({ event }) => event.output.orderReference,
            }),
          },
        ],
        onError: [
          // The server's own readiness rule has the last word.
          {
            guard: ({ event }) => isNotReadyOnServer(event.error),
            target: 'notReadyForOnlineShop',
          },
          {
            guard: ({ event }) => isPlaylistMissing(event.error),
            target: 'playlistMissing',
          },
          { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
        ],
      },
    },
    /** The storefront cart exists; its id is being kept before the browser leaves. */
    inProgress: {
      invoke: {
        src: 'storeCheckoutId',
        input: ({ context }) => ({
          checkoutId: context.checkoutId!,
          checkoutUrl: context.checkoutUrl!,
          playlistUuid: context.playlistUuid,
        }),
        onDone: 'redirecting',
        // Without the kept id the purchase could never be completed here: stop before the buyer pays.
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    redirecting: {
      invoke: {
        src: 'redirect',
        input: ({ context }) => ({ url: context.checkoutUrl! }),
        onDone: 'redirected',
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    /** The browser is on its way to the storefront. */
    redirected: {
      on: { 'checkout.verify': verify },
    },
    /** Paid (or unknown to the server): the kept id goes, so the next visit does not look at it again. */
    forgetting: {
      invoke: {
        src: 'removeCheckoutId',
        input: ({ context }) => ({ checkoutId: context.checkoutId! }),
        onDone: [
          { guard: 'wasPurchased', target: 'completing' },
          { target: 'idle', actions: 'dropCheckout' },
        ],
        // A kept id only makes the next visit look again, harmlessly.
        onError: [
          { guard: 'wasPurchased', target: 'completing' },
          { target: 'idle', actions: 'dropCheckout' },
        ],
      },
    },
    /** The server took the paid lines out of the cart: read it again before showing the licences. */
    completing: {
      invoke: {
        src: 'refreshCart',
        onDone: 'completed',
        // The licences exist whatever the cart read answers; the cart catches up on its next read.
        onError: 'completed',
      },
    },
    completed: {
      entry: assign({ items: [], checkoutId: null, checkoutUrl: null, awaiting: false, looks: 0 }),
      on: { 'checkout.start': start },
    },
    failed: { on: { 'checkout.start': start } },
  },
});
