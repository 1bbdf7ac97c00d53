import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, within } from 'storybook/test';
import { Button, Dialog, TextField } from '@clipmarket/ui';

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  // A modal sits in the top layer, over the docs page's other stories: each gets its own frame there.
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
  args: { defaultOpen: true, layout: 'panel' },
  argTypes: { layout: { control: 'inline-radio', options: ['panel', 'sheet', 'fullscreen'] } },
  render: (args) => (
    <Dialog
      {...args}
      trigger={(trigger) => (
        <Button variant="primary" {...trigger}>
          Open the dialog
        </Button>
      )}
    >
      <Dialog.Header>
        <Dialog.Title>Digital and advertising terms</Dialog.Title>
        <Dialog.Close />
      </Dialog.Header>
      <Dialog.Body>
        <p style={{ margin: 0 }}>
          D marks a clip cleared for digital and clip-show use; A marks its advertising clearance.
        </p>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.Close>Close</Dialog.Close>
      </Dialog.Footer>
    </Dialog>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Digital and advertising terms' });

/** Open, with the title focused: header, body and footer. */
export const Default: Story = {
  // The docs page shows it open: in its own frame, where the play function runs and the modal has room
  // (a modal rendered inline would cover the whole docs page).
  parameters: { docs: { story: { inline: false, height: '640px' } } },
  play: async ({ canvasElement }) => {
    const dialog = dialogOf(canvasElement);
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByRole('heading')).toHaveFocus();
  },
};

/** Closed: only the trigger shows; it opens the dialog and gets focus back on close. */
export const Closed: Story = {
  args: { defaultOpen: false },
  play: async ({ canvas, userEvent, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: 'Open the dialog' });
    await userEvent.click(trigger);
    await expect(dialogOf(canvasElement)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveFocus();
  },
};

/** A sheet along the bottom of a phone (a centred panel from `md` up). */
export const SheetOnPhone: Story = {
  args: { layout: 'sheet' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    // Full width, against the bottom edge rather than the top (its entrance moves it, so no exact bottom).
    const box = dialogOf(canvasElement).getBoundingClientRect();
    await expect(Math.round(box.width)).toBe(window.innerWidth);
    await expect(box.top).toBeGreaterThan(0);
  },
};

/** The whole screen on a phone (a centred panel from `md` up). */
export const FullscreenOnPhone: Story = {
  args: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const box = dialogOf(canvasElement).getBoundingClientRect();
    await expect(Math.round(box.width)).toBe(window.innerWidth);
  },
};

/** A long body scrolls between the header and the footer, which stay in view. */
export const LongContent: Story = {
  render: (args) => (
    <Dialog {...args}>
      <Dialog.Header>
        <Dialog.Title>Digital and advertising terms</Dialog.Title>
        <Dialog.Close />
      </Dialog.Header>
      <Dialog.Body>
        {Array.from({ length: 30 }, (_, index) => (
          <p key={index}>Paragraph {index + 1} of the licence terms.</p>
        ))}
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.Close variant="primary">I understand</Dialog.Close>
      </Dialog.Footer>
    </Dialog>
  ),
  play: async ({ canvasElement }) => {
    const footer = within(dialogOf(canvasElement)).getByRole('button', { name: 'I understand' });
    const box = footer.getBoundingClientRect();
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

function FormDialog() {
  const nameRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(true);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      initialFocusRef={nameRef}
      css={{ maxWidth: '26rem' }}
      trigger={(trigger) => <Button {...trigger}>New playlist</Button>}
    >
      {({ titleId }) => (
        <form
          aria-labelledby={titleId}
          onSubmit={(event) => {
            event.preventDefault();
            setOpen(false);
          }}
        >
          <Dialog.Header>
            <Dialog.Title>New playlist</Dialog.Title>
            <Dialog.Close />
          </Dialog.Header>
          <Dialog.Body>
            <TextField ref={nameRef} label="Name" hint="3 to 100 characters." name="name" />
          </Dialog.Body>
          <Dialog.Footer>
            <Dialog.Close variant="ghost">Cancel</Dialog.Close>
            <Button type="submit" variant="primary">
              Create
            </Button>
          </Dialog.Footer>
        </form>
      )}
    </Dialog>
  );
}

/** Controlled, a form inside: focus starts on its field, and the form is named by the title. */
export const ControlledForm: Story = {
  render: () => <FormDialog />,
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'New playlist' });
    await expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await expect(within(dialog).getByRole('form', { name: 'New playlist' })).toBeInTheDocument();
  },
};

/** Every prop as a control. */
export const Playground: Story = {
  // No visual reference: Default's picture, with controls.
  tags: ['!visual'],
};
