import { LICENCE_TIER_TEXT, MESSAGES, formatJvId } from '@clipmarket/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { StoryLink } from '../VideoCard/VideoCard.stories';
import { cartItemFixtures } from './cartItem.fixtures';
import { CART_TEXT, CartItemRow, formatCartPrice } from '@clipmarket/ui';

const meta = {
  title: 'Components/CartItemRow/Features',
  component: CartItemRow,
  tags: ['!autodocs'],
  args: {
    item: cartItemFixtures.basicPro,
    linkComponent: StoryLink,
    onRemove: fn(),
  },
  argTypes: { linkComponent: { control: false } },
} satisfies Meta<typeof CartItemRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A licence line: the tier from `LICENCE_TIERS` (Licence: Basic Pro), the JV# id and the tier's price. */
export const LicenceLine: Story = {
  args: { href: `/licensing/view/${cartItemFixtures.basicPro.id}` },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('article', { name: cartItemFixtures.basicPro.title! });
    await expect(within(row).getByText(CART_TEXT.licenceLabel).nextElementSibling).toHaveTextContent(
      'Basic Pro',
    );
    await expect(within(row).getByText(formatJvId(cartItemFixtures.basicPro.id))).toBeVisible();
    await expect(within(row).getByText('$149')).toBeVisible();
  },
};

/** A clip with a rights management penalty: the fee shows as its own line under the price. */
export const WithRightsManagementFee: Story = {
  args: { item: cartItemFixtures.withFee },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(CART_TEXT.rightsManagementFee)).toBeVisible();
    await expect(canvas.getByText('$75')).toBeVisible();
    await expect(canvas.getByText('$299')).toBeVisible();
  },
};

/** A gift card: no clip picture, so a gift box named "Gift card" stands in. */
export const GiftCard: Story = {
  args: { item: cartItemFixtures.giftCard },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(CART_TEXT.kind.giftCard)).toBeVisible();
    await expect(canvas.getByRole('img', { name: CART_TEXT.thumbnail.giftCard })).toBeVisible();
    await expect(canvas.queryByText(/^JV#/)).not.toBeInTheDocument();
    await expect(canvas.getByText('$100')).toBeVisible();
  },
};

/** A discount pack, priced with cents (`formatCartPrice`), pictured by a price tag. */
export const DiscountPack: Story = {
  args: { item: cartItemFixtures.discountPack },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(CART_TEXT.kind.discountPack)).toBeVisible();
    await expect(canvas.getByRole('img', { name: CART_TEXT.thumbnail.discountPack })).toBeVisible();
    await expect(canvas.getByText(formatCartPrice(1190.5))).toHaveTextContent('$1,190.50');
  },
};

/** A clip quoted by inquiry has no online price. */
export const InquiryLine: Story = {
  args: { item: cartItemFixtures.inquiry },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(CART_TEXT.kind.inquiry)).toBeVisible();
    await expect(canvas.getByText(LICENCE_TIER_TEXT.priceByInquiry)).toBeVisible();
  },
};

export const MoreThanOneUnit: Story = {
  args: { item: cartItemFixtures.twoUnits },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(CART_TEXT.unitPrice(2, '$49'))).toBeVisible();
    await expect(canvas.getByText('$98')).toBeVisible();
  },
};

/** The remove call runs: a spinner, and further presses are ignored while focus stays on the button. */
export const Removing: Story = {
  args: { status: 'removing' },
  play: async ({ canvas, args, userEvent }) => {
    const remove = canvas.getByRole('button', {
      name: CART_TEXT.removeName(cartItemFixtures.basicPro.title!),
    });
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(CART_TEXT.removing);
    await userEvent.click(remove);
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

/** The cart's checkout is being prepared: Remove shows but ignores presses, and focus stays on it. */
export const Locked: Story = {
  args: { status: 'locked' },
  play: async ({ canvas, args, userEvent }) => {
    const remove = canvas.getByRole('button', {
      name: CART_TEXT.removeName(cartItemFixtures.basicPro.title!),
    });
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    remove.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).not.toHaveBeenCalled();
    await expect(remove).toHaveFocus();
  },
};

export const LongTextOnMobile: Story = {
  args: { item: cartItemFixtures.longTitle },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: cartItemFixtures.longTitle.title! })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Remove/ })).toBeVisible();
  },
};

export const NoTitle: Story = {
  args: { item: { ...cartItemFixtures.untitled, title: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: MESSAGES.noTitle })).toBeVisible();
  },
};

/** Without `onRemove` (a read-only summary, an order confirmation) there is no Remove button. */
export const ReadOnly: Story = {
  args: { onRemove: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Keyboard: Story = {
  args: { href: `/licensing/view/${cartItemFixtures.basicPro.id}` },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: cartItemFixtures.basicPro.title! })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledWith(cartItemFixtures.basicPro);
  },
};
