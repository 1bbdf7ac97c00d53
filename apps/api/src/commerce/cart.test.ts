import {
  CART_SERVER_MESSAGES,
  CART_TIER_MESSAGES,
  COMMERCE_LIMITS,
  MESSAGES,
  PLAYLIST_SERVER_MESSAGES,
  cartSchema,
  commerceEndpoints as e,
  playlistEndpoints,
  productsResponseSchema,
} from '@clipmarket/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, clipIds, UNKNOWN_UUID, type CallOptions } from '../playlists/test-helpers';
import { registerAndLogin, type TestUser } from '../test/auth-helpers';
import { startTestServer, type TestServer } from '../test/harness';
import { CART_MESSAGES } from './cart';
import { createFakeStorefront, FAKE_VARIANTS, raiseAuthLimits, type FakeStorefront } from './test-helpers';

// Real HTTP on a real database: generous limits for loaded CI machines.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 600_000 });

let server: TestServer;
let storefront: FakeStorefront;
let alice: TestUser;
let bob: TestUser;
let ids: string[];
let restoreLimits: () => void;

beforeAll(async () => {
  restoreLimits = raiseAuthLimits();
  storefront = createFakeStorefront();
  server = await startTestServer({
    seedClips: 40,
    app: {
      commerce: {
        storefront,
        webhookSecret: async () => 'cart-test-secret-0123456789',
        // Prices are read afresh on every request here, so a test can change them.
        config: { productsTtlMs: 0 },
        maxCartLines: 12,
      },
    },
  });
  alice = await registerAndLogin(server.url);
  bob = await registerAndLogin(server.url);
  ids = await clipIds(server.db);
});

afterAll(async () => {
  await server?.close();
  restoreLimits?.();
});

const as = (user: TestUser, options: CallOptions = {}): CallOptions => ({ ...options, token: user.token });
const api = (endpoint: Parameters<typeof call>[1], options?: CallOptions) =>
  call(server.url, endpoint, options);

async function fresh(): Promise<TestUser> {
  return registerAndLogin(server.url);
}

async function createList(user: TestUser, name: string, jmIds: string[]): Promise<string> {
  const res = await api(playlistEndpoints.create, as(user, { body: { name } }));
  expect(res.status).toBe(201);
  const uuid = res.json.uuid as string;
  if (jmIds.length > 0) {
    const added = await api(playlistEndpoints.addVideos, as(user, { params: { uuid }, body: { jmIds } }));
    expect(added.status).toBe(200);
  }
  return uuid;
}

describe('the storefront’s prices', () => {
  it('lists each online tier, the Discount Packs, the Gift Cards and the fee, in cents, to anyone', async () => {
    const res = await api(e.products);
    expect(res.status).toBe(200);
    expect(productsResponseSchema.parse(res.json)).toEqual(res.json);
    expect(res.json.currency).toBe('USD');
    expect(res.json.tiers).toEqual([
      { tier: 'personal', name: 'Personal', variantId: FAKE_VARIANTS.personal, priceCents: 4900 },
      { tier: 'basicPro', name: 'Basic Pro', variantId: FAKE_VARIANTS.basicPro, priceCents: 14900 },
      { tier: 'superPro', name: 'Super Pro', variantId: FAKE_VARIANTS.superPro, priceCents: 29900 },
    ]);
    expect(res.json.discountPacks).toContainEqual({
      variantId: FAKE_VARIANTS.packBasicPro,
      tier: 'basicPro',
      count: 10,
      priceCents: 119000,
      unitPriceCents: 11900,
    });
    expect(res.json.giftCards).toEqual([
      { variantId: FAKE_VARIANTS.giftCard100, valueCents: 10000, priceCents: 10000 },
    ]);
    expect(res.json.rightsFee).toEqual({ variantId: FAKE_VARIANTS.rightsFee, priceCents: 10000 });
  });
});

