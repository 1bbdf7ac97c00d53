import { LICENCE_TIER_LABELS, LICENCE_TIER_TEXT, MESSAGES, formatJvId, PAGES } from '@clipmarket/core';
import { cartLineFixtures } from '@clipmarket/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { StoryLink } from '../VideoCard/VideoCard.stories';
import { CART_TEXT, CartItemRow } from '@clipmarket/ui';
import { StoryTierOptions } from './CartItemRow.stories';

const meta = {
  title: 'Components/CartItemRow/Features',
  component: CartItemRow,
  tags: ['!autodocs'],
  args: {
    item: cartLineFixtures.basicPro,
    linkComponent: StoryLink,
    onRemove: fn(),
    onDetailsChange: fn(),
  },
  argTypes: { linkComponent: { control: false } },
} satisfies Meta<typeof CartItemRow>;

export default meta;
type Story = StoryObj<typeof meta>;

const amount = (root: HTMLElement, name: string) => root.querySelector(`[data-amount="${name}"]`);

/** A licence line: the tier (Licence: Basic Pro), the JV# id, the storefront's price, the project and PO. */
export const LicenceLine: Story = {
  args: { href: PAGES.view.href({ videoId: cartLineFixtures.basicPro.id }) },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('article', { name: cartLineFixtures.basicPro.title! });
    await expect(within(row).getByText(CART_TEXT.licenceLabel).nextElementSibling).toHaveTextContent(
      'Basic Pro',
    );
    await expect(within(row).getByText(formatJvId(cartLineFixtures.basicPro.id))).toBeVisible();
    await expect(within(row).getByText('$149')).toBeVisible();
    await expect(within(row).getByText(cartLineFixtures.basicPro.projectName!)).toBeVisible();
    await expect(within(row).getByText(cartLineFixtures.basicPro.poNumber!)).toBeVisible();
  },
};

/**
 * Under the tier, what the licence covers and what it does not, in plain words (decisions.md, "What the tiers
 * cover"): a brand's paid advertising is not in any online tier. Changing the tier changes the words.
 */
export const SaysWhatTheLicenceCovers: Story = {
  play: async ({ canvas }) => {
    const row = canvas.getByRole('article', { name: cartLineFixtures.basicPro.title! });
    const covers = within(row).getByText(LICENCE_TIER_LABELS.covers).nextElementSibling;
    const notCovered = within(row).getByText(LICENCE_TIER_LABELS.doesNotCover).nextElementSibling;
    await expect(covers?.textContent).toMatch(/^Editorial, unpaid \(organic\) posts on up to 3 pages/);
    await expect(notCovered?.textContent).toMatch(
      /^Advertising \(paid media, sponsored posts, a brand’s ads\)/,
    );
  },
};

/** A Custom inquiry line says what Custom is for: advertising, broadcast, OTT and out-of-home. */
export const InquiryLineSaysWhatCustomCovers: Story = {
  args: { item: cartLineFixtures.custom },
  play: async ({ canvas }) => {
    const covers = canvas.getByText(LICENCE_TIER_LABELS.covers).nextElementSibling;
    await expect(covers?.textContent).toMatch(/^Advertising .*broadcast, OTT and out-of-home/);
  },
};

/** The buyer names the project and PO of a line; the form closes and focus goes back to its button. */
export const EditProjectAndPo: Story = {
  args: { item: cartLineFixtures.personal },
  play: async ({ canvas, args, userEvent }) => {
    const toggle = canvas.getByRole('button', {
      name: CART_TEXT.editDetailsName(cartLineFixtures.personal.title!),
    });
    await userEvent.click(toggle);
    await userEvent.type(canvas.getByRole('textbox', { name: CART_TEXT.projectNameLabel }), 'Launch film');
    await userEvent.type(canvas.getByRole('textbox', { name: CART_TEXT.poNumberLabel }), 'PO-77');
    await userEvent.click(canvas.getByRole('button', { name: CART_TEXT.saveDetails }));
    await expect(args.onDetailsChange).toHaveBeenCalledWith(cartLineFixtures.personal, {
      projectName: 'Launch film',
      poNumber: 'PO-77',
    });
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
  },
};

/**
 * The buyer moves a licence line to another tier from the cart (no need to remove it and add it again): the
 * licence is a select of the shop's tiers with their prices.
 */
export const ChangeTier: Story = {
  args: { item: cartLineFixtures.basicPro, tierOptions: StoryTierOptions, onTierChange: fn() },
  play: async ({ canvas, args, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: CART_TEXT.licenceLabel });
    await expect(select).toHaveValue('basicPro');
    await expect(within(select).getByRole('option', { name: 'Super Pro ($299)' })).toBeInTheDocument();
    await userEvent.selectOptions(select, 'superPro');
    await expect(args.onTierChange).toHaveBeenCalledWith(cartLineFixtures.basicPro, 'superPro');
  },
};

/** While a line's change is saved, its tier select does nothing. */
export const ChangeTierWhileSaving: Story = {
  args: {
    item: cartLineFixtures.basicPro,
    tierOptions: StoryTierOptions,
    onTierChange: fn(),
    status: 'saving',
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: CART_TEXT.licenceLabel }), 'personal');
    await expect(args.onTierChange).not.toHaveBeenCalled();
  },
};

/** The form open, for a designer to look at. */
export const ProjectAndPoForm: Story = {
  args: { item: cartLineFixtures.basicPro },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: CART_TEXT.editDetailsName(cartLineFixtures.basicPro.title!) }),
    );
    await expect(canvas.getByRole('textbox', { name: CART_TEXT.projectNameLabel })).toHaveValue(
      cartLineFixtures.basicPro.projectName,
    );
  },
};

