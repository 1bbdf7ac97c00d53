import { CARD_TEXT, MESSAGES, baseJmId, displayTitle, formatJvId, PAGES } from '@clipmarket/core';
import { PLAYLIST_UUIDS, playlistVideoFixtures, videoFixtures } from '@clipmarket/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { StoryLink } from '../VideoCard/VideoCard.stories';
import { Button, SAVED_LIST_ITEM_TEXT, SavedListItem, Select } from '@clipmarket/ui';

const clip = playlistVideoFixtures[PLAYLIST_UUIDS.pets]![1]!;
const jvId = formatJvId(clip.jmId);
const name = (label: string, id = jvId) => SAVED_LIST_ITEM_TEXT.buttonName(label, id);

const meta = {
  title: 'Components/SavedListItem/Features',
  component: SavedListItem,
  tags: ['!autodocs'],
  args: {
    video: clip,
    href: PAGES.view.href({ videoId: clip.jmId }),
    linkComponent: StoryLink,
    canModify: true,
    onRemove: fn(),
    onAddToCart: fn(),
    onRemoveFromCart: fn(),
  },
} satisfies Meta<typeof SavedListItem>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner's row, not in the cart: Add to cart and Remove. */
export const Idle: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(canvasElement.querySelector('article')).toHaveAttribute('data-state', 'idle');
    await expect(canvas.getByRole('link', { name: displayTitle(clip) })).toHaveAttribute(
      'href',
      PAGES.view.href({ videoId: clip.jmId }),
    );
    await userEvent.click(canvas.getByRole('button', { name: name(SAVED_LIST_ITEM_TEXT.remove) }));
    await expect(args.onRemove).toHaveBeenCalledWith(clip);
  },
};

/** In the cart: a badge and Remove from cart. */
export const InCart: Story = {
  args: { cartItems: [{ id: clip.jmId }] },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText(CARD_TEXT.inCart)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: name(SAVED_LIST_ITEM_TEXT.removeFromCart) }));
    await expect(args.onRemoveFromCart).toHaveBeenCalledWith(clip);
    await expect(
      canvas.queryByRole('button', { name: name(SAVED_LIST_ITEM_TEXT.addToCart) }),
    ).not.toBeInTheDocument();
  },
};

/** In the cart at a tier (the cart's lines): the tier is named beside the clip. */
export const InCartAtATier: Story = {
  args: { cartItems: [{ id: clip.jmId, tier: 'basicPro', kind: 'licence' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(SAVED_LIST_ITEM_TEXT.inCartAt('Basic Pro'))).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: name(SAVED_LIST_ITEM_TEXT.removeFromCart) }),
    ).toBeVisible();
  },
};

/** Only a clip's fee line in the cart does not make the clip "in cart". */
export const FeeLineIsNotTheClip: Story = {
  args: { cartItems: [{ id: clip.jmId, tier: null, kind: 'rightsFee' }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: name(SAVED_LIST_ITEM_TEXT.addToCart) })).toBeVisible();
  },
};

/** A clip the user holds a licence for: a "Licensed" badge; it can still be licensed again at another tier. */
export const Licensed: Story = {
  args: { licensed: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(CARD_TEXT.licensed)).toBeVisible();
    await expect(canvasElement.querySelector('article')).toHaveAttribute('data-licensed', 'true');
  },
};

/** A '-1' clip matches its base id in the cart. */
export const InCartByBaseId: Story = {
  args: {
    video: videoFixtures.longTitle,
    href: PAGES.view.href({ videoId: videoFixtures.longTitle.jmId }),
    cartItems: [{ id: baseJmId(videoFixtures.longTitle.jmId) }],
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('button', {
        name: name(SAVED_LIST_ITEM_TEXT.removeFromCart, formatJvId(videoFixtures.longTitle.jmId)),
      }),
    ).toBeVisible();
  },
};

/** A reader through a share link (`canModify` false): no Remove. */
export const ReadOnly: Story = {
  args: { canModify: false },
  play: async ({ canvas }) => {
    await expect(
      canvas.queryByRole('button', { name: name(SAVED_LIST_ITEM_TEXT.remove) }),
    ).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: name(SAVED_LIST_ITEM_TEXT.addToCart) })).toBeVisible();
  },
};

export const Removing: Story = {
  args: { status: 'removing' },
  play: async ({ canvas, args, userEvent }) => {
    const remove = canvas.getByRole('button', { name: name(SAVED_LIST_ITEM_TEXT.remove) });
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent(SAVED_LIST_ITEM_TEXT.removing);
    remove.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

/** 'Failed to removed video. Please try again.' */
export const RemoveFailed: Story = {
  // No visual reference here: visual.components.test.tsx pictures this state at a width of its own (saved-list-item-remove-failed).
  tags: ['!visual'],
  args: { status: 'removeFailed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(MESSAGES.removeFailed);
  },
};

/** The cart call runs (the cart's `itemSubmitting`). */
export const CartSubmitting: Story = {
  args: { status: 'cartSubmitting' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: name(SAVED_LIST_ITEM_TEXT.addToCart) })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(SAVED_LIST_ITEM_TEXT.cartSubmitting);
  },
};