describe('the cart', () => {
  it('starts empty and is the signed-in user’s only', async () => {
    const user = await fresh();
    const res = await api(e.cart, as(user));
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      lines: [],
      count: 0,
      currency: 'USD',
      subtotalCents: 0,
      creditAppliedCents: 0,
      totalCents: 0,
      readyForOnlineShop: true,
      credits: [],
      // What the store says of tax (STOREFRONT_TAXES_INCLUDED, unset: added at checkout).
      taxesIncluded: false,
    });
    expect((await api(e.cart)).status).toBe(401);
    expect((await api(e.addVideo, { params: { jmId: ids[0]! }, body: { tier: 'basicPro' } })).status).toBe(
      401,
    );
  });

  it('adds a clip at a tier from its page, priced by the storefront, with its title and image', async () => {
    const user = await fresh();
    const res = await api(
      e.addVideo,
      as(user, {
        params: { jmId: ids[0]! },
        body: { tier: 'basicPro', projectName: ' Launch ', poNumber: 'PO-1' },
      }),
    );
    expect(res.status).toBe(200);
    expect(cartSchema.parse(res.json)).toEqual(res.json);
    const clip = await server.db
      .selectFrom('clips')
      .select(['title', 'publishingTitle', 'imgUrl'])
      .where('jmId', '=', ids[0]!)
      .executeTakeFirstOrThrow();
    expect(res.json.lines).toEqual([
      expect.objectContaining({
        kind: 'licence',
        id: ids[0],
        uId: `${ids[0]}${FAKE_VARIANTS.basicPro}`,
        variantId: FAKE_VARIANTS.basicPro,
        tier: 'basicPro',
        quantity: 1,
        title: clip.publishingTitle || clip.title || MESSAGES.noTitle,
        imgUrl: clip.imgUrl,
        productName: 'Basic Pro',
        type: 'Licence',
        priceCents: 14900,
        currency: 'USD',
        projectName: 'Launch',
        poNumber: 'PO-1',
        playlistUUID: null,
        postUrls: [],
        creditApplied: false,
        forLineId: null,
      }),
    ]);
    expect(res.json).toMatchObject({
      count: 1,
      subtotalCents: 14900,
      totalCents: 14900,
      readyForOnlineShop: true,
    });
  });

  it('shows a clip without a publishing title by its title, and one with neither as the spec’s no-title text', async () => {
    const user = await fresh();
    await server.db
      .updateTable('clips')
      .set({ publishingTitle: null })
      .where('jmId', '=', ids[30]!)
      .execute();
    await server.db
      .updateTable('clips')
      .set({ publishingTitle: '  ', title: null })
      .where('jmId', '=', ids[31]!)
      .execute();
    await api(e.addVideo, as(user, { params: { jmId: ids[30]! }, body: { tier: 'personal' } }));
    const res = await api(e.addVideo, as(user, { params: { jmId: ids[31]! }, body: { tier: 'personal' } }));
    const title30 = (
      await server.db
        .selectFrom('clips')
        .select('title')
        .where('jmId', '=', ids[30]!)
        .executeTakeFirstOrThrow()
    ).title;
    expect(res.json.lines.map((l: { title: string }) => l.title)).toEqual([title30, MESSAGES.noTitle]);
  });

  it('changes nothing when the same clip is added at the same tier again; another tier is another line', async () => {
    const user = await fresh();
    const first = await api(e.addVideo, as(user, { params: { jmId: ids[1]! }, body: { tier: 'personal' } }));
    const again = await api(
      e.addVideo,
      as(user, { params: { jmId: ids[1]! }, body: { tier: 'personal', projectName: 'Other' } }),
    );
    expect(again.status).toBe(200);
    expect(again.json.lines).toEqual(first.json.lines);
    const other = await api(e.addVideo, as(user, { params: { jmId: ids[1]! }, body: { tier: 'superPro' } }));
    expect(other.json.lines.map((l: { tier: string }) => l.tier)).toEqual(['personal', 'superPro']);
    expect(other.json.subtotalCents).toBe(4900 + 29900);
  });

  it('ignores any price a browser sends: only the storefront’s is used', async () => {
    const user = await fresh();
    const res = await api(
      e.addVideo,
      as(user, {
        params: { jmId: ids[2]! },
        body: {
          tier: 'superPro',
          priceCents: 1,
          price: 0.01,
          totalCents: 0,
          variantId: FAKE_VARIANTS.personal,
        },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.json.lines[0]).toMatchObject({ priceCents: 29900, variantId: FAKE_VARIANTS.superPro });
    expect(res.json.totalCents).toBe(29900);
    const patched = await api(
      e.updateLine,
      as(user, { params: { lineId: res.json.lines[0].lineId }, body: { projectName: 'P', priceCents: 5 } }),
    );
    expect(patched.json.lines[0].priceCents).toBe(29900);
    const product = await api(
      e.addProduct,
      as(user, { body: { variantId: FAKE_VARIANTS.giftCard100, quantity: 1, priceCents: 1 } }),
    );
    expect(product.json.lines[1]).toMatchObject({ kind: 'giftCard', priceCents: 10000 });
  });

  it('takes today’s storefront price when the store changes it', async () => {
    const user = await fresh();
    await api(e.addVideo, as(user, { params: { jmId: ids[3]! }, body: { tier: 'personal' } }));
    const variant = storefront.catalogue[0]!.variants[0]!;
    variant.price.amount = '59.99';
    try {
      const res = await api(e.cart, as(user));
      expect(res.json.lines[0].priceCents).toBe(5999);
      expect(res.json.totalCents).toBe(5999);
    } finally {
      variant.price.amount = '49.0';
    }
  });

  it('adds a clip from a playlist row with the playlist, which must be the caller’s own', async () => {
    const user = await fresh();
    const uuid = await createList(user, 'Row adds', [ids[4]!]);
    const res = await api(
      e.addVideo,
      as(user, { params: { jmId: ids[4]! }, body: { tier: 'basicPro', playlistUuid: uuid } }),
    );
    expect(res.json.lines[0].playlistUUID).toBe(uuid);

    const bobs = await createList(bob, 'Bob row list', [ids[5]!]);
    const refused = await api(
      e.addVideo,
      as(user, { params: { jmId: ids[5]! }, body: { tier: 'basicPro', playlistUuid: bobs } }),
    );
    expect(refused.status).toBe(404);
    expect(refused.json.message).toBe(PLAYLIST_SERVER_MESSAGES.playlistMissing);
    expect((await api(e.cart, as(user))).json.count).toBe(1);
  });

  it('answers 404 for a clip that does not exist and 400 for a bad tier or field', async () => {
    const user = await fresh();
    const missing = await api(
      e.addVideo,
      as(user, { params: { jmId: '999999999' }, body: { tier: 'personal' } }),
    );
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe(CART_SERVER_MESSAGES.clipMissing);
    expect(
      (await api(e.addVideo, as(user, { params: { jmId: ids[0]! }, body: { tier: 'gold' } }))).status,
    ).toBe(400);
    expect((await api(e.addVideo, as(user, { params: { jmId: ids[0]! }, body: {} }))).status).toBe(400);
    expect(
      (
        await api(
          e.addVideo,
          as(user, { params: { jmId: ids[0]! }, body: { tier: 'personal', postUrls: ['ftp://x'] } }),
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await api(
          e.addVideo,
          as(user, { params: { jmId: ids[0]! }, body: { tier: 'personal', projectName: 'x'.repeat(201) } }),
        )
      ).status,
    ).toBe(400);
    expect((await api(e.cart, as(user))).json.count).toBe(0);
  });

  it('makes a Custom choice an inquiry line, which sends the cart to an inquiry when it comes first', async () => {
    const user = await fresh();
    const res = await api(e.addVideo, as(user, { params: { jmId: ids[6]! }, body: { tier: 'custom' } }));
    expect(res.json.lines[0]).toMatchObject({
      kind: 'inquiry',
      variantId: null,
      type: 'Inquiry',
      tier: 'custom',
      priceCents: null,
    });
    expect(res.json.readyForOnlineShop).toBe(false);
    const more = await api(e.addVideo, as(user, { params: { jmId: ids[7]! }, body: { tier: 'personal' } }));
    // The first line decides (spec section 4).
    expect(more.json.readyForOnlineShop).toBe(false);
    const removed = await api(e.removeLine, as(user, { params: { lineId: res.json.lines[0].lineId } }));
    expect(removed.json.readyForOnlineShop).toBe(true);
  });

  it('adds the rights management fee line for a clip already used, and removes it with its licence line', async () => {
    const user = await fresh();
    const urls = ['https://www.tiktok.com/@me/video/1', 'https://instagram.com/p/abc/'];
    const res = await api(
      e.addVideo,
      as(user, { params: { jmId: ids[8]! }, body: { tier: 'basicPro', postUrls: [...urls, urls[0]] } }),
    );
    expect(res.status).toBe(200);
    const [licence, fee] = res.json.lines;
    expect(licence).toMatchObject({ kind: 'licence', postUrls: urls });
    expect(fee).toMatchObject({
      kind: 'rightsFee',
      type: 'RM OTHER',
      id: ids[8],
      forLineId: licence.lineId,
      variantId: FAKE_VARIANTS.rightsFee,
      priceCents: 10000,
    });
    expect(res.json.totalCents).toBe(14900 + 10000);
    // One item: the fee is shown under its clip's line, as the header and the cart count it.
    expect(res.json.count).toBe(1);
    const removed = await api(e.removeLine, as(user, { params: { lineId: licence.lineId } }));
    expect(removed.json.lines).toEqual([]);
  });

  it('takes the post URLs off a licence line when its fee line alone is removed', async () => {
    const user = await fresh();
    const res = await api(
      e.addVideo,
      as(user, {
        params: { jmId: ids[9]! },
        body: { tier: 'personal', postUrls: ['https://x.com/a/status/1'] },
      }),
    );
    const fee = res.json.lines[1];
    const after = await api(e.removeLine, as(user, { params: { lineId: fee.lineId } }));
    expect(after.json.lines).toEqual([expect.objectContaining({ kind: 'licence', postUrls: [] })]);
  });

  it('changes a line’s project, PO, content usage and tier, and clears a field given empty', async () => {
    const user = await fresh();
    const added = await api(
      e.addVideo,
      as(user, {
        params: { jmId: ids[10]! },
        body: { tier: 'personal', postUrls: ['https://youtu.be/abc'] },
      }),
    );
    const lineId = added.json.lines[0].lineId;
    const res = await api(
      e.updateLine,
      as(user, {
        params: { lineId },
        body: { projectName: 'Spring', poNumber: 'PO-9', contentUsage: 'Reels' },
      }),
    );
    expect(res.json.lines[0]).toMatchObject({
      projectName: 'Spring',
      poNumber: 'PO-9',
      contentUsage: 'Reels',
    });
    const cleared = await api(e.updateLine, as(user, { params: { lineId }, body: { poNumber: '' } }));
    expect(cleared.json.lines[0]).toMatchObject({ projectName: 'Spring', poNumber: null });

    const upgraded = await api(e.updateLine, as(user, { params: { lineId }, body: { tier: 'superPro' } }));
    expect(upgraded.json.lines[0]).toMatchObject({ tier: 'superPro', priceCents: 29900 });
    expect(upgraded.json.lines.map((l: { kind: string }) => l.kind)).toEqual(['licence', 'rightsFee']);
  });

  it('moves an inquiry line (Custom) to a tier sold online, priced by the storefront', async () => {
    const user = await fresh();
    const added = await api(e.addVideo, as(user, { params: { jmId: ids[10]! }, body: { tier: 'custom' } }));
    expect(added.json.lines).toEqual([expect.objectContaining({ kind: 'inquiry', tier: 'custom' })]);
    const res = await api(
      e.updateLine,
      as(user, { params: { lineId: added.json.lines[0].lineId }, body: { tier: 'basicPro' } }),
    );
    expect(res.json.lines).toEqual([
      expect.objectContaining({ kind: 'licence', tier: 'basicPro', priceCents: 14900 }),
    ]);
  });

  it('refuses a change of tier to Custom or to a tier that does not exist with 400 and a message, changing nothing', async () => {
    const user = await fresh();
    const added = await api(e.addVideo, as(user, { params: { jmId: ids[16]! }, body: { tier: 'basicPro' } }));
    const lineId = added.json.lines[0].lineId;
    for (const tier of ['custom', 'platinum', '', 'BASICPRO']) {
      const res = await api(
        e.updateLine,
        as(user, { params: { lineId }, body: { tier, projectName: 'Sneaky' } }),
      );
      expect(res.status, tier).toBe(400);
      expect(res.json.message, tier).toContain(CART_TIER_MESSAGES.notOnline);
    }
    const cart = await api(e.cart, as(user));
    expect(cart.json.lines).toEqual([
      expect.objectContaining({ kind: 'licence', tier: 'basicPro', priceCents: 14900, projectName: null }),
    ]);
  });

  it('prices a line moved to another tier by the storefront alone, whatever price the browser sends', async () => {
    const user = await fresh();
    const added = await api(e.addVideo, as(user, { params: { jmId: ids[16]! }, body: { tier: 'superPro' } }));
    const res = await api(
      e.updateLine,
      as(user, {
        params: { lineId: added.json.lines[0].lineId },
        body: { tier: 'personal', priceCents: 1, variantId: FAKE_VARIANTS.superPro, totalCents: 0 },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.json.lines[0]).toMatchObject({
      tier: 'personal',
      variantId: FAKE_VARIANTS.personal,
      priceCents: 4900,
    });
    expect(res.json.totalCents).toBe(4900);
  });

  it('sets the project and PO of every licence and inquiry line at once, not of products or another cart', async () => {
    const user = await fresh();
    const other = await fresh();
    await api(e.addVideo, as(user, { params: { jmId: ids[11]! }, body: { tier: 'personal' } }));
    await api(e.addVideo, as(user, { params: { jmId: ids[12]! }, body: { tier: 'custom' } }));
    await api(e.addProduct, as(user, { body: { variantId: FAKE_VARIANTS.giftCard100 } }));
    await api(e.addVideo, as(other, { params: { jmId: ids[11]! }, body: { tier: 'personal' } }));

    const res = await api(
      e.updateDetails,
      as(user, { body: { projectName: 'Autumn reel', poNumber: 'PO-7' } }),
    );
    expect(res.status).toBe(200);
    const byKind = (lines: { kind: string; projectName: string | null; poNumber: string | null }[]) =>
      lines.map(({ kind, projectName, poNumber }) => ({ kind, projectName, poNumber }));
    expect(byKind(res.json.lines)).toEqual([
      { kind: 'licence', projectName: 'Autumn reel', poNumber: 'PO-7' },
      { kind: 'inquiry', projectName: 'Autumn reel', poNumber: 'PO-7' },
      { kind: 'giftCard', projectName: null, poNumber: null },
    ]);
    // A field left out stays; one given empty is cleared.
    const cleared = await api(e.updateDetails, as(user, { body: { poNumber: '' } }));
    expect(cleared.json.lines[0]).toMatchObject({ projectName: 'Autumn reel', poNumber: null });
    // Another buyer's cart is not touched.
    expect((await api(e.cart, as(other))).json.lines[0]).toMatchObject({ projectName: null, poNumber: null });
  });

  it('refuses a whole-cart change with no field or too long a field, changing nothing', async () => {
    const user = await fresh();
    await api(e.addVideo, as(user, { params: { jmId: ids[13]! }, body: { tier: 'personal' } }));
    expect((await api(e.updateDetails, as(user, { body: {} }))).status).toBe(400);
    const long = await api(e.updateDetails, as(user, { body: { projectName: 'x'.repeat(10_000) } }));
    expect(long.status).toBe(400);
    expect((await api(e.cart, as(user))).json.lines[0]).toMatchObject({ projectName: null });
    expect((await api(e.updateDetails, { body: { projectName: 'Anyone' } })).status).toBe(401);
  });

  it('refuses a change of tier to one the clip already has in the cart, and an empty change', async () => {
    const user = await fresh();
    await api(e.addVideo, as(user, { params: { jmId: ids[11]! }, body: { tier: 'personal' } }));
    const second = await api(
      e.addVideo,
      as(user, { params: { jmId: ids[11]! }, body: { tier: 'superPro' } }),
    );
    const lineId = second.json.lines[1].lineId;
    const res = await api(e.updateLine, as(user, { params: { lineId }, body: { tier: 'personal' } }));
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(CART_MESSAGES.tierTaken);
    expect((await api(e.updateLine, as(user, { params: { lineId }, body: {} }))).status).toBe(400);
    const bad = await api(
      e.updateLine,
      as(user, { params: { lineId: 'not-a-uuid' }, body: { poNumber: 'x' } }),
    );
    expect(bad.status).toBe(400);
  });

  it('adds a whole playlist at one tier, skipping clips already in the cart at that tier', async () => {
    const user = await fresh();
    const uuid = await createList(user, 'Whole list', [ids[12]!, ids[13]!, ids[14]!]);
    await api(e.addVideo, as(user, { params: { jmId: ids[13]! }, body: { tier: 'basicPro' } }));
    const res = await api(e.addPlaylist, as(user, { params: { uuid }, body: { tier: 'basicPro' } }));
    expect(res.status).toBe(200);
    expect(res.json.added).toBe(2);
    expect(res.json.lines.map((l: { id: string }) => l.id)).toEqual([ids[13], ids[12], ids[14]]);
    expect(res.json.lines.filter((l: { playlistUUID: string }) => l.playlistUUID === uuid)).toHaveLength(2);
    const again = await api(e.addPlaylist, as(user, { params: { uuid }, body: { tier: 'basicPro' } }));
    expect(again.json.added).toBe(0);
    expect(again.json.count).toBe(3);

    const removed = await api(e.removePlaylist, as(user, { params: { uuid } }));
    expect(removed.status).toBe(200);
    expect(removed.json.lines.map((l: { id: string }) => l.id)).toEqual([ids[13]]);
  });

  it('answers 404 for another user’s playlist when adding or dropping it, and changes nothing', async () => {
    const bobs = await createList(bob, 'Bob whole list', [ids[15]!]);
    const user = await fresh();
    const add = await api(e.addPlaylist, as(user, { params: { uuid: bobs }, body: { tier: 'personal' } }));
    expect(add.status).toBe(404);
    expect(add.json.message).toBe(PLAYLIST_SERVER_MESSAGES.playlistMissing);
    await api(e.addPlaylist, as(bob, { params: { uuid: bobs }, body: { tier: 'personal' } }));
    const drop = await api(e.removePlaylist, as(user, { params: { uuid: bobs } }));
    expect(drop.status).toBe(404);
    expect((await api(e.cart, as(bob))).json.count).toBe(1);
    expect((await api(e.removePlaylist, as(user, { params: { uuid: UNKNOWN_UUID } }))).status).toBe(404);
  });

  it('drops the lines of a playlist deleted since they were added', async () => {
    const user = await fresh();
    const uuid = await createList(user, 'Soon gone', [ids[16]!]);
    await api(e.addPlaylist, as(user, { params: { uuid }, body: { tier: 'personal' } }));
    await api(playlistEndpoints.remove, as(user, { params: { uuid } }));
    const res = await api(e.removePlaylist, as(user, { params: { uuid } }));
    expect(res.status).toBe(200);
    expect(res.json.count).toBe(0);
  });

  it('adds Discount Packs and Gift Cards by variant, adding to the quantity, and nothing else', async () => {
    const user = await fresh();
    const pack = await api(e.addProduct, as(user, { body: { variantId: FAKE_VARIANTS.packBasicPro } }));
    expect(pack.status).toBe(200);
    expect(pack.json.lines[0]).toMatchObject({
      kind: 'discountPack',
      id: 'discount-pack',
      tier: 'basicPro',
      quantity: 1,
      productName: 'Discount Pack',
      type: 'Discount Pack',
      title: 'Discount Pack: 10 Basic Pro licences',
      priceCents: 119000,
    });
    const twice = await api(
      e.addProduct,
      as(user, { body: { variantId: FAKE_VARIANTS.packBasicPro, quantity: 2 } }),
    );
    expect(twice.json.lines[0].quantity).toBe(3);
    expect(twice.json.subtotalCents).toBe(3 * 119000);
    const card = await api(e.addProduct, as(user, { body: { variantId: FAKE_VARIANTS.giftCard100 } }));
    expect(card.json.lines[1]).toMatchObject({ kind: 'giftCard', type: 'Gift Card', priceCents: 10000 });

    for (const variantId of [
      FAKE_VARIANTS.basicPro,
      FAKE_VARIANTS.rightsFee,
      'gid://shopify/ProductVariant/1',
    ]) {
      const res = await api(e.addProduct, as(user, { body: { variantId } }));
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(CART_SERVER_MESSAGES.variantUnknown);
    }
    expect(
      (await api(e.addProduct, as(user, { body: { variantId: FAKE_VARIANTS.giftCard100, quantity: 11 } })))
        .status,
    ).toBe(400);
  });

  it('holds at most its line limit, whole playlists included', async () => {
    const user = await fresh();
    // maxCartLines is 12 on this server.
    const uuid = await createList(user, 'Big list', ids.slice(20, 34));
    const res = await api(e.addPlaylist, as(user, { params: { uuid }, body: { tier: 'personal' } }));
    expect(res.json.added).toBe(12);
    expect(res.json.count).toBe(12);
    const one = await api(e.addVideo, as(user, { params: { jmId: ids[0]! }, body: { tier: 'personal' } }));
    expect(one.status).toBe(400);
    expect(one.json.message).toBe(
      CART_SERVER_MESSAGES.cartFull.replace(String(COMMERCE_LIMITS.cartLinesMax), '12'),
    );
    const more = await api(e.addPlaylist, as(user, { params: { uuid }, body: { tier: 'superPro' } }));
    expect(more.status).toBe(400);
    const empty = await api(e.empty, as(user));
    expect(empty.json.count).toBe(0);
  });

  it('answers 404 to a change of tier of another user’s line, and its tier and price stay', async () => {
    const added = await api(
      e.addVideo,
      as(alice, { params: { jmId: ids[18]! }, body: { tier: 'personal' } }),
    );
    const lineId = added.json.lines.at(-1).lineId;
    const patch = await api(e.updateLine, as(bob, { params: { lineId }, body: { tier: 'superPro' } }));
    expect(patch.status).toBe(404);
    expect(patch.json.message).toBe(CART_SERVER_MESSAGES.lineMissing);
    const mine = await api(e.cart, as(alice));
    expect(mine.json.lines.find((l: { lineId: string }) => l.lineId === lineId)).toMatchObject({
      tier: 'personal',
      priceCents: 4900,
    });
    expect((await api(e.updateLine, { params: { lineId }, body: { tier: 'superPro' } })).status).toBe(401);
  });

  it('answers 404 to another user’s line, and the owner’s line is unchanged', async () => {
    const added = await api(
      e.addVideo,
      as(alice, { params: { jmId: ids[17]! }, body: { tier: 'personal' } }),
    );
    const lineId = added.json.lines.at(-1).lineId;
    const patch = await api(e.updateLine, as(bob, { params: { lineId }, body: { projectName: 'Mine now' } }));
    expect(patch.status).toBe(404);
    expect(patch.json.message).toBe(CART_SERVER_MESSAGES.lineMissing);
    const remove = await api(e.removeLine, as(bob, { params: { lineId } }));
    expect(remove.status).toBe(404);
    const mine = await api(e.cart, as(alice));
    expect(mine.json.lines.find((l: { lineId: string }) => l.lineId === lineId)).toMatchObject({
      projectName: null,
    });
    expect((await api(e.removeLine, as(alice, { params: { lineId: UNKNOWN_UUID } }))).status).toBe(404);
  });
});

describe('when the storefront is down', () => {
  it('still shows the cart’s lines (without prices if it never answered) and refuses products with 503', async () => {
    const down = createFakeStorefront();
    down.down = true;
    const other = await startTestServer({
      seedClips: 5,
      app: { commerce: { storefront: down, webhookSecret: async () => 'x'.repeat(20) } },
    });
    try {
      const user = await registerAndLogin(other.url);
      const jmId = (await clipIds(other.db))[0]!;
      const added = await call(other.url, e.addVideo, {
        token: user.token,
        params: { jmId },
        body: { tier: 'basicPro' },
      });
      expect(added.status).toBe(200);
      expect(added.json.lines[0]).toMatchObject({ kind: 'licence', tier: 'basicPro', priceCents: null });
      // Not priced is not an inquiry: the cart still goes to the shop.
      expect(added.json.readyForOnlineShop).toBe(true);
      const products = await call(other.url, e.products);
      expect(products.status).toBe(503);
      expect(products.json.message).toBe(CART_SERVER_MESSAGES.storefrontDown);
      const checkout = await call(other.url, e.checkout, { token: user.token, body: {} });
      expect(checkout.status).toBe(503);
      expect(checkout.json.message).toBe(CART_SERVER_MESSAGES.storefrontDown);
      expect((await call(other.url, e.cart, { token: user.token })).json.count).toBe(1);
    } finally {
      await other.close();
    }
  });
});
