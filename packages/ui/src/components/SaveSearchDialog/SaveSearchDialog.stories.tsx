import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import {
  Button,
  SAVE_SEARCH_DIALOG_TEXT as TEXT,
  SaveSearchDialog,
  type SaveSearchDialogProps,
} from '@clipmarket/ui';

/** The search page's button that opens the dialog, in these stories. */
export const OPEN = 'Save this search…';

/**
 * The dialog as the search page holds it: a button opens it, Cancel and Escape close it. `open` is only where it
 * starts; the dialog is controlled from here, as the app does.
 */
export function SaveSearchOpener({ open: startOpen, onClose, ...props }: SaveSearchDialogProps) {
  const [open, setOpen] = useState(startOpen);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{OPEN}</Button>
      <SaveSearchDialog
        {...props}
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Components/SaveSearchDialog',
  component: SaveSearchDialog,
  excludeStories: ['OPEN', 'SaveSearchOpener'],
  args: {
    open: false,
    defaultName: 'storm',
    summary: ['“storm”', 'Weather, Nature', 'Advertising Use'],
    defaultAlert: 'off',
    status: 'idle',
    error: null,
    onSave: fn(),
    onClose: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['idle', 'saving'] },
    defaultAlert: { control: 'inline-radio', options: ['off', 'daily', 'weekly'] },
  },
  render: (args) => <SaveSearchOpener {...args} />,
} satisfies Meta<typeof SaveSearchDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opened from the search page: what the search looks for, the name to keep it by, and the alert. */
export const Default: Story = {
  // The docs page shows it open: in its own frame, where the play function runs and the modal has room
  // (a modal rendered inline would cover the whole docs page).
  parameters: { docs: { story: { inline: false, height: '640px' } } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: OPEN }));
    const dialog = canvas.getByRole('dialog', { name: TEXT.title });
    await expect(dialog).toHaveAccessibleDescription(
      `${TEXT.summaryLabel} “storm” · Weather, Nature · Advertising Use`,
    );
    const name = within(dialog).getByRole('textbox', { name: TEXT.name });
    await expect(name).toHaveFocus();
    await expect(name).toHaveValue('storm');
    await expect(name).toBeRequired();
    await expect(within(dialog).getByRole('group', { name: TEXT.alert })).toBeVisible();
    await expect(within(dialog).getByRole('radio', { name: TEXT.alertOptions.off })).toBeChecked();
    await expect(within(dialog).getByRole('button', { name: TEXT.save })).toHaveAttribute('type', 'submit');
    await expect(within(dialog).getByRole('button', { name: TEXT.cancel })).toBeVisible();
  },
};

/** Every prop as a control, the dialog open and controlled by them: switch `status`, write an `error`. */
export const Playground: Story = {
  // No visual reference: Default's picture, with controls.
  tags: ['!visual'],
  parameters: { docs: { story: { inline: false, height: '640px' } } },
  args: { open: true },
  render: (args) => <SaveSearchDialog {...args} />,
};
