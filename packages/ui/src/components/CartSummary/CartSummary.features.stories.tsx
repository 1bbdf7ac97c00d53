import { LICENCE_TIER_TEXT, PAGES, TEAM_MESSAGES } from '@clipmarket/core';
import { cartFixtures, cartLineFixtures, productsFixture } from '@clipmarket/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  CART_OFFERS_TEXT,
  CART_SUMMARY_TEXT,
  CART_TEXT,
  CartOffers,
  CartSummary,
  isClipLine,
  type CartItem,
} from '@clipmarket/ui';
import { StoryLink } from '../VideoCard/VideoCard.stories';
import { StoryTierOptions } from '../CartItemRow/CartItemRow.stories';

const meta = {
  title: 'Components/CartSummary/Features',
  component: CartSummary,
  tags: ['!autodocs'],
  args: {
    lines: cartFixtures.withLines.lines,
    totals: cartFixtures.withLines,
    linkComponent: StoryLink,
    itemHref: (line) => (isClipLine(line) ? PAGES.view.href({ videoId: line.id }) : undefined),
    onRemoveLine: fn(),
    onLineDetailsChange: fn(),
    onCartDetailsChange: fn(),
    tierOptions: StoryTierOptions,
    onLineTierChange: fn(),
    onEmptyCart: fn(),
    onCheckout: fn(),
  },
  argTypes: { linkComponent: { control: false }, itemHref: { control: false }, offers: { control: false } },
} satisfies Meta<typeof CartSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

const amount = (root: HTMLElement, name: string) => root.querySelector(`[data-amount="${name}"]`);
const title = (line: CartItem) => line.title!;
/** Whole dollars of a shown amount: '$1,439' is 1439, '−$149' is -149. */
const dollars = (element: Element | null) => {
  const text = element?.textContent ?? '';
  return (text.startsWith('−') ? -1 : 1) * Number(text.replace(/[^\d.]/g, ''));
};
const sum = (elements: readonly Element[]) =>
  elements.reduce((total, element) => total + dollars(element), 0);

/**
 * A cart with lines: three clips from a playlist and clip pages, each with its project name and PO to edit,
 * one already used with its rights management fee line under its price. The totals read as a sum the buyer can
 * check (issue 34): Licences $497 ($149 + $49 + $299), Rights management fees $75, Total $572; and the
 * heading counts the 3 rows, not the fee line.
 */
export const Ready: Story = {
  play: async ({ canvas, canvasElement }) => {
    const rows = canvas.getAllByRole('article');
    await expect(rows).toHaveLength(3);
    await expect(canvas.getByRole('heading', { name: CART_TEXT.titleWithCount(rows.length) })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Your cart (3 items)' })).toBeVisible();

    const licences = amount(canvasElement, 'licences');
    const fees = amount(canvasElement, 'fees');
    const total = amount(canvasElement, 'total');
    await expect(licences).toHaveTextContent('$497');
    await expect(fees).toHaveTextContent('$75');
    await expect(total).toHaveTextContent('$572');
    // Each figure is the rows' own: the licences their prices, the fees the fee under a clip's price…
    await expect(dollars(licences)).toBe(sum([...canvasElement.querySelectorAll('[data-amount="price"]')]));
    await expect(dollars(fees)).toBe(sum([...canvasElement.querySelectorAll('[data-amount="fee"]')]));
    // …and the lines above the total add up to it.
    const parts = [...total!.closest('dl')!.querySelectorAll('dd:not([data-amount="total"])')];
    await expect(parts).toHaveLength(2);
    await expect(sum(parts)).toBe(dollars(total));
    // The fees are a line of the sum like the licences, not indented under them.
    await expect(canvas.getByText(CART_TEXT.rightsManagementFees).getBoundingClientRect().left).toBe(
      canvas.getByText(CART_SUMMARY_TEXT.licences).getBoundingClientRect().left,
    );
    await expect(amount(canvasElement, 'subtotal')).toBeNull();
    await expect(canvas.getAllByRole('button', { name: /^Project and PO for/ })).toHaveLength(3);
  },
};

/**
 * The buyer names one project and PO for every licence of the cart at once, the form starting from what the
 * lines share; the form closes and focus goes back to its button.
 */
export const SameProjectAndPoForEveryLicence: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const toggle = canvas.getByRole('button', { name: CART_TEXT.editCartDetails });
    await userEvent.click(toggle);
    const project = canvas.getByRole('textbox', { name: CART_TEXT.projectNameLabel });
    // The lines name different projects: the field starts empty.
    await expect(project).toHaveValue('');
    await userEvent.type(project, 'Autumn reel');
    await userEvent.type(canvas.getByRole('textbox', { name: CART_TEXT.poNumberLabel }), 'PO-7');
    await userEvent.click(canvas.getByRole('button', { name: CART_TEXT.saveDetails }));
    await expect(args.onCartDetailsChange).toHaveBeenCalledWith({
      projectName: 'Autumn reel',
      poNumber: 'PO-7',
    });
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument();
    await waitFor(() => expect(toggle).toHaveFocus());
  },
};

