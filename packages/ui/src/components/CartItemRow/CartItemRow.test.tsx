import { LICENCE_TIER_TEXT, MESSAGES } from '@clipmarket/core';
import { cartLineFixtures } from '@clipmarket/mocks';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ThemeProvider } from '../../theme';
import { CART_TEXT, CartItemRow, type CartItem, type CartItemRowProps } from '.';

/** A Basic Pro line as the server answers it, with no project, PO or post URL. */
const line: CartItem = {
  ...cartLineFixtures.basicPro,
  title: 'Golden Retriever Catches Frisbee',
  projectName: null,
  poNumber: null,
};

function renderRow(props: Partial<CartItemRowProps> = {}) {
  return render(
    <ThemeProvider>
      <CartItemRow item={line} onRemove={vi.fn()} {...props} />
    </ThemeProvider>,
  );
}

afterEach(async () => {
  cleanup();
  await page.viewport(414, 896);
});

describe('CartItemRow', () => {
  it('shows the clip, its JV# id, its licence tier and its price from the storefront', () => {
    renderRow({ href: '/licensing/view/1254381' });

    const row = screen.getByRole('article', { name: line.title! });
    expect(row).toHaveAttribute('data-state', 'idle');
    expect(within(row).getByRole('link', { name: line.title! })).toHaveAttribute(
      'href',
      '/licensing/view/1254381',
    );
    expect(within(row).getByText('JV#1254381')).toBeVisible();
    expect(within(row).getByText(CART_TEXT.licenceLabel).nextElementSibling?.textContent).toBe('Basic Pro');
    expect(within(row).getByText('$149')).toBeVisible();
  });

  it('reads its price in cents, whatever the storefront charges', () => {
    renderRow({ item: { ...line, priceCents: 12950 } });

    expect(screen.getByText('$129.50')).toBeVisible();
  });

  it('shows the rights management fee of a clip already used under its price, and the post URL', () => {
    renderRow({ item: cartLineFixtures.alreadyUsed, fee: cartLineFixtures.rightsFee });

    expect(screen.getByText(CART_TEXT.rightsManagementFee)).toBeVisible();
    expect(document.querySelector('[data-amount="fee"]')).toHaveTextContent('$75');
    expect(screen.getByText(cartLineFixtures.alreadyUsed.postUrls[0]!)).toBeVisible();
  });

  it('shows a line paid with a Discount Pack credit as costing nothing', () => {
    renderRow({ item: cartLineFixtures.credited });

    expect(screen.getByRole('article')).toHaveAttribute('data-credit', 'true');
    expect(screen.getByText(CART_TEXT.creditApplied)).toBeVisible();
    expect(document.querySelector('[data-amount="credit"]')).toHaveTextContent('−$149');
  });

  it('marks a gift card and shows no clip id for it', () => {
    renderRow({ item: cartLineFixtures.giftCard });

    const row = screen.getByRole('article', { name: cartLineFixtures.giftCard.title! });
    expect(row).toHaveAttribute('data-kind', 'giftCard');
    expect(within(row).queryByText(/^JV#/)).not.toBeInTheDocument();
    expect(within(row).queryByText(CART_TEXT.licenceLabel)).not.toBeInTheDocument();
    expect(within(row).getByText('$100')).toBeVisible();
  });

  it.each([
    ['giftCard', cartLineFixtures.giftCard, CART_TEXT.thumbnail.giftCard],
    ['discountPack', cartLineFixtures.discountPack, CART_TEXT.thumbnail.discountPack],
  ] as const)('pictures a %s without an image by its product type', (_, item, name) => {
    renderRow({ item });

    const thumbnail = screen.getByRole('img', { name });
    expect(thumbnail).toBeVisible();
    expect(thumbnail.querySelector('svg')!.getBoundingClientRect().width).toBeGreaterThan(0);
  });

  it('keeps the picture of a clip without a poster decorative', () => {
    renderRow({ item: { ...line, imgUrl: null } });

    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(document.querySelector('[data-placeholder="licence"]')).toBeVisible();
  });

  it('shows a Custom line as priced by inquiry', () => {
    renderRow({ item: cartLineFixtures.custom });

    expect(screen.getByText(CART_TEXT.kind.inquiry)).toBeVisible();
    expect(screen.getByText(LICENCE_TIER_TEXT.priceByInquiry)).toBeVisible();
    expect(screen.queryByText('$0')).not.toBeInTheDocument();
  });

  it('says so when the storefront gave no price', () => {
    renderRow({ item: { ...line, priceCents: null } });

    expect(screen.getByText(CART_TEXT.priceUnavailable)).toBeVisible();
  });

  it('multiplies the price by the quantity and shows the unit price', () => {
    renderRow({ item: { ...cartLineFixtures.personal, quantity: 3 } });

    expect(screen.getByText('3 × $49')).toBeVisible();
    expect(screen.getByText('$147')).toBeVisible();
  });

  it('shows the project name, PO number and content usage when given', () => {
    renderRow({ item: { ...line, projectName: 'Spring campaign', poNumber: 'PO-7', contentUsage: 'Reel' } });

    expect(screen.getByText('Spring campaign')).toBeVisible();
    expect(screen.getByText('PO-7')).toBeVisible();
    expect(screen.getByText('Reel')).toBeVisible();
  });

  it('lets the buyer change the project name and PO number from the keyboard', async () => {
    const onDetailsChange = vi.fn();
    renderRow({ item: { ...line, projectName: 'Old project' }, onDetailsChange });

    const toggle = screen.getByRole('button', { name: CART_TEXT.editDetailsName(line.title!) });
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const project = screen.getByRole('textbox', { name: CART_TEXT.projectNameLabel });
    expect(project).toHaveValue('Old project');
    await userEvent.clear(project);
    await userEvent.type(project, '  Launch film ');
    await userEvent.type(screen.getByRole('textbox', { name: CART_TEXT.poNumberLabel }), 'PO-2026-9{Enter}');

    expect(onDetailsChange).toHaveBeenCalledWith(expect.objectContaining({ lineId: line.lineId }), {
      projectName: 'Launch film',
      poNumber: 'PO-2026-9',
    });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await expect.poll(() => document.activeElement).toBe(toggle);
  });

  it('saves an emptied project name as none', async () => {
    const onDetailsChange = vi.fn();
    renderRow({ item: { ...line, projectName: 'Old project', poNumber: 'PO-1' }, onDetailsChange });

    await userEvent.click(screen.getByRole('button', { name: CART_TEXT.editDetailsName(line.title!) }));
    await userEvent.clear(screen.getByRole('textbox', { name: CART_TEXT.projectNameLabel }));
    await userEvent.click(screen.getByRole('button', { name: CART_TEXT.saveDetails }));

    expect(onDetailsChange).toHaveBeenCalledWith(expect.anything(), { projectName: null, poNumber: 'PO-1' });
  });

  it('offers no project form without onDetailsChange, nor for products', () => {
    const { rerender } = renderRow();
    expect(screen.queryByRole('button', { name: /^Project and PO for/ })).not.toBeInTheDocument();

    rerender(
      <ThemeProvider>
        <CartItemRow item={cartLineFixtures.giftCard} onDetailsChange={vi.fn()} />
      </ThemeProvider>,
    );
    expect(screen.queryByRole('button', { name: /^Project and PO for/ })).not.toBeInTheDocument();
  });

  it('falls back to the no-title text for a line without a title', () => {
    renderRow({ item: { ...line, title: '   ' } });

    expect(screen.getByRole('heading', { name: MESSAGES.noTitle })).toBeVisible();
  });

  it('reports Remove with the line, by mouse and by keyboard', async () => {
    const onRemove = vi.fn();
    renderRow({ onRemove });
    const remove = screen.getByRole('button', { name: CART_TEXT.removeName(line.title!) });

    await userEvent.click(remove);
    expect(onRemove).toHaveBeenLastCalledWith(line);

    remove.focus();
    await userEvent.keyboard('{Enter}');
    expect(onRemove).toHaveBeenCalledTimes(2);
  });

  it('ignores Remove while the remove call runs, keeping focus on the button, and announces it', async () => {
    const onRemove = vi.fn();
    renderRow({ onRemove, status: 'removing' });
    const remove = screen.getByRole('button', { name: CART_TEXT.removeName(line.title!) });

    // Playwright will not click an aria-disabled control, so the press comes from the keyboard.
    remove.focus();
    await userEvent.keyboard('{Enter}');

    expect(onRemove).not.toHaveBeenCalled();
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    expect(remove).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(CART_TEXT.removing);
    expect(screen.getByRole('article')).toHaveAttribute('data-state', 'removing');
  });

  it('says the project and PO are being saved', () => {
    renderRow({ status: 'saving' });

    expect(screen.getByRole('status')).toHaveTextContent(CART_TEXT.saving);
    expect(screen.getByRole('article')).toHaveAttribute('aria-busy', 'true');
  });

  it('shows Remove but ignores it while the checkout is prepared (locked)', async () => {
    const onRemove = vi.fn();
    renderRow({ onRemove, status: 'locked' });
    const remove = screen.getByRole('button', { name: CART_TEXT.removeName(line.title!) });

    remove.focus();
    await userEvent.keyboard('{Enter}');

    expect(onRemove).not.toHaveBeenCalled();
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    expect(remove).not.toHaveAttribute('aria-busy');
    expect(remove).toHaveFocus();
  });

  it('has no Remove button without onRemove', () => {
    renderRow({ onRemove: undefined });

    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('puts price and Remove under the text on a phone and beside it from md', async () => {
    await page.viewport(375, 740);
    renderRow();
    const title = screen.getByRole('heading', { name: line.title! });
    const remove = screen.getByRole('button', { name: CART_TEXT.removeName(line.title!) });
    expect(remove.getBoundingClientRect().top).toBeGreaterThan(title.getBoundingClientRect().bottom);

    await page.viewport(1024, 800);
    expect(remove.getBoundingClientRect().left).toBeGreaterThan(title.getBoundingClientRect().right);
  });
});
