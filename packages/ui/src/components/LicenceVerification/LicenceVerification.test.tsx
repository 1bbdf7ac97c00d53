import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LicenceVerification as Verification } from '@clipmarket/core';
import { ThemeProvider } from '../../theme';
import { LICENCE_VERIFICATION_TEXT as TEXT, LicenceVerification, type LicenceVerificationProps } from '.';

const verification: Verification = {
  number: 'CM-2026-000123',
  valid: true,
  jmId: '1254381',
  title: 'Golden Retriever Catches Frisbee',
  tier: 'basicPro',
  tierName: 'Basic Pro',
  company: 'Morning Loop TV',
  date: '2026-10-20',
  revokedAt: null,
  upgradedAt: null,
};

function renderVerification(props: Partial<LicenceVerificationProps> = {}) {
  return render(
    <ThemeProvider>
      <LicenceVerification
        status="valid"
        number={verification.number}
        verification={verification}
        {...props}
      />
    </ThemeProvider>,
  );
}

afterEach(cleanup);

describe('LicenceVerification', () => {
  it('says a valid licence is valid, with its clip, tier, company and date', () => {
    renderVerification();
    expect(screen.getByRole('region', { name: TEXT.validTitle })).toHaveAttribute('data-state', 'valid');
    expect(screen.getByText('Golden Retriever Catches Frisbee')).toBeVisible();
    expect(screen.getByText('(JV#1254381)')).toBeVisible();
    expect(screen.getByText('Basic Pro')).toBeVisible();
    expect(screen.getByText('Morning Loop TV')).toBeVisible();
    expect(screen.getByText('20 Oct 26')).toHaveAttribute('datetime', '2026-10-20');
  });

  it('says a revoked licence is not valid', () => {
    renderVerification({ status: 'invalid', verification: { ...verification, valid: false } });
    expect(screen.getByRole('heading', { name: TEXT.invalidTitle })).toBeVisible();
    expect(screen.getByText(TEXT.invalidBody(verification.number))).toBeVisible();
    expect(screen.queryByRole('heading', { name: TEXT.validTitle })).toBeNull();
  });

  it('says on which day a revoked licence was revoked', () => {
    renderVerification({
      status: 'invalid',
      verification: { ...verification, valid: false, revokedAt: '2026-11-02' },
    });
    expect(screen.getByRole('heading', { name: TEXT.revokedOn('02 Nov 26') })).toBeVisible();
    expect(screen.getByText(TEXT.revoked)).toBeVisible();
    expect(screen.getByText('02 Nov 26')).toHaveAttribute('datetime', '2026-11-02');
  });

  it('says no licence has an unknown number, and shows no facts', () => {
    renderVerification({ status: 'unknown', number: 'CM-2019-000001', verification: null });
    expect(screen.getByRole('heading', { name: TEXT.unknownTitle })).toBeVisible();
    expect(screen.getByText(/numbered CM-2019-000001/)).toBeVisible();
    expect(screen.queryByRole('term')).toBeNull();
  });

  it('reads a verdict without its answer as still checking', () => {
    renderVerification({ verification: null });
    expect(screen.getByRole('status')).toHaveTextContent(TEXT.checking(verification.number));
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('explains a failed check and offers a retry', async () => {
    const onRetry = vi.fn();
    renderVerification({ status: 'error', verification: null, onRetry });
    expect(screen.getByRole('heading', { name: TEXT.errorTitle })).toBeVisible();
    expect(screen.getByText(TEXT.errorBody)).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: TEXT.retry }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
