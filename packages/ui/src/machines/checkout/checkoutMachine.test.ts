import {
  ApiRequestError,
  CART_SERVER_MESSAGES,
  DELAYS,
  isCartReadyForOnlineShop,
  MESSAGES,
  PLAYLIST_SERVER_MESSAGES,
  type LicenceSummary,
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
  CHECKOUT_CONFIRMATION,
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
  status: 'redirect',
  checkoutId: 'gid://shopify/Cart/c1',
  checkoutUrl: 'https://shop.example/cart/c/c1',
  orderReference: 'CMO-7F3A9C2B',
};
const byCredits: StorefrontCheckout = {
  status: 'completed',
  checkoutId: null,
  checkoutUrl: null,
  orderReference: 'CMO-00C0FFEE',
};
const licence: LicenceSummary = {
  number: 'CM-2026-000123',
  jmId: '1254381',
  title: 'Golden Retriever',
  tier: 'basicPro',
  tierName: 'Basic Pro',
  grantedAt: '2026-11-22T09:00:00.000Z',
};
const paid: CheckoutPurchaseStatus = {
  cartGone: true,
  purchased: true,
  licences: [licence],
  orderReference: storefront.orderReference,
  termsUrl: '/s/abc',
};
/** The storefront cart is still there: nobody paid (a declined card, the cancel link). */
const open: CheckoutPurchaseStatus = { cartGone: false, purchased: false };
/** Paid at the storefront (its cart is gone), the order not arrived yet. */
const onItsWay: CheckoutPurchaseStatus = { cartGone: true, purchased: false };

const apiError = (status: number, message: string) =>
  new ApiRequestError(status, { statusCode: status, error: 'Error', message });
const missing = () => apiError(404, PLAYLIST_SERVER_MESSAGES.playlistMissing);
const unknownCheckout = () => apiError(404, CART_SERVER_MESSAGES.checkoutMissing);
const notReady = () => apiError(400, CART_SERVER_MESSAGES.checkoutNotReady);
const broken = (message = MESSAGES.serverError) => apiError(500, message);

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
  refreshCart: () => Promise<unknown>;
};

/** Every actor a spy that records the order of calls; each succeeds unless told otherwise. */
function start(answers: Partial<Answers> = {}, input: { returning?: boolean } = {}) {
  const calls: string[] = [];
  const spy = <K extends keyof Answers>(name: K, fallback: Answers[K]) =>
    vi.fn(async (value?: unknown) => {
      calls.push(name);
      return (answers[name] ?? fallback)(value as never);
    });
  const spies = {
    readCheckoutId: spy('readCheckoutId', async () => null),
    storeCheckoutId: spy('storeCheckoutId', async () => undefined),
    removeCheckoutId: spy('removeCheckoutId', async () => undefined),
    checkPurchase: spy('checkPurchase', async () => open),
    fetchPlaylist: spy('fetchPlaylist', async () => ({ canModify: true })),
    dropPlaylistItems: spy('dropPlaylistItems', async () => undefined),
    createCart: spy('createCart', async () => storefront),
    redirect: spy('redirect', async () => undefined),
    navigate: spy('navigate', async () => undefined),
    refreshCart: spy('refreshCart', async () => undefined),
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
      refreshCart: fromPromise(() => spies.refreshCart()),
    },
  });
  const actor = createActor(machine, { input });
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
  'notConfirmed',
  'completed',
  'failed',
] as const;
const rested = (actor: Actor) => waitFor(actor, (s) => RESTING.some((state) => s.matches(state)));

async function idle(answers: Partial<Answers> = {}) {
  const started = start(answers);
  await rested(started.actor);
  return started;
}

/** Lets the clock run through the waits between looks at the kept checkout. */
async function lookAgain(actor: Actor) {
  await waitFor(actor, (s) => s.matches({ confirming: 'waiting' }));
  await vi.advanceTimersByTimeAsync(CHECKOUT_CONFIRMATION.pollMs);
}

describe('isReadyForOnlineShop', () => {
  it("is core's one rule for a cart ready for the online shop", () => {
    expect(isReadyForOnlineShop).toBe(isCartReadyForOnlineShop);
  });
});

