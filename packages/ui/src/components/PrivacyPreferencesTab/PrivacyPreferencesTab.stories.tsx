import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CONSENT_TEXT, ConsentManager, PrivacyPreferencesTab } from '@clipmarket/ui';

const meta = {
  title: 'Components/PrivacyPreferencesTab',
  component: PrivacyPreferencesTab,
  parameters: {
    // Fixed to the window's bottom edge: each docs story gets its own frame instead of piling up.
    docs: { story: { inline: false, iframeHeight: 120 } },
  },
  args: { onClick: fn() },
} satisfies Meta<typeof PrivacyPreferencesTab>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The tab as every page shows it, opening the consent manager. */
export const Default: Story = {
  // No visual reference: the same picture as Default (ConsentManager).
  tags: ['!visual'],
  // The docs page shows it open: in its own frame, where the play function runs and the modal has room
  // (a modal rendered inline would cover the whole docs page).
  parameters: { docs: { story: { inline: false, height: '640px' } } },
  render: (args) => <ConsentManager trigger={(props) => <PrivacyPreferencesTab {...args} {...props} />} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: CONSENT_TEXT.tab }));
    await expect(canvas.getByRole('dialog', { name: CONSENT_TEXT.title })).toBeVisible();
  },
};

/** The tab alone: change its label. */
export const Playground: Story = {
  // No visual reference: Default's picture, with controls.
  tags: ['!visual'],
  args: { children: CONSENT_TEXT.tab },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: CONSENT_TEXT.tab }));
    await expect(args.onClick).toHaveBeenCalled();
  },
};
