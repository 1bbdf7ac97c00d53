import {
  CART_SERVER_MESSAGES,
  LICENCE_LINKS,
  LICENCE_TIERS,
  formatTierPrice,
  licenceTierUse,
  LICENCE_TIER_TEXT,
  OVERLAY_TEXT,
  LICENCE_TIER_LABELS,
} from '@clipmarket/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { LICENCE_TIER_MODAL_TEXT, LicenceTierModal, LicenceTierModalTrigger } from '@clipmarket/ui';

const TITLE = LICENCE_TIER_LABELS.title;
const RECOMMENDED = LICENCE_TIER_MODAL_TEXT.recommended;

/** The dialog's tier choices that a user can see (the other layout's are hidden): 'Choose …' and 'Inquire'. */
const tierChoices = (dialog: HTMLElement) =>
  within(dialog).getAllByRole('button', { name: new RegExp(`^Choose |^${LICENCE_TIER_LABELS.inquire}$`) });
/** Of those, the ones drawn as the system's primary button. */
const primaryOf = (buttons: HTMLElement[]) =>
  buttons.filter((button) => button.getAttribute('data-variant') === 'primary');

const meta = {
  title: 'Components/LicenceTierModal/Features',
  // The component's docs page is its .mdx; these stories are for review and tests, not a second page.
  tags: ['!autodocs'],
  component: LicenceTierModal,
  // Every story starts closed behind its trigger; the play functions open it. On the docs page, where play
  // functions do not run, that leaves a row of buttons instead of stacked modals.
  args: {
    trigger: (props) => <LicenceTierModalTrigger {...props} />,
    onOpenChange: fn(),
  },
  argTypes: { trigger: { control: false } },
} satisfies Meta<typeof LicenceTierModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: LICENCE_TIER_LABELS.open })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
  },
};

/** Open on a desktop: the comparison table, tiers as columns. Pinned: a phone shows cards instead. */
export const Open: Story = {
  globals: { viewport: { value: 'xl' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: LICENCE_TIER_LABELS.open }));
    const dialog = canvas.getByRole('dialog', { name: TITLE });
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await expect(canvas.getByRole('heading', { name: TITLE })).toHaveFocus();
    await expect(within(dialog).getByRole('table', { name: TITLE })).toBeVisible();
    await expect(within(dialog).getByRole('cell', { name: '$149' })).toBeVisible();
  },
};

/** On a phone the same figures stack as one card per tier, full screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: LICENCE_TIER_LABELS.open }));
    const dialog = canvas.getByRole('dialog', { name: TITLE });
    await expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
    for (const tier of LICENCE_TIERS) {
      const card = within(dialog).getByRole('article', { name: tier.name });
      await expect(within(card).getByText(formatTierPrice(tier))).toBeVisible();
    }
  },
};

/**
 * What a producer asks first, answered under each price in plain words (decisions.md, "What the tiers cover"):
 * the online tiers cover unpaid editorial posts on the buyer's own pages; advertising (a brand's paid media,
 * sponsored posts, ads), broadcast, OTT and out-of-home is Custom's. Desktop: the table's two rows.
 */
export const WhatEachTierCovers: Story = {
  globals: { viewport: { value: 'xl' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: LICENCE_TIER_LABELS.open }));
    const dialog = canvas.getByRole('dialog', { name: TITLE });
    const covers = within(dialog).getByRole('row', { name: new RegExp(`^${LICENCE_TIER_LABELS.covers}`) });
    const notCovered = within(dialog).getByRole('row', {
      name: new RegExp(`^${LICENCE_TIER_LABELS.doesNotCover}`),
    });
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    await expect(cells(covers)).toEqual(LICENCE_TIERS.map((tier) => licenceTierUse(tier).covers));
    await expect(cells(notCovered)).toEqual(LICENCE_TIERS.map((tier) => licenceTierUse(tier).doesNotCover));
    // Advertising: not in any online tier, in Custom.
    for (const [column, text] of cells(notCovered).slice(0, 3).entries()) {
      await expect(text, LICENCE_TIERS[column]!.name).toMatch(/^Advertising .*a brand’s ads/);
    }
    await expect(cells(covers)[3]).toMatch(/^Advertising /);
    // No "Social, Digital" figure left for a buyer to guess at.
    await expect(within(dialog).queryByRole('row', { name: /^Distribution/ })).not.toBeInTheDocument();
  },
};

