import { MESSAGES, PAGES, toFastifyPath, playlistInfoEndpoint, type Cart } from '@clipmarket/core';
import { createLeanClient, routes } from '@clipmarket/core/routes';
import {
  CHECKOUT_IDS,
  PLAYLIST_UUIDS,
  cartLineFixtures,
  commerceHandlers,
  commerceRoutes,
  commerceState,
  defaultPlaylistState,
  playlistRoutes,
  readOnlyPlaylistInfoFixture,
} from '@clipmarket/mocks';
import {
  CART_TEXT,
  CHECKOUT_CONFIRMATION_TEXT,
  CartSummary,
  CheckoutConfirmation,
  SnackbarProvider,
  checkoutMachine,
  useCheckout,
  useSnackbar,
  cartCheckoutStatus,
  type CheckoutActors,
  type CheckoutCartItem,
  type CheckoutPurchaseStatus,
  type CheckoutRoute,
  type StorefrontCheckout,
} from '@clipmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { useCallback, useEffect, useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { fromPromise } from 'xstate';
import { FlowLayout, FlowPanel, INTERACTIVE_DOCS, useRestart } from '../FlowPanel';

/*
 * The real checkout machine with the real lean client (`@clipmarket/core/routes`), answered by the commerce and
 * playlist handlers of `@clipmarket/mocks`: the server builds the storefront cart, the checkout id is kept in
 * this story's own localStorage key, and the storefront's checkout page is never opened (the story shows where
 * the browser would go).
 */
const client = createLeanClient();
const CHECKOUT_ID_KEY = 'clipmarket.story.checkoutId';
const UNKNOWN_PLAYLIST = '6f1c2a4e-8d3b-4c1a-9e2f-1a2b3c4d5eff';
const ROUTE_NAMES: Record<CheckoutRoute, string> = { playlists: 'the lists page' };

interface CheckoutDemoProps {
  /** Check out one playlist's lines (the /licensing/checkout/{playlistUUID} route). */
  playlistUuid?: string | null;
  /** The buyer is back from paying (`?checkout=complete`). */
  returning?: boolean;
  /** Shows the events panel beside the cart (the interactive story). */
  withPanel?: boolean;
}

