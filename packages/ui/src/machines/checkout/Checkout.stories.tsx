import {
  MESSAGES,
  STOREFRONT_API_VERSION,
  createClient,
  playlistInfoEndpoint,
  toFastifyPath,
  updatePlaylistEndpoint,
  type PlaylistInfo,
} from '@clipmarket/core';
import {
  PLAYLIST_UUIDS,
  apiErrorBody,
  defaultPlaylistState,
  playlistRoutes,
  readOnlyPlaylistInfoFixture,
  videoFixtures,
} from '@clipmarket/mocks';
import {
  SnackbarProvider,
  useCheckout,
  useSnackbar,
  type CheckoutActors,
  type CheckoutCartItem,
  type CheckoutPurchaseStatus,
  type CheckoutRoute,
  type StorefrontCheckout,
} from '@clipmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { fromPromise } from 'xstate';

/*
 * The playlist calls go through the real typed client and the playlist handlers of `@clipmarket/mocks`. The
 * storefront and the purchase lookup are not in the API contract yet (the commerce issue), so this story
 * answers them with its own MSW handlers: the storefront's GraphQL `cartCreate` and `cart` operations, and
 * a purchase looked up by the cart's token. The checkout id is kept in this story's own localStorage key.
 */
const client = createClient();
const STOREFRONT_URL = `/storefront/api/${STOREFRONT_API_VERSION}/graphql.json`;
const PURCHASE_PATH = '/storefront/purchases/:token';
const CHECKOUT_ID_KEY = 'clipmarket.story.checkoutId';
const CART_ID = 'gid://shopify/Cart/story-cart-1';
const CHECKOUT_URL = 'https://checkout.example/cart/c/story-cart-1';
const UNKNOWN_PLAYLIST = '6f1c2a4e-8d3b-4c1a-9e2f-1a2b3c4d5eff';

/** The operation a storefront request names (`msw/graphql` needs the graphql package, which is not installed). */
async function operationOf(request: Request): Promise<{ name: string; variables: Record<string, unknown> }> {
  const body = (await request.json()) as { query: string; variables?: Record<string, unknown> };
  return {
    name: /^\s*(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? '',
    variables: body.variables ?? {},
  };
}

const CART_CREATE = `mutation cartCreate($input: CartInput!) {
  cartCreate(input: $input) { cart { id checkoutUrl } userErrors { message } }
}`;
const CART = `query cart($id: ID!) { cart(id: $id) { id } }`;

async function storefrontCall<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch(STOREFRONT_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!response.ok || body.errors?.length || !body.data) {
    throw new Error(body.errors?.[0]?.message ?? response.statusText);
  }
  return body.data;
}

/** The effects that do not depend on the story's screen: storage, storefront, playlists. */
const serviceActors = {
  readCheckoutId: fromPromise<string | null>(async () => window.localStorage.getItem(CHECKOUT_ID_KEY)),
  storeCheckoutId: fromPromise<
    unknown,
    { checkoutId: string; checkoutUrl: string; playlistUuid: string | null }
  >(async ({ input }) => {
    window.localStorage.setItem(CHECKOUT_ID_KEY, input.checkoutId);
    if (input.playlistUuid) {
      await client.call(updatePlaylistEndpoint, {
        params: { uuid: input.playlistUuid },
        body: { cartUrl: input.checkoutUrl, checkoutId: input.checkoutId },
      });
    }
  }),
  removeCheckoutId: fromPromise<unknown, { checkoutId: string }>(async () =>
    window.localStorage.removeItem(CHECKOUT_ID_KEY),
  ),
  checkPurchase: fromPromise<CheckoutPurchaseStatus, { checkoutId: string }>(async ({ input }) => {
    const { cart } = await storefrontCall<{ cart: { id: string } | null }>(CART, { id: input.checkoutId });
    const purchase = await fetch(`/storefront/purchases/${encodeURIComponent(input.checkoutId)}`);
    return { cartGone: cart === null, purchased: purchase.ok };
  }),
  fetchPlaylist: fromPromise<Pick<PlaylistInfo, 'canModify'>, { playlistUuid: string }>(({ input }) =>
    client.call(playlistInfoEndpoint, { params: { uuid: input.playlistUuid }, query: {} }),
  ),
  createCart: fromPromise<StorefrontCheckout, { items: CheckoutCartItem[]; playlistUuid: string | null }>(
    async ({ input }) => {
      const { cartCreate } = await storefrontCall<{
        cartCreate: { cart: { id: string; checkoutUrl: string } | null; userErrors: { message: string }[] };
      }>(CART_CREATE, {
        input: {
          lines: input.items.map((item) => ({ merchandiseId: item.variantId, quantity: item.quantity })),
          attributes: input.playlistUuid ? [{ key: 'playlistUUID', value: input.playlistUuid }] : [],
        },
      });
      if (!cartCreate.cart) throw new Error(cartCreate.userErrors[0]?.message ?? MESSAGES.serverError);
      return { checkoutId: cartCreate.cart.id, checkoutUrl: cartCreate.cart.checkoutUrl };
    },
  ),
};

