import {
  ApiRequestError,
  DELAYS,
  isCartReadyForOnlineShop,
  MESSAGES,
  PLAYLIST_SERVER_MESSAGES,
} from '@clipmarket/core';
import { createActor, fromPromise, waitFor } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  callsByHand,
  PathEvents,
  perform,
  stateName,
  transitionPaths,
  type MachinePath,
} from '../machinePaths.testing';
import type { MachineNotice } from '../shared';
import {
  checkoutMachine,
  isReadyForOnlineShop,
  type CheckoutCartItem,
  type CheckoutPurchaseStatus,
  type StorefrontCheckout,
} from './checkoutMachine';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

const PLAYLIST = '6f1c2a4e-8d3b-4c1a-9e2f-1a2b3c4d5e02';
const clip: CheckoutCartItem = { id: '1254381', variantId: 'gid://shopify/ProductVariant/1', quantity: 1 };
const secondClip: CheckoutCartItem = {
  id: '1198734',
  variantId: 'gid://shopify/ProductVariant/2',
  quantity: 1,
};
const storefront: StorefrontCheckout = {
  checkoutId: 'gid://shopify/Cart/c1',
  checkoutUrl: 'https://shop.example/cart/c/c1',
};
const paid: CheckoutPurchaseStatus = { cartGone: true, purchased: true };

const missing = () =>
  new ApiRequestError(404, {
    statusCode: 404,
    error: 'Not Found',
    message: PLAYLIST_SERVER_MESSAGES.playlistMissing,
  });
const broken = (message = MESSAGES.serverError) =>
  new ApiRequestError(500, { statusCode: 500, error: 'Internal Server Error', message });

type Answers = {
  readCheckoutId: () => Promise<string | null>;
  storeCheckoutId: (input: unknown) => Promise<unknown>;
  removeCheckoutId: (input: unknown) => Promise<unknown>;
  checkPurchase: (input: unknown) => Promise<CheckoutPurchaseStatus>;
  fetchPlaylist: (input: unknown) => Promise<{ canModify: boolean }>;
  dropPlaylistItems: (input: unknown) => Promise<unknown>;
  createCart: (input: unknown) => Promise<StorefrontCheckout>;
  redirect: (input: unknown) => Promise<unknown>;
  navigate: (input: unknown) => Promise<unknown>;
  emptyCart: () => Promise<unknown>;
};

/** Every actor a spy that records the order of calls; each succeeds unless told otherwise. */
function start(answers: Partial<Answers> = {}) {
  const calls: string[] = [];
  const spy = <K extends keyof Answers>(name: K, fallback: Answers[K]) =>
    vi.fn(async (input?: unknown) => {
      calls.push(name);
      return (answers[name] ?? fallback)(input as never);
    });
  const spies = {
    readCheckoutId: spy('readCheckoutId', async () => null),
    storeCheckoutId: spy('storeCheckoutId', async () => undefined),
    removeCheckoutId: spy('removeCheckoutId', async () => undefined),
    checkPurchase: spy('checkPurchase', async () => ({ cartGone: false, purchased: false })),
    fetchPlaylist: spy('fetchPlaylist', async () => ({ canModify: true })),
    dropPlaylistItems: spy('dropPlaylistItems', async () => undefined),
    createCart: spy('createCart', async () => storefront),
    redirect: spy('redirect', async () => undefined),
    navigate: spy('navigate', async () => undefined),
    emptyCart: spy('emptyCart', async () => undefined),
  };
  const machine = checkoutMachine.provide({
    actors: {
      readCheckoutId: fromPromise(() => spies.readCheckoutId() as Promise<string | null>),
      storeCheckoutId: fromPromise(({ input }) => spies.storeCheckoutId(input)),
      removeCheckoutId: fromPromise(({ input }) => spies.removeCheckoutId(input)),
      checkPurchase: fromPromise(
        ({ input }) => spies.checkPurchase(input) as Promise<CheckoutPurchaseStatus>,
      ),
      fetchPlaylist: fromPromise(
        ({ input }) => spies.fetchPlaylist(input) as Promise<{ canModify: boolean }>,
      ),
      dropPlaylistItems: fromPromise(({ input }) => spies.dropPlaylistItems(input)),
      createCart: fromPromise(({ input }) => spies.createCart(input) as Promise<StorefrontCheckout>),
      redirect: fromPromise(({ input }) => spies.redirect(input)),
      navigate: fromPromise(({ input }) => spies.navigate(input)),
      emptyCart: fromPromise(() => spies.emptyCart()),
    },
  });
  const actor = createActor(machine);
  const notices: MachineNotice[] = [];
  actor.on('notice', (notice) => notices.push(notice));
  actor.start();
  return { actor, spies, calls, notices };
}

