import { CONSENT_CATEGORIES, OVERLAY_TEXT } from '@clipmarket/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import {
  PrivacyPreferencesTab,
  CONSENT_CATEGORY_LIST,
  CONSENT_DEFAULT,
  CONSENT_TEXT,
  ConsentManager,
  type ConsentValue,
} from '@clipmarket/ui';

const [NECESSARY, PERFORMANCE, ADVERTISING] = CONSENT_CATEGORY_LIST.map((category) => category.name) as [
  string,
  string,
  string,
];

const meta = {
  title: 'Components/ConsentManager/Features',
  // The component's docs page is its .mdx; these stories are for review and tests, not a second page.
  tags: ['!autodocs'],
  component: ConsentManager,
  parameters: { docs: { story: { inline: false, iframeHeight: 120 } } },
  // Every story starts closed behind the tab; the play functions open it.
  args: {
    trigger: (props) => <PrivacyPreferencesTab {...props} />,
    onOpenChange: fn(),
    onValueChange: fn(),
  },
  argTypes: { trigger: { control: false } },
} satisfies Meta<typeof ConsentManager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  // No visual reference: nothing is on screen at its end.
  tags: ['!visual'],
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: CONSENT_TEXT.tab })).toBeVisible();
  },
};

/** Before any choice: C0001 on and locked, C0002 and C0004 off. */
export const FirstVisit: Story = {
  // No visual reference: the same picture as Default (ConsentManager).
  tags: ['!visual'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: CONSENT_TEXT.tab }));
    await expect(canvas.getByRole('dialog', { name: CONSENT_TEXT.title })).toHaveAttribute(
      'data-state',
      'open',
    );
    await expect(canvas.getByRole('switch', { name: NECESSARY })).toBeDisabled();
    await expect(canvas.getByRole('switch', { name: NECESSARY })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: PERFORMANCE })).not.toBeChecked();
    await expect(canvas.getByRole('switch', { name: ADVERTISING })).not.toBeChecked();
  },
};

/** A user who agreed to everything earlier sees every switch on. */
export const AllAccepted: Story = {
  args: { value: { C0001: true, C0002: true, C0004: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: CONSENT_TEXT.tab }));
    for (const name of [NECESSARY, PERFORMANCE, ADVERTISING]) {
      await expect(canvas.getByRole('switch', { name })).toBeChecked();
    }
  },
};

/** One category turned on, not saved yet: the draft the Save button will report. */
export const ChoiceToSave: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: CONSENT_TEXT.tab }));
    await userEvent.click(canvas.getByRole('switch', { name: PERFORMANCE }));
    await expect(canvas.getByRole('switch', { name: PERFORMANCE })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: ADVERTISING })).not.toBeChecked();
    // Nothing is agreed until a button says so.
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('dialog', { name: CONSENT_TEXT.title })).toHaveAttribute(
      'data-state',
      'open',
    );
  },
};

/** Turn one category on and save: only that choice is reported, and the dialog closes. */
export const SaveReportsTheChoiceAndCloses: Story = {
  // No visual reference: nothing is on screen at its end.
  tags: ['!visual'],
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: CONSENT_TEXT.tab }));
    await userEvent.click(canvas.getByRole('switch', { name: PERFORMANCE }));
    await userEvent.click(canvas.getByRole('button', { name: CONSENT_TEXT.save }));
    await expect(args.onValueChange).toHaveBeenCalledWith({
      [CONSENT_CATEGORIES.necessary]: true,
      [CONSENT_CATEGORIES.performance]: true,
      [CONSENT_CATEGORIES.advertising]: false,
    });
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

export const AcceptAll: Story = {
  // No visual reference: nothing is on screen at its end.
  tags: ['!visual'],
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: CONSENT_TEXT.tab }));
    await userEvent.click(canvas.getByRole('button', { name: CONSENT_TEXT.acceptAll }));
    await expect(args.onValueChange).toHaveBeenCalledWith({ C0001: true, C0002: true, C0004: true });
  },
};

export const RejectAll: Story = {
  // No visual reference: nothing is on screen at its end.
  tags: ['!visual'],
  args: { defaultValue: { C0001: true, C0002: true, C0004: true } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: CONSENT_TEXT.tab }));
    await userEvent.click(canvas.getByRole('button', { name: CONSENT_TEXT.rejectAll }));
    await expect(args.onValueChange).toHaveBeenCalledWith(CONSENT_DEFAULT);
  },
};