const ROUTE_NAMES: Record<CheckoutRoute, string> = { playlists: 'the lists page' };

interface CheckoutDemoProps {
  /** The cart the story starts with. */
  items: CheckoutCartItem[];
  /** Check out this playlist's cart (the /licensing/checkout/{playlistUUID} route). */
  playlistUuid?: string | null;
}

function CheckoutPanel({ items: initialItems, playlistUuid = null }: CheckoutDemoProps) {
  const snackbar = useSnackbar();
  const [items, setItems] = useState(initialItems);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [route, setRoute] = useState<CheckoutRoute | null>(null);
  // The effects on this screen's cart and location: the story shows them instead of leaving the page.
  const actors: CheckoutActors = {
    ...serviceActors,
    dropPlaylistItems: fromPromise<unknown, { playlistUuid: string }>(async ({ input }) =>
      setItems((cart) => cart.filter((item) => item.playlistUUID !== input.playlistUuid)),
    ),
    emptyCart: fromPromise<unknown>(async () => setItems([])),
    redirect: fromPromise<unknown, { url: string }>(async ({ input }) => setSentTo(input.url)),
    navigate: fromPromise<unknown, { route: CheckoutRoute }>(async ({ input }) => setRoute(input.route)),
  };
  const checkout = useCheckout({
    actors,
    onNotice: ({ message, severity }) => snackbar.enqueue({ message, severity }),
  });

  return (
    <section aria-label="Checkout" data-state={checkout.status}>
      <p>
        Status: <strong>{checkout.status}</strong>
      </p>
      {checkout.status === 'notReadyForOnlineShop' ? (
        <p>This cart cannot be bought in the online shop: please inquire.</p>
      ) : null}
      {checkout.error ? <p>Error: {checkout.error}</p> : null}
      {checkout.checkoutId ? <p>Checkout id: {checkout.checkoutId}</p> : null}
      {sentTo ? <p>Browser sent to: {sentTo}</p> : null}
      {route ? <p>Now on: {ROUTE_NAMES[route]}</p> : null}
      {items.length === 0 ? (
        <p>The cart is empty.</p>
      ) : (
        <ul aria-label="Cart">
          {items.map((item) => (
            <li key={item.id}>
              {item.title ?? item.id}
              {item.playlistUUID ? ' (from a playlist)' : null}
            </li>
          ))}
        </ul>
      )}
      <p>
        <button type="button" onClick={() => checkout.start(items, playlistUuid)}>
          Check out
        </button>{' '}
        <button type="button" onClick={checkout.verify}>
          I have paid: check again
        </button>
      </p>
    </section>
  );
}

function CheckoutDemo(props: CheckoutDemoProps) {
  return (
    <SnackbarProvider>
      <CheckoutPanel {...props} />
    </SnackbarProvider>
  );
}

