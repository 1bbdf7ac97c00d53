import { LICENCE_LINKS } from '@clipmarket/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { DIGITAL_TERMS_TEXT, DigitalTermsModal, DigitalTermsModalTrigger } from '@clipmarket/ui';

const meta = {
  title: 'Components/DigitalTermsModal',
  component: DigitalTermsModal,
  // Closed by default behind a trigger, so the docs page (several stories at once) stays usable.
  args: {
    trigger: (props) => <DigitalTermsModalTrigger {...props} />,
    onOpenChange: fn(),
  },
  argTypes: {
    trigger: { control: false },
    open: { control: 'boolean' },
  },
} satisfies Meta<typeof DigitalTermsModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  // The docs page shows it open: in its own frame, where the play function runs and the modal has room
  // (a modal rendered inline would cover the whole docs page).
  parameters: { docs: { story: { inline: false, height: '760px' } } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: DIGITAL_TERMS_TEXT.open }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('dialog', { name: DIGITAL_TERMS_TEXT.title })).toBeVisible();
  },
};

/** Every prop as a control: open it, point the FAQ link elsewhere. */
export const Playground: Story = {
  // No visual reference: Default's picture, with controls.
  tags: ['!visual'],
  args: { faqHref: LICENCE_LINKS.faq },
};