type Actor = ReturnType<typeof start>['actor'];
const RESTING = [
  'idle',
  'notReadyForOnlineShop',
  'playlistMissing',
  'left',
  'redirected',
  'completed',
  'failed',
] as const;
const rested = (actor: Actor) => waitFor(actor, (s) => RESTING.some((state) => s.matches(state)));

async function idle(answers: Partial<Answers> = {}) {
  const started = start(answers);
  await rested(started.actor);
  return started;
}

describe('isReadyForOnlineShop', () => {
  it("is core's one rule for a cart ready for the online shop", () => {
    expect(isReadyForOnlineShop).toBe(isCartReadyForOnlineShop);
  });
});

describe('checkoutMachine back in the app', () => {
  it('rests idle when no checkout id was kept', async () => {
    const { actor, spies } = start();

    expect(actor.getSnapshot().value).toEqual({ checking: 'reading' });
    await rested(actor);

    expect(actor.getSnapshot().value).toBe('idle');
    expect(spies.checkPurchase).not.toHaveBeenCalled();
    actor.stop();
  });

  it('completes a kept checkout whose cart is gone and whose purchase exists: cart emptied, then id removed', async () => {
    const { actor, spies, calls } = start({
      readCheckoutId: async () => storefront.checkoutId,
      checkPurchase: async () => paid,
    });

    await rested(actor);

    expect(actor.getSnapshot().value).toBe('completed');
    expect(spies.checkPurchase).toHaveBeenCalledWith({ checkoutId: storefront.checkoutId });
    expect(spies.removeCheckoutId).toHaveBeenCalledWith({ checkoutId: storefront.checkoutId });
    expect(calls).toEqual(['readCheckoutId', 'checkPurchase', 'emptyCart', 'removeCheckoutId']);
    expect(actor.getSnapshot().context.checkoutId).toBeNull();
    actor.stop();
  });

  it('keeps the id and the cart when the cart is gone but no purchase exists yet', async () => {
    const { actor, spies } = start({
      readCheckoutId: async () => storefront.checkoutId,
      checkPurchase: async () => ({ cartGone: true, purchased: false }),
    });

    await rested(actor);

    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.checkoutId).toBe(storefront.checkoutId);
    expect(spies.emptyCart).not.toHaveBeenCalled();
    expect(spies.removeCheckoutId).not.toHaveBeenCalled();
    actor.stop();
  });

  it('keeps the id when the storefront cart is still there', async () => {
    const { actor, spies } = start({
      readCheckoutId: async () => storefront.checkoutId,
      checkPurchase: async () => ({ cartGone: false, purchased: true }),
    });

    await rested(actor);

    expect(actor.getSnapshot().value).toBe('idle');
    expect(spies.emptyCart).not.toHaveBeenCalled();
    actor.stop();
  });

  it('rests idle when the kept id cannot be read or checked', async () => {
    const unreadable = await idle({ readCheckoutId: () => Promise.reject(new Error('storage blocked')) });
    const unchecked = await idle({
      readCheckoutId: async () => storefront.checkoutId,
      checkPurchase: () => Promise.reject(new TypeError('Failed to fetch')),
    });

    expect(unreadable.actor.getSnapshot().value).toBe('idle');
    expect(unchecked.actor.getSnapshot().value).toBe('idle');
    unreadable.actor.stop();
    unchecked.actor.stop();
  });

  it('looks again when asked, and completes once paid', async () => {
    let paidYet = false;
    const { actor } = await idle({
      readCheckoutId: async () => storefront.checkoutId,
      checkPurchase: async () => (paidYet ? paid : { cartGone: false, purchased: false }),
    });
    paidYet = true;

    actor.send({ type: 'checkout.verify' });
    expect(actor.getSnapshot().value).toEqual({ checking: 'verifying' });
    await rested(actor);

    expect(actor.getSnapshot().value).toBe('completed');
    actor.stop();
  });

  it('has nothing to look at without a kept id', async () => {
    const { actor, spies } = await idle();

    actor.send({ type: 'checkout.verify' });

    expect(actor.getSnapshot().value).toBe('idle');
    expect(spies.checkPurchase).not.toHaveBeenCalled();
    actor.stop();
  });

  it('keeps the id for the next visit when emptying the cart fails', async () => {
    const { actor, spies } = start({
      readCheckoutId: async () => storefront.checkoutId,
      checkPurchase: async () => paid,
      emptyCart: () => Promise.reject(new Error('quota exceeded')),
    });

    await rested(actor);

    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('quota exceeded');
    expect(spies.removeCheckoutId).not.toHaveBeenCalled();
    actor.stop();
  });

  it('completes even when the id cannot be removed', async () => {
    const { actor } = start({
      readCheckoutId: async () => storefront.checkoutId,
      checkPurchase: async () => paid,
      removeCheckoutId: () => Promise.reject(new Error('storage blocked')),
    });

    await rested(actor);

    expect(actor.getSnapshot().value).toBe('completed');
    actor.stop();
  });
});

