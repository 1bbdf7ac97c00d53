import { PAGES } from '@clipmarket/core';
import { cartFixtures, productsFixture } from '@clipmarket/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { StoryLink } from '../VideoCard/VideoCard.stories';
import { StoryTierOptions } from '../CartItemRow/CartItemRow.stories';
import { CartOffers, CartSummary, CART_TEXT, isClipLine } from '@clipmarket/ui';

const cart = cartFixtures.withLines;

const meta = {
  title: 'Components/CartSummary',
  component: CartSummary,
  args: {
    lines: cart.lines,
    totals: cart,
    credits: cart.credits,
    status: 'ready',
    checkoutStatus: 'idle',
    lineStatuses: {},
    linkComponent: StoryLink,
    itemHref: (line) => (isClipLine(line) ? PAGES.view.href({ videoId: line.id }) : undefined),
    onRemoveLine: fn(),
    onLineDetailsChange: fn(),
    onCartDetailsChange: fn(),
    tierOptions: StoryTierOptions,
    onLineTierChange: fn(),
    onEmptyCart: fn(),
    onCheckout: fn(),
    offers: <CartOffers products={productsFixture} onAddProduct={fn()} />,
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'ready'] },
    checkoutStatus: {
      control: 'inline-radio',
      options: [
        'idle',
        'checking',
        'building',
        'inProgress',
        'notReadyForOnlineShop',
        'notCompleted',
        'failed',
      ],
    },
    linkComponent: { control: false },
    itemHref: { control: false },
    offers: { control: false },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CartSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: /^Your cart/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: CART_TEXT.checkout }));
    await expect(args.onCheckout).toHaveBeenCalledOnce();
  },
};

/** Every prop as a control: switch `status` and `checkoutStatus` to see each state. */
export const Playground: Story = {
  // No visual reference: Default's picture, with controls.
  tags: ['!visual'],
};