/** Long category names and descriptions, as a consent vendor words them. */
const longCategories = CONSENT_CATEGORY_LIST.map((category) => ({
  ...category,
  name: `${category.name} (cookies set by Clipmarket and the processors it works with)`,
  description: `${category.description} `.repeat(4).trim(),
}));

/** Long names and descriptions wrap inside the dialog. */
export const LongText: Story = {
  args: { categories: longCategories },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: CONSENT_TEXT.tab }));
    const dialog = canvas.getByRole('dialog', { name: CONSENT_TEXT.title });
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

/**
 * Long text on a phone: the dialog scrolls, and the footer stays stuck to its bottom edge, so Reject all,
 * Accept all and Save are in view without scrolling down to them.
 */
export const LongTextOnPhone: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { categories: longCategories },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: CONSENT_TEXT.tab }));
    const dialog = canvas.getByRole('dialog', { name: CONSENT_TEXT.title });
    // Measure where the dialog rests, not where its entrance starts.
    await Promise.all(dialog.getAnimations().map((animation) => animation.finished));
    // Long enough to scroll: otherwise the footer would be in view anyway.
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
    await expect(dialog.scrollTop).toBe(0);

    const frame = dialog.getBoundingClientRect();
    for (const name of [CONSENT_TEXT.rejectAll, CONSENT_TEXT.acceptAll, CONSENT_TEXT.save]) {
      const button = canvas.getByRole('button', { name }).getBoundingClientRect();
      await expect(button.top).toBeGreaterThanOrEqual(frame.top);
      await expect(button.bottom).toBeLessThanOrEqual(frame.bottom);
      await expect(button.bottom).toBeLessThanOrEqual(window.innerHeight);
    }
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: CONSENT_TEXT.tab }));
    const box = canvas.getByRole('dialog', { name: CONSENT_TEXT.title }).getBoundingClientRect();
    await expect(box.left).toBeGreaterThan(0);
    await expect(box.right).toBeLessThan(window.innerWidth);
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'xl' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: CONSENT_TEXT.tab }));
    await expect(canvas.getByRole('dialog', { name: CONSENT_TEXT.title })).toBeVisible();
  },
};

/** Without a mouse: Enter on the tab, Space on a switch, Tab wraps, Enter saves, focus is back on the tab. */
export const KeyboardOnly: Story = {
  // No visual reference: nothing is on screen at its end.
  tags: ['!visual'],
  play: async ({ canvas, args, userEvent }) => {
    const tab = canvas.getByRole('button', { name: CONSENT_TEXT.tab });
    await userEvent.tab();
    await expect(tab).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('heading', { name: CONSENT_TEXT.title })).toHaveFocus();

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: OVERLAY_TEXT.close })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('switch', { name: PERFORMANCE })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('switch', { name: ADVERTISING })).toBeChecked();

    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    // Backwards past the first control wraps to the last one.
    await expect(canvas.getByRole('button', { name: CONSENT_TEXT.save })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith({ C0001: true, C0002: false, C0004: true });
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(tab).toHaveFocus();
  },
};

function ControlledDemo() {
  const [consent, setConsent] = useState<ConsentValue>(CONSENT_DEFAULT);
  return (
    <>
      <p>
        Advertising scripts: {consent.C0004 ? 'allowed' : 'blocked'}. Analytics:{' '}
        {consent.C0002 ? 'allowed' : 'blocked'}.
      </p>
      <ConsentManager
        value={consent}
        onValueChange={setConsent}
        trigger={(props) => <PrivacyPreferencesTab {...props} />}
      />
    </>
  );
}

/** Controlled consent, as the app keeps it in the user state (C0001, C0002, C0004). */
export const Controlled: Story = {
  render: () => <ControlledDemo />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText(/Advertising scripts: blocked/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: CONSENT_TEXT.tab }));
    await userEvent.click(canvas.getByRole('switch', { name: ADVERTISING }));
    await userEvent.click(canvas.getByRole('button', { name: CONSENT_TEXT.save }));
    await expect(canvas.getByText(/Advertising scripts: allowed\. Analytics: blocked\./)).toBeVisible();
  },
};
