import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Licence } from '@clipmarket/core';
import { ThemeProvider } from '../../theme';
import {
  LICENCE_CERTIFICATE_TEXT as TEXT,
  LicenceCertificatePreview,
  type LicenceCertificatePreviewProps,
} from '.';

const licence: Licence = {
  number: 'CM-2026-000123',
  jmId: '1254381',
  title: 'Golden Retriever Catches Frisbee',
  tier: 'basicPro',
  tierName: 'Basic Pro',
  grantedAt: '2026-10-20T15:04:00.000Z',
  imgUrl: null,
  terms: {
    monetization: true,
    watermarked: false,
    pagesOrChannels: 3,
    maxAudience: 5_000_000,
    postsPerChannel: 1,
    brands: 1,
    distribution: ['Social', 'Digital'],
  },
  licensee: { name: 'Ada Okafor', company: null, email: 'ada@example.com' },
  projectName: 'Autumn reel',
  poNumber: 'PO-7731',
  priceCents: 14900,
  currency: 'USD',
  paidWith: 'money',
  revokedAt: null,
  revokedReason: null,
  showCompany: false,
  orderReference: 'CMO-7F3A9C2B',
  orderName: '#1042',
  postUrls: [],
  certificateUrl: '/api/user/licensing/licences/CM-2026-000123/certificate',
  verificationUrl: 'https://clipmarket.example/licensing/verify/CM-2026-000123',
  upgrades: [],
  invoice: null,
};

function renderPreview(props: Partial<LicenceCertificatePreviewProps> = {}) {
  return render(
    <ThemeProvider>
      <LicenceCertificatePreview licence={licence} {...props} />
    </ThemeProvider>,
  );
}

/** The value a label of the card shows. */
const valueOf = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

afterEach(cleanup);

describe('LicenceCertificatePreview', () => {
  it('is an article named by its licence number, with the number as its heading', () => {
    renderPreview({ headingLevel: 2 });
    const card = screen.getByRole('article', { name: TEXT.name(licence.number) });
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent(licence.number);
    expect(within(card).getByRole('heading', { level: 3, name: TEXT.terms })).toBeVisible();
  });

  it("says what the certificate says: the tier's terms as figures", () => {
    renderPreview();
    expect(valueOf(TEXT.termLabels.pagesOrChannels)).toHaveTextContent('3');
    expect(valueOf(TEXT.termLabels.maxAudience)).toHaveTextContent('5 million');
    expect(valueOf(TEXT.termLabels.distribution)).toHaveTextContent('Social, Digital');
    expect(valueOf(TEXT.price)).toHaveTextContent('$149.00');
    expect(valueOf(TEXT.granted)).toHaveTextContent('20 Oct 26');
  });

  it('names the licensee without a company when none was given, and never their e-mail', () => {
    renderPreview();
    expect(valueOf(TEXT.licensee)?.textContent).toBe('Ada Okafor');
    expect(screen.queryByText(/ada@example\.com/)).toBeNull();
  });

  it('leaves the download out when asked', () => {
    renderPreview({ showDownload: false });
    expect(screen.queryByRole('link', { name: TEXT.download })).toBeNull();
    expect(screen.getByRole('link', { name: licence.verificationUrl })).toBeVisible();
  });

  it('reads as loading while a ready state has no licence yet', () => {
    renderPreview({ licence: null });
    expect(screen.getByRole('status')).toHaveTextContent(TEXT.loading);
  });

  it('offers a retry when the licence could not be loaded', async () => {
    const onRetry = vi.fn();
    renderPreview({ status: 'error', onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent(TEXT.error);
    await userEvent.setup().click(screen.getByRole('button', { name: TEXT.retry }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
