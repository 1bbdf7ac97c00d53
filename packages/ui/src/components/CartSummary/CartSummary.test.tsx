import { cartFixtures, cartLineFixtures, clipmarketLinksFixture, productsFixture } from '@clipmarket/mocks';
import { cleanup, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ThemeProvider } from '../../theme';
import { ClipmarketProvider } from '../ClipmarketProvider';
import { CART_TEXT, type CartItem } from '../CartItemRow';
import { CART_OFFERS_TEXT, CART_SUMMARY_TEXT, CartOffers, CartSummary, type CartSummaryProps } from '.';

const cart = cartFixtures.withLines;
const clip = (line: CartItem) => line.title!;

function renderSummary(props: Partial<CartSummaryProps> = {}) {
  return render(
    <ThemeProvider>
      <ClipmarketProvider links={clipmarketLinksFixture}>
        <CartSummary
          lines={cart.lines}
          totals={cart}
          onRemoveLine={vi.fn()}
          onCheckout={vi.fn()}
          onEmptyCart={vi.fn()}
          {...props}
        />
      </ClipmarketProvider>
    </ThemeProvider>,
  );
}

const amount = (name: string) => document.querySelector(`[data-amount="${name}"]`);

afterEach(async () => {
  cleanup();
  await page.viewport(414, 896);
});

