import { formatJvId, LICENCE_PRICE_WORDS } from '@clipmarket/core';
import {
  creditLicenceFixture,
  licenceFixture,
  licenceFixtures,
  upgradedLicenceFixture,
} from '@clipmarket/mocks';
import { LICENCE_CERTIFICATE_TEXT as TEXT, LicenceCertificatePreview } from '@clipmarket/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const personal = licenceFixtures.find((licence) => licence.tier === 'personal' && !licence.projectName)!;

const meta = {
  title: 'Components/LicenceCertificatePreview/Features',
  component: LicenceCertificatePreview,
  tags: ['!autodocs'],
  args: { status: 'ready', licence: licenceFixture, onRetry: fn() },
  globals: { viewport: { value: 'lg' } },
} satisfies Meta<typeof LicenceCertificatePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everything the certificate PDF says: number, clip, tier and terms, licensee, project, PO, date, price, order, proof. */
export const WhatTheCertificateSays: Story = {
  // No visual reference: the same picture as Default (LicenceCertificatePreview).
  tags: ['!visual'],
  play: async ({ canvas }) => {
    const l = licenceFixture;
    const card = canvas.getByRole('article', { name: TEXT.name(l.number) });
    await expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(l.number);
    await expect(within(card).getByText(l.title)).toBeVisible();
    await expect(within(card).getByText(formatJvId(l.jmId))).toBeVisible();
    for (const [term, value] of [
      [TEXT.tier, l.tierName],
      [TEXT.licensee, `${l.licensee.name}, ${l.licensee.company}`],
      [TEXT.project, l.projectName!],
      [TEXT.po, l.poNumber!],
      [TEXT.granted, '20 Oct 26'],
      [TEXT.price, '$299.00'],
      [TEXT.order, `${l.orderReference} · ${l.orderName}`],
      [TEXT.termLabels.monetization, TEXT.monetizationAllowed],
      [TEXT.termLabels.watermark, TEXT.watermarkFree],
      [TEXT.termLabels.pagesOrChannels, 'Unlimited'],
      [TEXT.termLabels.compilation, TEXT.compilationNotIncluded],
    ] as const) {
      const label = within(card).getByText(term, { selector: 'dt' });
      await expect(label.nextElementSibling).toHaveTextContent(value);
    }
    await expect(within(card).getByText(l.postUrls[0]!)).toBeVisible();
    await expect(within(card).getByRole('link', { name: l.verificationUrl })).toHaveAttribute(
      'href',
      l.verificationUrl,
    );
    const download = within(card).getByRole('link', { name: TEXT.download });
    await expect(download).toHaveAttribute('download');
  },
};

/** A Personal licence: watermarked, no monetization, no project or PO given. */
export const PersonalTier: Story = {
  args: { licence: personal },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(TEXT.watermarked)).toBeVisible();
    await expect(canvas.getByText(TEXT.monetizationNotAllowed)).toBeVisible();
    await expect(canvas.getAllByText(TEXT.notGiven)).toHaveLength(2);
    await expect(canvas.queryByRole('heading', { name: TEXT.postUrls })).not.toBeInTheDocument();
  },
};

/** Paid with a Discount Pack credit: the price says so, and the order is the checkout's reference alone. */
export const PaidWithCredit: Story = {
  args: { licence: creditLicenceFixture },
  play: async ({ canvas }) => {
    const price = canvas.getByText(TEXT.price, { selector: 'dt' });
    await expect(price.nextElementSibling).toHaveTextContent(TEXT.paidWithCredit);
    const order = canvas.getByText(TEXT.order, { selector: 'dt' });
    await expect(order.nextElementSibling).toHaveTextContent(creditLicenceFixture.orderReference);
  },
};

/**
 * Bought on account (docs/adr/0087): until staff mark its invoice paid, the price is "invoiced", with the due
 * date, never "paid"; a cancelled invoice says so.
 */
export const OnAnUnpaidInvoice: Story = {
  // No visual reference: Default's picture with one row's words changed, which the play checks.
  tags: ['!visual'],
  // An order on account never went through the shop: it has no storefront name.
  args: { licence: { ...licenceFixture, orderName: null, invoice: { state: 'due', dueOn: '2026-11-19' } } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(LICENCE_PRICE_WORDS.paid, { selector: 'dt' })).not.toBeInTheDocument();
    const price = canvas.getByText(LICENCE_PRICE_WORDS.invoiced, { selector: 'dt' });
    await expect(price.nextElementSibling).toHaveTextContent('$299.00, invoice due 19 Nov 26');
  },
};

/**
 * An upgraded licence (docs/adr/0084): the same number at its new tier and terms, and the certificate's
 * "Upgraded on … from …" line with the upgrade's price and order.
 */
export const Upgraded: Story = {
  args: { licence: upgradedLicenceFixture },
  play: async ({ canvas }) => {
    const l = upgradedLicenceFixture;
    const upgrade = l.upgrades[0]!;
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent(l.number);
    const tier = canvas.getByText(TEXT.tier, { selector: 'dt' });
    await expect(tier.nextElementSibling).toHaveTextContent('Basic Pro');
    const upgraded = canvas.getByText(TEXT.upgraded, { selector: 'dt' });
    await expect(upgraded.nextElementSibling).toHaveTextContent(/from Personal, \$100\.00/);
    await expect(upgraded.nextElementSibling).toHaveTextContent(upgrade.orderNumber);
    await expect(canvas.getByText(TEXT.watermarkFree)).toBeVisible();
  },
};

/** The licence is on its way. */
export const Loading: Story = {
  args: { status: 'loading', licence: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(TEXT.loading);
  },
};

/** The licence could not be loaded: an alert and a retry. */
export const LoadFailed: Story = {
  args: { status: 'error', licence: null },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(TEXT.error);
    await userEvent.click(canvas.getByRole('button', { name: TEXT.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A phone: label above value, nothing wider than the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('article');
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    const label = canvas.getByText(TEXT.licensee, { selector: 'dt' });
    await expect(label.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      label.nextElementSibling!.getBoundingClientRect().top,
    );
  },
};
