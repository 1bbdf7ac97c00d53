import { clipmarketLinksFixture } from '@clipmarket/mocks';
import { LICENCE_LINKS, LICENCE_TIER_TEXT, OVERLAY_TEXT, LICENCE_TIER_LABELS } from '@clipmarket/core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ThemeProvider } from '../../theme';
import { ClipmarketProvider } from '../ClipmarketProvider';
import {
  LICENCE_TIER_MODAL_TEXT,
  LicenceTierModal,
  LicenceTierModalTrigger,
  type LicenceTierModalProps,
} from '.';

const TITLE = LICENCE_TIER_LABELS.title;
const NOT_INCLUDED = 'Not included';
const INCLUDED = 'Included';
/** What no online tier covers (decisions.md, "What the tiers cover"). */
const NOT_ONLINE =
  'Advertising (paid media, sponsored posts, a brand’s ads), broadcast, OTT and out-of-home: those are Custom licences';

/**
 * Spec section 1, figure by figure, in the order the comparison shows them: price, what the tier covers and
 * does not in plain words (in place of the distribution figure), monetization, watermark, pages or channels,
 * maximum audience, posts per channel, brands, legal indemnification, custom legal terms, dedicated account
 * manager. Basic Pro is $149 (decisions.md).
 */
const SPEC: Record<string, string[]> = {
  Personal: [
    '$49',
    'Editorial, unpaid (organic) posts on one page or channel of your own, not monetized',
    NOT_ONLINE,
    'Not allowed',
    'Watermarked',
    '1',
    '5 million',
    '1',
    '1',
    NOT_INCLUDED,
    NOT_INCLUDED,
    NOT_INCLUDED,
  ],
  'Basic Pro': [
    '$149',
    'Editorial, unpaid (organic) posts on up to 3 pages or channels of your own, monetized',
    NOT_ONLINE,
    'Allowed',
    'Watermark free',
    '3',
    '5 million',
    '1',
    '1',
    NOT_INCLUDED,
    NOT_INCLUDED,
    NOT_INCLUDED,
  ],
  'Super Pro': [
    '$299',
    'Editorial, unpaid (organic) posts on all your own pages and channels, monetized',
    NOT_ONLINE,
    'Allowed',
    'Watermark free',
    'Unlimited',
    'Unlimited',
    '1',
    'Unlimited',
    NOT_INCLUDED,
    NOT_INCLUDED,
    NOT_INCLUDED,
  ],
  Custom: [
    LICENCE_TIER_TEXT.priceByInquiry,
    'Advertising (paid media, sponsored posts, a brand’s ads), broadcast, OTT and out-of-home, quoted for your project',
    'Compilations, and ads with a clip that is Not for Advertising Use',
    'Allowed',
    'Watermark free',
    'Unlimited',
    'Unlimited',
    'Unlimited',
    'Unlimited',
    INCLUDED,
    INCLUDED,
    INCLUDED,
  ],
};
const FIGURES = [
  'Price per video',
  'Covers',
  'Does not cover',
  'Monetization',
  'Watermark',
  'Pages or channels',
  'Maximum audience',
  'Posts per channel',
  'Brands',
  'Legal indemnification',
  'Custom legal terms',
  'Dedicated account manager',
];

function renderModal(props: Partial<LicenceTierModalProps> = {}) {
  return render(
    <ThemeProvider>
      <ClipmarketProvider links={clipmarketLinksFixture}>
        <LicenceTierModal
          trigger={(triggerProps) => <LicenceTierModalTrigger {...triggerProps} />}
          {...props}
        />
      </ClipmarketProvider>
    </ThemeProvider>,
  );
}

/** What a screen reader reads in a cell: its text without the decorative, aria-hidden glyphs. */
function spokenText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((node) => node.remove());
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

async function openFromTrigger() {
  await userEvent.click(screen.getByRole('button', { name: LICENCE_TIER_LABELS.open }));
  return screen.getByRole('dialog', { name: TITLE });
}

