import { cleanup, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ThemeProvider } from '../../theme';
import { CART_ITEM_TYPES, CART_TEXT, type CartItem } from '../CartItemRow';
import { CartSummary, type CartSummaryProps } from '.';

function line(id: string, price: number, extra: Partial<CartItem> = {}): CartItem {
  return {
    id,
    variantId: `v-${id}`,
    uId: `${id}v`,
    quantity: 1,
    title: `Clip ${id}`,
    price,
    productName: 'Basic Pro',
    type: 'RM OTHER',
    ...extra,
  };
}

const items = [
  line('1', 149),
  line('2', 299, { productName: 'Super Pro', rightsManagementFee: 50 }),
  line('gc', 100, { type: CART_ITEM_TYPES.giftCard, title: 'Gift Card' }),
];

function renderSummary(props: Partial<CartSummaryProps> = {}) {
  return render(
    <ThemeProvider>
      <CartSummary
        items={items}
        onRemoveItem={vi.fn()}
        onCheckout={vi.fn()}
        onEmptyCart={vi.fn()}
        {...props}
      />
    </ThemeProvider>,
  );
}

const amount = (name: string) => document.querySelector(`[data-amount="${name}"]`);

afterEach(async () => {
  cleanup();
  await page.viewport(414, 896);
});

describe('CartSummary', () => {
  it('lists every line under a heading with the number of items', () => {
    renderSummary();

    expect(screen.getByRole('heading', { level: 2, name: 'Your cart (3 items)' })).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('heading', { level: 3, name: 'Gift Card' })).toBeVisible();
  });

  it('adds up the subtotal, the rights management fees and the total', () => {
    renderSummary();

    expect(amount('subtotal')).toHaveTextContent('$548');
    expect(amount('fees')).toHaveTextContent('$50');
    expect(amount('total')).toHaveTextContent('$598');
    expect(screen.getByText(CART_TEXT.rightsManagementFees)).toBeVisible();
  });

  it('leaves out the fees line when no clip has a fee, and counts quantities', () => {
    renderSummary({ items: [line('1', 49, { quantity: 2 })] });

    expect(screen.queryByText(CART_TEXT.rightsManagementFees)).not.toBeInTheDocument();
    expect(amount('total')).toHaveTextContent('$98');
    expect(screen.getByRole('heading', { name: 'Your cart (2 items)' })).toBeVisible();
  });

  it('shows a placeholder and no checkout while the cart loads', () => {
    renderSummary({ status: 'loading', items: [] });

    expect(screen.getByRole('status')).toHaveTextContent(CART_TEXT.loading);
    expect(screen.getByRole('region', { name: CART_TEXT.title })).toHaveAttribute('data-state', 'loading');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says the cart is empty, with no checkout and no empty-cart button', () => {
    renderSummary({ items: [] });

    expect(screen.getByText(CART_TEXT.empty)).toBeVisible();
    expect(screen.getByRole('region', { name: CART_TEXT.title })).toHaveAttribute('data-empty', 'true');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
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
  ] as const)('while %s, announces it and ignores Checkout and Empty cart', async (checkoutStatus, text) => {
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
    expect(screen.getByRole('button', { name: CART_TEXT.emptyCart })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(screen.getByText(text)).toBeVisible();
    expect(screen.getByRole('region')).toHaveAttribute('data-checkout', checkoutStatus);
  });

  it.each(['building', 'inProgress'] as const)(
    'while %s, keeps every Remove inert: the storefront cart is being built from the lines',
    async (checkoutStatus) => {
      const onRemoveItem = vi.fn();
      renderSummary({ checkoutStatus, onRemoveItem });
      const removes = screen.getAllByRole('button', { name: /^Remove / });
      expect(removes).toHaveLength(items.length);
      for (const remove of removes) expect(remove).toHaveAttribute('aria-disabled', 'true');

      removes[0]!.focus();
      await userEvent.keyboard('{Enter}');

      expect(onRemoveItem).not.toHaveBeenCalled();
      expect(removes[0]).toHaveFocus();
    },
  );

  it('offers an inquiry instead of checkout when the cart is not ready for the online shop', () => {
    renderSummary({ checkoutStatus: 'notReadyForOnlineShop', inquiryHref: '/inquire-here' });

    expect(screen.queryByRole('button', { name: CART_TEXT.checkout })).not.toBeInTheDocument();
    expect(screen.getByText(CART_TEXT.notReady)).toBeVisible();
    expect(screen.getByRole('link', { name: CART_TEXT.inquire })).toHaveAttribute('href', '/inquire-here');
  });

  it('reports Remove with the line and shows the lines being removed', async () => {
    const onRemoveItem = vi.fn();
    renderSummary({ onRemoveItem, removingItemIds: ['2v'] });

    await userEvent.click(screen.getByRole('button', { name: CART_TEXT.removeName('Clip 1') }));

    expect(onRemoveItem).toHaveBeenCalledExactlyOnceWith(items[0]);
    expect(screen.getByRole('article', { name: 'Clip 2' })).toHaveAttribute('data-state', 'removing');
    expect(screen.getByRole('article', { name: 'Clip 1' })).toHaveAttribute('data-state', 'idle');
  });

  it('moves focus to the heading when the focused line is removed, and when the cart is emptied', async () => {
    function Cart() {
      const [lines, setLines] = useState(items);
      return (
        <CartSummary
          items={lines}
          onRemoveItem={(item) => setLines((current) => current.filter((l) => l.uId !== item.uId))}
          onEmptyCart={() => setLines([])}
        />
      );
    }
    render(
      <ThemeProvider>
        <Cart />
      </ThemeProvider>,
    );

    screen.getByRole('button', { name: CART_TEXT.removeName('Clip 2') }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('article', { name: 'Clip 2' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your cart (2 items)' })).toHaveFocus();
    expect(amount('total')).toHaveTextContent('$249');

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
    expect(within(screen.getByRole('region')).getAllByRole('listitem')).toHaveLength(3);
  });
});
