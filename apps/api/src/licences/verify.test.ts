import {
  CART_SERVER_MESSAGES,
  checkoutTermsEndpoint as termsEndpoint,
  checkoutTermsResponseSchema,
  fillPath,
  licenceVerificationSchema,
  formatLicenceNumber,
  licenceVisibilityEndpoint,
  verifyLicenceEndpoint as verifyEndpoint,
} from '@clipmarket/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, clipIds } from '../playlists/test-helpers';
import { registerAndLogin, type TestUser } from '../test/auth-helpers';
import { startTestServer, type TestServer } from '../test/harness';
import { VERIFY_TOO_MANY_MESSAGE } from './routes';
import { insertLicence, insertOrder, termsOf, type TestOrder } from './test-helpers';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 600_000 });

/** Look-ups per client address in this suite (LICENCE_VERIFY_LIMIT). */
const LIMIT = 5;
const savedLimit = process.env.LICENCE_VERIFY_LIMIT;

let server: TestServer;
let alice: TestUser;
let bob: TestUser;
let ids: string[];
let titles: Map<string, string>;
let order: TestOrder;
let valid: string;
let revoked: string;
/** Each test looks numbers up from its own client address, so the limit counts its look-ups only. */
let address = 0;
const nextAddress = () => `203.0.113.${++address}`;

beforeAll(async () => {
  process.env.LICENCE_VERIFY_LIMIT = `${LIMIT}/3600`;
  // The client address comes from X-Forwarded-For, as behind the production proxy.
  server = await startTestServer({ seedClips: 10, app: { trustProxy: true } });
  alice = await registerAndLogin(server.url);
  bob = await registerAndLogin(server.url);
  ids = await clipIds(server.db);
  const clips = await server.db.selectFrom('clips').select(['jmId', 'publishingTitle', 'title']).execute();
  titles = new Map(clips.map((c) => [c.jmId, (c.publishingTitle || c.title)!]));
  order = await insertOrder(server.db, alice.userUuid, {
    name: '#1042',
    subtotalCents: 44_700,
    paidAt: new Date('2026-04-02T15:00:00Z'),
  });
  valid = await insertLicence(server.db, alice.userUuid, order, {
    jmId: ids[0]!,
    tier: 'basicPro',
    licenseeName: 'Ada Lovelace',
    licenseeEmail: 'ada@example.com',
    licenseeCompany: 'Analytical Films Ltd',
    projectName: 'Secret project',
    poNumber: 'PO-SECRET-1',
    grantedAt: new Date('2026-04-02T15:00:00Z'),
  });
  await insertLicence(server.db, alice.userUuid, order, {
    jmId: ids[1]!,
    tier: 'basicPro',
    grantedAt: new Date('2026-04-02T15:00:00Z'),
  });
  revoked = await insertLicence(server.db, alice.userUuid, order, {
    jmId: ids[2]!,
    tier: 'superPro',
    licenseeCompany: null,
    grantedAt: new Date('2026-04-02T15:00:00Z'),
    revokedAt: new Date('2026-04-10T00:00:00Z'),
  });
});

afterAll(async () => {
  await server?.close();
  if (savedLimit === undefined) delete process.env.LICENCE_VERIFY_LIMIT;
  else process.env.LICENCE_VERIFY_LIMIT = savedLimit;
});