/** A very long title wraps in full: nothing of it is cut off, on a phone or a desktop. */
export const LongTitle: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { video: videoFixtures.longTitle, href: PAGES.view.href({ videoId: videoFixtures.longTitle.jmId }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: displayTitle(videoFixtures.longTitle) })).toBeVisible();
    const article = canvasElement.querySelector('article') as HTMLElement;
    await expect(article.scrollWidth).toBeLessThanOrEqual(article.clientWidth);
    const heading = canvas.getByRole('heading', { name: displayTitle(videoFixtures.longTitle) });
    await expect(heading.scrollHeight).toBeLessThanOrEqual(heading.clientHeight);
    await expect(getComputedStyle(heading).webkitLineClamp).not.toMatch(/^\d/);
  },
};

/** No title at all: 'No Title'; no poster: the placeholder. */
export const Untitled: Story = {
  args: { video: { ...videoFixtures.untitled, imgUrl: null }, href: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: MESSAGES.noTitle })).toBeVisible();
  },
};

/**
 * A phone: thumbnail and title side by side, the buttons across the bottom. Add to cart leads; Remove is a
 * compact icon button (a 44 px square), named "Remove JV#…" for assistive technology.
 */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { video: videoFixtures.longTitle, href: PAGES.view.href({ videoId: videoFixtures.longTitle.jmId }) },
  play: async ({ canvas, args, userEvent }) => {
    const remove = canvas.getByRole('button', { name: name(SAVED_LIST_ITEM_TEXT.remove, 'JV#1277640-1') });
    await expect(remove).toBeVisible();
    const cart = canvas.getByRole('button', { name: name(SAVED_LIST_ITEM_TEXT.addToCart, 'JV#1277640-1') });
    const removeBox = remove.getBoundingClientRect();
    // Compact, yet a comfortable tap; the cart button takes the row's width.
    await expect(removeBox.width).toBeLessThanOrEqual(48);
    await expect(removeBox.height).toBeGreaterThanOrEqual(44);
    await expect(cart.getBoundingClientRect().width).toBeGreaterThan(removeBox.width * 3);
    await userEvent.click(remove);
    await expect(args.onRemove).toHaveBeenCalled();
  },
};

/** From md the word "Remove" shows beside its icon. */
export const RemoveOnDesktop: Story = {
  globals: { viewport: { value: 'xl' } },
  play: async ({ canvas }) => {
    const remove = canvas.getByRole('button', { name: name(SAVED_LIST_ITEM_TEXT.remove) });
    await expect(remove).toHaveTextContent(SAVED_LIST_ITEM_TEXT.remove);
    await expect(remove.getBoundingClientRect().width).toBeGreaterThan(64);
  },
};

/** The row's own extra controls (the playlist page's "Add to folder"): inside the card, under the rest. */
export const WithRowControls: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: {
    children: (
      <form
        aria-label="Folder"
        onSubmit={(event) => event.preventDefault()}
        style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: '0.5rem' }}
      >
        <Select label="Folder for this clip" size="sm" defaultValue="">
          <option value="">Choose a folder</option>
          <option value="weather">Weather</option>
        </Select>
        <Button type="submit" variant="secondary" size="sm">
          Add to folder
        </Button>
      </form>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const article = canvasElement.querySelector('article')!;
    const control = canvas.getByRole('combobox', { name: 'Folder for this clip' });
    await expect(article).toContainElement(control);
    const card = article.getBoundingClientRect();
    const box = control.getBoundingClientRect();
    await expect(box.bottom).toBeLessThanOrEqual(card.bottom);
    await expect(box.left).toBeGreaterThanOrEqual(card.left);
    await expect(article.scrollWidth).toBeLessThanOrEqual(article.clientWidth);
  },
};

/** A clip the user holds a licence for: "Download" saves its footage (the clip download endpoint). */
export const Downloadable: Story = {
  args: {
    licensed: true,
    downloadHref: `/api/user/licensing/videos/${clip.jmId}/download`,
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: name(SAVED_LIST_ITEM_TEXT.download) });
    await expect(link).toHaveAttribute('href', `/api/user/licensing/videos/${clip.jmId}/download`);
    await expect(link).toHaveAttribute('download');
  },
};

/** Select mode (bulk remove): a checkbox on the thumbnail; a selected row is outlined. */
export const Selectable: Story = {
  args: { selected: false, onSelectedChange: fn() },
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await expect(canvasElement.querySelector('article')).toHaveAttribute('data-selected', 'false');
    await userEvent.click(canvas.getByRole('checkbox', { name: SAVED_LIST_ITEM_TEXT.select(jvId) }));
    await expect(args.onSelectedChange).toHaveBeenCalledWith(true, clip);
  },
};

export const Selected: Story = {
  args: { selected: true, onSelectedChange: fn() },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('checkbox', { name: SAVED_LIST_ITEM_TEXT.select(jvId) })).toBeChecked();
    await expect(canvasElement.querySelector('article')).toHaveAttribute('data-selected', 'true');
  },
};