function CheckoutPanel({
  playlistUuid = null,
  returning = false,
  withPanel = false,
  onRestart,
}: CheckoutDemoProps & { onRestart?: () => void }) {
  const snackbar = useSnackbar();
  const [cart, setCart] = useState<Cart | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [route, setRoute] = useState<CheckoutRoute | null>(null);
  const load = useCallback(async () => setCart(await client.call(routes.cartEndpoint)), []);
  useEffect(() => {
    void load();
  }, [load]);

  const actors: CheckoutActors = {
    readCheckoutId: fromPromise<string | null>(async () => window.localStorage.getItem(CHECKOUT_ID_KEY)),
    storeCheckoutId: fromPromise<
      unknown,
      { checkoutId: string; checkoutUrl: string; playlistUuid: string | null }
    >(async ({ input }) => {
      window.localStorage.setItem(CHECKOUT_ID_KEY, input.checkoutId);
      if (input.playlistUuid) {
        await client.call(routes.updatePlaylistEndpoint, {
          params: { uuid: input.playlistUuid },
          body: { cartUrl: input.checkoutUrl, checkoutId: input.checkoutId },
        });
      }
    }),
    removeCheckoutId: fromPromise<unknown, { checkoutId: string }>(async () =>
      window.localStorage.removeItem(CHECKOUT_ID_KEY),
    ),
    checkPurchase: fromPromise<CheckoutPurchaseStatus, { checkoutId: string }>(({ input }) =>
      client.call(routes.checkoutStatusEndpoint, { query: { checkoutId: input.checkoutId } }),
    ),
    fetchPlaylist: fromPromise<{ canModify: boolean }, { playlistUuid: string }>(({ input }) =>
      client.call(routes.playlistInfoEndpoint, { params: { uuid: input.playlistUuid }, query: {} }),
    ),
    dropPlaylistItems: fromPromise<unknown, { playlistUuid: string }>(async ({ input }) =>
      setCart(await client.call(routes.removeCartPlaylistEndpoint, { params: { uuid: input.playlistUuid } })),
    ),
    createCart: fromPromise<StorefrontCheckout, { items: CheckoutCartItem[]; playlistUuid: string | null }>(
      ({ input }) => client.call(routes.checkoutEndpoint, { body: { playlistUuid: input.playlistUuid } }),
    ),
    redirect: fromPromise<unknown, { url: string }>(async ({ input }) => setSentTo(input.url)),
    navigate: fromPromise<unknown, { route: CheckoutRoute }>(async ({ input }) => setRoute(input.route)),
    refreshCart: fromPromise<unknown>(() => load()),
  };
  const checkout = useCheckout({
    actors,
    returning,
    onNotice: ({ message, severity }) => snackbar.enqueue({ message, severity }),
  });
  const lines = (cart?.lines ?? []).filter((line) => !playlistUuid || line.playlistUUID === playlistUuid);
  const checkoutStatus = cartCheckoutStatus(checkout.status, checkout.unpaid);
  const confirmation =
    checkout.status === 'completed'
      ? 'completed'
      : checkout.status === 'notConfirmed'
        ? 'notConfirmed'
        : checkout.awaiting && (checkout.status === 'confirming' || checkout.status === 'forgetting')
          ? 'confirming'
          : null;

  const checkOut = () =>
    checkout.start(lines, playlistUuid, playlistUuid ? undefined : cart?.readyForOnlineShop);
  /** The confirmation and the cart, as the cart page shows them. */
  const screen = (
    <>
      {confirmation ? (
        <CheckoutConfirmation
          status={confirmation}
          licences={checkout.licences}
          orderReference={checkout.orderReference}
          termsHref={checkout.termsUrl}
          onCheckAgain={checkout.verify}
        />
      ) : null}
      {confirmation === 'confirming' ? null : (
        <CartSummary
          lines={lines}
          totals={playlistUuid ? undefined : (cart ?? undefined)}
          credits={cart?.credits}
          status={cart ? 'ready' : 'loading'}
          checkoutStatus={checkoutStatus}
          checkoutError={checkout.error}
          onCheckout={checkOut}
          inquiryHref={PAGES.inquiry.href({ clips: lines.map((line) => line.id) })}
        />
      )}
    </>
  );
  if (withPanel) {
    return (
      <FlowLayout
        panel={
          <FlowPanel
            machine={checkoutMachine}
            title="Checkout machine"
            lines={[
              {
                value: checkout.status,
                events: [
                  { type: 'checkout.start', label: "the cart's lines", send: checkOut },
                  { type: 'checkout.verify', label: 'look again', send: checkout.verify },
                ],
                details: [
                  ...(sentTo ? [`Browser sent to: ${sentTo}`] : []),
                  ...(route ? [`Now on: ${ROUTE_NAMES[route]}`] : []),
                ],
              },
            ]}
            onRestart={onRestart}
          />
        }
      >
        {screen}
      </FlowLayout>
    );
  }
  return (
    <div style={{ display: 'grid', gap: '1rem' }} data-state={checkout.status}>
      <p>
        Checkout: <strong>{checkout.status}</strong>
        {sentTo ? ` · Browser sent to: ${sentTo}` : null}
        {route ? ` · Now on: ${ROUTE_NAMES[route]}` : null}
      </p>
      {screen}
    </div>
  );
}

function CheckoutDemo(props: CheckoutDemoProps) {
  const [key, restart] = useRestart();
  return (
    <SnackbarProvider>
      <CheckoutPanel key={key} {...props} onRestart={restart} />
    </SnackbarProvider>
  );
}

interface Script {
  commerce: HttpHandler[];
  /** Handlers answering before the playlist handlers (a read-only playlist). */
  playlists?: HttpHandler[];
  /** The checkout id kept from an earlier visit. */
  keptCheckoutId?: string | null;
}

