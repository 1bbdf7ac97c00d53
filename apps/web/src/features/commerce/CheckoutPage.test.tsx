import {
  MESSAGES,
  PAGES,
  TAX_NOTES,
  cartEndpoint,
  checkoutEndpoint,
  checkoutStatusEndpoint,
  licenceTierUse,
  LICENCE_TIER_LABELS,
  LICENCE_TIERS,
  updateCartDetailsEndpoint,
  playlistInfoEndpoint,
  toFastifyPath,
  updatePlaylistEndpoint,
} from '@clipmarket/core';
import {
  CHECKOUT_IDS,
  PLAYLIST_UUIDS,
  authHandlers,
  billingDetailsFixture,
  cartFixtures,
  cartLineFixtures,
  commerceHandlers,
  commerceRoutes,
  commerceState,
  licenceSummaryFixtures,
  readOnlyPlaylistInfoFixture,
  playlistHandlers,
} from '@clipmarket/mocks';
import {
  BILLING_DETAILS_FORM_TEXT,
  CART_OFFERS_TEXT,
  CART_TEXT,
  CHECKOUT_CONFIRMATION_TEXT,
} from '@clipmarket/ui';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../App';
import { browser } from './browser';
import { CHECKOUT_ID_KEY } from './checkoutStorage';
import { BILLING_COPY } from './billingCopy';
import { CART_EDITS_COPY } from './cartEdits';
import { CHECKOUT_COPY } from './CheckoutPage';
import { COMMERCE_COPY } from './copy';
import { renderApp, signedInBefore } from '../../test/renderApp';

const FIRST_PAINT = { timeout: 5_000 };
const main = () => screen.getByRole('main');
/** The cart, once the session is known and its lines have arrived. */
const cartRegion = () =>
  waitFor(() => {
    const region = screen.getByRole('region', { name: /^Your cart|This playlist in your cart/ });
    expect(region).toHaveAttribute('data-state', 'ready');
    return region;
  }, FIRST_PAINT);
const amount = (name: string) => document.querySelector(`[data-amount="${name}"]`);
/** The header's cart link (the only link whose name starts with 'Cart'). */
const cartLink = () => screen.getByRole('link', { name: /^Cart/ });

function signedInWith(commerce: HttpHandler[], extra: Record<string, HttpHandler[]> = {}) {
  return { handlers: { auth: authHandlers.signedIn(), commerce, ...extra }, persisted: signedInBefore };
}

