import { SAVED_SEARCH_LIMITS, SAVED_SEARCH_MESSAGES } from '@clipmarket/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { OPEN, SaveSearchOpener } from './SaveSearchDialog.stories';
import {
  Button,
  SAVE_SEARCH_DIALOG_TEXT as TEXT,
  SaveSearchDialog,
  type SaveSearchDialogStatus,
  type SaveSearchValue,
} from '@clipmarket/ui';

const SUMMARY = ['“storm”', 'Weather, Nature', 'Advertising Use'];

const meta = {
  title: 'Components/SaveSearchDialog/Features',
  component: SaveSearchDialog,
  // The component's docs page is its .mdx; these stories are for review and tests, not a second page.
  tags: ['!autodocs'],
  // Open at once, so each story (and its picture) is the dialog in one state; the opener is behind it.
  args: {
    open: true,
    defaultName: 'storm',
    summary: SUMMARY,
    onSave: fn(),
    onClose: fn(),
  },
  parameters: { docs: { story: { inline: false, height: '640px' } } },
  render: (args) => <SaveSearchOpener {...args} />,
} satisfies Meta<typeof SaveSearchDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A name and an alert, saved: the name is sent trimmed, with the alert chosen. */
export const SaveWithAnAlert: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const dialog = canvas.getByRole('dialog', { name: TEXT.title });
    const name = within(dialog).getByRole('textbox', { name: TEXT.name });
    await userEvent.clear(name);
    await userEvent.type(name, '  Storms at sea ');
    await userEvent.click(within(dialog).getByRole('radio', { name: TEXT.alertOptions.weekly }));
    await userEvent.click(within(dialog).getByRole('button', { name: TEXT.save }));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(args.onSave).toHaveBeenCalledWith({ name: 'Storms at sea', alert: 'weekly' });
  },
};

/** Enter in the name field saves, with the alert the dialog opened with. */
export const SaveWithEnter: Story = {
  tags: ['!visual'],
  args: { defaultAlert: 'daily' },
  play: async ({ canvas, args, userEvent }) => {
    const name = canvas.getByRole('textbox', { name: TEXT.name });
    await expect(canvas.getByRole('radio', { name: TEXT.alertOptions.daily })).toBeChecked();
    await expect(name).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSave).toHaveBeenCalledWith({ name: 'storm', alert: 'daily' });
  },
};

/** No name (or only spaces): the rule's message under the field, focus on it, nothing sent; typing a name clears it. */
export const BlankName: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const name = canvas.getByRole('textbox', { name: TEXT.name });
    await userEvent.clear(name);
    await userEvent.type(name, '   ');
    await userEvent.click(canvas.getByRole('button', { name: TEXT.save }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(SAVED_SEARCH_MESSAGES.nameEmpty);
    await expect(canvas.getByText(SAVED_SEARCH_MESSAGES.nameEmpty)).toBeVisible();
    await expect(name).toHaveFocus();
  },
};

/** Once the rule has spoken it follows the typing: a name puts the message away, and then it saves. */
export const BlankNameThenTyped: Story = {
  tags: ['!visual'],
  args: { defaultName: '' },
  play: async ({ canvas, args, userEvent }) => {
    const name = canvas.getByRole('textbox', { name: TEXT.name });
    await userEvent.click(canvas.getByRole('button', { name: TEXT.save }));
    await expect(canvas.getByText(SAVED_SEARCH_MESSAGES.nameEmpty)).toBeVisible();
    await userEvent.type(name, 'Storms');
    await expect(canvas.queryByText(SAVED_SEARCH_MESSAGES.nameEmpty)).not.toBeInTheDocument();
    await expect(name).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: TEXT.save }));
    await expect(args.onSave).toHaveBeenCalledWith({ name: 'Storms', alert: 'off' });
  },
};

/** A name is at most `SAVED_SEARCH_LIMITS.nameMax` (80) characters: the field takes no more. */
export const NameAtMost80: Story = {
  tags: ['!visual'],
  play: async ({ canvas, userEvent }) => {
    const name = canvas.getByRole('textbox', { name: TEXT.name });
    await expect(name).toHaveAttribute('maxlength', String(SAVED_SEARCH_LIMITS.nameMax));
    await userEvent.clear(name);
    await userEvent.type(name, 'x'.repeat(SAVED_SEARCH_LIMITS.nameMax + 5));
    await expect(name).toHaveValue('x'.repeat(SAVED_SEARCH_LIMITS.nameMax));
  },
};

/** The save running: the name read-only, the alert disabled, the button busy and ignoring presses. */
export const Saving: Story = {
  args: { status: 'saving', defaultAlert: 'daily' },
  play: async ({ canvas, args, userEvent }) => {
    const dialog = canvas.getByRole('dialog', { name: TEXT.title });
    await expect(dialog).toHaveAttribute('data-state', 'saving');
    await expect(within(dialog).getByRole('textbox', { name: TEXT.name })).toHaveAttribute('readonly');
    for (const radio of within(dialog).getAllByRole('radio')) await expect(radio).toBeDisabled();
    const save = within(dialog).getByRole('button', { name: TEXT.save });
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await expect(save).toHaveAttribute('aria-disabled', 'true');
    await expect(within(dialog).getByRole('status')).toHaveTextContent(TEXT.saving);
    await userEvent.click(save);
    await expect(args.onSave).not.toHaveBeenCalled();
    // Cancel still closes it: the app decides what becomes of the save.
    await expect(within(dialog).getByRole('button', { name: TEXT.cancel })).toBeEnabled();
  },
};