/** The story's server; the loader restores the kept checkout id and the playlist state. */
function server({ commerce, playlists = [], keptCheckoutId = null }: Script) {
  const state = defaultPlaylistState();
  return {
    parameters: {
      msw: { handlers: { commerce, playlists: [...playlists, ...playlistRoutes(state)] } },
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
  title: 'Flows/Checkout',
  // No visual references yet: these stories print the machine's state above the cart, for their tests.
  tags: ['!visual'],
  component: CheckoutDemo,
  args: { playlistUuid: null, returning: false },
} satisfies Meta<typeof CheckoutDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Check out button, once the kept checkout was looked for and the cart has arrived. */
const checkOut = async (canvas: Parameters<NonNullable<Story['play']>>[0]['canvas']) => {
  await expect(await canvas.findByText('idle')).toBeVisible();
  return canvas.findByRole('button', { name: CART_TEXT.checkout });
};

/**
 * The flow to click through: check out the cart from its own button or the panel; the storefront's checkout page
 * is never opened (the panel says where the browser would go), and "look again" verifies the kept checkout.
 */
const interactiveServer = server({ commerce: commerceHandlers.withLines() });
export const Interactive: Story = {
  ...interactiveServer,
  args: { withPanel: true },
  parameters: {
    ...interactiveServer.parameters,
    docs: INTERACTIVE_DOCS,
  },
  play: async ({ canvas }) => {
    const panel = await canvas.findByRole('region', { name: 'Checkout machine' });
    await expect(await within(panel).findByText('idle')).toBeVisible();
    await expect(
      within(panel).getByRole('button', { name: "checkout.start the cart's lines" }),
    ).toBeVisible();
  },
};

/** The happy path: the server builds the storefront cart, the id is kept, and the browser is sent to pay. */
export const RedirectsToTheCheckout: Story = {
  ...server({ commerce: commerceHandlers.withLines() }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await checkOut(canvas));
    await expect(await canvas.findByText(/Browser sent to: \/sandbox-storefront\/checkout\//)).toBeVisible();
    await expect(canvas.getByText('redirected')).toBeVisible();
    await expect(window.localStorage.getItem(CHECKOUT_ID_KEY)).toMatch(/^gid:\/\/shopify\/Cart\/mock-/);
  },
};

/** Back from paying, the order arrives after two looks: "Confirming your payment…", then the licences. */
export const ConfirmingThenCompleted: Story = {
  ...server({ commerce: commerceHandlers.paid(2), keptCheckoutId: CHECKOUT_IDS.paid }),
  args: { returning: true },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: CHECKOUT_CONFIRMATION_TEXT.confirmingHeading }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole(
        'heading',
        { name: CHECKOUT_CONFIRMATION_TEXT.completedHeading },
        { timeout: 6_000 },
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('list', { name: CHECKOUT_CONFIRMATION_TEXT.licencesLabel })).toBeVisible();
    await expect(window.localStorage.getItem(CHECKOUT_ID_KEY)).toBeNull();
  },
};

/** Back from paying, the order is there: completed at once with the new licences, the cart emptied. */
export const CompletesWhenPaid: Story = {
  ...server({ commerce: commerceHandlers.paid(), keptCheckoutId: CHECKOUT_IDS.paid }),
  args: { returning: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('completed')).toBeVisible();
    await expect(canvas.getByText(CART_TEXT.empty)).toBeVisible();
    await expect(window.localStorage.getItem(CHECKOUT_ID_KEY)).toBeNull();
  },
};

/** A declined card or an abandoned checkout: back on the cart, unchanged, and Check out again. */
export const DeclinedOrAbandoned: Story = {
  ...server({ commerce: commerceHandlers.notPaid(), keptCheckoutId: CHECKOUT_IDS.notPaid }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(CART_TEXT.notCompleted)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Your cart (3 items)' })).toBeVisible();
    await expect(window.localStorage.getItem(CHECKOUT_ID_KEY)).toBe(CHECKOUT_IDS.notPaid);
  },
};

