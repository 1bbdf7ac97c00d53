import { LICENCE_LINKS, LICENCE_TIERS, LICENCE_TIER_LABELS } from '@clipmarket/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LicenceTierModal, LicenceTierModalTrigger } from '@clipmarket/ui';

const meta = {
  title: 'Components/LicenceTierModal',
  component: LicenceTierModal,
  // Closed by default behind a trigger, so the docs page (several stories at once) stays usable.
  args: {
    trigger: (props) => <LicenceTierModalTrigger {...props} />,
    onOpenChange: fn(),
  },
  argTypes: {
    trigger: { control: false },
    open: { control: 'boolean' },
    recommendedTier: { control: 'select', options: [null, ...LICENCE_TIERS.map((tier) => tier.id)] },
  },
} satisfies Meta<typeof LicenceTierModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  // The docs page shows it open: in its own frame, where the play function runs and the modal has room
  // (a modal rendered inline would cover the whole docs page).
  parameters: { docs: { story: { inline: false, height: '760px' } } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: LICENCE_TIER_LABELS.open }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('dialog', { name: LICENCE_TIER_LABELS.title })).toBeVisible();
  },
};

/** Every prop as a control: add `onSelectTier` buttons, recommend a tier, point the links elsewhere. */
export const Playground: Story = {
  // No visual reference: Default's picture, with controls.
  tags: ['!visual'],
  args: {
    onSelectTier: fn(),
    recommendedTier: 'basicPro',
    termsHref: LICENCE_LINKS.fullTermsPdf,
    faqHref: LICENCE_LINKS.faq,
  },
};
