import { CARD_TEXT, MESSAGES, type PlaylistVideoRow } from '@clipmarket/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { ThemeProvider } from '../../theme';
import { SAVED_LIST_ITEM_TEXT, SavedListItem, type SavedListItemProps } from '.';

const clip: Pick<PlaylistVideoRow, 'jmId' | 'title' | 'publishingTitle' | 'imgUrl'> = {
  jmId: '1254381-1',
  publishingTitle: 'Golden Retriever Catches Frisbee',
  title: 'dog frisbee',
  imgUrl: '/media/posters/clip-01.webp',
};
const JV = 'JV#1254381-1';
const named = (label: string) => SAVED_LIST_ITEM_TEXT.buttonName(label, JV);

function renderItem(props: Partial<SavedListItemProps> = {}) {
  return render(
    <ThemeProvider>
      <SavedListItem
        video={clip}
        onRemove={vi.fn()}
        onAddToCart={vi.fn()}
        onRemoveFromCart={vi.fn()}
        {...props}
      />
    </ThemeProvider>,
  );
}

afterEach(async () => {
  cleanup();
  await page.viewport(414, 896);
});

describe('SavedListItem', () => {
  it('shows the display title, the JV# id and the thumbnail', () => {
    renderItem({ href: '/licensing/view/1254381-1' });

    expect(screen.getByRole('article', { name: clip.publishingTitle! })).toBeVisible();
    expect(screen.getByRole('link', { name: clip.publishingTitle! })).toHaveAttribute(
      'href',
      '/licensing/view/1254381-1',
    );
    expect(screen.getByText(JV)).toBeVisible();
    expect(document.querySelector('img')).toHaveAttribute('src', clip.imgUrl);
  });

  it('falls back from publishingTitle to title to the no-title text', () => {
    const { rerender } = renderItem({ video: { ...clip, publishingTitle: '  ' } });
    expect(screen.getByRole('heading', { name: 'dog frisbee' })).toBeVisible();

    rerender(
      <ThemeProvider>
        <SavedListItem video={{ jmId: '1', publishingTitle: null, title: null }} />
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { name: MESSAGES.noTitle })).toBeVisible();
  });

  it('offers Remove only to a user who may change the playlist', async () => {
    const onRemove = vi.fn();
    const { rerender } = renderItem({ onRemove });
    expect(
      screen.queryByRole('button', { name: named(SAVED_LIST_ITEM_TEXT.remove) }),
    ).not.toBeInTheDocument();

    rerender(
      <ThemeProvider>
        <SavedListItem video={clip} canModify onRemove={onRemove} />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: named(SAVED_LIST_ITEM_TEXT.remove) }));
    expect(onRemove).toHaveBeenCalledExactlyOnceWith(clip);
  });

  it('adds a clip that is not in the cart', async () => {
    const onAddToCart = vi.fn();
    renderItem({ onAddToCart, cartItems: [{ id: '999' }, { id: '1254381-2' }] });

    await userEvent.click(screen.getByRole('button', { name: named(SAVED_LIST_ITEM_TEXT.addToCart) }));

    expect(onAddToCart).toHaveBeenCalledExactlyOnceWith(clip);
    expect(screen.queryByText(CARD_TEXT.inCart)).not.toBeInTheDocument();
  });

  it('matches a "-1" clip to its base id in the cart and offers to remove it', async () => {
    const onRemoveFromCart = vi.fn();
    renderItem({ onRemoveFromCart, cartItems: [{ id: '1254381' }] });

    expect(screen.getByText(CARD_TEXT.inCart)).toBeVisible();
    expect(
      screen.queryByRole('button', { name: named(SAVED_LIST_ITEM_TEXT.addToCart) }),
    ).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: named(SAVED_LIST_ITEM_TEXT.removeFromCart) }));
    expect(onRemoveFromCart).toHaveBeenCalledExactlyOnceWith(clip);
  });

  it('ignores presses while the remove call runs, and says so', async () => {
    const onRemove = vi.fn();
    renderItem({ canModify: true, onRemove, status: 'removing' });
    const remove = screen.getByRole('button', { name: named(SAVED_LIST_ITEM_TEXT.remove) });

    remove.focus();
    await userEvent.keyboard('{Enter}');

    expect(onRemove).not.toHaveBeenCalled();
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(SAVED_LIST_ITEM_TEXT.removing);
    expect(screen.getByRole('article')).toHaveAttribute('data-state', 'removing');
  });

  it('says when removing failed', () => {
    renderItem({ canModify: true, status: 'removeFailed' });

    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.removeFailed);
    expect(screen.getByRole('article')).toHaveAttribute('data-state', 'removeFailed');
  });

  it('ignores cart presses while the cart call runs', async () => {
    const onAddToCart = vi.fn();
    renderItem({ onAddToCart, status: 'cartSubmitting' });
    const add = screen.getByRole('button', { name: named(SAVED_LIST_ITEM_TEXT.addToCart) });

    add.focus();
    await userEvent.keyboard('{Enter}');

    expect(onAddToCart).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent(SAVED_LIST_ITEM_TEXT.cartSubmitting);
  });

  it('offers the footage of a licensed clip as a download link, and nothing without one', () => {
    const { rerender } = renderItem({ licensed: true });
    expect(screen.queryByRole('link', { name: named(SAVED_LIST_ITEM_TEXT.download) })).toBeNull();

    rerender(
      <ThemeProvider>
        <SavedListItem video={clip} licensed downloadHref="/api/user/licensing/videos/1254381-1/download" />
      </ThemeProvider>,
    );

    const link = screen.getByRole('link', { name: named(SAVED_LIST_ITEM_TEXT.download) });
    expect(link).toHaveAttribute('href', '/api/user/licensing/videos/1254381-1/download');
    expect(link).toHaveAttribute('download');
  });

  it('shows a checkbox only in select mode, and reports each change with the clip', async () => {
    const onSelectedChange = vi.fn();
    const { rerender } = renderItem();
    expect(screen.queryByRole('checkbox')).toBeNull();

    rerender(
      <ThemeProvider>
        <SavedListItem video={clip} selected={false} onSelectedChange={onSelectedChange} />
      </ThemeProvider>,
    );
    await userEvent.click(screen.getByRole('checkbox', { name: SAVED_LIST_ITEM_TEXT.select(JV) }));

    expect(onSelectedChange).toHaveBeenCalledExactlyOnceWith(true, clip);
    expect(screen.getByRole('article')).toHaveAttribute('data-selected', 'false');
  });

  it('puts the buttons under the clip on a phone and beside it on a desktop', async () => {
    renderItem({ canModify: true });
    const title = screen.getByRole('heading');
    const remove = screen.getByRole('button', { name: named(SAVED_LIST_ITEM_TEXT.remove) });

    await page.viewport(375, 740);
    expect(remove.getBoundingClientRect().top).toBeGreaterThan(title.getBoundingClientRect().bottom);

    await page.viewport(1280, 900);
    expect(remove.getBoundingClientRect().left).toBeGreaterThan(title.getBoundingClientRect().right);
  });
});