/** Discount Pack credits pay every line: completed at once, nothing to pay, nobody sent away. */
export const PaidWithCredits: Story = {
  ...server({ commerce: commerceRoutes(commerceState([cartLineFixtures.credited])) }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await checkOut(canvas));
    await expect(
      await canvas.findByRole('heading', { name: CHECKOUT_CONFIRMATION_TEXT.completedByCreditHeading }),
    ).toBeVisible();
    await expect(canvas.queryByText(/Browser sent to/)).toBeNull();
  },
};

/** A Custom line first: not ready for the online shop; the cart goes to an inquiry. */
export const NotReadyForTheOnlineShop: Story = {
  ...server({ commerce: commerceHandlers.notReady() }),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: /^Your cart \(/ })).toBeVisible();
    await userEvent.click(await checkOut(canvas));
    await expect(await canvas.findByRole('link', { name: CART_TEXT.inquire })).toHaveAttribute(
      'href',
      PAGES.inquiry.href({ clips: ['1198734', '1254381'] }),
    );
    await expect(canvas.queryByText(/Browser sent to/)).toBeNull();
  },
};

/** A playlist's lines: the checkout is kept on the playlist too (PATCH cartUrl and checkoutId). */
export const PlaylistCheckout: Story = {
  ...server({ commerce: commerceHandlers.withLines() }),
  args: { playlistUuid: PLAYLIST_UUIDS.pets },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { name: 'Your cart (2 items)' })).toBeVisible();
    await userEvent.click(await checkOut(canvas));
    await expect(await canvas.findByText(/Browser sent to/)).toBeVisible();
    const playlist = await client.call(routes.playlistInfoEndpoint, {
      params: { uuid: PLAYLIST_UUIDS.pets },
      query: {},
    });
    await expect(playlist.checkoutId).toBe(window.localStorage.getItem(CHECKOUT_ID_KEY));
    await expect(playlist.cartUrl).toMatch(/^\/sandbox-storefront\/checkout\//);
  },
};

/** A playlist the user cannot modify: its lines leave the cart and the user goes to the lists page. */
export const PlaylistCannotBeModified: Story = {
  ...server({
    commerce: commerceHandlers.withLines(),
    playlists: [
      http.get(toFastifyPath(playlistInfoEndpoint.path), () =>
        HttpResponse.json({ ...readOnlyPlaylistInfoFixture, uuid: PLAYLIST_UUIDS.pets }),
      ),
    ],
  }),
  args: { playlistUuid: PLAYLIST_UUIDS.pets },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await checkOut(canvas));
    await expect(await canvas.findByText(/Now on: the lists page/)).toBeVisible();
    await expect(canvas.getByText('left')).toBeVisible();
    await expect(canvas.getByText(CART_TEXT.empty)).toBeVisible();
  },
};

/** The cart's playlist no longer exists: the message, then the lists page 1.5 s later. */
export const PlaylistNoLongerExists: Story = {
  ...server({
    commerce: commerceRoutes(
      commerceState([{ ...cartLineFixtures.basicPro, playlistUUID: UNKNOWN_PLAYLIST }]),
    ),
  }),
  args: { playlistUuid: UNKNOWN_PLAYLIST },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await checkOut(canvas));
    await expect(await canvas.findByText(MESSAGES.cartPlaylistGone)).toBeVisible();
    await expect(canvas.getByText('playlistMissing')).toBeVisible();
    await expect(canvas.queryByText(/Now on: the lists page/)).toBeNull();
    await waitFor(() => expect(canvas.getByText(/Now on: the lists page/)).toBeVisible(), { timeout: 4_000 });
  },
};

/** The storefront cannot be reached: failed with the server's words, the lines kept, nothing kept. */
export const StorefrontDown: Story = {
  ...server({ commerce: commerceHandlers.storefrontDown() }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await checkOut(canvas));
    await expect(await canvas.findByText(/The shop cannot be reached/)).toBeVisible();
    await expect(canvas.getByText('failed')).toBeVisible();
    await expect(window.localStorage.getItem(CHECKOUT_ID_KEY)).toBeNull();
  },
};