describe('checkoutMachine checking out', () => {
  it('builds the cart with the storefront, keeps the checkout id, then goes to the checkout URL', async () => {
    const { actor, spies, calls } = await idle();

    actor.send({ type: 'checkout.start', items: [clip, secondClip] });
    expect(actor.getSnapshot().value).toBe('building');
    await waitFor(actor, (s) => s.matches('inProgress'));
    expect(actor.getSnapshot().context.checkoutUrl).toBe(storefront.checkoutUrl);
    await rested(actor);

    expect(actor.getSnapshot().value).toBe('redirected');
    expect(spies.createCart).toHaveBeenCalledWith({ items: [clip, secondClip], playlistUuid: null });
    expect(spies.storeCheckoutId).toHaveBeenCalledWith({ ...storefront, playlistUuid: null });
    expect(spies.redirect).toHaveBeenCalledWith({ url: storefront.checkoutUrl });
    expect(calls.slice(1)).toEqual(['createCart', 'storeCheckoutId', 'redirect']);
    actor.stop();
  });

  it('ignores a checkout of an empty cart', async () => {
    const { actor, spies } = await idle();

    actor.send({ type: 'checkout.start', items: [] });

    expect(actor.getSnapshot().value).toBe('idle');
    expect(spies.createCart).not.toHaveBeenCalled();
    actor.stop();
  });

  it('is not ready for the online shop when the first item has no variant, and builds nothing', async () => {
    const { actor, spies } = await idle();

    actor.send({ type: 'checkout.start', items: [{ ...clip, variantId: null }] });

    expect(actor.getSnapshot().value).toBe('notReadyForOnlineShop');
    expect(spies.createCart).not.toHaveBeenCalled();
    actor.stop();
  });

  it('is not ready for the online shop when the first item is of any inquiry type', async () => {
    for (const type of ['Inquiry', 'Custom Inquiry']) {
      const { actor, spies } = await idle();

      actor.send({ type: 'checkout.start', items: [{ ...clip, type }] });

      expect(actor.getSnapshot().value).toBe('notReadyForOnlineShop');
      expect(spies.createCart).not.toHaveBeenCalled();
      actor.stop();
    }
  });

  it('checks out once the cart is fixed', async () => {
    const { actor } = await idle();
    actor.send({ type: 'checkout.start', items: [{ ...clip, variantId: null }] });

    actor.send({ type: 'checkout.start', items: [clip] });
    await rested(actor);

    expect(actor.getSnapshot().value).toBe('redirected');
    actor.stop();
  });

  it('checks out a playlist the user may modify, keeping the id on that playlist', async () => {
    const { actor, spies } = await idle();

    actor.send({ type: 'checkout.start', items: [clip], playlistUuid: PLAYLIST });
    expect(actor.getSnapshot().value).toBe('loadingPlaylist');
    await rested(actor);

    expect(spies.fetchPlaylist).toHaveBeenCalledWith({ playlistUuid: PLAYLIST });
    expect(spies.createCart).toHaveBeenCalledWith({ items: [clip], playlistUuid: PLAYLIST });
    expect(spies.storeCheckoutId).toHaveBeenCalledWith({ ...storefront, playlistUuid: PLAYLIST });
    expect(actor.getSnapshot().value).toBe('redirected');
    actor.stop();
  });

  it("drops a playlist's items and sends the user to the lists page when the playlist cannot be modified", async () => {
    const { actor, spies, calls } = await idle({ fetchPlaylist: async () => ({ canModify: false }) });

    actor.send({ type: 'checkout.start', items: [clip], playlistUuid: PLAYLIST });
    await rested(actor);

    expect(actor.getSnapshot().value).toBe('left');
    expect(spies.dropPlaylistItems).toHaveBeenCalledWith({ playlistUuid: PLAYLIST });
    expect(spies.navigate).toHaveBeenCalledWith({ route: 'playlists' });
    expect(spies.createCart).not.toHaveBeenCalled();
    expect(calls.slice(1)).toEqual(['fetchPlaylist', 'dropPlaylistItems', 'navigate']);
    actor.stop();
  });

  it('still sends the user to the lists page when dropping the items fails', async () => {
    const { actor, spies } = await idle({
      fetchPlaylist: async () => ({ canModify: false }),
      dropPlaylistItems: () => Promise.reject(new Error('storage blocked')),
    });

    actor.send({ type: 'checkout.start', items: [clip], playlistUuid: PLAYLIST });
    await rested(actor);

    expect(spies.navigate).toHaveBeenCalledTimes(1);
    actor.stop();
  });

  it('says a playlist no longer exists, then goes to the lists page after 1.5 s', async () => {
    const { actor, spies, notices } = await idle({ fetchPlaylist: () => Promise.reject(missing()) });

    actor.send({ type: 'checkout.start', items: [clip], playlistUuid: PLAYLIST });
    await rested(actor);

    expect(actor.getSnapshot().value).toBe('playlistMissing');
    expect(notices).toEqual([{ type: 'notice', severity: 'error', message: MESSAGES.cartPlaylistGone }]);
    vi.advanceTimersByTime(DELAYS.cartPlaylistGoneRedirectMs - 1);
    expect(spies.navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    await rested(actor);

    expect(spies.navigate).toHaveBeenCalledWith({ route: 'playlists' });
    expect(actor.getSnapshot().value).toBe('left');
    expect(DELAYS.cartPlaylistGoneRedirectMs).toBe(1500);
    actor.stop();
  });

  it('fails with the server message when the playlist cannot be read for another reason', async () => {
    const { actor, notices } = await idle({ fetchPlaylist: () => Promise.reject(broken()) });

    actor.send({ type: 'checkout.start', items: [clip], playlistUuid: PLAYLIST });
    await rested(actor);

    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe(MESSAGES.serverError);
    expect(notices).toEqual([]);
    actor.stop();
  });

  it('fails with the storefront message when the cart cannot be built, and can start again', async () => {
    let attempts = 0;
    const { actor, spies } = await idle({
      createCart: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('Variant is no longer available.');
        return storefront;
      },
    });

    actor.send({ type: 'checkout.start', items: [clip] });
    await rested(actor);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('Variant is no longer available.');
    expect(spies.storeCheckoutId).not.toHaveBeenCalled();

    actor.send({ type: 'checkout.start', items: [clip] });
    expect(actor.getSnapshot().context.error).toBeNull();
    await rested(actor);
    expect(actor.getSnapshot().value).toBe('redirected');
    actor.stop();
  });

  it('does not send the buyer to pay when the checkout id cannot be kept', async () => {
    const { actor, spies } = await idle({
      storeCheckoutId: () => Promise.reject(new Error('storage blocked')),
    });

    actor.send({ type: 'checkout.start', items: [clip] });
    await rested(actor);

    expect(actor.getSnapshot().value).toBe('failed');
    expect(spies.redirect).not.toHaveBeenCalled();
    actor.stop();
  });

  it('fails when the browser cannot be sent to the checkout', async () => {
    const { actor } = await idle({ redirect: () => Promise.reject(new Error('navigation blocked')) });

    actor.send({ type: 'checkout.start', items: [clip] });
    await rested(actor);

    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('navigation blocked');
    actor.stop();
  });

  it('ignores a second checkout while one is being built', async () => {
    const { actor, spies } = await idle({ createCart: () => new Promise(() => undefined) });

    actor.send({ type: 'checkout.start', items: [clip] });
    actor.send({ type: 'checkout.start', items: [secondClip] });

    expect(spies.createCart).toHaveBeenCalledTimes(1);
    actor.stop();
  });

  it('completes after the redirect once the purchase exists', async () => {
    const { actor } = await idle({ checkPurchase: async () => paid });
    actor.send({ type: 'checkout.start', items: [clip] });
    await rested(actor);

    actor.send({ type: 'checkout.verify' });
    await rested(actor);

    expect(actor.getSnapshot().value).toBe('completed');
    expect(actor.getSnapshot().context.items).toEqual([]);
    actor.stop();
  });

  it('starts a new checkout after a completed one', async () => {
    const { actor } = start({
      readCheckoutId: async () => storefront.checkoutId,
      checkPurchase: async () => paid,
    });
    await rested(actor);

    actor.send({ type: 'checkout.start', items: [secondClip] });
    await rested(actor);

    expect(actor.getSnapshot().value).toBe('redirected');
    actor.stop();
  });
});