const line = (video: { jmId: string; publishingTitle?: string | null }, n: number): CheckoutCartItem => ({
  id: video.jmId,
  variantId: `gid://shopify/ProductVariant/${n}`,
  quantity: 1,
  title: video.publishingTitle ?? video.jmId,
});
const cart: CheckoutCartItem[] = [line(videoFixtures.cleared, 1), line(videoFixtures.inquire, 2)];
const petsCart: CheckoutCartItem[] = cart.map((item) => ({ ...item, playlistUUID: PLAYLIST_UUIDS.pets }));

interface StorefrontScript {
  /** The cart still exists at the storefront (not paid yet). */
  cartExists?: boolean;
  /** A purchase with the cart's token exists. */
  purchased?: boolean;
  /** The storefront refuses to create carts. */
  down?: boolean;
  /** The checkout id kept from an earlier visit. */
  keptCheckoutId?: string | null;
  /** Handlers answering before the playlist handlers (a read-only playlist). */
  playlists?: HttpHandler[];
}

/** The story's storefront and playlists; the loader restores the kept checkout id and the playlist state. */
function shop({
  cartExists = true,
  purchased = false,
  down = false,
  keptCheckoutId = null,
  playlists = [],
}: StorefrontScript) {
  const state = defaultPlaylistState();
  return {
    parameters: {
      msw: {
        handlers: {
          playlists: [...playlists, ...playlistRoutes(state)],
          storefront: [
            http.post(STOREFRONT_URL, async ({ request }) => {
              const { name, variables } = await operationOf(request);
              if (name === 'cart')
                return HttpResponse.json({ data: { cart: cartExists ? { id: variables.id } : null } });
              if (down) {
                return HttpResponse.json({
                  errors: [{ message: 'The storefront is not answering. Please try again.' }],
                });
              }
              return HttpResponse.json({
                data: { cartCreate: { cart: { id: CART_ID, checkoutUrl: CHECKOUT_URL }, userErrors: [] } },
              });
            }),
            http.get(PURCHASE_PATH, () =>
              purchased
                ? HttpResponse.json({ token: CART_ID, paid: true })
                : HttpResponse.json(apiErrorBody(404, 'No purchase with this token.'), { status: 404 }),
            ),
          ],
        },
      },
    },
    loaders: [
      async () => {
        Object.assign(state, defaultPlaylistState());
        if (keptCheckoutId) window.localStorage.setItem(CHECKOUT_ID_KEY, keptCheckoutId);
        else window.localStorage.removeItem(CHECKOUT_ID_KEY);
        return {};
      },
    ],
  };
}

const meta = {
  title: 'Machines/Checkout',
  component: CheckoutDemo,
  args: { items: cart, playlistUuid: null },
} satisfies Meta<typeof CheckoutDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The happy path: the cart is built with the storefront, the id kept, and the browser sent to pay. */
export const RedirectsToTheCheckout: Story = {
  ...shop({}),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('idle')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Check out' }));
    await expect(await canvas.findByText(`Browser sent to: ${CHECKOUT_URL}`)).toBeVisible();
    await expect(canvas.getByText('redirected')).toBeVisible();
    await expect(window.localStorage.getItem(CHECKOUT_ID_KEY)).toBe(CART_ID);
  },
};

/** Back from the storefront, paid: the cart is gone and the purchase exists, so the checkout completes. */
export const CompletesWhenPaid: Story = {
  ...shop({ keptCheckoutId: CART_ID, cartExists: false, purchased: true }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('completed')).toBeVisible();
    await expect(canvas.getByText('The cart is empty.')).toBeVisible();
    await expect(window.localStorage.getItem(CHECKOUT_ID_KEY)).toBeNull();
  },
};

/** Back from the storefront without paying: the id stays kept and the cart stays full. */
export const NotPaidYet: Story = {
  ...shop({ keptCheckoutId: CART_ID, cartExists: true, purchased: false }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('idle')).toBeVisible();
    await expect(canvas.getByText(`Checkout id: ${CART_ID}`)).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Cart' })).toBeVisible();
    await expect(window.localStorage.getItem(CHECKOUT_ID_KEY)).toBe(CART_ID);
  },
};