async function verify(number: string, from: string, token?: string) {
  const res = await fetch(`${server.url}${fillPath(verifyEndpoint.path, { number })}`, {
    headers: { 'x-forwarded-for': from, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, json: text ? JSON.parse(text) : undefined };
}

describe('GET /api/public/licensing/verify/{number} (public verification)', () => {
  it('tells anyone, signed out, that a licence is valid: clip, tier and day; no company unless chosen, nothing personal', async () => {
    const res = await verify(valid, nextAddress());
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      number: valid,
      valid: true,
      jmId: ids[0],
      title: titles.get(ids[0]!),
      tier: 'basicPro',
      tierName: 'Basic Pro',
      // The licensee named a company but did not choose to show it.
      company: null,
      date: '2026-04-02',
      revokedAt: null,
      upgradedAt: null,
    });
    licenceVerificationSchema.parse(res.json);
    for (const personal of [
      'Ada',
      'Lovelace',
      'Analytical',
      'ada@example.com',
      'Secret project',
      'PO-SECRET-1',
      order.reference,
    ]) {
      expect(res.text).not.toContain(personal);
    }
  });

  it('shows an upgraded licence at its tier now, with the day it was upgraded, and nothing of the upgrade’s order', async () => {
    const upgradeOrder = await insertOrder(server.db, alice.userUuid, {
      subtotalCents: 10_000,
      paidAt: new Date('2026-04-20T09:00:00Z'),
    });
    const bought = await insertOrder(server.db, alice.userUuid, { paidAt: new Date('2026-04-02T15:00:00Z') });
    const number = await insertLicence(server.db, alice.userUuid, bought, {
      jmId: ids[3]!,
      tier: 'personal',
      grantedAt: new Date('2026-04-02T15:00:00Z'),
    });
    // What a paid upgrade writes (commerce/upgrades.ts): the tier history row, then the licence's tier and terms.
    await server.db
      .insertInto('licenceUpgrades')
      .values({
        licenceNumber: number,
        userId: alice.userUuid,
        orderId: upgradeOrder.id,
        lineKey: 'line-1',
        fromTier: 'personal',
        toTier: 'basicPro',
        fromTerms: JSON.stringify(termsOf('personal')),
        priceCents: 10_000,
        currency: 'USD',
        createdAt: new Date('2026-04-20T09:00:00Z'),
      })
      .execute();
    await server.db
      .updateTable('licences')
      .set({ tier: 'basicPro', terms: JSON.stringify(termsOf('basicPro')) })
      .where('number', '=', number)
      .execute();

    const res = await verify(number, nextAddress());
    expect(res.json).toMatchObject({
      number,
      valid: true,
      tier: 'basicPro',
      tierName: 'Basic Pro',
      date: '2026-04-02',
      upgradedAt: '2026-04-20',
    });
    expect(res.text).not.toContain(upgradeOrder.reference);
  });

  it('answers the same to another signed-in user as to a visitor', async () => {
    const from = nextAddress();
    expect((await verify(valid, from, bob.token)).json).toEqual((await verify(valid, from)).json);
  });

  it('says a revoked licence is not valid, and gives no company when the licensee named none', async () => {
    const res = await verify(revoked, nextAddress());
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      number: revoked,
      valid: false,
      tier: 'superPro',
      company: null,
      revokedAt: '2026-04-10',
    });
  });

  it('shows the company only when the buyer chose to, and only the holder can choose', async () => {
    const show = (user: TestUser, showCompany: boolean) =>
      call(server.url, licenceVisibilityEndpoint, {
        token: user.token,
        params: { number: valid },
        body: { showCompany },
      });
    expect((await verify(valid, nextAddress())).json.company).toBeNull();
    // Another user cannot turn it on (the licence is not theirs: 404, as one that does not exist).
    expect((await show(bob, true)).status).toBe(404);
    expect((await verify(valid, nextAddress())).json.company).toBeNull();

    const on = await show(alice, true);
    expect(on.status).toBe(200);
    expect(on.json).toMatchObject({ number: valid, showCompany: true });
    const shown = await verify(valid, nextAddress());
    expect(shown.json.company).toBe('Analytical Films Ltd');
    for (const personal of ['Ada', 'Lovelace', 'ada@example.com', 'Secret project', 'PO-SECRET-1']) {
      expect(shown.text).not.toContain(personal);
    }
    expect((await show(alice, false)).json.showCompany).toBe(false);
    expect((await verify(valid, nextAddress())).json.company).toBeNull();
  });

  it('refuses a malformed number or a wrong check character with 400, before anything is looked up or counted', async () => {
    const real = formatLicenceNumber(2026, 'ABCDEFGHJKM');
    const check = real.at(-1)!;
    const wrongCheck = real.slice(0, -1) + (check === '0' ? '1' : '0');
    // Two neighbours swapped, and one character changed: the check character catches both.
    const swapped = real.slice(0, 8) + real[9] + real[8] + real.slice(10);
    const changed = real.slice(0, 8) + (real[8] === 'B' ? 'C' : 'B') + real.slice(9);
    const from = nextAddress();
    for (let i = 0; i < LIMIT * 3; i++) {
      for (const bad of [wrongCheck, swapped, changed, 'CM-2026-ABCD-EFGH-JKMI', 'CM-2026-abcd-efgh-jkmn']) {
        const res = await verify(bad, from);
        expect(res.status, bad).toBe(400);
      }
    }
    // None of them counted against the address's look-ups (the limiter, a database query, was never reached).
    expect((await verify(valid, from)).status).toBe(200);
  });

  it('answers an unknown number 404 and something that is not a licence number 400', async () => {
    const from = nextAddress();
    const unknown = await verify('CM-2026-999999', from);
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe(CART_SERVER_MESSAGES.licenceMissing);
    expect((await verify('CM-2026-1', from)).status).toBe(400);
    expect((await verify('../../etc/passwd', from)).status).toBe(400);
  });

  it(`limits each client address to ${LIMIT} look-ups a window, with 429 and Retry-After, so numbers cannot be walked`, async () => {
    const from = nextAddress();
    for (let i = 0; i < LIMIT; i++) {
      // Unknown numbers count too: walking the sequence is mostly misses.
      const res = await verify(`CM-2026-${String(900000 + i).padStart(6, '0')}`, from);
      expect(res.status).toBe(404);
    }
    const refused = await verify(valid, from);
    expect(refused.status).toBe(429);
    expect(refused.json.message).toBe(VERIFY_TOO_MANY_MESSAGE);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    // Another address is not held back by this one.
    expect((await verify(valid, nextAddress())).status).toBe(200);
  });
});