/**
 * Paths generated from the machine (`xstate/graph`): one per transition, from the visit's start through every
 * kind of cart, the playlist's answers and every answer of each step. A real actor walks each path on a fake
 * clock, its calls answered by hand, and after every step is where the path says, with the order of the side
 * effects and what the user sees holding.
 */
describe('checkoutMachine generated paths', () => {
  const notPaid: CheckoutPurchaseStatus = { cartGone: false, purchased: false };
  const events = new PathEvents(checkoutMachine)
    .after('1.5 s pass', 'cartPlaylistGoneRedirect')
    .done('no checkout was kept', 'readCheckoutId', null)
    .done('a checkout was kept', 'readCheckoutId', storefront.checkoutId)
    .error('the kept checkout cannot be read', 'readCheckoutId', new Error('storage blocked'))
    .done('the purchase exists', 'checkPurchase', paid)
    .done('it is not paid yet', 'checkPurchase', notPaid)
    .error('the purchase cannot be checked', 'checkPurchase', new TypeError('Failed to fetch'))
    .add('the user checks out a cart', { type: 'checkout.start', items: [clip, secondClip] })
    .add("the user checks out a playlist's cart", {
      type: 'checkout.start',
      items: [clip],
      playlistUuid: PLAYLIST,
    })
    .add('the user checks out a cart whose first item has no variant', {
      type: 'checkout.start',
      items: [{ ...clip, variantId: null }, secondClip],
    })
    .add('the user checks out an inquiry', { type: 'checkout.start', items: [{ ...clip, type: 'Inquiry' }] })
    .add('the buyer comes back to the tab', { type: 'checkout.verify' })
    .done('the playlist may be changed', 'fetchPlaylist', { canModify: true })
    .done('the playlist is locked', 'fetchPlaylist', { canModify: false })
    .error('the playlist no longer exists', 'fetchPlaylist', missing())
    .error('the playlist cannot be read', 'fetchPlaylist', broken())
    .done('its items leave the cart', 'dropPlaylistItems')
    .error('its items cannot be dropped', 'dropPlaylistItems', new Error('storage blocked'))
    .done('the lists page opens', 'navigate')
    .error('the lists page does not open', 'navigate', new Error('navigation blocked'))
    .done('the storefront builds the cart', 'createCart', storefront)
    .error('the storefront refuses the cart', 'createCart', new Error('Variant is no longer available.'))
    .done('the checkout id is kept', 'storeCheckoutId')
    .error('the checkout id cannot be kept', 'storeCheckoutId', new Error('quota exceeded'))
    .done('the browser leaves for the checkout', 'redirect')
    .error('the browser is kept from leaving', 'redirect', new Error('navigation blocked'))
    .done('the cart is emptied', 'emptyCart')
    .error('the cart cannot be emptied', 'emptyCart', new Error('quota exceeded'))
    .done('the checkout id is forgotten', 'removeCheckoutId')
    .error('the checkout id cannot be forgotten', 'removeCheckoutId', new Error('storage blocked'));
  const callOf: Record<string, string> = {
    'checking.reading': 'readCheckoutId',
    'checking.verifying': 'checkPurchase',
    loadingPlaylist: 'fetchPlaylist',
    playlistLocked: 'dropPlaylistItems',
    leaving: 'navigate',
    building: 'createCart',
    inProgress: 'storeCheckoutId',
    redirecting: 'redirect',
    'completing.emptyingCart': 'emptyCart',
    'completing.forgettingCheckout': 'removeCheckoutId',
  };
  const paths = transitionPaths(checkoutMachine, {
    events,
    // What checkout does next depends on its state and whether a checkout id is kept.
    serializeState: ({ value, context }) => JSON.stringify([value, context.checkoutId !== null]),
    // Every kind of cart from idle; after a checkout ended, the next one is a plain cart.
    filterEvents: (snapshot, event) =>
      event.type !== 'checkout.start' ||
      snapshot.matches('idle') ||
      events.label(event) === 'the user checks out a cart',
  });

  it('generates a path for every transition', () => {
    const reached = new Set(paths.flatMap((path) => path.steps.map((step) => stateName(step.state))));

    expect([...reached].sort()).toEqual([...Object.keys(callOf), ...RESTING].sort());
  });

  /** Walks a real actor along the path, checking after every step the side effects and what the user sees. */
  async function walk(path: MachinePath<typeof checkoutMachine>) {
    const calls = callsByHand(checkoutMachine, [
      'readCheckoutId',
      'storeCheckoutId',
      'removeCheckoutId',
      'checkPurchase',
      'fetchPlaylist',
      'dropPlaylistItems',
      'createCart',
      'redirect',
      'navigate',
      'emptyCart',
    ] as const);
    const actor = createActor(checkoutMachine.provide({ actors: calls.actors }));
    const notices: MachineNotice[] = [];
    actor.on('notice', (notice) => notices.push(notice));
    actor.start();
    const driver = {
      actor,
      running: calls.running,
      advance: vi.advanceTimersByTime,
      delays: { cartPlaylistGoneRedirect: DELAYS.cartPlaylistGoneRedirectMs },
    };
    let playlistsGone = 0;
    let cartsToBuild = 0;
    let idsKept = 0;

    for (const step of path.steps) {
      await perform(step.event, driver);
      const label = events.label(step.event);
      if (label === 'the playlist no longer exists') playlistsGone += 1;
      if (label === 'the user checks out a cart' || label === 'the playlist may be changed')
        cartsToBuild += 1;
      if (label === 'the checkout id is kept') idsKept += 1;
      const snapshot = actor.getSnapshot();
      const state = stateName(snapshot);
      const made = calls.log.map((call) => call.src);

      expect(state).toBe(stateName(step.state));
      expect(snapshot.context).toEqual(step.state.context);
      // One call at a time, the one of the state.
      expect(calls.inFlight()).toEqual(callOf[state] ? [callOf[state]] : []);
      // A cart is built only when ready for the online shop, and a playlist's only once it may be changed.
      for (const [at, call] of calls.log.entries()) {
        if (call.src !== 'createCart') continue;
        const { items, playlistUuid } = call.input as {
          items: CheckoutCartItem[];
          playlistUuid: string | null;
        };
        expect(isReadyForOnlineShop(items)).toBe(true);
        if (playlistUuid !== null) expect(made[at - 1]).toBe('fetchPlaylist');
      }
      // A cart is built for each ready cart, and the buyer sent to pay once for each checkout id kept.
      expect(made.filter((src) => src === 'createCart')).toHaveLength(cartsToBuild);
      expect(made.filter((src) => src === 'redirect')).toHaveLength(idsKept);
      // The buyer is sent to pay only once the storefront cart exists and its id is kept.
      for (const [at, src] of made.entries()) {
        if (src === 'redirect') expect(made.slice(at - 2, at)).toEqual(['createCart', 'storeCheckoutId']);
        if (src === 'removeCheckoutId') expect(made[at - 1]).toBe('emptyCart');
      }
      if (state === 'notReadyForOnlineShop') expect(isReadyForOnlineShop(snapshot.context.items)).toBe(false);
      if (state === 'completed') {
        expect(snapshot.context).toMatchObject({ items: [], checkoutId: null, checkoutUrl: null });
      }
      // The user leaves only for the lists page, and hears once of each playlist that is gone.
      for (const call of calls.log)
        if (call.src === 'navigate') expect(call.input).toEqual({ route: 'playlists' });
      expect(notices).toEqual(
        Array.from({ length: playlistsGone }, () => ({
          type: 'notice',
          severity: 'error',
          message: MESSAGES.cartPlaylistGone,
        })),
      );
    }
    actor.stop();
  }

  for (const path of paths) it(events.describe(path), () => walk(path));
});
