import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { DEMO_USERS } from './auth/seed';
import { lockUser } from './commerce/cart-repository';
import { newOrderReference } from './commerce/checkout';
import { grantOrder, termsOf, type PaidOrder } from './commerce/grant';
import type { CheckoutLineSnapshot, OnlineTierId } from './commerce/tables';
import type { DB } from './db/schema';
import { chooseFile, footageNumberOf } from './downloads/service';
import { newLicenceNumber } from './licences/numbers';
import { SANDBOX_CATALOGUE, SANDBOX_CURRENCY } from './storefront/sandbox/catalogue';
import { gid } from './storefront/sandbox/ids';

/** The demo buyer (auth/seed.ts), the only account given a past. */
export const DEMO_BUYER_EMAIL = DEMO_USERS.find((user) => user.roles.length === 0)!.email;

/** What the demo buyer bought last month: one tier per clip, in the library's order. */
export const DEMO_HISTORY_TIERS: readonly OnlineTierId[] = ['personal', 'basicPro', 'basicPro'];

/** A tier's licence variant in the sandbox storefront's catalogue (the shop `npm start` runs). */
function licenceVariant(tier: OnlineTierId) {
  const variant = SANDBOX_CATALOGUE.flatMap((product) => product.variants).find(
    (v) => v.sku === `licence:${tier}`,
  );
  if (!variant) throw new Error(`The sandbox catalogue has no ${tier} licence`);
  return variant;
}

export interface DemoHistory {
  /** The calendar month (UTC) of the order and the downloads: the one before `now`'s. */
  year: number;
  month: number;
  orderReference: string;
  licences: string[];
  downloads: number;
}

/** The month before `now`'s (UTC): its year, its month (1–12) and the time of a day of it. */
function lastMonthOf(now: Date) {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const year = first.getUTCFullYear();
  const month = first.getUTCMonth() + 1;
  return { year, month, at: (day: number, hour: number) => new Date(Date.UTC(year, month - 1, day, hour)) };
}

/**
 * Gives the demo buyer a past to declare, for development only (main.ts calls it only outside production,
 * right after `seedDemoUsers`): a paid order of last month (UTC day 3) with a licence for each of the
 * library's first three clips that have footage (Personal, Basic Pro, Basic Pro), and each clip downloaded
 * once on days 4, 5 and 6 of that month, as the clip download button records it (the watermarked file for
 * Personal, the master otherwise). The licences are granted by the real `grantOrder` from a checkout as the
 * cart writes it, so their numbers, terms and certificates are real; only the order has no storefront order
 * (it was never paid in a shop), so it is named by its reference, as a checkout paid with credits is.
 *
 * Does nothing, answering null, when the demo buyer does not exist, already has an order or a licence (a
 * second start, or a buyer who has bought since), or the library has fewer than three clips with footage.
 */