/**
 * A newcomer types a project and PO for every licence and presses Check out, not the form's Save: the cart
 * saves them first, waits for the save, then checks out (issue 32, item 8: they were lost, and the certificate
 * said "Not given").
 */
export const CheckoutSavesTypedProjectAndPo: Story = {
  args: {
    onCartDetailsChange: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 50))),
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: CART_TEXT.editCartDetails }));
    await userEvent.type(canvas.getByRole('textbox', { name: CART_TEXT.projectNameLabel }), 'Spring');
    await userEvent.type(canvas.getByRole('textbox', { name: CART_TEXT.poNumberLabel }), 'PO-9');
    await userEvent.click(canvas.getByRole('button', { name: CART_TEXT.checkout }));
    await expect(args.onCartDetailsChange).toHaveBeenCalledWith({ projectName: 'Spring', poNumber: 'PO-9' });
    await waitFor(() => expect(args.onCheckout).toHaveBeenCalledOnce());
    await expect(args.onCartDetailsChange).toHaveBeenCalledOnce();
  },
};

/**
 * A clip paid with a Discount Pack credit: the credit is taken off the licences ($198 − $149 = $49), and the
 * credits left are named.
 */
export const DiscountPackCreditApplied: Story = {
  args: {
    lines: cartFixtures.withCredit.lines,
    totals: cartFixtures.withCredit,
    credits: cartFixtures.withCredit.credits,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(amount(canvasElement, 'licences')).toHaveTextContent('$198');
    await expect(canvas.getByText(CART_TEXT.creditsApplied)).toBeVisible();
    await expect(amount(canvasElement, 'credit')).toHaveTextContent('−$149');
    await expect(amount(canvasElement, 'total')).toHaveTextContent('$49');
    await expect(canvas.getByText(CART_TEXT.creditsLeft(['2 × Basic Pro']))).toBeVisible();
  },
};

/**
 * The store adds tax at checkout (`Cart.taxesIncluded` false): the cart says so under its total, which is before
 * tax, so the buyer is not surprised by the checkout's figure.
 */
export const TaxAddedAtCheckout: Story = {
  args: { taxesIncluded: false },
  play: async ({ canvas, canvasElement }) => {
    const note = canvas.getByText(CART_TEXT.taxNote(false));
    await expect(note).toBeVisible();
    // Under the total, inside the panel with the checkout.
    await expect(note.getBoundingClientRect().top).toBeGreaterThan(
      amount(canvasElement, 'total')!.getBoundingClientRect().bottom,
    );
    await expect(canvas.queryByText(CART_TEXT.taxNote(true))).toBeNull();
  },
};

/** The store's prices include tax (`Cart.taxesIncluded` true): the total is what the buyer pays. */
export const PricesIncludeTax: Story = {
  args: { taxesIncluded: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(CART_TEXT.taxNote(true))).toBeVisible();
    await expect(canvas.queryByText(CART_TEXT.taxNote(false))).toBeNull();
  },
};

