import {
  DELAYS,
  MESSAGES,
  SERVER_MESSAGE_MARKERS,
  isCartReadyForOnlineShop,
  type PlaylistInfo,
} from '@clipmarket/core';
import { assertEvent, assign, emit, setup } from 'xstate';
import { actorToProvide, serverMessageOf, type MachineNotice } from '../shared';

/**
 * Checkout (spec sections 4, 6, 7 and 8). The cart is built with the external storefront, the checkout is in
 * progress, its id is kept (local storage, and on the playlist), and the browser goes to the checkout URL.
 * Back in the app, a kept checkout whose cart is gone and whose purchase (with the cart's token) exists is
 * completed: the cart is emptied and the id removed. A cart whose first item has no variant or is an inquiry is
 * not ready for the online shop. A playlist the user cannot modify has its cart items dropped and sends the
 * user to the lists page; a playlist that no longer exists says so, then goes to the lists page after 1.5 s.
 *
 * The cart and the storefront are not in the API contract yet (the commerce issue), so what the actors take
 * and answer is defined here; the app's actors adapt the storefront and local storage to these shapes.
 */

/** One line of the cart (spec section 3, cart item), as much of it as checkout reads. */
export interface CheckoutCartItem {
  /** The clip (or product) id. */
  id: string;
  /** The storefront variant; a line without one cannot be bought online. */
  variantId: string | null;
  quantity: number;
  /** e.g. 'Gift Card'; a type naming an inquiry (`isInquiryType`) is priced by inquiry, not sold online. */
  type?: string | null;
  playlistUUID?: string | null;
  title?: string | null;
}

/** The storefront's cart: its id (kept as the checkout id) and where the buyer pays. */
export interface StorefrontCheckout {
  checkoutId: string;
  checkoutUrl: string;
}

/** Whether a kept checkout has been paid: the storefront cart is gone and a purchase with its token exists. */
export interface CheckoutPurchaseStatus {
  cartGone: boolean;
  purchased: boolean;
}

/** The app's routes checkout sends the user to. */
export type CheckoutRoute = 'playlists';

/**
 * Whether the cart can be bought in the online shop (spec section 4): core's `isCartReadyForOnlineShop`, the one
 * rule for it, under the name checkout exports.
 */
export const isReadyForOnlineShop: (items: readonly CheckoutCartItem[]) => boolean = isCartReadyForOnlineShop;

export interface CheckoutContext {
  items: CheckoutCartItem[];
  playlistUuid: string | null;
  checkoutId: string | null;
  checkoutUrl: string | null;
  /** Why the checkout stopped: the server's words, or the generic server error. */
  error: string | null;
}

export type CheckoutEvent =
  /** Checkout the cart, or a playlist's cart (the /licensing/checkout/{playlistUUID} route). */
  | { type: 'checkout.start'; items: CheckoutCartItem[]; playlistUuid?: string | null }
  /** Look again whether the kept checkout was paid (the buyer came back to the tab). */
  | { type: 'checkout.verify' };

/** The checkout's status, mirroring the machine's top-level state names. */
export type CheckoutStatus =
  | 'checking'
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
  | 'completing'
  | 'completed'
  | 'failed';

/** The server's "…doesn't exists" for a playlist that is gone (spec section 8). */
const isPlaylistMissing = (error: unknown): boolean =>
  serverMessageOf(error)?.includes(SERVER_MESSAGE_MARKERS.playlistMissing) ?? false;

/** What a failed step shows: the server's words, or the generic server error. */
const errorText = (error: unknown): string => serverMessageOf(error) ?? MESSAGES.serverError;

