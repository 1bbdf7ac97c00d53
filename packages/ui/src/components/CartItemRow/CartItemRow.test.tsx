import { LICENCE_TIER_TEXT, MESSAGES } from '@clipmarket/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ThemeProvider } from '../../theme';
import { CART_ITEM_TYPES, CART_TEXT, CartItemRow, type CartItem, type CartItemRowProps } from '.';

const line: CartItem = {
  id: '1254381',
  variantId: 'v-basic',
  uId: '1254381v-basic',
  quantity: 1,
  title: 'Golden Retriever Catches Frisbee',
  imgUrl: '/media/posters/clip-01.webp',
  price: 149,
  productName: 'Basic Pro',
  type: 'RM OTHER',
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
  it('shows the clip, its JV# id, its licence tier and its price', () => {
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

  it('shows a product name that is not a tier as it is', () => {
    renderRow({ item: { ...line, productName: 'Editorial Bundle' } });

    expect(screen.getByText('Editorial Bundle')).toBeVisible();
  });

  it('adds a rights management fee line when a penalty applies, and none otherwise', () => {
    const { rerender } = renderRow({ item: { ...line, rightsManagementFee: 25.5 } });
    expect(screen.getByText(CART_TEXT.rightsManagementFee)).toBeVisible();
    expect(screen.getByText('$25.50')).toBeVisible();

    rerender(
      <ThemeProvider>
        <CartItemRow item={{ ...line, rightsManagementFee: 0 }} />
      </ThemeProvider>,
    );
    expect(screen.queryByText(CART_TEXT.rightsManagementFee)).not.toBeInTheDocument();
  });

  it('marks a gift card and shows no clip id for it', () => {
    renderRow({
      item: { ...line, id: 'gc-50', type: CART_ITEM_TYPES.giftCard, title: 'Gift Card', price: 50 },
    });

    const row = screen.getByRole('article', { name: 'Gift Card' });
    expect(row).toHaveAttribute('data-kind', 'giftCard');
    expect(within(row).queryByText(/^JV#/)).not.toBeInTheDocument();
    expect(within(row).queryByText(CART_TEXT.licenceLabel)).not.toBeInTheDocument();
    expect(within(row).getByText('$50')).toBeVisible();
  });

  it('marks a discount pack', () => {
    renderRow({ item: { ...line, type: CART_ITEM_TYPES.discountPack, title: '10-Clip Pack' } });

    expect(screen.getByRole('article', { name: '10-Clip Pack' })).toHaveAttribute(
      'data-kind',
      'discountPack',
    );
    expect(screen.getByText(CART_TEXT.kind.discountPack)).toBeVisible();
  });

  it.each([
    ['giftCard', CART_ITEM_TYPES.giftCard, CART_TEXT.thumbnail.giftCard],
    ['discountPack', CART_ITEM_TYPES.discountPack, CART_TEXT.thumbnail.discountPack],
  ] as const)('pictures a %s without an image by its product type', (_, type, name) => {
    renderRow({ item: { ...line, type, title: 'A product', imgUrl: null } });

    const thumbnail = screen.getByRole('img', { name });
    expect(thumbnail).toBeVisible();
    expect(thumbnail.querySelector('svg')!.getBoundingClientRect().width).toBeGreaterThan(0);
  });

  it('keeps the picture of a clip without a poster decorative', () => {
    renderRow({ item: { ...line, imgUrl: null } });

    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(document.querySelector('[data-placeholder="licence"]')).toBeVisible();
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
    expect(screen.getByRole('article')).toHaveAttribute('data-state', 'locked');
  });

  it('shows an inquiry line as priced by inquiry', () => {
    renderRow({ item: { ...line, type: CART_ITEM_TYPES.inquiry, variantId: null, price: 0 } });

    expect(screen.getByText(LICENCE_TIER_TEXT.priceByInquiry)).toBeVisible();
    expect(screen.queryByText('$0')).not.toBeInTheDocument();
  });

  it('multiplies the price and the fee by the quantity and shows the unit price', () => {
    renderRow({ item: { ...line, quantity: 3, price: 49, rightsManagementFee: 10 } });

    expect(screen.getByText('3 × $49')).toBeVisible();
    expect(screen.getByText('$147')).toBeVisible();
    expect(screen.getByText('$30')).toBeVisible();
  });

  it('shows the content usage when given', () => {
    renderRow({ item: { ...line, contentUsage: 'Instagram reel' } });

    expect(screen.getByText('Instagram reel')).toBeVisible();
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