/** A clip already used: its post URL, and the rights management fee line under the price. */
export const WithRightsManagementFee: Story = {
  args: { item: cartLineFixtures.alreadyUsed, fee: cartLineFixtures.rightsFee },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(CART_TEXT.rightsManagementFee)).toBeVisible();
    await expect(amount(canvasElement, 'fee')).toHaveTextContent('$75');
    await expect(amount(canvasElement, 'price')).toHaveTextContent('$299');
    await expect(canvas.getByText(cartLineFixtures.alreadyUsed.postUrls[0]!)).toBeVisible();
  },
};

/** Paid with a Discount Pack credit: its price, and the credit that takes it off. */
export const DiscountPackCreditApplied: Story = {
  args: { item: cartLineFixtures.credited },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(CART_TEXT.creditApplied)).toBeVisible();
    await expect(amount(canvasElement, 'credit')).toHaveTextContent('−$149');
  },
};

/** A gift card: no clip picture, so a gift box named "Gift card" stands in. */
export const GiftCard: Story = {
  args: { item: cartLineFixtures.giftCard },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(CART_TEXT.kind.giftCard)).toBeVisible();
    await expect(canvas.getByRole('img', { name: CART_TEXT.thumbnail.giftCard })).toBeVisible();
    await expect(canvas.queryByText(/^JV#/)).not.toBeInTheDocument();
    await expect(canvas.getByText('$100')).toBeVisible();
  },
};

/** A Discount Pack, pictured by a price tag. */
export const DiscountPack: Story = {
  args: { item: cartLineFixtures.discountPack },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(CART_TEXT.kind.discountPack)).toBeVisible();
    await expect(canvas.getByRole('img', { name: CART_TEXT.thumbnail.discountPack })).toBeVisible();
    await expect(canvas.getByText('$1,190')).toBeVisible();
  },
};

/** A Custom line: priced by inquiry, it sends the cart to an inquiry. */
export const InquiryLine: Story = {
  args: { item: cartLineFixtures.custom },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(CART_TEXT.kind.inquiry)).toBeVisible();
    await expect(canvas.getByText(LICENCE_TIER_TEXT.priceByInquiry)).toBeVisible();
  },
};

/**
 * A licence's upgrade (docs/adr/0084): badged, the clip's JV# id, the licence it raises, from which tier to
 * which, and the difference of the two prices; no project and PO form (the licence keeps its own).
 */
export const UpgradeLine: Story = {
  args: {
    item: cartLineFixtures.upgrade,
    href: PAGES.view.href({ videoId: cartLineFixtures.upgrade.id }),
  },
  play: async ({ canvas, canvasElement }) => {
    const line = cartLineFixtures.upgrade;
    await expect(canvas.getByText(CART_TEXT.kind.upgrade)).toBeVisible();
    await expect(canvas.getByText(formatJvId(line.id))).toBeVisible();
    await expect(canvas.getByText(line.upgradeOf!.licenceNumber)).toBeVisible();
    await expect(canvas.getByText(CART_TEXT.upgradeTiers('Personal', 'Basic Pro'))).toBeVisible();
    await expect(amount(canvasElement, 'price')).toHaveTextContent('$100');
    await expect(canvas.queryByRole('button', { name: /Project and PO/ })).toBeNull();
  },
};

/** The storefront could not be reached: the line stays, without a price. */
export const PriceUnavailable: Story = {
  args: { item: { ...cartLineFixtures.basicPro, priceCents: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(CART_TEXT.priceUnavailable)).toBeVisible();
  },
};

export const MoreThanOneUnit: Story = {
  args: { item: { ...cartLineFixtures.giftCard, quantity: 2 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(CART_TEXT.unitPrice(2, '$100'))).toBeVisible();
    await expect(canvas.getByText('$200')).toBeVisible();
  },
};

/** The remove call runs (`itemSubmitting`): a spinner, and further presses are ignored while focus stays. */
export const Removing: Story = {
  args: { status: 'removing' },
  play: async ({ canvas, args, userEvent }) => {
    const remove = canvas.getByRole('button', {
      name: CART_TEXT.removeName(cartLineFixtures.basicPro.title!),
    });
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(CART_TEXT.removing);
    await userEvent.click(remove);
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

/** The project and PO are being saved. */
export const Saving: Story = {
  args: { status: 'saving' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(CART_TEXT.saving);
  },
};

/** The cart's checkout is being prepared: Remove shows but ignores presses, and focus stays on it. */
export const Locked: Story = {
  args: { status: 'locked' },
  play: async ({ canvas, args, userEvent }) => {
    const remove = canvas.getByRole('button', {
      name: CART_TEXT.removeName(cartLineFixtures.basicPro.title!),
    });
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    remove.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).not.toHaveBeenCalled();
    await expect(remove).toHaveFocus();
  },
};

export const LongTextOnMobile: Story = {
  args: { item: cartLineFixtures.longTitle },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: cartLineFixtures.longTitle.title! })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Remove/ })).toBeVisible();
    const row = canvasElement.querySelector('article')!;
    await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth);
  },
};

export const NoTitle: Story = {
  args: { item: { ...cartLineFixtures.personal, title: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: MESSAGES.noTitle })).toBeVisible();
  },
};

/** Without `onRemove` and `onDetailsChange` (an order summary) there are no buttons. */
export const ReadOnly: Story = {
  args: { onRemove: undefined, onDetailsChange: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Keyboard: Story = {
  // No visual reference: the same picture as Default (CartItemRow).
  tags: ['!visual'],
  args: { href: PAGES.view.href({ videoId: cartLineFixtures.basicPro.id }) },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: cartLineFixtures.basicPro.title! })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /^Project and PO for/ })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledWith(cartLineFixtures.basicPro);
  },
};