/** The whole path without a mouse: Enter opens, Tab stays inside, Escape closes, focus is back on the trigger. */
export const KeyboardOnly: Story = {
  // No visual reference: the same picture as WithTierSelection.
  tags: ['!visual'],
  args: { onSelectTier: fn() },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: LICENCE_TIER_LABELS.open });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('dialog', { name: TITLE })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: TITLE })).toHaveFocus();

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: OVERLAY_TEXT.close })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Choose Personal' })).toHaveFocus();
    // Backwards past the first control wraps to the last one, never out of the dialog.
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('link', { name: LICENCE_TIER_TEXT.faqLabel })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: OVERLAY_TEXT.close })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(trigger).toHaveFocus();
  },
};

/** The full terms PDF opens in a new tab and says so to screen readers; the FAQ opens in place. */
export const LinksToTermsAndFaq: Story = {
  // No visual reference: the same picture as Default (LicenceTierModal).
  tags: ['!visual'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: LICENCE_TIER_LABELS.open }));
    const dialog = canvas.getByRole('dialog', { name: TITLE });
    await expect(within(dialog).getByText(LICENCE_TIER_TEXT.compilationRightsNotOffered)).toBeVisible();

    const terms = within(dialog).getByRole('link', {
      name: 'Read the full licence terms (PDF) (opens in a new tab)',
    });
    await expect(terms).toHaveAttribute('href', LICENCE_LINKS.fullTermsPdf);
    await expect(terms).toHaveAttribute('target', '_blank');
    await expect(terms).toHaveAttribute('rel', expect.stringContaining('noopener'));
    await expect(within(dialog).getByRole('link', { name: LICENCE_TIER_TEXT.faqLabel })).toHaveAttribute(
      'href',
      LICENCE_LINKS.faq,
    );
  },
};

/**
 * The table (desktop) and the cards (phone) render from one list, so they show the same prices: $149 for
 * Basic Pro in both. The play function reads the prices of both layouts from the page; the
 * unit test reads each one at its own viewport.
 */
export const SamePricesOnMobileAndDesktop: Story = {
  // No visual reference: the same picture as Default (LicenceTierModal).
  tags: ['!visual'],
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: LICENCE_TIER_LABELS.open }));
    const tablePrices = [
      ...canvasElement.querySelectorAll('[data-layout="table"] [data-figure="price"] td'),
    ].map((cell) => cell.textContent);
    const cardPrices = [
      ...canvasElement.querySelectorAll('[data-layout="cards"] [data-figure="price"] > span:first-child'),
    ].map((price) => price.textContent);

    await expect(tablePrices).toEqual(['$49', '$149', '$299', LICENCE_TIER_TEXT.priceByInquiry]);
    await expect(cardPrices).toEqual(tablePrices);
  },
};

/**
 * With `onSelectTier`, each tier gets a "Choose" button (Custom: "Inquire"); choosing closes the modal. No
 * `recommendedTier`: no tier is pushed, so every choice is a secondary button.
 */
export const WithTierSelection: Story = {
  args: { onSelectTier: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: LICENCE_TIER_LABELS.open }));
    const dialog = canvas.getByRole('dialog', { name: TITLE });
    await expect(canvas.getByRole('button', { name: 'Inquire' })).toBeVisible();
    await expect(primaryOf(tierChoices(dialog))).toEqual([]);
    await expect(within(dialog).queryByText(RECOMMENDED)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Choose Basic Pro' }));
    await expect(args.onSelectTier).toHaveBeenCalledWith('basicPro');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

const storefrontPrices = [
  { tier: 'personal', priceCents: 4900 },
  { tier: 'basicPro', priceCents: 14900 },
  { tier: 'superPro', priceCents: 29900 },
] as const;

const subject = 'JV#1254381 · Golden Retriever Catches Frisbee Mid-Air in Slow Motion';

/**
 * The clip page's licence choice: the storefront's prices, the clip named, Basic Pro recommended (its Choose the
 * one primary button), and each Choose an action that puts the clip in the cart (the modal stays open while the
 * call runs; the page closes it once the clip is in).
 */
export const ChooseToAddToCart: Story = {
  args: {
    onSelectTier: fn(),
    closeOnSelect: false,
    prices: storefrontPrices,
    recommendedTier: 'basicPro',
    subject,
  },
  globals: { viewport: { value: 'xl' } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: LICENCE_TIER_LABELS.open }));
    await userEvent.click(canvas.getByRole('button', { name: 'Choose Basic Pro' }));
    await expect(args.onSelectTier).toHaveBeenCalledWith('basicPro');
    await expect(canvas.getByRole('dialog', { name: TITLE })).toBeVisible();
    await expect(canvas.getByText(args.subject as string)).toBeVisible();
  },
};

/**
 * The add-to-cart call of the chosen tier (here Super Pro, not the recommended Basic Pro) runs: its button shows
 * it, every choice waits. The emphasis stays on the recommended tier: nothing jumps while the call runs.
 */