/** A new checkout, from a resting state; an empty cart has nothing to check out. */
const start = { guard: 'hasItems', target: '#checkout.deciding', actions: 'takeCart' } as const;

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    emitted: {} as MachineNotice,
  },
  actors: {
    /** The checkout id kept from an earlier visit (local storage), or null. */
    readCheckoutId: actorToProvide<string | null>('readCheckoutId'),
    /** Keeps the checkout id (local storage) and the cart on the playlist (`PATCH …/lists/{uuid}`). */
    storeCheckoutId: actorToProvide<
      unknown,
      { checkoutId: string; checkoutUrl: string; playlistUuid: string | null }
    >('storeCheckoutId'),
    /** Forgets the kept checkout id. */
    removeCheckoutId: actorToProvide<unknown, { checkoutId: string }>('removeCheckoutId'),
    /** Whether the kept checkout was paid: the storefront cart by id, and the purchase with its token. */
    checkPurchase: actorToProvide<CheckoutPurchaseStatus, { checkoutId: string }>('checkPurchase'),
    /** `GET /api/user/licensing/lists/{uuid}`: canModify decides whether its cart may be checked out. */
    fetchPlaylist: actorToProvide<Pick<PlaylistInfo, 'canModify'>, { playlistUuid: string }>('fetchPlaylist'),
    /** Drops the playlist's items from the cart. */
    dropPlaylistItems: actorToProvide<unknown, { playlistUuid: string }>('dropPlaylistItems'),
    /** The storefront's cart create (lines, buyer e-mail, attributes, note 'Settlement'). */
    createCart: actorToProvide<
      StorefrontCheckout,
      { items: CheckoutCartItem[]; playlistUuid: string | null }
    >('createCart'),
    /** Sends the browser to the storefront's checkout URL. */
    redirect: actorToProvide<unknown, { url: string }>('redirect'),
    /** Moves to one of the app's routes. */
    navigate: actorToProvide<unknown, { route: CheckoutRoute }>('navigate'),
    /** Empties the cart after a completed checkout. */
    emptyCart: actorToProvide<unknown>('emptyCart'),
  },
  delays: {
    cartPlaylistGoneRedirect: DELAYS.cartPlaylistGoneRedirectMs,
  },
  guards: {
    hasItems: ({ event }) => event.type === 'checkout.start' && event.items.length > 0,
    hasCheckoutId: ({ context }) => context.checkoutId !== null,
    paid: (_, status: CheckoutPurchaseStatus) => status.cartGone && status.purchased,
    canModify: (_, playlist: Pick<PlaylistInfo, 'canModify'>) => playlist.canModify,
  },
  actions: {
    takeCart: assign(({ event }) => {
      assertEvent(event, 'checkout.start');
      return { items: event.items, playlistUuid: event.playlistUuid ?? null, error: null };
    }),
    notifyPlaylistGone: emit({
      type: 'notice',
      severity: 'error',
      message: MESSAGES.cartPlaylistGone,
    } as const),
  },
}).createMachine({
  id: 'checkout',
  context: { items: [], playlistUuid: null, checkoutId: null, checkoutUrl: null, error: null },
  initial: 'checking',
  states: {
    /** Back in the app: is there a kept checkout, and was it paid? */
    checking: {
      initial: 'reading',
      states: {
        reading: {
          invoke: {
            src: 'readCheckoutId',
            onDone: [
              {
                guard: ({ event }) => event.output !== null,
                target: 'verifying',
                actions: assign({ checkoutId: ({ event }) => event.output }),
              },
              { target: '#checkout.idle' },
            ],
            onError: '#checkout.idle',
          },
        },
        verifying: {
          invoke: {
            src: 'checkPurchase',
            input: ({ context }) => ({ checkoutId: context.checkoutId! }),
            onDone: [
              {
                guard: { type: 'paid', params: ({ event }) => event.output },
                target: '#checkout.completing',
              },
              // Not paid yet: the id stays kept, to look again later.
              { target: '#checkout.idle' },
            ],
            onError: '#checkout.idle',
          },
        },
      },
    },
    idle: {
      on: {
        'checkout.start': start,
        'checkout.verify': { guard: 'hasCheckoutId', target: 'checking.verifying' },
      },
    },
    /** Never rests here. */
    deciding: {
      always: [
        { guard: ({ context }) => !isCartReadyForOnlineShop(context.items), target: 'notReadyForOnlineShop' },
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
          { guard: ({ event }) => isPlaylistMissing(event.error), target: 'playlistMissing' },
          { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
        ],
      },
    },
    /** The user may not check out this playlist: its items leave the cart, and the user the page. */
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
        onDone: {
          target: 'inProgress',
          actions: assign({
            checkoutId: ({ event }) => event.output.checkoutId,
            checkoutUrl: ({ event }) => event.output.checkoutUrl,
          }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
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
      on: { 'checkout.verify': 'checking.verifying' },
    },
    /** Paid: the cart is emptied first, so a failure keeps the id and the next visit completes it again. */
    completing: {
      initial: 'emptyingCart',
      states: {
        emptyingCart: {
          invoke: {
            src: 'emptyCart',
            onDone: 'forgettingCheckout',
            onError: {
              target: '#checkout.failed',
              actions: assign({ error: ({ event }) => errorText(event.error) }),
            },
          },
        },
        forgettingCheckout: {
          invoke: {
            src: 'removeCheckoutId',
            input: ({ context }) => ({ checkoutId: context.checkoutId! }),
            onDone: '#checkout.completed',
            // The cart is empty; a kept id only completes it again, harmlessly, on the next visit.
            onError: '#checkout.completed',
          },
        },
      },
    },
    completed: {
      entry: assign({ items: [], checkoutId: null, checkoutUrl: null }),
      on: { 'checkout.start': start },
    },
    failed: { on: { 'checkout.start': start } },
  },
});