/** A Discount Pack and a Gift Card bought beside a clip, with the offers under the checkout. */
export const WithProductsAndOffers: Story = {
  args: {
    lines: cartFixtures.withProducts.lines,
    totals: cartFixtures.withProducts,
    offers: <CartOffers products={productsFixture} onAddProduct={fn()} />,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(CART_TEXT.kind.discountPack)).toBeVisible();
    await expect(canvas.getByText(CART_TEXT.kind.giftCard)).toBeVisible();
    await expect(amount(canvasElement, 'total')).toHaveTextContent('$1,439');
    await expect(canvas.getByRole('heading', { name: CART_OFFERS_TEXT.heading })).toBeVisible();
  },
};

/** A Discount Pack being added from the offers (`itemSubmitting`): its button waits, the others too. */
export const AddingAnOffer: Story = {
  args: {
    offers: (
      <CartOffers
        products={productsFixture}
        onAddProduct={fn()}
        submittingVariantId={productsFixture.discountPacks[0]!.variantId}
      />
    ),
  },
  play: async ({ canvas }) => {
    const pack = canvas.getByRole('button', {
      name: CART_OFFERS_TEXT.addName('Discount Pack: 10 × Basic Pro'),
    });
    await expect(pack).toHaveAttribute('aria-busy', 'true');
    await expect(
      canvas.getByRole('button', { name: CART_OFFERS_TEXT.addName('Gift Card $100') }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Loading: Story = {
  args: { status: 'loading', lines: [], totals: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(CART_TEXT.loading);
    await expect(canvas.getByRole('region', { name: CART_TEXT.title })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button', { name: CART_TEXT.checkout })).not.toBeInTheDocument();
  },
};

/** Nothing in the cart: a way to find clips, and the offers still there. */
export const Empty: Story = {
  args: {
    lines: [],
    totals: cartFixtures.empty,
    offers: <CartOffers products={productsFixture} onAddProduct={fn()} />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(CART_TEXT.empty)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: CART_TEXT.checkout })).not.toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: CART_OFFERS_TEXT.heading })).toBeVisible();
  },
};

/** checkoutMachine `building`: the storefront cart is being made; Check out, Empty cart and Remove wait. */
export const Building: Story = {
  args: { checkoutStatus: 'building' },
  play: async ({ canvas, args, userEvent }) => {
    const checkout = canvas.getByRole('button', { name: CART_TEXT.checkout });
    await expect(checkout).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText(CART_TEXT.building)).toBeVisible();
    await userEvent.click(checkout);
    await expect(args.onCheckout).not.toHaveBeenCalled();
    const remove = canvas.getByRole('button', {
      name: CART_TEXT.removeName(title(cartLineFixtures.basicPro)),
    });
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(remove);
    await expect(args.onRemoveLine).not.toHaveBeenCalled();
  },
};

/** Checkout in progress (checkoutMachine `inProgress`): the browser is on its way to the secure checkout. */
export const CheckoutInProgress: Story = {
  args: { checkoutStatus: 'inProgress' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: CART_TEXT.checkout })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByText(CART_TEXT.inProgress)).toBeVisible();
  },
};

/** A Custom line first: no Check out; the cart goes to an inquiry, with its clips attached. */
export const NotReadyForOnlineShop: Story = {
  args: {
    lines: cartFixtures.notReady.lines,
    totals: cartFixtures.notReady,
    checkoutStatus: 'notReadyForOnlineShop',
    inquiryHref: PAGES.inquiry.href({ clips: ['1198734', '1254381'] }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: CART_TEXT.checkout })).not.toBeInTheDocument();
    await expect(canvas.getByText(CART_TEXT.notReady)).toBeVisible();
    await expect(canvas.getByRole('link', { name: CART_TEXT.inquire })).toHaveAttribute(
      'href',
      PAGES.inquiry.href({ clips: ['1198734', '1254381'] }),
    );
    await expect(canvas.getByText(LICENCE_TIER_TEXT.priceByInquiry)).toBeVisible();
  },
};

/**
 * A team's member (ADR 92): they fill a cart for the team, and its owner or a purchaser licenses it. The reason
 * stands where Check out would, and nothing checks out.
 */
export const TeamMemberCannotCheckOut: Story = {
  args: { checkoutRefusal: TEAM_MESSAGES.checkoutRole },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(TEAM_MESSAGES.checkoutRole)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: CART_TEXT.checkout })).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(args.onCheckout).not.toHaveBeenCalled();
  },
};

