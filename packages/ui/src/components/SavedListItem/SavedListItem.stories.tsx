import { PAGES } from '@clipmarket/core';
import { PLAYLIST_UUIDS, playlistVideoFixtures } from '@clipmarket/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { StoryLink } from '../VideoCard/VideoCard.stories';
import { SAVED_LIST_ITEM_TEXT, SavedListItem } from '@clipmarket/ui';

const rows = playlistVideoFixtures[PLAYLIST_UUIDS.roadTrips]!;
const clip = rows[0]!;

const meta = {
  title: 'Components/SavedListItem',
  component: SavedListItem,
  args: {
    video: clip,
    href: PAGES.view.href({ videoId: clip.jmId }),
    linkComponent: StoryLink,
    canModify: true,
    cartItems: [],
    onRemove: fn(),
    onAddToCart: fn(),
    onRemoveFromCart: fn(),
  },
  argTypes: {
    linkComponent: { control: false },
    status: { control: 'inline-radio', options: ['idle', 'removing', 'removeFailed', 'cartSubmitting'] },
    headingLevel: { control: 'select', options: [2, 3, 4, 5, 6] },
  },
} satisfies Meta<typeof SavedListItem>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText(`JV#${clip.jmId}`)).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: SAVED_LIST_ITEM_TEXT.buttonName('Add to cart', `JV#${clip.jmId}`) }),
    );
    await expect(args.onAddToCart).toHaveBeenCalledWith(clip);
  },
};

/** Every prop as a control; the clip itself is editable in the `video` object. */
export const Playground: Story = {
  // No visual reference: Default's picture, with controls.
  tags: ['!visual'],
  args: { status: 'idle', headingLevel: 3, cartItems: [{ id: clip.jmId }] },
};

/** A playlist page: the rows of the road-trips fixture, one of them in the cart. */
export const List: Story = {
  render: (args) => (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.75rem' }}>
      {rows.map((row) => (
        <li key={row.jmId}>
          <SavedListItem {...args} video={row} href={PAGES.view.href({ videoId: row.jmId })} />
        </li>
      ))}
    </ul>
  ),
  args: { cartItems: [{ id: rows[1]!.jmId }] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(rows.length);
  },
};
