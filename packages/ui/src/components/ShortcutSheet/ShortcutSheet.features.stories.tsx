import { OVERLAY_TEXT } from '@clipmarket/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { KEYBOARD_SHORTCUTS, SHORTCUT_SHEET_TEXT, ShortcutSheet, ShortcutSheetTrigger } from '@clipmarket/ui';

const TITLE = SHORTCUT_SHEET_TEXT.title;

const meta = {
  title: 'Components/ShortcutSheet/Features',
  // The component's docs page is its .mdx; these stories are for review and tests, not a second page.
  tags: ['!autodocs'],
  component: ShortcutSheet,
  // Every story starts closed behind its trigger; the play functions open it.
  args: {
    trigger: (props) => <ShortcutSheetTrigger {...props} />,
    onOpenChange: fn(),
  },
  argTypes: { trigger: { control: false } },
} satisfies Meta<typeof ShortcutSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** Every shortcut in a row: its key as a key cap and what it does. */
export const Open: Story = {
  // No visual reference: the same picture as Default (ShortcutSheet).
  tags: ['!visual'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: SHORTCUT_SHEET_TEXT.open }));
    const dialog = canvas.getByRole('dialog', { name: TITLE });
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await expect(canvas.getByRole('heading', { name: TITLE })).toHaveFocus();
    const rows = within(dialog).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(KEYBOARD_SHORTCUTS.length);
    for (const [index, shortcut] of KEYBOARD_SHORTCUTS.entries()) {
      const row = within(rows[index]!);
      await expect(row.getByText('label' in shortcut ? shortcut.label : shortcut.key)).toBeVisible();
      await expect(row.getByText(shortcut.action)).toBeVisible();
    }
  },
};

/** On a phone the panel keeps a margin and the table fits without scrolling sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: SHORTCUT_SHEET_TEXT.open }));
    const dialog = canvas.getByRole('dialog', { name: TITLE });
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThan(0);
    await expect(box.right).toBeLessThan(window.innerWidth);
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

/** A wide screen: the same centred panel. */
export const Desktop: Story = {
  // No visual reference: the same picture as Default (ShortcutSheet).
  tags: ['!visual'],
  globals: { viewport: { value: 'xl' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: SHORTCUT_SHEET_TEXT.open }));
    await expect(canvas.getByRole('dialog', { name: TITLE })).toBeVisible();
  },
};

/** Without a mouse: Enter opens, Tab wraps inside, Escape closes, focus is back on the trigger. */
export const KeyboardOnly: Story = {
  // No visual reference: the same picture as CloseButtonReturnsFocus.
  tags: ['!visual'],
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: SHORTCUT_SHEET_TEXT.open });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('heading', { name: TITLE })).toHaveFocus();

    const [icon, closeButton] = canvas.getAllByRole('button', { name: OVERLAY_TEXT.close });
    await userEvent.tab();
    await expect(icon).toHaveFocus();
    await userEvent.tab();
    await expect(closeButton).toHaveFocus();
    await userEvent.tab();
    await expect(icon).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(trigger).toHaveFocus();
  },
};

/** The Close button closes it and focus is back on the trigger. */
export const CloseButtonReturnsFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: SHORTCUT_SHEET_TEXT.open });
    await userEvent.click(trigger);
    const [, closeButton] = canvas.getAllByRole('button', { name: OVERLAY_TEXT.close });
    await userEvent.click(closeButton!);
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(trigger).toHaveFocus();
  },
};

/**
 * Opened by a key press, as the app does with `?`, and mounted only while open: on close focus goes back to
 * what had it (here a result link), not to the page's body.
 */
export const OpenedByKeyReturnsFocus: Story = {
  args: { trigger: undefined },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <a
          href="#result"
          onKeyDown={(event) => {
            if (event.key === '?') setOpen(true);
          }}
        >
          A result
        </a>
        {open ? (
          <ShortcutSheet
            {...args}
            open
            onOpenChange={(next) => {
              args.onOpenChange?.(next);
              setOpen(next);
            }}
          />
        ) : null}
      </>
    );
  },
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'A result' });
    link.focus();
    await userEvent.keyboard('?');
    await expect(canvas.getByRole('heading', { name: TITLE })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(link).toHaveFocus();
  },
};

/** With `onEnabledChange`: a checkbox turns the single-key shortcuts off (WCAG 2.1.4) and on again. */
export const TurnOff: Story = {
  args: { onEnabledChange: fn() },
  render: function Render(args) {
    const [enabled, setEnabled] = useState(true);
    return (
      <ShortcutSheet
        {...args}
        enabled={enabled}
        onEnabledChange={(next) => {
          args.onEnabledChange?.(next);
          setEnabled(next);
        }}
      />
    );
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: SHORTCUT_SHEET_TEXT.open }));
    const toggle = canvas.getByRole('checkbox', { name: SHORTCUT_SHEET_TEXT.enabledLabel });
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAccessibleDescription(SHORTCUT_SHEET_TEXT.enabledHint);
    await userEvent.click(toggle);
    await expect(args.onEnabledChange).toHaveBeenLastCalledWith(false);
    await expect(toggle).not.toBeChecked();
  },
};