/** The first item has no variant (priced by inquiry): not ready for the online shop. */
export const NotReadyForTheOnlineShop: Story = {
  ...shop({}),
  args: { items: [{ ...cart[0]!, variantId: null, type: 'Inquiry' }, cart[1]!] },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('idle');
    await userEvent.click(canvas.getByRole('button', { name: 'Check out' }));
    await expect(await canvas.findByText('notReadyForOnlineShop')).toBeVisible();
    await expect(canvas.queryByText(/Browser sent to/)).toBeNull();
  },
};

/** A playlist's cart: the checkout is kept on the playlist too (PATCH cartUrl and checkoutId). */
export const PlaylistCheckout: Story = {
  ...shop({}),
  args: { items: petsCart, playlistUuid: PLAYLIST_UUIDS.pets },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('idle');
    await userEvent.click(canvas.getByRole('button', { name: 'Check out' }));
    await expect(await canvas.findByText(`Browser sent to: ${CHECKOUT_URL}`)).toBeVisible();
    const playlist = await client.call(playlistInfoEndpoint, {
      params: { uuid: PLAYLIST_UUIDS.pets },
      query: {},
    });
    await expect(playlist.checkoutId).toBe(CART_ID);
    await expect(playlist.cartUrl).toBe(CHECKOUT_URL);
  },
};

/** A playlist the user cannot modify: its items leave the cart and the user goes to the lists page. */
export const PlaylistCannotBeModified: Story = {
  ...shop({
    playlists: [
      http.get(toFastifyPath(playlistInfoEndpoint.path), () =>
        HttpResponse.json({ ...readOnlyPlaylistInfoFixture, uuid: PLAYLIST_UUIDS.pets }),
      ),
    ],
  }),
  args: { items: [...petsCart.slice(0, 1), cart[1]!], playlistUuid: PLAYLIST_UUIDS.pets },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('idle');
    await userEvent.click(canvas.getByRole('button', { name: 'Check out' }));
    await expect(await canvas.findByText('Now on: the lists page')).toBeVisible();
    await expect(canvas.getByText('left')).toBeVisible();
    await expect(canvas.queryByText(/from a playlist/)).toBeNull();
    await expect(canvas.getByText(cart[1]!.title!)).toBeVisible();
  },
};

/** The cart's playlist no longer exists: the message, then the lists page 1.5 s later. */
export const PlaylistNoLongerExists: Story = {
  ...shop({}),
  args: {
    items: cart.map((item) => ({ ...item, playlistUUID: UNKNOWN_PLAYLIST })),
    playlistUuid: UNKNOWN_PLAYLIST,
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('idle');
    await userEvent.click(canvas.getByRole('button', { name: 'Check out' }));
    await expect(await canvas.findByText(MESSAGES.cartPlaylistGone)).toBeVisible();
    await expect(canvas.getByText('playlistMissing')).toBeVisible();
    await expect(canvas.queryByText('Now on: the lists page')).toBeNull();
    await waitFor(() => expect(canvas.getByText('Now on: the lists page')).toBeVisible(), { timeout: 4_000 });
  },
};

/** The storefront refuses: failed with its message, and nothing kept. */
export const StorefrontDown: Story = {
  ...shop({ down: true }),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('idle');
    await userEvent.click(canvas.getByRole('button', { name: 'Check out' }));
    await expect(
      await canvas.findByText('Error: The storefront is not answering. Please try again.'),
    ).toBeVisible();
    await expect(canvas.getByText('failed')).toBeVisible();
    await expect(window.localStorage.getItem(CHECKOUT_ID_KEY)).toBeNull();
  },
};

/** The playlist call fails for another reason (500): failed with the server's message. */
export const PlaylistUnreadable: Story = {
  ...shop({
    playlists: [
      http.get(toFastifyPath(playlistInfoEndpoint.path), () =>
        HttpResponse.json(apiErrorBody(500, MESSAGES.serverError), { status: 500 }),
      ),
    ],
  }),
  args: { items: petsCart, playlistUuid: PLAYLIST_UUIDS.pets },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByText('idle');
    await userEvent.click(canvas.getByRole('button', { name: 'Check out' }));
    await expect(await canvas.findByText(`Error: ${MESSAGES.serverError}`)).toBeVisible();
  },
};
