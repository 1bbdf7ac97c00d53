import { VALID_LICENCE_NUMBER, licenceVerificationFixtures } from '@clipmarket/mocks';
import { LICENCE_VERIFICATION_TEXT, LicenceVerification } from '@clipmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

const meta = {
  title: 'Components/LicenceVerification',
  component: LicenceVerification,
  args: {
    status: 'valid',
    number: VALID_LICENCE_NUMBER,
    verification: licenceVerificationFixtures.valid,
    onRetry: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'valid', 'invalid', 'unknown', 'error'] },
  },
} satisfies Meta<typeof LicenceVerification>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A valid licence: the verdict, then the clip, tier, company and date. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: LICENCE_VERIFICATION_TEXT.validTitle })).toBeVisible();
  },
};

/** Every prop as a control. */
export const Playground: Story = {
  // No visual reference: Default's picture, with controls.
  tags: ['!visual'],
};