/** The name is taken (a 409): the server's message, announced, and the name field marked and described by it. */
export const NameTaken: Story = {
  args: { defaultName: 'Storms at sea', error: SAVED_SEARCH_MESSAGES.nameTaken },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(SAVED_SEARCH_MESSAGES.nameTaken);
    const name = canvas.getByRole('textbox', { name: TEXT.name });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription(SAVED_SEARCH_MESSAGES.nameTaken);
  },
};

/** Another failure, e.g. the account keeps the most it may: the server's message; the name is not blamed. */
export const AccountFull: Story = {
  args: { error: SAVED_SEARCH_MESSAGES.full },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(SAVED_SEARCH_MESSAGES.full);
    await expect(canvas.getByRole('textbox', { name: TEXT.name })).not.toHaveAttribute('aria-invalid');
  },
};

/** Cancel closes the dialog without saving, and focus goes back to the button that opened it. */
export const Cancel: Story = {
  tags: ['!visual'],
  args: { open: false },
  play: async ({ canvas, args, userEvent }) => {
    const opener = canvas.getByRole('button', { name: OPEN });
    await userEvent.click(opener);
    await userEvent.click(canvas.getByRole('button', { name: TEXT.cancel }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(opener).toHaveFocus();
  },
};

/** Escape asks to close as Cancel does. */
export const Escape: Story = {
  tags: ['!visual'],
  args: { open: false },
  play: async ({ canvas, args, userEvent }) => {
    const opener = canvas.getByRole('button', { name: OPEN });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(opener).toHaveFocus();
  },
};

/** On a phone, a long name and a long summary wrap inside the dialog; nothing scrolls sideways. */
export const LongOnMobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: {
    defaultName: 'Wildlife rescues on motorways and country roads for the winter campaign',
    summary: [
      '“animal rescue road” (exact)',
      'Animals, Heartwarming, Rescue',
      'Cleared, Advertising Use',
      'United Kingdom, Ireland, France',
      '0:10 to 2:00',
      'Not Newsflare',
    ],
  },
  play: async ({ canvas }) => {
    const dialog = canvas.getByRole('dialog', { name: TEXT.title });
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
    await expect(canvas.getByText(/^“animal rescue road” \(exact\) · Animals/)).toBeVisible();
  },
};

/** The names the flow's server already has. */
const TAKEN = ['Storms at sea'];

/** The search page with a server: a taken name answers 409, any other is saved and the dialog closes. */
function SaveFlow() {
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<SaveSearchDialogStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<SaveSearchValue | null>(null);
  return (
    <>
      <Button
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
      >
        {OPEN}
      </Button>
      <p role="status">{saved ? `Saved “${saved.name}” (${saved.alert}).` : null}</p>
      <SaveSearchDialog
        open={open}
        defaultName="storm"
        summary={SUMMARY}
        status={status}
        error={error}
        onClose={() => setOpen(false)}
        onSave={(value) => {
          setStatus('saving');
          setError(null);
          // The server's answer comes after the render that shows the save running.
          void Promise.resolve().then(() => {
            setStatus('idle');
            if (TAKEN.includes(value.name)) {
              setError(SAVED_SEARCH_MESSAGES.nameTaken);
            } else {
              setSaved(value);
              setOpen(false);
            }
          });
        }}
      />
    </>
  );
}

/**
 * What is typed stays while the dialog is open, through the save and the server's answer; opened again, it starts
 * from the default name and alert.
 */
export const KeepsTypingWhileOpen: Story = {
  tags: ['!visual'],
  render: () => <SaveFlow />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: OPEN }));
    const name = canvas.getByRole('textbox', { name: TEXT.name });
    await userEvent.clear(name);
    await userEvent.type(name, 'Storms at sea');
    await userEvent.click(canvas.getByRole('radio', { name: TEXT.alertOptions.daily }));
    await userEvent.click(canvas.getByRole('button', { name: TEXT.save }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(SAVED_SEARCH_MESSAGES.nameTaken);
    await expect(name).toHaveValue('Storms at sea');
    await expect(canvas.getByRole('radio', { name: TEXT.alertOptions.daily })).toBeChecked();

    // Editing the name puts the server's message away.
    await userEvent.type(name, ' 2');
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();

    // Cancelled and opened again: the defaults, not what was typed.
    await userEvent.click(canvas.getByRole('button', { name: TEXT.cancel }));
    await userEvent.click(canvas.getByRole('button', { name: OPEN }));
    const again = canvas.getByRole('textbox', { name: TEXT.name });
    await expect(again).toHaveValue('storm');
    await expect(canvas.getByRole('radio', { name: TEXT.alertOptions.off })).toBeChecked();

    // A free name is saved and the dialog closes.
    await userEvent.click(canvas.getByRole('button', { name: TEXT.save }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByText('Saved “storm” (off).')).toBeVisible();
  },
};
