import { licenceFixture } from '@clipmarket/mocks';
import { LICENCE_CERTIFICATE_TEXT, LicenceCertificatePreview } from '@clipmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';

const meta = {
  title: 'Components/LicenceCertificatePreview',
  component: LicenceCertificatePreview,
  args: {
    status: 'ready',
    licence: licenceFixture,
    onRetry: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'ready', 'error'] },
  },
} satisfies Meta<typeof LicenceCertificatePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A licence bought with a project, a PO and the rights management fee for a post already made. */
export const Default: Story = {
  globals: { viewport: { value: 'lg' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('article', { name: LICENCE_CERTIFICATE_TEXT.name(licenceFixture.number) }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: LICENCE_CERTIFICATE_TEXT.download })).toHaveAttribute(
      'href',
      licenceFixture.certificateUrl,
    );
  },
};

/** Every prop as a control. */
export const Playground: Story = {
  // No visual reference: Default's picture, with controls.
  tags: ['!visual'],
};