describe('CartSummary', () => {
  it('lists every clip under a heading that counts the rows, each fee under its clip and not an item', () => {
    renderSummary();

    expect(screen.getByRole('heading', { level: 2, name: 'Your cart (3 items)' })).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    const used = screen.getByRole('article', { name: clip(cartLineFixtures.alreadyUsed) });
    expect(within(used).getByText(CART_TEXT.rightsManagementFee)).toBeVisible();
  });

  it('shows the licences, then the fees beside them, adding up to the total', () => {
    renderSummary();

    const totals = amount('total')!.closest('dl')!;
    expect([...totals.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual([
      CART_SUMMARY_TEXT.licences,
      CART_TEXT.rightsManagementFees,
      CART_TEXT.total,
    ]);
    expect(amount('licences')).toHaveTextContent('$497');
    expect(amount('fees')).toHaveTextContent('$75');
    expect(amount('total')).toHaveTextContent('$572');
    expect(amount('subtotal')).toBeNull();
    expect(amount('credit')).toBeNull();
  });

  it('counts a fee line whose clip is gone as an item of its own, as it has its own row', () => {
    renderSummary({ lines: [cartLineFixtures.basicPro, cartLineFixtures.rightsFee], totals: undefined });

    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 2, name: 'Your cart (2 items)' })).toBeVisible();
    expect(amount('licences')).toHaveTextContent('$149');
    expect(amount('fees')).toHaveTextContent('$75');
    expect(amount('total')).toHaveTextContent('$224');
  });

  it('shows Discount Packs, Gift Cards and licence upgrades as lines of their own in the sum', () => {
    renderSummary({
      lines: [...cartFixtures.withProducts.lines, cartLineFixtures.upgrade],
      totals: undefined,
    });

    expect(amount('licences')).toHaveTextContent('$149');
    expect(amount('upgrades')).toHaveTextContent('$100');
    expect(amount('discountPacks')).toHaveTextContent('$1,190');
    expect(amount('giftCards')).toHaveTextContent('$100');
    expect(amount('fees')).toBeNull();
    expect(amount('total')).toHaveTextContent('$1,539');
  });

  it('shows an em dash read as "Price unavailable" for amounts the storefront did not give, never $0', () => {
    renderSummary({ lines: cartFixtures.storefrontDown.lines, totals: cartFixtures.storefrontDown });

    for (const name of ['licences', 'total']) {
      const shown = amount(name) as HTMLElement;
      // Seen as a dash, read as its words: never $0.
      expect(shown).toHaveTextContent(`—${CART_SUMMARY_TEXT.amountUnavailable}`);
      expect(within(shown).getByText('—')).toHaveAttribute('aria-hidden', 'true');
      expect(within(shown).getByText(CART_SUMMARY_TEXT.amountUnavailable)).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { level: 2, name: 'Your cart (2 items)' })).toBeVisible();
  });

  it('shows the fees and the total as unknown when a fee has no price, the licences still summed', () => {
    renderSummary({
      lines: [cartLineFixtures.alreadyUsed, { ...cartLineFixtures.rightsFee, priceCents: null }],
      totals: undefined,
    });

    expect(amount('licences')).toHaveTextContent('$299');
    expect(amount('fees')).toHaveTextContent(`—${CART_SUMMARY_TEXT.amountUnavailable}`);
    expect(amount('total')).toHaveTextContent(`—${CART_SUMMARY_TEXT.amountUnavailable}`);
  });

  it('takes Discount Pack credits off and says how many are left', () => {
    renderSummary({
      lines: cartFixtures.withCredit.lines,
      totals: cartFixtures.withCredit,
      credits: cartFixtures.withCredit.credits,
    });

    expect(screen.getByText(CART_TEXT.creditsApplied)).toBeVisible();
    expect(within(screen.getByRole('region')).getAllByText('−$149')).toHaveLength(2);
    expect(amount('licences')).toHaveTextContent('$198');
    expect(amount('total')).toHaveTextContent('$49');
    expect(screen.getByText(CART_TEXT.creditsLeft(['2 × Basic Pro']))).toBeVisible();
  });

  it('adds up the lines it is given when no totals come with them (one playlist of the cart)', () => {
    renderSummary({ lines: [cartLineFixtures.basicPro, cartLineFixtures.personal], totals: undefined });

    expect(amount('total')).toHaveTextContent('$198');
    expect(screen.queryByText(CART_TEXT.rightsManagementFees)).not.toBeInTheDocument();
  });

  it('shows a placeholder and no checkout while the cart loads', () => {
    renderSummary({ status: 'loading', lines: [] });

    expect(screen.getByRole('status')).toHaveTextContent(CART_TEXT.loading);
    expect(screen.getByRole('region', { name: CART_TEXT.title })).toHaveAttribute('data-state', 'loading');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says the cart is empty, with no checkout and no empty-cart button, and still shows the offers', () => {
    renderSummary({
      lines: [],
      offers: <CartOffers products={productsFixture} onAddProduct={vi.fn()} />,
    });

    expect(screen.getByText(CART_TEXT.empty)).toBeVisible();
    expect(screen.getByRole('region', { name: CART_TEXT.title })).toHaveAttribute('data-empty', 'true');
    expect(screen.queryByRole('button', { name: CART_TEXT.checkout })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: CART_TEXT.emptyCart })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: CART_OFFERS_TEXT.heading })).toBeVisible();
  });

  it('checks out from idle', async () => {
    const onCheckout = vi.fn();
    renderSummary({ onCheckout });

    await userEvent.click(screen.getByRole('button', { name: CART_TEXT.checkout }));

    expect(onCheckout).toHaveBeenCalledOnce();
  });

  it.each([
    ['building', CART_TEXT.building],
    ['inProgress', CART_TEXT.inProgress],
  ] as const)('while %s, announces it and ignores Check out and Empty cart', async (checkoutStatus, text) => {
    const onCheckout = vi.fn();
    const onEmptyCart = vi.fn();
    renderSummary({ checkoutStatus, onCheckout, onEmptyCart });
    const checkout = screen.getByRole('button', { name: CART_TEXT.checkout });

    checkout.focus();
    await userEvent.keyboard('{Enter}');
    screen.getByRole('button', { name: CART_TEXT.emptyCart }).focus();
    await userEvent.keyboard('{Enter}');

    expect(onCheckout).not.toHaveBeenCalled();
    expect(onEmptyCart).not.toHaveBeenCalled();
    expect(checkout).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText(text)).toBeVisible();
    expect(screen.getByRole('region')).toHaveAttribute('data-checkout', checkoutStatus);
  });

  it('while the last checkout is looked at, holds Check out back but leaves the lines to edit', async () => {
    const onCheckout = vi.fn();
    const onRemoveLine = vi.fn();
    renderSummary({ checkoutStatus: 'checking', onCheckout, onRemoveLine });
    const checkout = screen.getByRole('button', { name: CART_TEXT.checkout });

    checkout.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(screen.getAllByRole('button', { name: /^Remove / })[0]!);

    expect(onCheckout).not.toHaveBeenCalled();
    expect(checkout).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText(CART_TEXT.checking)).toBeVisible();
    expect(onRemoveLine).toHaveBeenCalledOnce();
  });

  it.each(['building', 'inProgress'] as const)(
    'while %s, keeps every Remove inert: the storefront cart is being built from the lines',
    async (checkoutStatus) => {
      const onRemoveLine = vi.fn();
      renderSummary({ checkoutStatus, onRemoveLine });
      const removes = screen.getAllByRole('button', { name: /^Remove / });
      expect(removes).toHaveLength(3);
      for (const remove of removes) expect(remove).toHaveAttribute('aria-disabled', 'true');

      removes[0]!.focus();
      await userEvent.keyboard('{Enter}');

      expect(onRemoveLine).not.toHaveBeenCalled();
      expect(removes[0]).toHaveFocus();
    },
  );

  it('saves a project and PO typed for every licence before checking out, and waits for the save', async () => {
    const order: string[] = [];
    let finish: () => void = () => {};
    const onCartDetailsChange = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          order.push('save');
          finish = () => {
            order.push('saved');
            resolve();
          };
        }),
    );
    const onCheckout = vi.fn(() => void order.push('checkout'));
    renderSummary({ onCartDetailsChange, onCheckout, onLineDetailsChange: vi.fn() });

    await userEvent.click(screen.getByRole('button', { name: CART_TEXT.editCartDetails }));
    await userEvent.fill(screen.getByRole('textbox', { name: CART_TEXT.projectNameLabel }), 'Spring');
    await userEvent.fill(screen.getByRole('textbox', { name: CART_TEXT.poNumberLabel }), 'PO-9');
    await userEvent.click(screen.getByRole('button', { name: CART_TEXT.checkout }));

    expect(onCartDetailsChange).toHaveBeenCalledWith({ projectName: 'Spring', poNumber: 'PO-9' });
    expect(onCheckout).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: CART_TEXT.checkout })).toHaveAttribute('aria-busy', 'true');
    finish();
    await vi.waitFor(() => expect(onCheckout).toHaveBeenCalledOnce());
    expect(order).toEqual(['save', 'saved', 'checkout']);
  });

  it('does not save an open form whose fields did not change, nor check out after a save that failed', async () => {
    const onLineDetailsChange = vi.fn(() => Promise.reject(new Error('refused')));
    const onCheckout = vi.fn();
    renderSummary({ onLineDetailsChange, onCheckout });
    const line = cartLineFixtures.personal;

    await userEvent.click(screen.getByRole('button', { name: CART_TEXT.editDetailsName(clip(line)) }));
    await userEvent.click(screen.getByRole('button', { name: CART_TEXT.checkout }));
    expect(onLineDetailsChange).not.toHaveBeenCalled();
    expect(onCheckout).toHaveBeenCalledOnce();

    // The form is still open: now with a change.
    await userEvent.fill(screen.getByRole('textbox', { name: CART_TEXT.poNumberLabel }), 'PO-1');
    await userEvent.click(screen.getByRole('button', { name: CART_TEXT.checkout }));
    await vi.waitFor(() => expect(onLineDetailsChange).toHaveBeenCalledOnce());
    expect(onLineDetailsChange).toHaveBeenCalledWith(line, {
      projectName: line.projectName,
      poNumber: 'PO-1',
    });
    await vi.waitFor(() =>
      expect(screen.getByRole('button', { name: CART_TEXT.checkout })).not.toHaveAttribute('aria-busy'),
    );
    expect(onCheckout).toHaveBeenCalledOnce();
  });

  it('offers an inquiry instead of checkout when the cart is not ready for the online shop', () => {
    renderSummary({
      lines: cartFixtures.notReady.lines,
      checkoutStatus: 'notReadyForOnlineShop',
      inquiryHref: '/licensing/inquiry?clips=1198734,1254381',
    });

    expect(screen.queryByRole('button', { name: CART_TEXT.checkout })).not.toBeInTheDocument();
    expect(screen.getByText(CART_TEXT.notReady)).toBeVisible();
    expect(screen.getByRole('link', { name: CART_TEXT.inquire })).toHaveAttribute(
      'href',
      '/licensing/inquiry?clips=1198734,1254381',
    );
  });

  it('says a checkout left unpaid kept the cart, and offers Check out again', () => {
    renderSummary({ checkoutStatus: 'notCompleted' });

    expect(screen.getByText(CART_TEXT.notCompleted)).toBeVisible();
    expect(screen.getByRole('button', { name: CART_TEXT.checkout })).not.toHaveAttribute('aria-disabled');
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it("alerts why the checkout could not start, in the server's words", () => {
    renderSummary({ checkoutStatus: 'failed', checkoutError: 'The shop cannot be reached.' });

    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(CART_TEXT.failed);
    expect(alert.textContent).toContain('The shop cannot be reached.');
  });

  it('reports Remove and project changes with the line, and shows the lines whose calls run', async () => {
    const onRemoveLine = vi.fn();
    const onLineDetailsChange = vi.fn();
    renderSummary({
      onRemoveLine,
      onLineDetailsChange,
      lineStatuses: {
        [cartLineFixtures.personal.lineId]: 'removing',
        [cartLineFixtures.alreadyUsed.lineId]: 'saving',
      },
    });

    await userEvent.click(
      screen.getByRole('button', { name: CART_TEXT.removeName(clip(cartLineFixtures.basicPro)) }),
    );

    expect(onRemoveLine).toHaveBeenCalledExactlyOnceWith(cartLineFixtures.basicPro);
    expect(screen.getByRole('article', { name: clip(cartLineFixtures.personal) })).toHaveAttribute(
      'data-state',
      'removing',
    );
    expect(screen.getByRole('article', { name: clip(cartLineFixtures.alreadyUsed) })).toHaveAttribute(
      'data-state',
      'saving',
    );
    expect(screen.getByRole('article', { name: clip(cartLineFixtures.basicPro) })).toHaveAttribute(
      'data-state',
      'idle',
    );
  });

  it('moves focus to the heading when the focused line is removed, and when the cart is emptied', async () => {
    function Cart() {
      const [lines, setLines] = useState<CartItem[]>([cartLineFixtures.basicPro, cartLineFixtures.personal]);
      return (
        <CartSummary
          lines={lines}
          onRemoveLine={(line) => setLines((current) => current.filter((l) => l.lineId !== line.lineId))}
          onEmptyCart={() => setLines([])}
        />
      );
    }
    render(
      <ThemeProvider>
        <ClipmarketProvider links={clipmarketLinksFixture}>
          <Cart />
        </ClipmarketProvider>
      </ThemeProvider>,
    );

    screen.getByRole('button', { name: CART_TEXT.removeName(clip(cartLineFixtures.personal)) }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('article', { name: clip(cartLineFixtures.personal) })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your cart (1 item)' })).toHaveFocus();
    expect(amount('total')).toHaveTextContent('$149');

    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByText(CART_TEXT.empty)).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: CART_TEXT.title })).toHaveFocus();
  });

  it('puts the totals beside the lines from lg and under them on a phone', async () => {
    await page.viewport(375, 740);
    renderSummary();
    const checkout = screen.getByRole('button', { name: CART_TEXT.checkout });
    const lastRow = screen.getAllByRole('article').at(-1)!;
    expect(checkout.getBoundingClientRect().top).toBeGreaterThan(lastRow.getBoundingClientRect().bottom);

    await page.viewport(1280, 900);
    const firstRow = screen.getAllByRole('article')[0]!;
    expect(checkout.getBoundingClientRect().left).toBeGreaterThan(firstRow.getBoundingClientRect().right);
  });
});

