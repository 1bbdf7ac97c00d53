import { COMMERCE_LIMITS } from '@clipmarket/core';
import { describe, expect, it, vi } from 'vitest';
import { certificatesZip } from './exports';
import type { LicenceRecord } from './service';

const licence = (n: number) =>
  ({
    number: `CM-2026-${String(n).padStart(6, '0')}`,
    grantedAt: new Date('2026-01-01T00:00:00Z'),
  }) as LicenceRecord;

describe('the certificate zip', () => {
  it('renders nothing for more certificates than its bound, whoever calls it', () => {
    const render = vi.fn(async () => Buffer.from('%PDF-1.7'));
    const many = Array.from({ length: COMMERCE_LIMITS.certificatesZipMax + 1 }, (_, i) => licence(i + 1));
    expect(() => certificatesZip(many, render, () => {})).toThrow(
      `at most ${COMMERCE_LIMITS.certificatesZipMax} certificates`,
    );
    expect(() => certificatesZip(many.slice(0, 3), render, () => {}, 2)).toThrow(/at most 2/);
    expect(render).not.toHaveBeenCalled();
  });

  it('renders each certificate of a zip within the bound', async () => {
    const render = vi.fn(async () => Buffer.from('%PDF-1.7'));
    const zip = certificatesZip([licence(1), licence(2)], render, () => {}, 2);
    const chunks: Buffer[] = [];
    for await (const chunk of zip) chunks.push(chunk as Buffer);
    expect(render).toHaveBeenCalledTimes(2);
    expect(Buffer.concat(chunks).subarray(0, 2).toString()).toBe('PK');
  });
});
