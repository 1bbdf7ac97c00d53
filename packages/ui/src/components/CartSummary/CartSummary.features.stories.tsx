import { LICENCE_TIER_TEXT } from '@clipmarket/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { cartFixture, cartItemFixtures } from '../CartItemRow/cartItem.fixtures';
import { CART_TEXT, type CartItem, CartSummary } from '@clipmarket/ui';
import { StoryLink } from '../VideoCard/VideoCard.stories';

const meta = {
  title: 'Components/CartSummary/Features',
  component: CartSummary,
  tags: ['!autodocs'],
  args: {
    items: cartFixture,
    linkComponent: StoryLink,
    onRemoveItem: fn(),
    onEmptyCart: fn(),
    onCheckout: fn(),
  },
  argTypes: { linkComponent: { control: false }, itemHref: { control: false } },
} satisfies Meta<typeof CartSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

const amount = (root: HTMLElement, name: string) => root.querySelector(`[data-amount="${name}"]`);

/**
 * A full cart: licences, a clip with a rights management fee, a gift card and a discount pack. Subtotal
 * $149 + $49 + $299 + $100 + $1,190.50; fees $75.
 */
export const Ready: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Your cart (5 items)' })).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(5);
    await expect(amount(canvasElement, 'subtotal')).toHaveTextContent('$1,787.50');
    await expect(amount(canvasElement, 'fees')).toHaveTextContent('$75');
    await expect(amount(canvasElement, 'total')).toHaveTextContent('$1,862.50');
  },
};

/** Without any fee the fees line is left out. */
export const WithoutFees: Story = {
  args: { items: [cartItemFixtures.basicPro, cartItemFixtures.personal] },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByText(CART_TEXT.rightsManagementFees)).not.toBeInTheDocument();
    await expect(amount(canvasElement, 'total')).toHaveTextContent('$198');
  },
};

export const Loading: Story = {
  args: { status: 'loading', items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(CART_TEXT.loading);
    await expect(canvas.getByRole('region', { name: CART_TEXT.title })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button', { name: CART_TEXT.checkout })).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(CART_TEXT.empty)).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** checkoutMachine `building`: the storefront cart is being made; Checkout, Empty cart and Remove wait. */
export const Building: Story = {
  args: { checkoutStatus: 'building' },
  play: async ({ canvas, args, userEvent }) => {
    const checkout = canvas.getByRole('button', { name: CART_TEXT.checkout });
    await expect(checkout).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText(CART_TEXT.building)).toBeVisible();
    await userEvent.click(checkout);
    await expect(args.onCheckout).not.toHaveBeenCalled();
    const remove = canvas.getByRole('button', {
      name: CART_TEXT.removeName(cartItemFixtures.basicPro.title!),
    });
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(remove);
    await expect(args.onRemoveItem).not.toHaveBeenCalled();
  },
};

/** checkoutMachine `inProgress`: the browser is on its way to the checkout URL. */
export const InProgress: Story = {
  args: { checkoutStatus: 'inProgress' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: CART_TEXT.checkout })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByText(CART_TEXT.inProgress)).toBeVisible();
  },
};

/** The first item has no variant or is an inquiry: no Checkout, an inquiry link instead. */
export const NotReadyForOnlineShop: Story = {
  args: {
    items: [cartItemFixtures.inquiry, cartItemFixtures.basicPro],
    checkoutStatus: 'notReadyForOnlineShop',
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: CART_TEXT.checkout })).not.toBeInTheDocument();
    await expect(canvas.getByText(CART_TEXT.notReady)).toBeVisible();
    await expect(canvas.getByRole('link', { name: CART_TEXT.inquire })).toHaveAttribute(
      'href',
      '/licensing/inquiry',
    );
    await expect(canvas.getByText(LICENCE_TIER_TEXT.priceByInquiry)).toBeVisible();
  },
};

export const RemovingALine: Story = {
  args: { removingItemIds: [cartItemFixtures.personal.uId] },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('article', { name: cartItemFixtures.personal.title! });
    await expect(row).toHaveAttribute('data-state', 'removing');
    await expect(within(row).getByRole('status')).toHaveTextContent(CART_TEXT.removing);
  },
};

function RemovableCart({ initial }: { initial: CartItem[] }) {
  const [items, setItems] = useState(initial);
  return (
    <CartSummary
      items={items}
      linkComponent={StoryLink}
      onRemoveItem={(item) => setItems((current) => current.filter((line) => line.uId !== item.uId))}
      onEmptyCart={() => setItems([])}
    />
  );
}

/** Removing lines from the keyboard: the totals follow, and focus moves to the heading, never to the page. */
export const RemoveWithKeyboard: Story = {
  render: () => <RemovableCart initial={[cartItemFixtures.basicPro, cartItemFixtures.withFee]} />,
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(amount(canvasElement, 'total')).toHaveTextContent('$523');
    canvas.getByRole('button', { name: CART_TEXT.removeName(cartItemFixtures.withFee.title!) }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getAllByRole('article')).toHaveLength(1);
    await expect(amount(canvasElement, 'total')).toHaveTextContent('$149');
    await expect(canvas.getByRole('heading', { name: /^Your cart/ })).toHaveFocus();

    canvas.getByRole('button', { name: CART_TEXT.emptyCart }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText(CART_TEXT.empty)).toBeVisible();
    await expect(canvas.getByRole('heading', { name: CART_TEXT.title })).toHaveFocus();
  },
};

export const LongTitles: Story = {
  args: { items: [cartItemFixtures.longTitle, cartItemFixtures.untitled, cartItemFixtures.twoUnits] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: cartItemFixtures.longTitle.title! })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Your cart (4 items)' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const checkout = canvas.getByRole('button', { name: CART_TEXT.checkout });
    const lastRow = canvas.getAllByRole('article').at(-1)!;
    await expect(checkout.getBoundingClientRect().top).toBeGreaterThan(
      lastRow.getBoundingClientRect().bottom,
    );
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'xl' } },
  play: async ({ canvas }) => {
    const checkout = canvas.getByRole('button', { name: CART_TEXT.checkout });
    const firstRow = canvas.getAllByRole('article')[0]!;
    await expect(checkout.getBoundingClientRect().left).toBeGreaterThan(
      firstRow.getBoundingClientRect().right,
    );
  },
};
