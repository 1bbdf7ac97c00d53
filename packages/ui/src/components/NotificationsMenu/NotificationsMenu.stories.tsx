import { notificationFixtures } from '@clipmarket/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { NOTIFICATIONS_MENU_TEXT as TEXT, NotificationsMenu, theme } from '@clipmarket/ui';

/** Stories' clock: the fixtures are an hour and a day before it. */
const NOW = new Date('2026-12-04T12:00:00Z');
const notifications = notificationFixtures(NOW.getTime());

const meta = {
  title: 'Components/NotificationsMenu',
  component: NotificationsMenu,
  args: { notifications, unread: 1, now: NOW, onOpen: fn(), onRetry: fn() },
  argTypes: { notifications: { control: false } },
  decorators: [
    // The header's dark bar, with room under it for the panel.
    (Story) => (
      <div
        style={{
          display: 'flex',
          justifyContent: 'flex-end',
          position: 'relative',
          padding: 8,
          minHeight: 320,
          alignItems: 'flex-start',
          background: `linear-gradient(${theme.color.surfaceInverse} 56px, transparent 56px)`,
          color: theme.color.textInverse,
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationsMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The bell with one unread: its count on it and in its name. Opening it lists the notifications. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const bell = canvas.getByRole('button', { name: TEXT.toggle(1) });
    await expect(bell).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(bell);
    await expect(args.onOpen).toHaveBeenCalledOnce();
    await expect(bell).toHaveAttribute('aria-expanded', 'true');
    const list = canvas.getByRole('list', { name: TEXT.heading });
    const links = within(list).getAllByRole('link');
    await expect(links).toHaveLength(2);
    await expect(links[0]).toHaveAccessibleName(
      /^Your zip of “Road trips” is ready\s*, Unread\s+1 hour ago$/,
    );
    await expect(links[0]).toHaveAttribute('href', notifications[0]!.href);
    await expect(links[1]).toHaveAccessibleName(`${notifications[1]!.title} yesterday`);
  },
};

/** Escape closes the panel and gives focus back to the bell. */
export const ClosesOnEscape: Story = {
  tags: ['!visual'],
  play: async ({ canvas, userEvent }) => {
    const bell = canvas.getByRole('button', { name: TEXT.toggle(1) });
    await userEvent.click(bell);
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    await expect(bell).toHaveAttribute('aria-expanded', 'false');
    await expect(bell).toHaveFocus();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

/** All read: no count on the bell, and no unread marks. */
export const AllRead: Story = {
  args: { notifications: notifications.map((n) => ({ ...n, read: true })), unread: 0, defaultOpen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: TEXT.toggle(0) })).toBeVisible();
    await expect(canvas.queryByText(`, ${TEXT.unread}`)).not.toBeInTheDocument();
  },
};

/** Many unread: the bell shows the number up to 99, then "99+", and its name says the same. */
export const ManyUnread: Story = {
  args: { unread: 140 },
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('button', { name: 'Notifications, 99+ unread' });
    await expect(within(bell).getByText('99+')).toBeVisible();
  },
};

/** Nothing yet: the panel says what will come. */
export const Empty: Story = {
  args: { notifications: [], unread: 0, defaultOpen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(TEXT.empty)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { notifications: [], unread: 0, status: 'loading', defaultOpen: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(TEXT.loading);
  },
};

/** The list could not be read: the reason, and Try again. */
export const Failed: Story = {
  args: { notifications: [], unread: 0, status: 'failed', defaultOpen: true },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(TEXT.failed);
    await userEvent.click(canvas.getByRole('button', { name: TEXT.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
