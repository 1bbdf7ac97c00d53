import { CARD_ICON_LABELS, CLEARANCE_LABELS, LICENCE_TIER_TEXT, OVERLAY_TEXT } from '@clipmarket/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { DIGITAL_TERMS_TEXT, DigitalTermsModal, DigitalTermsModalTrigger } from '@clipmarket/ui';

const TITLE = DIGITAL_TERMS_TEXT.title;

const meta = {
  title: 'Components/DigitalTermsModal/Features',
  // The component's docs page is its .mdx; these stories are for review and tests, not a second page.
  tags: ['!autodocs'],
  component: DigitalTermsModal,
  // Every story starts closed behind its trigger; the play functions open it.
  args: {
    trigger: (props) => <DigitalTermsModalTrigger {...props} />,
    onOpenChange: fn(),
  },
  argTypes: { trigger: { control: false } },
} satisfies Meta<typeof DigitalTermsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** D for every clip, A with its three clearance colours, the compilation note and the FAQ link. */
export const Open: Story = {
  // No visual reference: the same picture as Default (DigitalTermsModal).
  tags: ['!visual'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: DIGITAL_TERMS_TEXT.open }));
    const dialog = canvas.getByRole('dialog', { name: TITLE });
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await expect(canvas.getByRole('heading', { name: TITLE })).toHaveFocus();
    await expect(within(dialog).getByRole('heading', { name: CARD_ICON_LABELS.digital })).toBeVisible();
    await expect(within(dialog).getByRole('heading', { name: CARD_ICON_LABELS.advertising })).toBeVisible();
    for (const { label } of Object.values(CLEARANCE_LABELS)) {
      await expect(within(dialog).getByText(label)).toBeVisible();
    }
    await expect(within(dialog).getByText(LICENCE_TIER_TEXT.compilationRightsNotOffered)).toBeVisible();
  },
};

/** On a phone the panel keeps a margin and scrolls inside when the screen is short. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: DIGITAL_TERMS_TEXT.open }));
    const box = canvas.getByRole('dialog', { name: TITLE }).getBoundingClientRect();
    await expect(box.left).toBeGreaterThan(0);
    await expect(box.right).toBeLessThan(window.innerWidth);
  },
};

/** A wide screen: the same centred panel. */
export const Desktop: Story = {
  globals: { viewport: { value: 'xl' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: DIGITAL_TERMS_TEXT.open }));
    await expect(canvas.getByRole('dialog', { name: TITLE })).toBeVisible();
  },
};

/** Without a mouse: Enter opens, Tab wraps inside, Escape closes, focus is back on the trigger. */
export const KeyboardOnly: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: DIGITAL_TERMS_TEXT.open });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('heading', { name: TITLE })).toHaveFocus();

    const [icon, closeButton] = canvas.getAllByRole('button', { name: OVERLAY_TEXT.close });
    await userEvent.tab();
    await expect(icon).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: LICENCE_TIER_TEXT.faqLabel })).toHaveFocus();
    await userEvent.tab();
    await expect(closeButton).toHaveFocus();
    await userEvent.tab();
    await expect(icon).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(trigger).toHaveFocus();
  },
};

function ControlledDemo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        D
      </button>
      <p>Modal is {open ? 'open' : 'closed'}.</p>
      <DigitalTermsModal open={open} onOpenChange={setOpen} />
    </>
  );
}

/** Controlled by the parent (`open` + `onOpenChange`), as a card's D icon would open it. */
export const Controlled: Story = {
  render: () => <ControlledDemo />,
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'D' });
    await userEvent.click(opener);
    await expect(canvas.getByRole('dialog', { name: TITLE })).toBeVisible();
    await expect(canvas.getByText('Modal is open.', { selector: 'p' })).toBeInTheDocument();

    await userEvent.click(canvas.getAllByRole('button', { name: OVERLAY_TEXT.close })[1] as HTMLElement);
    await expect(canvas.getByText('Modal is closed.')).toBeVisible();
    await expect(opener).toHaveFocus();
  },
};
