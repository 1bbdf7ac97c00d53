import { PAGES } from '@clipmarket/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { cartLineFixtures, productsFixture } from '@clipmarket/mocks';
import { expect, fn } from 'storybook/test';
import { StoryLink } from '../VideoCard/VideoCard.stories';
import { CART_TEXT, CartItemRow, formatCartPrice, type CartTierOption } from '@clipmarket/ui';

/** The tiers the mocked shop sells, with their prices, as the app offers them to a cart's licence lines. */
export const StoryTierOptions: CartTierOption[] = productsFixture.tiers.map((tier) => ({
  id: tier.tier,
  name: tier.name,
  price: formatCartPrice(tier.priceCents, productsFixture.currency),
}));

const item = cartLineFixtures.basicPro;

const meta = {
  title: 'Components/CartItemRow',
  component: CartItemRow,
  excludeStories: ['StoryTierOptions'],
  args: {
    item,
    href: PAGES.view.href({ videoId: item.id }),
    linkComponent: StoryLink,
    status: 'idle',
    onRemove: fn(),
    onDetailsChange: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['idle', 'removing', 'saving', 'locked'] },
    linkComponent: { control: false },
  },
} satisfies Meta<typeof CartItemRow>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('article', { name: item.title! })).toHaveAttribute('data-state', 'idle');
    await userEvent.click(canvas.getByRole('button', { name: CART_TEXT.removeName(item.title!) }));
    await expect(args.onRemove).toHaveBeenCalledWith(item);
  },
};

/** Every prop as a control: change the line's price (in cents), tier, quantity or credit in the `item` object. */
export const Playground: Story = {
  // No visual reference: Default's picture, with controls.
  tags: ['!visual'],
  args: { item: cartLineFixtures.alreadyUsed, fee: cartLineFixtures.rightsFee },
};