describe('checkoutMachine back in the app', () => {
  it('rests idle when no checkout id was kept', async () => {
    const { actor, spies } = start();

    expect(actor.getSnapshot().value).toBe('checking');
    await rested(actor);

    expect(actor.getSnapshot().value).toBe('idle');
    expect(spies.checkPurchase).not.toHaveBeenCalled();
    actor.stop();
  });

  it('completes a kept checkout that was paid: id removed, cart read again, licences kept to show', async () => {
    const { actor, spies, calls } = start({
      readCheckoutId: async () => storefront.checkoutId,
      checkPurchase: async () => paid,
    });

    await rested(actor);

    const { value, context } = actor.getSnapshot();
    expect(value).toBe('completed');
    expect(spies.checkPurchase).toHaveBeenCalledWith({ checkoutId: storefront.checkoutId });
    expect(spies.removeCheckoutId).toHaveBeenCalledWith({ checkoutId: storefront.checkoutId });
    expect(calls).toEqual(['readCheckoutId', 'checkPurchase', 'removeCheckoutId', 'refreshCart']);
    expect(context).toMatchObject({
      checkoutId: null,
      licences: [licence],
      orderReference: storefront.orderReference,
      termsUrl: '/s/abc',
    });
    actor.stop();
  });

  it('back from paying, confirms the payment a few looks apart until the order arrives', async () => {
    const answers = [onItsWay, onItsWay, paid];
    const { actor, spies } = start(
      { readCheckoutId: async () => storefront.checkoutId, checkPurchase: async () => answers.shift()! },
      { returning: true },
    );

    await lookAgain(actor);
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
    expect(actor.getSnapshot().context).toMatchObject({ awaiting: true, looks: 2 });
    await lookAgain(actor);
    await rested(actor);

    expect(actor.getSnapshot().value).toBe('completed');
    expect(spies.checkPurchase).toHaveBeenCalledTimes(3);
    actor.stop();
  });

  it('back from paying, stops looking after a few looks and lets the buyer look again', async () => {
    let answer = open;
    const { actor, spies } = start(
      { readCheckoutId: async () => storefront.checkoutId, checkPurchase: async () => answer },
      { returning: true },
    );

    for (let look = 1; look < CHECKOUT_CONFIRMATION.looks; look += 1) await lookAgain(actor);
    await rested(actor);
    expect(actor.getSnapshot().value).toBe('notConfirmed');
    expect(spies.checkPurchase).toHaveBeenCalledTimes(CHECKOUT_CONFIRMATION.looks);
    expect(spies.removeCheckoutId).not.toHaveBeenCalled();

    answer = paid;
    actor.send({ type: 'checkout.verify' });
    await rested(actor);
    expect(actor.getSnapshot().value).toBe('completed');
    actor.stop();
  });

  it('finds the cart as it was when the buyer left the storefront without paying, and keeps the id', async () => {
    const { actor, spies } = start({
      readCheckoutId: async () => storefront.checkoutId,
      checkPurchase: async () => open,
    });

    await rested(actor);

    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ unpaid: true, checkoutId: storefront.checkoutId });
    expect(spies.checkPurchase).toHaveBeenCalledTimes(1);
    expect(spies.removeCheckoutId).not.toHaveBeenCalled();
    expect(spies.refreshCart).not.toHaveBeenCalled();
    actor.stop();
  });

  it('waits for the order of a checkout paid at the storefront even on a plain visit', async () => {
    const answers = [onItsWay, paid];
    const { actor } = start({
      readCheckoutId: async () => storefront.checkoutId,
      checkPurchase: async () => answers.shift()!,
    });

    await lookAgain(actor);
    await rested(actor);

    expect(actor.getSnapshot().value).toBe('completed');
    actor.stop();
  });

  it('keeps a held order apart from a completed one: paid, no licences, held', async () => {
    const { actor } = start({
      readCheckoutId: async () => storefront.checkoutId,
      checkPurchase: async () => ({ ...paid, licences: [], termsUrl: null, held: true }),
    });

    await rested(actor);

    expect(actor.getSnapshot().value).toBe('completed');
    expect(actor.getSnapshot().context).toMatchObject({ purchased: true, held: true, licences: [] });
    actor.stop();
  });

  it("stops with the server's words when the kept checkout's storefront cart was changed (409)", async () => {
    const changed = apiError(409, 'Your shop cart was changed after checkout began.');
    const { actor, spies } = start({
      readCheckoutId: async () => storefront.checkoutId,
      checkPurchase: () => Promise.reject(changed),
    });

    await rested(actor);

    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('Your shop cart was changed after checkout began.');
    expect(spies.refreshCart).not.toHaveBeenCalled();
    actor.stop();
  });

  it('forgets a kept checkout the server does not know', async () => {
    const { actor, spies } = start({
      readCheckoutId: async () => 'gid://shopify/Cart/other',
      checkPurchase: () => Promise.reject(unknownCheckout()),
    });

    await rested(actor);

    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.checkoutId).toBeNull();
    expect(spies.removeCheckoutId).toHaveBeenCalledWith({ checkoutId: 'gid://shopify/Cart/other' });
    expect(spies.refreshCart).not.toHaveBeenCalled();
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
    expect(unchecked.actor.getSnapshot().context.checkoutId).toBe(storefront.checkoutId);
    unreadable.actor.stop();
    unchecked.actor.stop();
  });

  it('has nothing to look at without a kept id', async () => {
    const { actor, spies } = await idle();

    actor.send({ type: 'checkout.verify' });

    expect(actor.getSnapshot().value).toBe('idle');
    expect(spies.checkPurchase).not.toHaveBeenCalled();
    actor.stop();
  });

  it('completes even when the id cannot be removed or the cart cannot be read again', async () => {
    const { actor } = start({
      readCheckoutId: async () => storefront.checkoutId,
      checkPurchase: async () => paid,
      removeCheckoutId: () => Promise.reject(new Error('storage blocked')),
      refreshCart: () => Promise.reject(new TypeError('Failed to fetch')),
    });

    await rested(actor);

    expect(actor.getSnapshot().value).toBe('completed');
    expect(actor.getSnapshot().context.licences).toEqual([licence]);
    actor.stop();
  });
});