export async function seedDemoHistory(db: Kysely<DB>, options: { now: Date }): Promise<DemoHistory | null> {
  const buyer = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_BUYER_EMAIL)
    .executeTakeFirst();
  if (!buyer) return null;

  const clips = (
    await db
      .selectFrom('clips')
      .select(['jmId', 'title', 'publishingTitle', 'previewUrl', 'imgUrl'])
      .where('previewUrl', 'like', '/media/previews/clip-%')
      .orderBy('jmId')
      .limit(DEMO_HISTORY_TIERS.length)
      .execute()
  ).filter((clip) => footageNumberOf(clip) !== null);
  if (clips.length < DEMO_HISTORY_TIERS.length) return null;

  const { year, month, at } = lastMonthOf(options.now);
  const paidAt = at(3, 10);

  return db.transaction().execute(async (trx) => {
    // Two processes starting at once on one database: the second waits here, then finds the order.
    await lockUser(trx, buyer.id);
    const order = await trx
      .selectFrom('orders')
      .select('id')
      .where('userId', '=', buyer.id)
      .executeTakeFirst();
    const licence = await trx
      .selectFrom('licences')
      .select('number')
      .where('userId', '=', buyer.id)
      .executeTakeFirst();
    if (order || licence) return null;

    // The checkout as the cart would have written it: one licence line per clip, at the tier's price.
    const lines: CheckoutLineSnapshot[] = clips.map((clip, i) => {
      const tier = DEMO_HISTORY_TIERS[i]!;
      const variant = licenceVariant(tier);
      return {
        lineId: randomUUID(),
        kind: 'licence',
        jmId: clip.jmId,
        title: clip.publishingTitle ?? clip.title,
        tier,
        variantId: gid('ProductVariant', variant.id),
        sku: variant.sku,
        quantity: 1,
        unitPriceCents: variant.priceCents,
        projectName: null,
        poNumber: null,
        postUrls: [],
        creditApplied: false,
        forLineId: null,
      };
    });
    const totalCents = lines.reduce((sum, line) => sum + line.unitPriceCents, 0);
    const reference = newOrderReference();
    await trx
      .insertInto('checkouts')
      .values({
        reference,
        userId: buyer.id,
        playlistUuid: null,
        lines: JSON.stringify(lines),
        currency: SANDBOX_CURRENCY,
        totalCents,
        createdAt: new Date(paidAt.getTime() - 5 * 60_000),
      })
      .execute();
    const checkout = await trx
      .selectFrom('checkouts')
      .selectAll()
      .where('reference', '=', reference)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const user = await trx
      .selectFrom('users')
      .select('email')
      .where('id', '=', buyer.id)
      .executeTakeFirstOrThrow();
    const paid: PaidOrder = {
      storefrontOrderId: null,
      name: null,
      email: user.email,
      currency: SANDBOX_CURRENCY,
      subtotalCents: totalCents,
      totalCents,
      lines: new Map(
        lines.map((line) => [
          line.lineId,
          {
            lineItemId: line.lineId,
            priceCents: line.unitPriceCents,
            quantity: 1,
            title: line.title ?? '',
            sku: line.sku,
          },
        ]),
      ),
      giftCards: [],
      giftCardApplications: [],
    };
    const granted = await grantOrder(trx, checkout, paid);
    if (!granted.orderId || granted.licences.length !== lines.length) {
      throw new Error(`the demo order granted ${granted.licences.length} of ${lines.length} licences`);
    }

    // Granted "now" by the database: moved back to the day it was paid, the number's year with it.
    await trx.updateTable('checkouts').set({ paidAt }).where('reference', '=', reference).execute();
    await trx.updateTable('orders').set({ paidAt }).where('id', '=', granted.orderId).execute();
    // A number carries its year in its check character (licences/numbers.ts): a new one for the year it was paid.
    const grantedRows = await trx
      .selectFrom('licences')
      .select(['number', 'jmId', 'tier'])
      .where('orderId', '=', granted.orderId)
      .execute();
    const licences: { number: string; jmId: string; tier: OnlineTierId }[] = [];
    for (const row of grantedRows) {
      const number = newLicenceNumber(paidAt);
      await trx
        .updateTable('licences')
        .set({ grantedAt: paidAt, number })
        .where('number', '=', row.number)
        .execute();
      licences.push({ number, jmId: row.jmId, tier: row.tier as OnlineTierId });
    }

    // Each clip downloaded once from its download button, on days 4, 5 and 6 (downloads/service.ts `record`).
    let downloads = 0;
    for (const [i, clip] of clips.entries()) {
      const licence = licences.find((row) => row.jmId === clip.jmId)!;
      const file = chooseFile(
        [{ number: licence.number, terms: termsOf(licence.tier), grantedAt: paidAt }],
        false,
      )!;
      const downloadedAt = at(4 + i, 9 + i);
      await trx
        .insertInto('clipDownloads')
        .values({
          userId: buyer.id,
          jmId: clip.jmId,
          licenceNumber: file.licenceNumber,
          file: file.file,
          via: 'clip',
          downloadedAt,
        })
        .execute();
      await trx
        .insertInto('videoHistory')
        .values({
          userId: buyer.id,
          kind: 'download',
          jmId: clip.jmId,
          firstAt: downloadedAt,
          lastAt: downloadedAt,
          times: 1,
        })
        .onConflict((oc) => oc.columns(['userId', 'kind', 'jmId']).doNothing())
        .execute();
      downloads++;
    }

    return {
      year,
      month,
      orderReference: reference,
      licences: clips.map((clip) => licences.find((row) => row.jmId === clip.jmId)!.number),
      downloads,
    };
  });
}
