import { formatDisplayDate, formatJvId, PAGES } from '@clipmarket/core';
import {
  LICENCE_MOCK_LICENSEE,
  REVOKED_LICENCE_NUMBER,
  UNKNOWN_LICENCE_NUMBER,
  VALID_LICENCE_NUMBER,
  licenceVerificationFixtures,
} from '@clipmarket/mocks';
import { LICENCE_VERIFICATION_TEXT as TEXT, LicenceVerification } from '@clipmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

const valid = licenceVerificationFixtures.valid;
const revoked = licenceVerificationFixtures.revoked;

const meta = {
  title: 'Components/LicenceVerification/Features',
  component: LicenceVerification,
  tags: ['!autodocs'],
  args: { status: 'valid', number: VALID_LICENCE_NUMBER, verification: valid, onRetry: fn() },
} satisfies Meta<typeof LicenceVerification>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Valid: issued and in force; the clip, tier, company and date, and no personal data. */
export const Valid: Story = {
  args: { clipHref: PAGES.view.href({ videoId: valid.jmId }) },
  play: async ({ canvas, canvasElement }) => {
    const region = canvas.getByRole('region', { name: TEXT.validTitle });
    await expect(region).toHaveAttribute('data-state', 'valid');
    await expect(canvas.getByText(TEXT.validBody(VALID_LICENCE_NUMBER))).toBeVisible();
    await expect(canvas.getByRole('link', { name: valid.title })).toHaveAttribute(
      'href',
      PAGES.view.href({ videoId: valid.jmId }),
    );
    await expect(canvas.getByText(`(${formatJvId(valid.jmId)})`)).toBeVisible();
    await expect(canvas.getByText(valid.tierName)).toBeVisible();
    await expect(canvas.getByText(valid.company!)).toBeVisible();
    await expect(canvasElement).not.toHaveTextContent(LICENCE_MOCK_LICENSEE.name);
    await expect(canvasElement).not.toHaveTextContent(LICENCE_MOCK_LICENSEE.email);
  },
};

/** Invalid: the licence was revoked; what it was for still shows, so the checker knows which one. */
export const Invalid: Story = {
  args: { status: 'invalid', number: REVOKED_LICENCE_NUMBER, verification: revoked },
  play: async ({ canvas }) => {
    // Named by the day it was revoked: "Revoked on …".
    const region = canvas.getByRole('region', {
      name: TEXT.revokedOn(formatDisplayDate(revoked.revokedAt!)),
    });
    await expect(region).toHaveAttribute('data-state', 'invalid');
    await expect(canvas.getByText(TEXT.invalidBody(REVOKED_LICENCE_NUMBER))).toBeVisible();
    await expect(canvas.getByText(revoked.title)).toBeVisible();
  },
};

/** Unknown: no licence has this number; how a number reads. */
export const Unknown: Story = {
  args: { status: 'unknown', number: UNKNOWN_LICENCE_NUMBER, verification: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: TEXT.unknownTitle })).toBeVisible();
    await expect(canvas.getByText(TEXT.unknownBody(UNKNOWN_LICENCE_NUMBER))).toBeVisible();
    await expect(canvas.queryByRole('term')).not.toBeInTheDocument();
  },
};

/** An upgraded licence (docs/adr/0084): the tier it has now, and since when; nothing of the upgrade's order. */
export const Upgraded: Story = {
  args: {
    number: licenceVerificationFixtures.upgraded.number,
    verification: licenceVerificationFixtures.upgraded,
  },
  play: async ({ canvas }) => {
    const upgraded = licenceVerificationFixtures.upgraded;
    const tier = canvas.getByText(TEXT.tier, { selector: 'dt' });
    await expect(tier.nextElementSibling).toHaveTextContent('Basic Pro');
    const since = canvas.getByText(TEXT.upgraded, { selector: 'dt' });
    await expect(since.nextElementSibling).toHaveTextContent(
      TEXT.upgradedTo(formatDisplayDate(upgraded.upgradedAt!), 'Basic Pro'),
    );
  },
};

/** A company-less buyer: the company line says so, still without a name. */
export const NoCompany: Story = {
  args: { verification: { ...valid, company: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(TEXT.noCompany)).toBeVisible();
  },
};

/** Checking: a status for screen readers, placeholder lines for the eye. */
export const Checking: Story = {
  args: { status: 'loading', verification: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(TEXT.checking(VALID_LICENCE_NUMBER));
  },
};

/** The check failed (too many checks from this address): the reason and a retry. */
export const CheckFailed: Story = {
  args: {
    status: 'error',
    verification: null,
    errorMessage: 'Too many checks from this address. Please try again in a minute.',
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { name: TEXT.errorTitle })).toBeVisible();
    await expect(canvas.getByText(/Too many checks/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: TEXT.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A phone: the verdict and the facts stack, nothing wider than the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region');
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  },
};