/** The buyer comes back to the app at `path` in a new page load: the kept checkout id is still there. */
function revisit(path: string) {
  cleanup();
  window.history.replaceState(null, '', `/licensing${path}`);
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <App />
    </SWRConfig>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the cart page', () => {
  it('shows the lines with their storefront prices, the fee of a clip already used, and the totals', async () => {
    await renderApp('/checkout', signedInWith(commerceHandlers.withLines()));

    const cart = await cartRegion();
    expect(
      await within(cart).findByRole('heading', { name: 'Your cart (3 items)' }, FIRST_PAINT),
    ).toBeVisible();
    expect(within(cart).getAllByRole('article')).toHaveLength(3);
    const used = within(cart).getByRole('article', { name: cartLineFixtures.alreadyUsed.title! });
    expect(within(used).getByText(CART_TEXT.rightsManagementFee)).toBeVisible();
    // The licences, then the fees at the same level, add up to the total.
    expect(amount('licences')).toHaveTextContent('$497');
    expect(amount('fees')).toHaveTextContent('$75');
    expect(amount('total')).toHaveTextContent('$572');
    expect(within(cart).getByText(cartLineFixtures.basicPro.poNumber!)).toBeVisible();
    await waitFor(() => expect(cartLink()).toHaveAccessibleName(COMMERCE_COPY.cartLinkName(3)));
  });

  it('says whether the prices include tax as the server says it: added at checkout, or included', async () => {
    await renderApp('/checkout', signedInWith(commerceHandlers.withLines()));
    expect(within(await cartRegion()).getByText(TAX_NOTES.excluded)).toBeVisible();
    expect(screen.queryByText(TAX_NOTES.included)).toBeNull();

    cleanup();
    const included = http.get(toFastifyPath(cartEndpoint.path), () =>
      HttpResponse.json({ ...cartFixtures.withLines, taxesIncluded: true }),
    );
    await renderApp('/checkout', signedInWith([included, ...commerceHandlers.withLines()]));
    expect(within(await cartRegion()).getByText(TAX_NOTES.included)).toBeVisible();
    expect(screen.queryByText(TAX_NOTES.excluded)).toBeNull();
  });

  it('saves a line’s project name and PO number', async () => {
    const state = commerceState(cartFixtures.withLines.lines);
    await renderApp('/checkout', signedInWith(commerceRoutes(state)));
    const cart = await cartRegion();
    const title = cartLineFixtures.personal.title!;

    await userEvent.click(
      await within(cart).findByRole('button', { name: CART_TEXT.editDetailsName(title) }),
    );
    await userEvent.type(
      within(cart).getByRole('textbox', { name: CART_TEXT.projectNameLabel }),
      'Launch film',
    );
    await userEvent.type(
      within(cart).getByRole('textbox', { name: CART_TEXT.poNumberLabel }),
      'PO-42{Enter}',
    );

    const row = within(cart).getByRole('article', { name: title });
    expect(await within(row).findByText('PO-42')).toBeVisible();
    expect(within(row).getByText('Launch film')).toBeVisible();
    expect(state.lines[1]).toMatchObject({ projectName: 'Launch film', poNumber: 'PO-42' });
  });

  it('names one project and PO for every licence of the cart at once, and says so', async () => {
    const state = commerceState(cartFixtures.withLines.lines);
    await renderApp('/checkout', signedInWith(commerceRoutes(state)));
    const cart = await cartRegion();

    await userEvent.click(await within(cart).findByRole('button', { name: CART_TEXT.editCartDetails }));
    await userEvent.type(
      within(cart).getByRole('textbox', { name: CART_TEXT.projectNameLabel }),
      'Autumn reel',
    );
    await userEvent.type(within(cart).getByRole('textbox', { name: CART_TEXT.poNumberLabel }), 'PO-7{Enter}');

    expect(await screen.findByText(CART_EDITS_COPY.cartDetailsSaved)).toBeVisible();
    for (const line of state.lines.filter((l) => l.kind === 'licence'))
      expect(line).toMatchObject({ projectName: 'Autumn reel', poNumber: 'PO-7' });
    expect(within(cart).getAllByText('PO-7')).toHaveLength(3);
  });

  it('moves a line to another tier from the cart, and its price and the total follow', async () => {
    const state = commerceState(cartFixtures.withLines.lines);
    await renderApp('/checkout', signedInWith(commerceRoutes(state)));
    const cart = await cartRegion();
    const title = cartLineFixtures.personal.title!;
    const row = within(cart).getByRole('article', { name: title });
    const select = await within(row).findByRole('combobox', { name: CART_TEXT.licenceLabel });
    expect(select).toHaveValue('personal');

    await userEvent.selectOptions(select, 'superPro');

    await waitFor(() => expect(amount('total')).toHaveTextContent('$822'));
    expect(within(row).getByRole('combobox', { name: CART_TEXT.licenceLabel })).toHaveValue('superPro');
    expect(within(row).getByText('$299')).toBeVisible();
    expect(state.lines[1]).toMatchObject({ tier: 'superPro', priceCents: 29_900 });
  });

  it('says under each licence what it covers and that advertising is not among it', async () => {
    await renderApp('/checkout', signedInWith(commerceHandlers.withLines()));
    const cart = await cartRegion();
    const row = await within(cart).findByRole('article', { name: cartLineFixtures.basicPro.title! });
    const basicPro = LICENCE_TIERS.find((tier) => tier.id === 'basicPro')!;

    const covers = within(row).getByText(LICENCE_TIER_LABELS.covers).nextElementSibling;
    expect(covers).toHaveTextContent(licenceTierUse(basicPro).covers);
    expect(covers?.textContent).toMatch(/up to 3 pages or channels of your own, monetized$/);
    const notCovered = within(row).getByText(LICENCE_TIER_LABELS.doesNotCover).nextElementSibling;
    expect(notCovered?.textContent).toMatch(/^Advertising \(paid media, sponsored posts, a brand’s ads\)/);
  });

  it('saves the project and PO a buyer typed for the whole cart when they press Check out, before the checkout', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const state = commerceState(cartFixtures.withLines.lines);
    // What the lines carry when the checkout is built (the server snapshots them then).
    let atCheckout: (string | null)[] = [];
    const watch = http.post(toFastifyPath(checkoutEndpoint.path), () => {
      atCheckout = state.lines.filter((line) => line.kind === 'licence').map((line) => line.poNumber);
    });
    await renderApp('/checkout', signedInWith([watch, ...commerceRoutes(state)]));
    const cart = await cartRegion();

    await userEvent.click(await within(cart).findByRole('button', { name: CART_TEXT.editCartDetails }));
    await userEvent.type(within(cart).getByRole('textbox', { name: CART_TEXT.projectNameLabel }), 'Spring');
    await userEvent.type(within(cart).getByRole('textbox', { name: CART_TEXT.poNumberLabel }), 'PO-9');
    // Not the form's Save: straight to Check out, as a newcomer does.
    await userEvent.click(within(cart).getByRole('button', { name: CART_TEXT.checkout }));

    await waitFor(() => expect(assign).toHaveBeenCalledOnce());
    expect(atCheckout).toEqual(['PO-9', 'PO-9', 'PO-9']);
    for (const line of state.lines.filter((l) => l.kind === 'licence'))
      expect(line).toMatchObject({ projectName: 'Spring', poNumber: 'PO-9' });
  });

  it('saves a line’s typed project and PO on Check out too, on that line only', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const state = commerceState(cartFixtures.withLines.lines);
    await renderApp('/checkout', signedInWith(commerceRoutes(state)));
    const cart = await cartRegion();
    const title = cartLineFixtures.personal.title!;

    await userEvent.click(
      await within(cart).findByRole('button', { name: CART_TEXT.editDetailsName(title) }),
    );
    await userEvent.type(within(cart).getByRole('textbox', { name: CART_TEXT.poNumberLabel }), 'PO-11');
    await userEvent.click(within(cart).getByRole('button', { name: CART_TEXT.checkout }));

    await waitFor(() => expect(assign).toHaveBeenCalledOnce());
    expect(state.lines.find((line) => line.title === title)).toMatchObject({ poNumber: 'PO-11' });
    expect(state.lines.filter((line) => line.poNumber === 'PO-11')).toHaveLength(1);
  });

  it('does not check out when the typed project and PO could not be saved, and says why', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const state = commerceState(cartFixtures.withLines.lines);
    const refuse = http.patch(toFastifyPath(updateCartDetailsEndpoint.path), () =>
      HttpResponse.json(
        { statusCode: 400, error: 'Bad Request', message: 'The PO number is too long.' },
        { status: 400 },
      ),
    );
    await renderApp('/checkout', signedInWith([refuse, ...commerceRoutes(state)]));
    const cart = await cartRegion();

    await userEvent.click(await within(cart).findByRole('button', { name: CART_TEXT.editCartDetails }));
    await userEvent.type(within(cart).getByRole('textbox', { name: CART_TEXT.poNumberLabel }), 'PO-1');
    await userEvent.click(within(cart).getByRole('button', { name: CART_TEXT.checkout }));

    expect(await screen.findByText('The PO number is too long.')).toBeVisible();
    expect(within(cart).getByRole('button', { name: CART_TEXT.checkout })).not.toHaveAttribute(
      'aria-disabled',
    );
    expect(assign).not.toHaveBeenCalled();
    expect(Object.keys(state.checkouts)).toEqual([]);
  });

  it('removes a line with its fee, says so, and the header count follows', async () => {
    await renderApp('/checkout', signedInWith(commerceHandlers.withLines()));
    const cart = await cartRegion();

    await userEvent.click(
      await within(cart).findByRole('button', {
        name: CART_TEXT.removeName(cartLineFixtures.alreadyUsed.title!),
      }),
    );

    expect(await screen.findByText(COMMERCE_COPY.removedFromCart, {}, FIRST_PAINT)).toBeVisible();
    expect(await within(cart).findByRole('heading', { name: 'Your cart (2 items)' })).toBeVisible();
    expect(amount('total')).toHaveTextContent('$198');
    await waitFor(() => expect(cartLink()).toHaveAccessibleName(COMMERCE_COPY.cartLinkName(2)));
  });

  it('says an empty cart is empty and adds a Discount Pack from the offers, with a View action', async () => {
    await renderApp('/checkout', signedInWith(commerceHandlers.empty()));
    const cart = await cartRegion();
    expect(await within(cart).findByText(CART_TEXT.empty)).toBeVisible();

    await userEvent.click(
      await within(cart).findByRole('button', {
        name: CART_OFFERS_TEXT.addName('Discount Pack: 10 × Basic Pro'),
      }),
    );

    expect(await screen.findByText(MESSAGES.discountPackAddedToCart, {}, FIRST_PAINT)).toBeVisible();
    expect(screen.getByRole('link', { name: 'View' })).toHaveAttribute('href', '/licensing/checkout');
    expect(await within(cart).findByText(CART_TEXT.kind.discountPack)).toBeVisible();
    expect(amount('total')).toHaveTextContent('$1,190');
  });

  it('takes a Discount Pack credit off the total', async () => {
    await renderApp('/checkout', signedInWith(commerceHandlers.withCredit()));
    const cart = await cartRegion();

    expect(await within(cart).findByText(CART_TEXT.creditsApplied)).toBeVisible();
    expect(amount('total')).toHaveTextContent('$49');
    expect(within(cart).getByText(CART_TEXT.creditsLeft(['2 × Basic Pro']))).toBeVisible();
  });

  it('offers, above the pay button, to add billing details for the receipt, never requiring them', async () => {
    const user = userEvent.setup();
    const state = commerceState(cartFixtures.withLines.lines);
    await renderApp('/checkout', signedInWith(commerceRoutes(state)));
    const cart = await cartRegion();
    const add = await within(cart).findByRole('button', { name: BILLING_COPY.add }, FIRST_PAINT);
    const pay = within(cart).getByRole('button', { name: CART_TEXT.checkout });
    expect(add.compareDocumentPosition(pay) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(add).toHaveAttribute('aria-expanded', 'false');
    expect(within(cart).queryByRole('form', { name: BILLING_DETAILS_FORM_TEXT.title })).toBeNull();
    // Paying does not wait for them.
    expect(pay).not.toHaveAttribute('aria-disabled');

    await user.click(add);
    expect(add).toHaveAttribute('aria-expanded', 'true');
    const form = within(cart).getByRole('form', { name: BILLING_DETAILS_FORM_TEXT.title });
    await user.type(
      within(form).getByRole('textbox', { name: BILLING_DETAILS_FORM_TEXT.labels.name }),
      'Ada Okafor',
    );
    await user.click(within(form).getByRole('button', { name: BILLING_DETAILS_FORM_TEXT.save }));

    // Saved: the line takes the form's place, and focus, so it is read.
    const line = await within(cart).findByText(BILLING_COPY.madeOutTo('Ada Okafor', null));
    await waitFor(() => expect(line.closest('p')).toHaveFocus());
    expect(within(cart).queryByRole('form', { name: BILLING_DETAILS_FORM_TEXT.title })).toBeNull();
    expect(state.billing).toMatchObject({ name: 'Ada Okafor', company: null });
  });

  it('closes the billing details form on Cancel, back to its button', async () => {
    const user = userEvent.setup();
    await renderApp('/checkout', signedInWith(commerceHandlers.withLines()));
    const cart = await cartRegion();
    const add = await within(cart).findByRole('button', { name: BILLING_COPY.add }, FIRST_PAINT);
    await user.click(add);
    await user.click(within(cart).getByRole('button', { name: BILLING_DETAILS_FORM_TEXT.cancel }));
    expect(within(cart).queryByRole('form', { name: BILLING_DETAILS_FORM_TEXT.title })).toBeNull();
    await waitFor(() => expect(add).toHaveFocus());
  });

  it('says above the pay button who the receipt is made out to, with a way to change it', async () => {
    const user = userEvent.setup();
    const state = commerceState(cartFixtures.withLines.lines, { billing: billingDetailsFixture });
    await renderApp('/checkout', signedInWith(commerceRoutes(state)));
    const cart = await cartRegion();
    const { name, company } = billingDetailsFixture;
    const line = await within(cart).findByText(BILLING_COPY.madeOutTo(name, company), {}, FIRST_PAINT);
    const pay = within(cart).getByRole('button', { name: CART_TEXT.checkout });
    expect(line.compareDocumentPosition(pay) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(cart).queryByRole('button', { name: BILLING_COPY.add })).toBeNull();
    const change = within(cart).getByRole('link', { name: BILLING_COPY.changeLabel });
    expect(change).toHaveAttribute('href', `${PAGES.accountProfile.href()}#billing-details`);

    // The same details, in the profile's form.
    await user.click(change);
    const form = await screen.findByRole('form', { name: BILLING_DETAILS_FORM_TEXT.title }, FIRST_PAINT);
    expect(within(form).getByRole('textbox', { name: BILLING_DETAILS_FORM_TEXT.labels.name })).toHaveValue(
      name,
    );
  });

  it('sends a cart that is not ready for the online shop to an inquiry with its clips', async () => {
    await renderApp('/checkout', signedInWith(commerceHandlers.notReady()));
    const cart = await cartRegion();

    await userEvent.click(await within(cart).findByRole('button', { name: CART_TEXT.checkout }));

    const inquiry = await within(cart).findByRole('link', { name: CART_TEXT.inquire });
    expect(inquiry).toHaveAttribute('href', '/licensing/inquiry?clips=1198734,1254381');
    expect(screen.getByText(CART_TEXT.notReady)).toBeVisible();
  });

  it('checks out: the storefront cart is built on the server, its id kept, the browser sent to pay', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const state = commerceState(cartFixtures.withLines.lines);
    await renderApp('/checkout', signedInWith(commerceRoutes(state)));
    const cart = await cartRegion();

    await userEvent.click(await within(cart).findByRole('button', { name: CART_TEXT.checkout }));

    await waitFor(() => expect(assign).toHaveBeenCalledOnce());
    const [checkoutId] = Object.keys(state.checkouts);
    expect(assign).toHaveBeenCalledWith(`/sandbox-storefront/checkout/${encodeURIComponent(checkoutId!)}`);
    expect(localStorage.getItem(CHECKOUT_ID_KEY)).toBe(checkoutId);
    expect(within(cart).getByText(CART_TEXT.inProgress)).toBeVisible();
  });

  it('back from paying, confirms the payment, then shows the new licences with the cart emptied', async () => {
    vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const state = commerceState(cartFixtures.withLines.lines);
    await renderApp('/checkout', signedInWith(commerceRoutes(state, { readsBeforePaid: 1 })));
    await userEvent.click(
      await within(await cartRegion()).findByRole('button', { name: CART_TEXT.checkout }),
    );
    await waitFor(() => expect(localStorage.getItem(CHECKOUT_ID_KEY)).not.toBeNull());

    revisit('/checkout?checkout=complete');

    expect(
      await screen.findByRole('heading', { name: CHECKOUT_CONFIRMATION_TEXT.confirmingHeading }, FIRST_PAINT),
    ).toBeVisible();
    const done = await screen.findByRole(
      'heading',
      { name: CHECKOUT_CONFIRMATION_TEXT.completedHeading },
      FIRST_PAINT,
    );
    expect(done).toHaveFocus();
    const licences = screen.getByRole('list', { name: CHECKOUT_CONFIRMATION_TEXT.licencesLabel });
    expect(within(licences).getAllByRole('listitem')).toHaveLength(3);
    const [first] = state.checkouts[Object.keys(state.checkouts)[0]!]!.status.licences;
    expect(
      within(licences).getByRole('link', { name: CHECKOUT_CONFIRMATION_TEXT.viewInHistory(first!.number) }),
    ).toHaveAttribute('href', `/licensing/account/history?q=${first!.number}`);
    expect(await within(main()).findByText(CART_TEXT.empty)).toBeVisible();
    expect(localStorage.getItem(CHECKOUT_ID_KEY)).toBeNull();
    await waitFor(() => expect(window.location.search).toBe(''));
    await waitFor(() => expect(cartLink()).toHaveAccessibleName(COMMERCE_COPY.cartLinkName(0)));
  });

  it('back from the storefront with a paid checkout kept, completes it with its licences', async () => {
    await renderApp('/checkout?checkout=complete', signedInWith(commerceHandlers.paid()));
    // renderApp starts from an empty storage: keep the checkout as the storefront's return would find it.
    localStorage.setItem(CHECKOUT_ID_KEY, CHECKOUT_IDS.paid);
    revisit('/checkout?checkout=complete');

    const licences = await screen.findByRole(
      'list',
      { name: CHECKOUT_CONFIRMATION_TEXT.licencesLabel },
      FIRST_PAINT,
    );
    for (const licence of licenceSummaryFixtures)
      expect(within(licences).getByText(licence.number)).toBeVisible();
    expect(screen.getByRole('link', { name: CHECKOUT_CONFIRMATION_TEXT.history })).toHaveAttribute(
      'href',
      '/licensing/account/history',
    );
  });

  it('back from paying an order held for review, says the payment was received and nothing is licensed', async () => {
    const held = http.get(toFastifyPath(checkoutStatusEndpoint.path), () =>
      HttpResponse.json({
        checkoutId: CHECKOUT_IDS.paid,
        orderReference: 'CMO-0000HELD',
        cartGone: true,
        purchased: true,
        held: true,
        licences: [],
        termsUrl: null,
      }),
    );
    await renderApp('/checkout?checkout=complete', signedInWith([held, ...commerceHandlers.paid()]));
    localStorage.setItem(CHECKOUT_ID_KEY, CHECKOUT_IDS.paid);
    revisit('/checkout?checkout=complete');

    const heading = await screen.findByRole(
      'heading',
      { name: CHECKOUT_CONFIRMATION_TEXT.heldHeading },
      FIRST_PAINT,
    );
    expect(heading).toHaveFocus();
    expect(screen.getByText(CHECKOUT_CONFIRMATION_TEXT.heldHint)).toBeVisible();
    expect(screen.getByText(CHECKOUT_CONFIRMATION_TEXT.orderReference('CMO-0000HELD'))).toBeVisible();
    expect(screen.getByRole('link', { name: CHECKOUT_CONFIRMATION_TEXT.contact })).toBeVisible();
    expect(screen.queryByText(CHECKOUT_CONFIRMATION_TEXT.completedHeading)).toBeNull();
    expect(screen.queryByRole('list', { name: CHECKOUT_CONFIRMATION_TEXT.licencesLabel })).toBeNull();
  });

  it('after a declined card or an abandoned checkout, shows the cart as it was', async () => {
    await renderApp('/checkout', signedInWith(commerceHandlers.notPaid()));
    localStorage.setItem(CHECKOUT_ID_KEY, CHECKOUT_IDS.notPaid);
    revisit('/checkout');

    expect(await screen.findByText(CART_TEXT.notCompleted, {}, FIRST_PAINT)).toBeVisible();
    const cart = await cartRegion();
    expect(within(cart).getByRole('heading', { name: 'Your cart (3 items)' })).toBeVisible();
    expect(within(cart).getByRole('button', { name: CART_TEXT.checkout })).not.toHaveAttribute(
      'aria-disabled',
    );
    expect(localStorage.getItem(CHECKOUT_ID_KEY)).toBe(CHECKOUT_IDS.notPaid);
  });

  it('holds Check out back while it looks at whether the last checkout was paid, then checks out', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    // The status call answers once let go (the notPaid handlers then answer it).
    const slowStatus = http.get(toFastifyPath(checkoutStatusEndpoint.path), async () => {
      await answered;
    });
    await renderApp('/checkout', signedInWith([slowStatus, ...commerceHandlers.notPaid()]));
    localStorage.setItem(CHECKOUT_ID_KEY, CHECKOUT_IDS.notPaid);
    revisit('/checkout');

    const cart = await cartRegion();
    expect(await within(cart).findByText(CART_TEXT.checking)).toBeVisible();
    const checkout = within(cart).getByRole('button', { name: CART_TEXT.checkout });
    checkout.focus();
    await userEvent.keyboard('{Enter}');
    expect(checkout).toHaveAttribute('aria-busy', 'true');

    answer();
    expect(await within(cart).findByText(CART_TEXT.notCompleted)).toBeVisible();
    expect(assign).not.toHaveBeenCalled();
    await userEvent.click(checkout);
    await waitFor(() => expect(assign).toHaveBeenCalledOnce());
  });

  it('says why the checkout could not start when the shop is down, keeping the cart', async () => {
    await renderApp('/checkout', signedInWith(commerceHandlers.storefrontDown()));
    const cart = await cartRegion();

    await userEvent.click(await within(cart).findByRole('button', { name: CART_TEXT.checkout }));

    expect(await within(cart).findByText(/^The shop cannot be reached/)).toBeVisible();
    expect(within(cart).getByRole('alert')).toBeVisible();
    expect(within(cart).getAllByText(CART_TEXT.priceUnavailable)).toHaveLength(2);
    expect(localStorage.getItem(CHECKOUT_ID_KEY)).toBeNull();
  });

  it('sends a visitor to log in first', async () => {
    await renderApp('/checkout');

    await waitFor(() => expect(window.location.pathname).toBe('/licensing/login'), FIRST_PAINT);
    expect(new URLSearchParams(window.location.search).get('next')).toBe('/licensing/checkout');
  });
});

