import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PrivacyPreferencesTab, CONSENT_TEXT, ConsentManager } from '@clipmarket/ui';

const meta = {
  title: 'Components/ConsentManager',
  component: ConsentManager,
  parameters: {
    // The tab is fixed to the window's bottom edge: each docs story gets its own frame.
    docs: { story: { inline: false, iframeHeight: 120 } },
  },
  args: {
    trigger: (props) => <PrivacyPreferencesTab {...props} />,
    onOpenChange: fn(),
    onValueChange: fn(),
  },
  argTypes: {
    trigger: { control: false },
    open: { control: 'boolean' },
  },
} satisfies Meta<typeof ConsentManager>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  // The docs page shows it open: in its own frame, where the play function runs and the modal has room
  // (a modal rendered inline would cover the whole docs page).
  parameters: { docs: { story: { inline: false, height: '640px' } } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: CONSENT_TEXT.tab }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('dialog', { name: CONSENT_TEXT.title })).toBeVisible();
  },
};

/** Every prop as a control: open it, set the consent it shows. */
export const Playground: Story = {
  // No visual reference: Default's picture, with controls.
  tags: ['!visual'],
  args: { value: { C0001: true, C0002: true, C0004: false } },
};
