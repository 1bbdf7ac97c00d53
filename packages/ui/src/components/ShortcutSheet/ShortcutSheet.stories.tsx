import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SHORTCUT_SHEET_TEXT, ShortcutSheet, ShortcutSheetTrigger } from '@clipmarket/ui';

const meta = {
  title: 'Components/ShortcutSheet',
  component: ShortcutSheet,
  // Closed by default behind a trigger, so the docs page (several stories at once) stays usable.
  args: {
    trigger: (props) => <ShortcutSheetTrigger {...props} />,
    onOpenChange: fn(),
  },
  argTypes: {
    trigger: { control: false },
    open: { control: 'boolean' },
  },
} satisfies Meta<typeof ShortcutSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  // The docs page shows it open: in its own frame, where the play function runs and the modal has room
  // (a modal rendered inline would cover the whole docs page).
  parameters: { docs: { story: { inline: false, height: '640px' } } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: SHORTCUT_SHEET_TEXT.open }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('dialog', { name: SHORTCUT_SHEET_TEXT.title })).toBeVisible();
  },
};

/** Every prop as a control: open it, list other shortcuts. */
export const Playground: Story = {
  // No visual reference: Default's picture, with controls.
  tags: ['!visual'],
  args: { shortcuts: [{ key: 'g', action: 'Go somewhere' }] },
};