describe('checkoutMachine checking out', () => {
  it('has the server build the storefront cart, keeps the checkout id, then goes to the checkout URL', async () => {
    const { actor, spies, calls } = await idle();

    actor.send({ type: 'checkout.start', items: [clip, secondClip] });
    expect(actor.getSnapshot().value).toBe('building');
    await waitFor(actor, (s) => s.matches('inProgress'));
    expect(actor.getSnapshot().context.checkoutUrl).toBe(storefront.checkoutUrl);
    await rested(actor);

    expect(actor.getSnapshot().value).toBe('redirected');
    expect(spies.createCart).toHaveBeenCalledWith({ items: [clip, secondClip], playlistUuid: null });
    expect(spies.storeCheckoutId).toHaveBeenCalledWith({
      checkoutId: storefront.checkoutId,
      checkoutUrl: storefront.checkoutUrl,
      playlistUuid: null,
    });
    expect(spies.redirect).toHaveBeenCalledWith({ url: storefront.checkoutUrl });
    expect(calls.slice(1)).toEqual(['createCart', 'storeCheckoutId', 'redirect']);
    actor.stop();
  });

  it('completes at once when Discount Pack credits paid every line: nothing kept, nobody sent away', async () => {
    const { actor, spies } = await idle({ createCart: async () => byCredits });

    actor.send({ type: 'checkout.start', items: [clip] });
    await rested(actor);

    expect(actor.getSnapshot().value).toBe('completed');
    expect(actor.getSnapshot().context).toMatchObject({
      orderReference: byCredits.orderReference,
      licences: [],
    });
    expect(spies.storeCheckoutId).not.toHaveBeenCalled();
    expect(spies.redirect).not.toHaveBeenCalled();
    expect(spies.refreshCart).toHaveBeenCalledOnce();
    actor.stop();
  });

  it('ignores a checkout of an empty cart', async () => {
    const { actor, spies } = await idle();

    actor.send({ type: 'checkout.start', items: [] });

    expect(actor.getSnapshot().value).toBe('idle');
    expect(spies.createCart).not.toHaveBeenCalled();
    actor.stop();
  });

  it('is not ready for the online shop when the first item has no variant or is an inquiry', async () => {
    for (const first of [
      { ...clip, variantId: null },
      { ...clip, type: 'Inquiry' },
    ]) {
      const { actor, spies } = await idle();

      actor.send({ type: 'checkout.start', items: [first, secondClip] });

      expect(actor.getSnapshot().value).toBe('notReadyForOnlineShop');
      expect(spies.createCart).not.toHaveBeenCalled();
      actor.stop();
    }
  });

  it("takes the server's word on readiness when given", async () => {
    const { actor, spies } = await idle();

    actor.send({ type: 'checkout.start', items: [clip], readyForOnlineShop: false });

    expect(actor.getSnapshot().value).toBe('notReadyForOnlineShop');
    expect(spies.createCart).not.toHaveBeenCalled();
    actor.stop();
  });

  it('goes to the inquiry when the server says the cart is not ready', async () => {
    const { actor } = await idle({ createCart: () => Promise.reject(notReady()) });

    actor.send({ type: 'checkout.start', items: [clip] });
    await rested(actor);

    expect(actor.getSnapshot().value).toBe('notReadyForOnlineShop');
    actor.stop();
  });

  it('checks out once the cart is fixed', async () => {
    const { actor } = await idle();
    actor.send({ type: 'checkout.start', items: [{ ...clip, variantId: null }] });

    actor.send({ type: 'checkout.start', items: [clip] });
    await rested(actor);

    expect(actor.getSnapshot().value).toBe('redirected');
    actor.stop();
  });

  it('checks out a playlist the user may modify, keeping the checkout on that playlist', async () => {
    const { actor, spies } = await idle();

    actor.send({ type: 'checkout.start', items: [clip], playlistUuid: PLAYLIST });
    expect(actor.getSnapshot().value).toBe('loadingPlaylist');
    await rested(actor);

    expect(spies.fetchPlaylist).toHaveBeenCalledWith({ playlistUuid: PLAYLIST });
    expect(spies.createCart).toHaveBeenCalledWith({ items: [clip], playlistUuid: PLAYLIST });
    expect(spies.storeCheckoutId).toHaveBeenCalledWith({
      checkoutId: storefront.checkoutId,
      checkoutUrl: storefront.checkoutUrl,
      playlistUuid: PLAYLIST,
    });
    expect(actor.getSnapshot().value).toBe('redirected');
    actor.stop();
  });

  it("drops a playlist's lines and sends the user to the lists page when the playlist cannot be modified", async () => {
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

  it('still sends the user to the lists page when dropping the lines fails', async () => {
    const { actor, spies } = await idle({
      fetchPlaylist: async () => ({ canModify: false }),
      dropPlaylistItems: () => Promise.reject(broken()),
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

  it('says the playlist is gone when the checkout itself finds it missing', async () => {
    const { actor, notices } = await idle({ createCart: () => Promise.reject(missing()) });

    actor.send({ type: 'checkout.start', items: [clip], playlistUuid: PLAYLIST });
    await rested(actor);

    expect(actor.getSnapshot().value).toBe('playlistMissing');
    expect(notices).toHaveLength(1);
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

  it('fails with the server message when the storefront is down, and can start again', async () => {
    let attempts = 0;
    const { actor, spies } = await idle({
      createCart: async () => {
        attempts += 1;
        if (attempts === 1) throw apiError(503, CART_SERVER_MESSAGES.storefrontDown);
        return storefront;
      },
    });

    actor.send({ type: 'checkout.start', items: [clip] });
    await rested(actor);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe(CART_SERVER_MESSAGES.storefrontDown);
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

  it('starts a new checkout after a completed one, forgetting the last one’s licences', async () => {
    const { actor } = start({
      readCheckoutId: async () => storefront.checkoutId,
      checkPurchase: async () => paid,
    });
    await rested(actor);

    actor.send({ type: 'checkout.start', items: [secondClip] });
    expect(actor.getSnapshot().context.licences).toEqual([]);
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
  const events = new PathEvents(checkoutMachine)
    .after('1.5 s pass', 'cartPlaylistGoneRedirect')
    .after('a moment passes', 'confirmationPoll')
    .done('no checkout was kept', 'readCheckoutId', null)
    .done('a checkout was kept', 'readCheckoutId', storefront.checkoutId)
    .error('the kept checkout cannot be read', 'readCheckoutId', new Error('storage blocked'))
    .done('the purchase exists', 'checkPurchase', paid)
    .done('nobody paid', 'checkPurchase', open)
    .done('it is paid but its order is on its way', 'checkPurchase', onItsWay)
    .error('the server knows no such checkout', 'checkPurchase', unknownCheckout())
    .error('the purchase cannot be checked', 'checkPurchase', new TypeError('Failed to fetch'))
    .add('the user checks out a cart', { type: 'checkout.start', items: [clip, secondClip] })
    .add("the user checks out a playlist's lines", {
      type: 'checkout.start',
      items: [clip],
      playlistUuid: PLAYLIST,
    })
    .add('the user checks out a cart whose first item has no variant', {
      type: 'checkout.start',
      items: [{ ...clip, variantId: null }, secondClip],
    })
    .add('the user checks out a cart the server says goes to an inquiry', {
      type: 'checkout.start',
      items: [clip],
      readyForOnlineShop: false,
    })
    .add('the buyer asks to look again', { type: 'checkout.verify' })
    .done('the playlist may be changed', 'fetchPlaylist', { canModify: true })
    .done('the playlist is locked', 'fetchPlaylist', { canModify: false })
    .error('the playlist no longer exists', 'fetchPlaylist', missing())
    .error('the playlist cannot be read', 'fetchPlaylist', broken())
    .done('its lines leave the cart', 'dropPlaylistItems')
    .error('its lines cannot be dropped', 'dropPlaylistItems', broken())
    .done('the lists page opens', 'navigate')
    .error('the lists page does not open', 'navigate', new Error('navigation blocked'))
    .done('the server builds the storefront cart', 'createCart', storefront)
    .done('Discount Pack credits pay it all', 'createCart', byCredits)
    .error('the server says it goes to an inquiry', 'createCart', notReady())
    .error('the server says the playlist is gone', 'createCart', missing())
    .error('the storefront is down', 'createCart', apiError(503, CART_SERVER_MESSAGES.storefrontDown))
    .done('the checkout id is kept', 'storeCheckoutId')
    .error('the checkout id cannot be kept', 'storeCheckoutId', new Error('quota exceeded'))
    .done('the browser leaves for the checkout', 'redirect')
    .error('the browser is kept from leaving', 'redirect', new Error('navigation blocked'))
    .done('the checkout id is forgotten', 'removeCheckoutId')
    .error('the checkout id cannot be forgotten', 'removeCheckoutId', new Error('storage blocked'))
    .done('the cart is read again', 'refreshCart')
    .error('the cart cannot be read again', 'refreshCart', new TypeError('Failed to fetch'));
  const callOf: Record<string, string> = {
    checking: 'readCheckoutId',
    'confirming.verifying': 'checkPurchase',
    loadingPlaylist: 'fetchPlaylist',
    playlistLocked: 'dropPlaylistItems',
    leaving: 'navigate',
    building: 'createCart',
    inProgress: 'storeCheckoutId',
    redirecting: 'redirect',
    forgetting: 'removeCheckoutId',
    completing: 'refreshCart',
  };
  const paths = transitionPaths(checkoutMachine, {
    events,
    input: {},
    // What checkout does next depends on its state, whether a checkout id is kept, whether it awaits a
    // payment, whether one was made, and how many looks at it were taken.
    serializeState: ({ value, context }) =>
      JSON.stringify([
        value,
        context.checkoutId !== null,
        context.awaiting,
        context.purchased,
        context.looks,
      ]),
    // Every kind of cart from idle; after a checkout ended, the next one is a plain cart.
    filterEvents: (snapshot, event) =>
      event.type !== 'checkout.start' ||
      snapshot.matches('idle') ||
      events.label(event) === 'the user checks out a cart',
  });

  it('generates a path for every transition', () => {
    const reached = new Set(paths.flatMap((path) => path.steps.map((step) => stateName(step.state))));

    expect([...reached].sort()).toEqual([...Object.keys(callOf), 'confirming.waiting', ...RESTING].sort());
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
      'refreshCart',
    ] as const);
    const actor = createActor(checkoutMachine.provide({ actors: calls.actors }), { input: {} });
    const notices: MachineNotice[] = [];
    actor.on('notice', (notice) => notices.push(notice));
    actor.start();
    const driver = {
      actor,
      running: calls.running,
      advance: vi.advanceTimersByTime,
      delays: {
        cartPlaylistGoneRedirect: DELAYS.cartPlaylistGoneRedirectMs,
        confirmationPoll: CHECKOUT_CONFIRMATION.pollMs,
      },
    };
    let playlistsGone = 0;
    let idsKept = 0;

    for (const step of path.steps) {
      await perform(step.event, driver);
      const label = events.label(step.event);
      if (label === 'the playlist no longer exists' || label === 'the server says the playlist is gone') {
        playlistsGone += 1;
      }
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
      // The buyer is sent to pay once for each checkout id kept, and only once its storefront cart exists.
      expect(made.filter((src) => src === 'redirect')).toHaveLength(idsKept);
      for (const [at, src] of made.entries()) {
        if (src === 'redirect') expect(made.slice(at - 2, at)).toEqual(['createCart', 'storeCheckoutId']);
        // The cart is read again only after a purchase: a verified one (its id forgotten first) or credits.
        if (src === 'refreshCart') expect(['removeCheckoutId', 'createCart']).toContain(made[at - 1]);
      }
      // Looks at a checkout never run past their limit.
      expect(snapshot.context.looks).toBeLessThanOrEqual(CHECKOUT_CONFIRMATION.looks);
      if (state === 'notReadyForOnlineShop') {
        expect(
          snapshot.context.ready === false ||
            !isReadyForOnlineShop(snapshot.context.items) ||
            made.at(-1) === 'createCart',
        ).toBe(true);
      }
      if (state === 'completed') {
        expect(snapshot.context).toMatchObject({
          items: [],
          checkoutId: null,
          checkoutUrl: null,
          purchased: true,
        });
      }
      if (state === 'notConfirmed') expect(snapshot.context.awaiting).toBe(true);
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