/** Back from a declined card or an abandoned checkout: the cart as it was, and Check out again. */
export const DeclinedOrAbandoned: Story = {
  args: { checkoutStatus: 'notCompleted' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(CART_TEXT.notCompleted)).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(3);
    await expect(amount(canvasElement, 'total')).toHaveTextContent('$572');
    await expect(canvas.getByRole('button', { name: CART_TEXT.checkout })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

/**
 * The shop could not be reached: the lines without prices, and the server's reason. The totals are not known,
 * so they show an em dash read as "Price unavailable", never $0 (the server's totals count an unpriced line
 * as 0).
 */
export const StorefrontDown: Story = {
  args: {
    lines: cartFixtures.storefrontDown.lines,
    totals: cartFixtures.storefrontDown,
    checkoutStatus: 'failed',
    checkoutError: 'The shop cannot be reached. Your cart is kept; please try again in a minute.',
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(/The shop cannot be reached/);
    await expect(canvas.getAllByText(CART_TEXT.priceUnavailable)).toHaveLength(2);
    await expect(canvas.getByRole('heading', { name: 'Your cart (2 items)' })).toBeVisible();
    // The unknown amounts are seen as a dash and read as their words; no $0 anywhere in the totals.
    const totals = amount(canvasElement, 'total')!.closest('dl')!;
    for (const name of ['licences', 'total']) {
      const shown = amount(canvasElement, name) as HTMLElement;
      await expect(shown.textContent).toBe(`—${CART_SUMMARY_TEXT.amountUnavailable}`);
      await expect(within(shown).getByText('—')).toHaveAttribute('aria-hidden', 'true');
    }
    await expect(
      within(totals as HTMLElement).getAllByText(CART_SUMMARY_TEXT.amountUnavailable),
    ).toHaveLength(2);
    await expect(totals.textContent).not.toContain('$');
  },
};

/** Removing a line and saving another's project (`itemSubmitting`): each row says so. */
export const ItemSubmitting: Story = {
  args: {
    lineStatuses: {
      [cartLineFixtures.personal.lineId]: 'removing',
      [cartLineFixtures.basicPro.lineId]: 'saving',
    },
  },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('article', { name: title(cartLineFixtures.personal) });
    await expect(row).toHaveAttribute('data-state', 'removing');
    await expect(within(row).getByRole('status')).toHaveTextContent(CART_TEXT.removing);
    const saving = canvas.getByRole('article', { name: title(cartLineFixtures.basicPro) });
    await expect(within(saving).getByRole('status')).toHaveTextContent(CART_TEXT.saving);
  },
};

function RemovableCart({ initial }: { initial: CartItem[] }) {
  const [lines, setLines] = useState(initial);
  return (
    <CartSummary
      lines={lines}
      linkComponent={StoryLink}
      onRemoveLine={(line) =>
        setLines((current) => current.filter((l) => l.lineId !== line.lineId && l.forLineId !== line.lineId))
      }
      onEmptyCart={() => setLines([])}
    />
  );
}

/** Removing lines from the keyboard: the totals follow, and focus moves to the heading, never to the page. */
export const RemoveWithKeyboard: Story = {
  render: () => (
    <RemovableCart
      initial={[cartLineFixtures.basicPro, cartLineFixtures.alreadyUsed, cartLineFixtures.rightsFee]}
    />
  ),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(amount(canvasElement, 'total')).toHaveTextContent('$523');
    canvas.getByRole('button', { name: CART_TEXT.removeName(title(cartLineFixtures.alreadyUsed)) }).focus();
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
  args: {
    lines: [cartLineFixtures.longTitle, { ...cartLineFixtures.personal, title: null }],
    totals: undefined,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: cartLineFixtures.longTitle.title! })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Your cart (2 items)' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, canvasElement }) => {
    const checkout = canvas.getByRole('button', { name: CART_TEXT.checkout });
    const lastRow = canvas.getAllByRole('article').at(-1)!;
    await expect(checkout.getBoundingClientRect().top).toBeGreaterThan(
      lastRow.getBoundingClientRect().bottom,
    );
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
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
