/**
 * Licence upgrades (issue 32, item 4; docs/adr/0084). A licence holder raises a licence of theirs, in force, to
 * a higher online tier for the difference of the two tiers' prices. The upgrade is a cart line of its own
 * (kind 'upgrade', the storefront variant with SKU `upgrade:<from>:<to>`), checked out and paid through the
 * storefront like any other line; the paid order changes the licence's tier and terms in the transaction that
 * records it, keeping the number, and a refund of it puts the tier and terms back.
 *
 * What is refused, each with a 4xx and nothing added, charged or granted: another user's licence or one that
 * does not exist (404, as the licence routes answer), a revoked licence (409), a tier not above the licence's
 * (400), Custom (400: by inquiry), an upgrade the shop does not sell at the difference (400). A paid order
 * whose upgrade no longer applies (the licence was upgraded or revoked meanwhile) is held for review
 * (integrity.ts), like any order that does not match its checkout.
 */
import { CART_SERVER_MESSAGES, UPGRADE_MESSAGES, isUpgrade, upgradeLabel } from '@clipmarket/core';
import type { Selectable, Transaction } from 'kysely';
import type { DB } from '../db/schema';
import { httpError } from '../http/errors';
import { tierName, upgradeKey, type Catalogue, type UpgradeProduct } from './catalogue';
import * as upgrades from './upgrade-repository';
import type { CheckoutLineSnapshot, LicenceTermsSnapshot, OnlineTierId, TierId } from './tables';
import type { LicenceUpgradesTable } from './upgrade-tables';

/** 'Upgrade Personal → Basic Pro', from tier ids. */
export function upgradeName(from: TierId, to: TierId): string {
  return upgradeLabel(tierName(from), tierName(to));
}

/** A licence as an upgrade reads it. */
export interface UpgradableLicence {
  number: string;
  userId: string;
  jmId: string;
  tier: OnlineTierId;
  revokedAt: Date | string | null;
}

/**
 * The upgrade of `licence` to `to` the shop sells, or the 4xx that refuses it: the licence must be the caller's
 * (404 as any licence that is not), in force (409), `to` an online tier above its own (400), and the shop must
 * sell the upgrade at the difference of the two tiers' prices (400; 503 while it has never answered).
 */
export function upgradeFor(
  licence: UpgradableLicence | undefined,
  to: TierId,
  catalogue: Catalogue | null,
): UpgradeProduct {
  if (!licence) throw httpError(404, CART_SERVER_MESSAGES.licenceMissing);
  if (licence.revokedAt !== null) throw httpError(409, UPGRADE_MESSAGES.revoked);
  if (to === 'custom') throw httpError(400, UPGRADE_MESSAGES.custom);
  if (!isUpgrade(licence.tier, to)) throw httpError(400, UPGRADE_MESSAGES.notHigher);
  if (!catalogue)
    throw httpError(503, CART_SERVER_MESSAGES.storefrontDown, { headers: { 'retry-after': '60' } });
  const product = catalogue.upgrades.get(upgradeKey(licence.tier, to));
  if (!product) throw httpError(400, UPGRADE_MESSAGES.notSold);
  return product;
}

/**
 * Why an upgrade line cannot be checked out now (its licence revoked, or already at its tier or higher since it
 * was added); null when it can. Checked at checkout, so the buyer is told before paying.
 */
export function staleUpgrade(line: {
  tier: TierId | null;
  fromTier: OnlineTierId | null;
  revokedAt: Date | string | null;
}): string | null {
  if (line.revokedAt !== null) return UPGRADE_MESSAGES.revoked;
  if (!line.fromTier || !line.tier || !isUpgrade(line.fromTier, line.tier)) return UPGRADE_MESSAGES.stale;
  return null;
}

/**
 * The upgrade lines of a paid checkout that no longer apply, each with why (checked under the licences' locks
 * before anything is granted, by integrity.ts): the licence gone, not the buyer's, revoked, or not at the tier
 * it had at checkout (upgraded meanwhile, by another order of the same line or of another).
 */