describe('GET /api/public/licensing/checkout/terms (the terms page checks its link)', () => {
  const terms = (query: Record<string, string>) => call(server.url, termsEndpoint, { query });
  const fields = () => ({
    id: '#1042',
    reference: order.reference,
    subtotal: '447.00',
    currency: 'USD',
    date: '2026-04-02',
  });

  it("confirms a real order's link and shows the tiers bought with their terms, nothing personal", async () => {
    const res = await terms(fields());
    expect(res.status).toBe(200);
    expect(checkoutTermsResponseSchema.parse(res.json)).toEqual({
      valid: true,
      order: {
        name: '#1042',
        reference: order.reference,
        date: '2026-04-02',
        subtotalCents: 44_700,
        currency: 'USD',
        tiers: [
          { tier: 'basicPro', tierName: 'Basic Pro', terms: termsOf('basicPro') },
          { tier: 'superPro', tierName: 'Super Pro', terms: termsOf('superPro') },
        ],
        licenceCount: 3,
      },
    });
    const text = JSON.stringify(res.json);
    for (const personal of ['Ada', 'ada@example.com', 'Analytical', 'Secret project', 'PO-SECRET-1', valid]) {
      expect(text).not.toContain(personal);
    }
  });

  it('compares the subtotal as cents and the currency ignoring case; currency and date may be left out', async () => {
    for (const subtotal of ['447', '447.0', '447.00', ' 447.00 ']) {
      expect((await terms({ ...fields(), subtotal })).json.valid, subtotal).toBe(true);
    }
    expect((await terms({ ...fields(), currency: 'usd' })).json.valid).toBe(true);
    const { id, reference, subtotal } = fields();
    expect((await terms({ id, reference, subtotal })).json.valid).toBe(true);
  });

  it('answers valid false and no order when any one field is wrong, without saying which', async () => {
    const wrong: Record<string, string>[] = [
      { id: '#1043' },
      { id: '1042' },
      { reference: 'CMO-00000000' },
      { reference: '' },
      { subtotal: '447.01' },
      { subtotal: '446.99' },
      { subtotal: '4470' },
      { subtotal: '447.001' },
      { subtotal: 'abc' },
      { subtotal: '-447.00' },
      { subtotal: '4.47e2' },
      { currency: 'EUR' },
      { date: '2026-04-03' },
      { date: '2026-04-01' },
    ];
    for (const change of wrong) {
      const res = await terms({ ...fields(), ...change });
      expect(res.status, JSON.stringify(change)).toBe(200);
      expect(res.json, JSON.stringify(change)).toEqual({ valid: false, order: null });
    }
  });

  it("checks a checkout paid wholly with credits by its reference, which stands for the order's name", async () => {
    const creditOrder = await insertOrder(server.db, alice.userUuid, {
      name: null,
      subtotalCents: 0,
      paidAt: new Date('2026-04-05T08:00:00Z'),
    });
    await insertLicence(server.db, alice.userUuid, creditOrder, {
      jmId: ids[3]!,
      tier: 'personal',
      paidWith: 'credit',
    });
    const res = await terms({
      id: creditOrder.reference,
      reference: creditOrder.reference,
      subtotal: '0.00',
    });
    expect(res.json).toMatchObject({ valid: true, order: { name: creditOrder.reference, licenceCount: 1 } });
  });

  it('answers 400 when a required field is missing or too long', async () => {
    const { reference, subtotal } = fields();
    expect((await terms({ reference, subtotal })).status).toBe(400);
    expect((await terms({ ...fields(), reference: 'R'.repeat(65) })).status).toBe(400);
  });
});