describe('the checkout of a playlist', () => {
  const PETS = `/checkout/${PLAYLIST_UUIDS.pets}`;

  it('shows only the lines added from the playlist and keeps its checkout on the playlist', async () => {
    vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const patched: unknown[] = [];
    const playlists = playlistHandlers.list();
    await renderApp(
      PETS,
      signedInWith(commerceHandlers.withLines(), {
        playlists: [
          http.patch(toFastifyPath(updatePlaylistEndpoint.path), async ({ request }) => {
            patched.push(await request.clone().json());
          }),
          ...playlists,
        ],
      }),
    );
    const cart = await cartRegion();
    expect(
      await within(cart).findByRole('heading', { name: CHECKOUT_COPY.playlistCartHeading }),
    ).toBeVisible();
    expect(within(cart).getAllByRole('article')).toHaveLength(2);
    expect(amount('total')).toHaveTextContent('$198');

    await userEvent.click(within(cart).getByRole('button', { name: CART_TEXT.checkout }));

    await waitFor(() => expect(patched).toHaveLength(1));
    expect(patched[0]).toEqual({
      cartUrl: expect.stringMatching(/^\/sandbox-storefront\/checkout\//),
      checkoutId: localStorage.getItem(CHECKOUT_ID_KEY),
    });
  });

  it('drops the lines of a playlist the user may not change, and goes to the lists page', async () => {
    const state = commerceState(cartFixtures.withLines.lines);
    await renderApp(
      PETS,
      signedInWith(commerceRoutes(state), {
        playlists: [
          http.get(toFastifyPath(playlistInfoEndpoint.path), () =>
            HttpResponse.json({ ...readOnlyPlaylistInfoFixture, uuid: PLAYLIST_UUIDS.pets }),
          ),
          ...playlistHandlers.list(),
        ],
      }),
    );

    await userEvent.click(
      await within(await cartRegion()).findByRole('button', { name: CART_TEXT.checkout }),
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'My lists' }, FIRST_PAINT)).toBeVisible();
    expect(state.lines.map((line) => line.playlistUUID)).not.toContain(PLAYLIST_UUIDS.pets);
  });

  it('says the playlist no longer exists, then goes to the lists page after 1.5 s', async () => {
    const gone = '6f1c2a4e-8d3b-4c1a-9e2f-1a2b3c4d5eff';
    await renderApp(
      `/checkout/${gone}`,
      signedInWith(commerceRoutes(commerceState([{ ...cartLineFixtures.basicPro, playlistUUID: gone }]))),
    );

    await userEvent.click(
      await within(await cartRegion()).findByRole('button', { name: CART_TEXT.checkout }),
    );

    expect(await screen.findByText(MESSAGES.cartPlaylistGone, {}, FIRST_PAINT)).toBeVisible();
    expect(window.location.pathname).toBe(`/licensing/checkout/${gone}`);
    await waitFor(() => expect(window.location.pathname).toBe('/licensing/account/lists'), {
      timeout: 4_000,
    });
  });
});