export async function upgradeMismatches(
  trx: Transaction<DB>,
  userId: string,
  lines: readonly CheckoutLineSnapshot[],
): Promise<{ lineId: string; message: string }[]> {
  const out: { lineId: string; message: string }[] = [];
  for (const line of lines) {
    if (line.kind !== 'upgrade') continue;
    const what = line.title ?? line.jmId ?? line.lineId;
    if (!line.upgradeOf) {
      out.push({ lineId: line.lineId, message: `“${what}” is an upgrade that names no licence.` });
      continue;
    }
    const { licenceNumber, fromTier } = line.upgradeOf;
    const licence = await upgrades.lockLicence(trx, licenceNumber);
    if (!licence || licence.userId !== userId) {
      out.push({
        lineId: line.lineId,
        message: `The upgrade of ${licenceNumber} names no licence of the buyer's.`,
      });
    } else if (licence.revokedAt !== null) {
      out.push({
        lineId: line.lineId,
        message: `The upgrade of ${licenceNumber} was paid after it was revoked.`,
      });
    } else if (licence.tier !== fromTier) {
      out.push({
        lineId: line.lineId,
        message: `The upgrade of ${licenceNumber} from ${tierName(fromTier)} was paid when it was already ${tierName(licence.tier)}.`,
      });
    }
  }
  return out;
}

/**
 * Grants a paid upgrade line in the transaction that records its order: the tier history row (once per order
 * line: a repeat does nothing), then the licence's tier and terms. Answers whether the licence changed; false
 * when it no longer applies (the caller reports it; integrity.ts holds such an order before it gets here).
 */
export async function grantUpgrade(
  trx: Transaction<DB>,
  upgrade: {
    userId: string;
    orderId: string;
    line: CheckoutLineSnapshot;
    /** What was paid for it, and what the order's discounts took off it. */
    priceCents: number;
    discountCents: number;
    currency: string;
    /** The new tier's terms (grant.ts, `termsOf`). */
    terms: LicenceTermsSnapshot;
  },
): Promise<boolean> {
  const { line } = upgrade;
  const to = line.tier as OnlineTierId;
  if (!line.upgradeOf) return false;
  const licence = await upgrades.lockLicence(trx, line.upgradeOf.licenceNumber);
  if (
    !licence ||
    licence.userId !== upgrade.userId ||
    licence.revokedAt !== null ||
    licence.tier !== line.upgradeOf.fromTier ||
    !isUpgrade(licence.tier, to)
  ) {
    return false;
  }
  const inserted = await upgrades.insertUpgrade(trx, {
    licenceNumber: licence.number,
    userId: upgrade.userId,
    orderId: upgrade.orderId,
    lineKey: line.lineId,
    fromTier: licence.tier,
    toTier: to,
    fromTerms: typeof licence.terms === 'string' ? licence.terms : JSON.stringify(licence.terms),
    priceCents: upgrade.priceCents,
    discountCents: upgrade.discountCents,
    currency: upgrade.currency,
  });
  if (!inserted) return false;
  await upgrades.setLicenceTier(trx, licence.number, to, upgrade.terms);
  return true;
}

/**
 * Reverts the order's upgrades of one line (every upgrade of the order, `lineKey` null) still standing: the
 * licence goes back to the tier and terms it had before the refunded upgrade. An upgrade paid later on the
 * same licence built on the refunded one, so it is reverted with it (its own order is left for staff to refund:
 * the licence is never left above what was paid for). Answers the licences changed.
 */
export async function revertUpgrades(
  trx: Transaction<DB>,
  orderId: string,
  lineKey: string | null,
  reason: string,
): Promise<{ licenceNumber: string; alsoReverted: string[] }[]> {
  const refunded = await upgrades.standingUpgradesOfOrder(trx, orderId, lineKey);
  const out: { licenceNumber: string; alsoReverted: string[] }[] = [];
  for (const upgrade of refunded) {
    await upgrades.lockLicence(trx, upgrade.licenceNumber);
    // This upgrade and every one that stands on the same licence since (they built on it).
    const standing = await upgrades.standingUpgradesSince(trx, upgrade);
    if (!standing.some((row) => row.id === upgrade.id)) continue;
    await upgrades.markReverted(
      trx,
      standing.map((row) => row.id),
      reason,
    );
    await upgrades.setLicenceTier(trx, upgrade.licenceNumber, upgrade.fromTier, parsedTerms(upgrade));
    out.push({
      licenceNumber: upgrade.licenceNumber,
      alsoReverted: standing.filter((row) => row.id !== upgrade.id).map((row) => row.orderId),
    });
  }
  return out;
}

/** jsonb comes back parsed from `pg`, and as text from a driver that does not parse it. */
function parsedTerms(row: Selectable<LicenceUpgradesTable>): LicenceTermsSnapshot {
  const terms = row.fromTerms as unknown;
  return (typeof terms === 'string' ? JSON.parse(terms) : terms) as LicenceTermsSnapshot;
}
