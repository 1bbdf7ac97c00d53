import { OVERLAY_TEXT } from '@clipmarket/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CONSENT_TEXT, ConsentManager, PrivacyPreferencesTab } from '@clipmarket/ui';

const meta = {
  title: 'Components/PrivacyPreferencesTab/Features',
  // The component's docs page is its .mdx; these stories are for review and tests, not a second page.
  tags: ['!autodocs'],
  component: PrivacyPreferencesTab,
  parameters: { docs: { story: { inline: false, iframeHeight: 120 } } },
  render: (args) => <ConsentManager trigger={(props) => <PrivacyPreferencesTab {...args} {...props} />} />,
} satisfies Meta<typeof PrivacyPreferencesTab>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fixed at the bottom left of the window, above the page. */
export const Placement: Story = {
  // No visual reference: nothing is on screen at its end.
  tags: ['!visual'],
  play: async ({ canvas }) => {
    const box = canvas.getByRole('button', { name: CONSENT_TEXT.tab }).getBoundingClientRect();
    await expect(Math.round(box.bottom)).toBe(window.innerHeight);
    await expect(box.left).toBeLessThan(window.innerWidth / 2);
  },
};

/** A translated, longer label wraps within the screen. */
export const LongLabel: Story = {
  // No visual reference: the tab is fixed to the window, outside the story's root that the picture is of.
  tags: ['!visual'],
  args: { children: 'Datenschutzeinstellungen und Cookie-Präferenzen verwalten' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('button', { name: /^Datenschutz/ }).getBoundingClientRect();
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Mobile: Story = {
  // No visual reference: the same picture as Mobile (ConsentManager.features).
  tags: ['!visual'],
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: CONSENT_TEXT.tab }));
    await expect(canvas.getByRole('dialog', { name: CONSENT_TEXT.title })).toBeVisible();
  },
};

export const Desktop: Story = {
  // No visual reference: the tab is fixed to the window, outside the story's root that the picture is of.
  tags: ['!visual'],
  globals: { viewport: { value: 'xl' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: CONSENT_TEXT.tab })).toBeVisible();
  },
};

/** Without a mouse: Tab reaches the tab, Enter opens the consent manager, Escape closes back to the tab. */
export const KeyboardOnly: Story = {
  // No visual reference: nothing is on screen at its end.
  tags: ['!visual'],
  play: async ({ canvas, userEvent }) => {
    const tab = canvas.getByRole('button', { name: CONSENT_TEXT.tab });
    await userEvent.tab();
    await expect(tab).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('heading', { name: CONSENT_TEXT.title })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: OVERLAY_TEXT.close })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(tab).toHaveFocus();
  },
};