export const AddingToCart: Story = {
  args: {
    defaultOpen: true,
    onSelectTier: fn(),
    closeOnSelect: false,
    prices: storefrontPrices,
    recommendedTier: 'basicPro',
    submittingTier: 'superPro',
  },
  globals: { viewport: { value: 'xl' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Choose Super Pro' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Choose Basic Pro' })).toHaveAttribute(
      'data-variant',
      'primary',
    );
    await expect(canvas.getByRole('button', { name: 'Choose Personal' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/**
 * The add failed, as the buyer sees it: the reason inside the dialog, in the component's error box (a snackbar
 * would sit behind the backdrop), above the tiers as they were: Basic Pro marked recommended, its Choose the one
 * primary button, the others secondary, and every choice open again.
 */
export const AddFailed: Story = {
  args: {
    defaultOpen: true,
    onSelectTier: fn(),
    closeOnSelect: false,
    prices: storefrontPrices,
    recommendedTier: 'basicPro',
    subject,
    error: CART_SERVER_MESSAGES.cartFull,
  },
  globals: { viewport: { value: 'xl' } },
  play: async ({ canvas }) => {
    const dialog = canvas.getByRole('dialog', { name: TITLE });
    const alert = within(dialog).getByRole('alert');
    await expect(alert).toHaveTextContent(CART_SERVER_MESSAGES.cartFull);
    await expect(alert).toBeVisible();

    // The recommended tier is marked over its column, and only that one.
    const recommended = within(dialog).getByRole('columnheader', { name: `Basic Pro ${RECOMMENDED}` });
    await expect(recommended).toHaveAttribute('data-recommended', 'true');
    await expect(within(recommended).getByText(RECOMMENDED)).toBeVisible();
    await expect(within(within(dialog).getByRole('table')).getAllByText(RECOMMENDED)).toHaveLength(1);

    // One primary action, the recommended tier's, and it says why; the other three are secondary and look it.
    const choices = tierChoices(dialog);
    await expect(choices).toHaveLength(4);
    const [primary, ...more] = primaryOf(choices);
    await expect(more).toEqual([]);
    await expect(primary).toHaveAccessibleName('Choose Basic Pro');
    await expect(primary).toHaveAccessibleDescription(RECOMMENDED);
    const primaryFill = getComputedStyle(primary!).backgroundColor;
    for (const other of choices.filter((choice) => choice !== primary)) {
      await expect(other).toHaveAttribute('data-variant', 'secondary');
      await expect(getComputedStyle(other).backgroundColor).not.toBe(primaryFill);
    }

    // Nothing waits after a failure: the buyer can choose again.
    for (const choice of choices) {
      await expect(choice).not.toHaveAttribute('aria-disabled');
      await expect(choice).not.toHaveAttribute('aria-busy');
    }
  },
};

/** On a phone the recommended tier's card carries the mark beside its name, and its Choose is the primary one. */
export const RecommendedTierOnAPhone: Story = {
  args: {
    defaultOpen: true,
    onSelectTier: fn(),
    closeOnSelect: false,
    prices: storefrontPrices,
    recommendedTier: 'basicPro',
  },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const dialog = canvas.getByRole('dialog', { name: TITLE });
    const card = within(dialog).getByRole('article', { name: 'Basic Pro' });
    await expect(card).toHaveAttribute('data-recommended', 'true');
    await expect(within(card).getByText(RECOMMENDED)).toBeVisible();

    const [primary, ...more] = primaryOf(tierChoices(dialog));
    await expect(more).toEqual([]);
    await expect(card).toContainElement(primary!);
    await expect(primary).toHaveAccessibleDescription(RECOMMENDED);
    for (const other of ['Personal', 'Super Pro', 'Custom']) {
      const otherCard = within(dialog).getByRole('article', { name: other });
      await expect(within(otherCard).queryByText(RECOMMENDED)).not.toBeInTheDocument();
      await expect(within(otherCard).getByRole('button')).toHaveAttribute('data-variant', 'secondary');
    }
  },
};

function ControlledDemo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        See licence options
      </button>
      <p>Modal is {open ? 'open' : 'closed'}.</p>
      <LicenceTierModal open={open} onOpenChange={setOpen} />
    </>
  );
}

/** Controlled by the parent's state (`open` + `onOpenChange`), opened by a button of the parent's own. */
export const Controlled: Story = {
  render: () => <ControlledDemo />,
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'See licence options' });
    await userEvent.click(opener);
    await expect(canvas.getByRole('dialog', { name: TITLE })).toBeVisible();
    await expect(canvas.getByText('Modal is open.', { selector: 'p' })).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: OVERLAY_TEXT.close }));
    await expect(canvas.getByText('Modal is closed.')).toBeVisible();
    await expect(opener).toHaveFocus();
  },
};
