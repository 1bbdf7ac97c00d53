import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { cartFixture } from '../CartItemRow/cartItem.fixtures';
import { StoryLink } from '../VideoCard/VideoCard.stories';
import { CartSummary, CART_TEXT } from '@clipmarket/ui';

const meta = {
  title: 'Components/CartSummary',
  component: CartSummary,
  args: {
    items: cartFixture,
    status: 'ready',
    checkoutStatus: 'idle',
    removingItemIds: [],
    linkComponent: StoryLink,
    itemHref: (item) => (item.type === 'RM OTHER' ? `/licensing/view/${item.id}` : undefined),
    onRemoveItem: fn(),
    onEmptyCart: fn(),
    onCheckout: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'ready'] },
    checkoutStatus: {
      control: 'inline-radio',
      options: ['idle', 'building', 'inProgress', 'notReadyForOnlineShop'],
    },
    linkComponent: { control: false },
    itemHref: { control: false },
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
export const Playground: Story = {};
