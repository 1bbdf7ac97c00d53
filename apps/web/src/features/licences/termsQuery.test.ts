import { describe, expect, it } from 'vitest';
import { termsQueryOf } from './termsQuery';

const of = (search: string) => termsQueryOf(new URLSearchParams(search));

describe("a terms link's fields", () => {
  it('are taken as the terms check takes them, trimmed, the optional ones only when given', () => {
    expect(of('id=%231042&reference=CMO-7F3A9C2B&subtotal=547.00')).toEqual({
      id: '#1042',
      reference: 'CMO-7F3A9C2B',
      subtotal: '547.00',
      currency: undefined,
      date: undefined,
    });
    expect(of('id=%231042&reference=R&subtotal=%20547%20&currency=USD&date=2026-10-20')).toMatchObject({
      subtotal: '547',
      currency: 'USD',
      date: '2026-10-20',
    });
  });

  it('match no order when one the check needs is missing, empty or longer than the server reads', () => {
    expect(of('')).toBeNull();
    expect(of('id=%231042&reference=R')).toBeNull();
    expect(of('id=&reference=R&subtotal=1')).toBeNull();
    expect(of(`id=${'1'.repeat(65)}&reference=R&subtotal=1`)).toBeNull();
    expect(of('id=1&reference=R&subtotal=1&currency=USDX')).toBeNull();
  });
});