afterEach(async () => {
  cleanup();
  await page.viewport(414, 896);
});

describe('LicenceTierModal', () => {
  it('stays closed until the trigger is pressed', () => {
    renderModal();

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: LICENCE_TIER_LABELS.open })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
  });

  it('opens as a modal named by its heading, with focus on the heading', async () => {
    renderModal();

    const dialog = await openFromTrigger();

    expect(dialog).toHaveAttribute('data-state', 'open');
    expect(dialog).toHaveAttribute('open');
    expect(dialog.matches(':modal')).toBe(true);
    expect(screen.getByRole('heading', { level: 2, name: TITLE })).toHaveFocus();
  });

  it('shows every figure of every tier in the table on a wide screen', async () => {
    await page.viewport(1280, 900);
    renderModal({ defaultOpen: true });

    const table = screen.getByRole('table', { name: TITLE });
    const tiers = within(table)
      .getAllByRole('columnheader')
      .slice(1)
      .map((header) => header.textContent);
    expect(tiers).toEqual(['Personal', 'Basic Pro', 'Super Pro', 'Custom']);

    const bodyRows = within(table)
      .getAllByRole('row')
      .slice(1, 1 + FIGURES.length);
    expect(bodyRows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual(FIGURES);
    tiers.forEach((tier, column) => {
      const values = bodyRows.map((row) => spokenText(within(row).getAllByRole('cell')[column] as Element));
      expect(values, tier ?? '').toEqual(SPEC[tier ?? '']);
    });
  });

  it('shows every figure of every tier in stacked cards on a phone', async () => {
    await page.viewport(375, 740);
    renderModal({ defaultOpen: true });

    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    for (const [tier, figures] of Object.entries(SPEC)) {
      const card = screen.getByRole('article', { name: tier });
      const [price, ...rest] = figures;
      expect(within(card).getByText(price as string)).toBeVisible();
      expect(
        within(card)
          .getAllByRole('term')
          .map((term) => term.textContent),
      ).toEqual(FIGURES.slice(1));
      expect(within(card).getAllByRole('definition').map(spokenText)).toEqual(rest);
    }
  });

  it('shows Basic Pro at $149 on a phone and on a desktop alike', async () => {
    renderModal({ defaultOpen: true });

    await page.viewport(1280, 900);
    const priceRow = screen.getByRole('row', { name: /^Price per video/ });
    const desktopPrices = within(priceRow).getAllByRole('cell').map(spokenText);
    expect(desktopPrices[1]).toBe('$149');

    await page.viewport(375, 740);
    expect(screen.queryByRole('row', { name: /^Price per video/ })).not.toBeInTheDocument();
    const mobilePrices = screen
      .getAllByRole('article')
      .map((card) => within(card).getByText(/^\$\d+$|^By inquiry$/).textContent);
    expect(mobilePrices[1]).toBe('$149');
    expect(within(screen.getByRole('article', { name: 'Basic Pro' })).getByText('$149')).toBeVisible();

    expect(mobilePrices).toEqual(desktopPrices);
  });

  it('says that no tier offers compilation rights', () => {
    renderModal({ defaultOpen: true });

    expect(screen.getByText(LICENCE_TIER_TEXT.compilationRightsNotOffered)).toBeVisible();
  });

  it('links to the full terms PDF in a new tab, saying so, and to the FAQ', () => {
    renderModal({ defaultOpen: true });

    const terms = screen.getByRole('link', {
      name: 'Read the full licence terms (PDF) (opens in a new tab)',
    });
    expect(terms).toHaveAttribute('href', LICENCE_LINKS.fullTermsPdf);
    expect(terms).toHaveAttribute('target', '_blank');
    expect(terms.getAttribute('rel')?.split(' ')).toContain('noopener');
    expect(screen.getByRole('link', { name: LICENCE_TIER_TEXT.faqLabel })).toHaveAttribute(
      'href',
      LICENCE_LINKS.faq,
    );
  });

  it('takes other terms and FAQ addresses', () => {
    renderModal({ defaultOpen: true, termsHref: '/terms/v2.pdf', faqHref: '/help/licences' });

    expect(screen.getByRole('link', { name: /full licence terms/ })).toHaveAttribute('href', '/terms/v2.pdf');
    expect(screen.getByRole('link', { name: LICENCE_TIER_TEXT.faqLabel })).toHaveAttribute(
      'href',
      '/help/licences',
    );
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    renderModal();
    const trigger = screen.getByRole('button', { name: LICENCE_TIER_LABELS.open });
    const dialog = await openFromTrigger();
    expect(trigger).not.toHaveFocus();

    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(dialog).toHaveAttribute('data-state', 'closed');
    expect(trigger).toHaveFocus();
  });

  it('closes from its close button and gives focus back to the trigger', async () => {
    renderModal();
    const trigger = screen.getByRole('button', { name: LICENCE_TIER_LABELS.open });
    await openFromTrigger();

    await userEvent.click(screen.getByRole('button', { name: OVERLAY_TEXT.close }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes when the backdrop is clicked', async () => {
    await page.viewport(1280, 900);
    renderModal();
    const dialog = await openFromTrigger();

    fireEvent.click(dialog, { clientX: 2, clientY: 2 });

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps Tab inside the dialog, wrapping from the last control to the first and back', async () => {
    await page.viewport(1280, 900);
    renderModal({ onSelectTier: vi.fn() });
    await openFromTrigger();
    const close = screen.getByRole('button', { name: OVERLAY_TEXT.close });
    const faq = screen.getByRole('link', { name: LICENCE_TIER_TEXT.faqLabel });

    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(faq).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Choose Personal' })).toHaveFocus();
  });

  it('offers a choice per tier, reports it and closes', async () => {
    await page.viewport(1280, 900);
    const onSelectTier = vi.fn();
    renderModal({ onSelectTier });
    const trigger = screen.getByRole('button', { name: LICENCE_TIER_LABELS.open });
    await openFromTrigger();
    expect(screen.getByRole('button', { name: 'Choose Personal' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Choose Super Pro' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Inquire' })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Choose Basic Pro' }));

    expect(onSelectTier).toHaveBeenCalledExactlyOnceWith('basicPro');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('marks the recommended tier and makes its choice the one primary button, on a desktop', async () => {
    await page.viewport(1280, 900);
    renderModal({ defaultOpen: true, onSelectTier: vi.fn(), recommendedTier: 'superPro' });

    const table = screen.getByRole('table', { name: TITLE });
    expect(
      within(table).getByRole('columnheader', { name: `Super Pro ${LICENCE_TIER_MODAL_TEXT.recommended}` }),
    ).toBeVisible();
    const choices = within(table).getAllByRole('button');
    expect(choices.map((choice) => choice.getAttribute('data-variant'))).toEqual([
      'secondary',
      'secondary',
      'primary',
      'secondary',
    ]);
    expect(screen.getByRole('button', { name: 'Choose Super Pro' })).toHaveAccessibleDescription(
      LICENCE_TIER_MODAL_TEXT.recommended,
    );
  });

  it('marks the recommended tier on its card and makes its choice the one primary button, on a phone', async () => {
    await page.viewport(375, 740);
    renderModal({ defaultOpen: true, onSelectTier: vi.fn(), recommendedTier: 'basicPro' });

    const card = screen.getByRole('article', { name: 'Basic Pro' });
    expect(within(card).getByText(LICENCE_TIER_MODAL_TEXT.recommended)).toBeVisible();
    const primary = screen
      .getAllByRole('button', { name: /^Choose |^Inquire$/ })
      .filter((choice) => choice.getAttribute('data-variant') === 'primary');
    expect(primary).toEqual([within(card).getByRole('button', { name: 'Choose Basic Pro' })]);
  });

  it('pushes no tier without a recommendation: every choice is secondary and none is marked', async () => {
    await page.viewport(1280, 900);
    renderModal({ defaultOpen: true, onSelectTier: vi.fn() });

    const choices = screen.getAllByRole('button', { name: /^Choose |^Inquire$/ });
    expect(choices).toHaveLength(4);
    for (const choice of choices) expect(choice).toHaveAttribute('data-variant', 'secondary');
    expect(screen.queryByText(LICENCE_TIER_MODAL_TEXT.recommended)).not.toBeInTheDocument();
  });

  it("shows the storefront's prices, in cents, over the tiers' own, and Custom by inquiry", async () => {
    await page.viewport(1280, 900);
    renderModal({
      defaultOpen: true,
      prices: [
        { tier: 'personal', priceCents: 5900 },
        { tier: 'basicPro', priceCents: 14950 },
        { tier: 'superPro', priceCents: 29900 },
      ],
    });

    const prices = [...document.querySelectorAll('[data-layout="table"] [data-figure="price"] td')].map(
      (cell) => cell.textContent,
    );
    expect(prices).toEqual(['$59', '$149.50', '$299', LICENCE_TIER_TEXT.priceByInquiry]);
  });

  it('stays open after a choice that starts a call, waits while it runs, and shows why it failed', async () => {
    await page.viewport(1280, 900);
    const onSelectTier = vi.fn();
    const { rerender } = renderModal({ defaultOpen: true, onSelectTier, closeOnSelect: false });

    await userEvent.click(screen.getByRole('button', { name: 'Choose Basic Pro' }));
    expect(onSelectTier).toHaveBeenCalledExactlyOnceWith('basicPro');
    expect(screen.getByRole('dialog', { name: TITLE })).toBeVisible();

    rerender(
      <ThemeProvider>
        <ClipmarketProvider links={clipmarketLinksFixture}>
          <LicenceTierModal
            defaultOpen
            onSelectTier={onSelectTier}
            closeOnSelect={false}
            submittingTier="basicPro"
          />
        </ClipmarketProvider>
      </ThemeProvider>,
    );
    const chosen = screen.getByRole('button', { name: 'Choose Basic Pro' });
    expect(chosen).toHaveAttribute('aria-busy', 'true');
    const other = screen.getByRole('button', { name: 'Choose Super Pro' });
    other.focus();
    await userEvent.keyboard('{Enter}');
    expect(onSelectTier).toHaveBeenCalledTimes(1);
    expect(other).toHaveFocus();

    rerender(
      <ThemeProvider>
        <ClipmarketProvider links={clipmarketLinksFixture}>
          <LicenceTierModal
            defaultOpen
            onSelectTier={onSelectTier}
            closeOnSelect={false}
            error="Max size of cart reached: 200 lines."
            subject="JV#1254381 · Golden Retriever"
          />
        </ClipmarketProvider>
      </ThemeProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Max size of cart reached: 200 lines.');
    expect(screen.getByText('JV#1254381 · Golden Retriever')).toBeVisible();
  });

  it('leaves a controlled modal open until its parent closes it', async () => {
    const onOpenChange = vi.fn();
    const { rerender } = renderModal({ open: true, onOpenChange });
    expect(screen.getByRole('dialog', { name: TITLE })).toBeVisible();

    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
    expect(screen.getByRole('dialog', { name: TITLE })).toBeVisible();

    rerender(
      <ThemeProvider>
        <ClipmarketProvider links={clipmarketLinksFixture}>
          <LicenceTierModal open={false} onOpenChange={onOpenChange} />
        </ClipmarketProvider>
      </ThemeProvider>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('reports the trigger press to a controlled parent', async () => {
    const onOpenChange = vi.fn();
    renderModal({ open: false, onOpenChange });

    await userEvent.click(screen.getByRole('button', { name: LICENCE_TIER_LABELS.open }));

    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens on first render with defaultOpen', () => {
    renderModal({ defaultOpen: true });

    expect(screen.getByRole('dialog', { name: TITLE })).toHaveAttribute('data-state', 'open');
  });
});