describe('CartOffers', () => {
  it("offers the storefront's Discount Packs and Gift Cards, with their prices, and adds one", async () => {
    const onAddProduct = vi.fn();
    render(
      <ThemeProvider>
        <ClipmarketProvider links={clipmarketLinksFixture}>
          <CartOffers products={productsFixture} onAddProduct={onAddProduct} />
        </ClipmarketProvider>
      </ThemeProvider>,
    );

    expect(screen.getByText(CART_OFFERS_TEXT.packDetail('$1,190', '$119'))).toBeVisible();
    await userEvent.click(
      screen.getByRole('button', { name: CART_OFFERS_TEXT.addName('Discount Pack: 10 × Basic Pro') }),
    );
    expect(onAddProduct).toHaveBeenCalledWith(productsFixture.discountPacks[0]!.variantId);
    expect(screen.getByRole('button', { name: CART_OFFERS_TEXT.addName('Gift Card $250') })).toBeVisible();
  });

  it('waits while one is being added, keeping focus where it was', async () => {
    const onAddProduct = vi.fn();
    render(
      <ThemeProvider>
        <ClipmarketProvider links={clipmarketLinksFixture}>
          <CartOffers
            products={productsFixture}
            onAddProduct={onAddProduct}
            submittingVariantId={productsFixture.giftCards[0]!.variantId}
          />
        </ClipmarketProvider>
      </ThemeProvider>,
    );
    const card = screen.getByRole('button', { name: CART_OFFERS_TEXT.addName('Gift Card $100') });

    card.focus();
    await userEvent.keyboard('{Enter}');

    expect(onAddProduct).not.toHaveBeenCalled();
    expect(card).toHaveAttribute('aria-busy', 'true');
    expect(card).toHaveFocus();
  });

  it('shows nothing when the storefront sells neither', () => {
    const { container } = render(
      <ThemeProvider>
        <ClipmarketProvider links={clipmarketLinksFixture}>
          <CartOffers
            products={{ currency: 'USD', discountPacks: [], giftCards: [] }}
            onAddProduct={vi.fn()}
          />
        </ClipmarketProvider>
      </ThemeProvider>,
    );
    expect(container.querySelector('section')).toBeNull();
  });
});
