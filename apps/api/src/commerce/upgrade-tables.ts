import type { ColumnType, Generated } from 'kysely';
import type { LicenceTermsSnapshot, OnlineTierId } from './tables';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Json<T> = ColumnType<T, string, string>;

/**
 * A licence's tier history (migration 0036; docs/adr/0084): one row per paid upgrade, once per order line,
 * with the tier and terms the licence had before (what a refund puts back).
 */
export interface LicenceUpgradesTable {
  id: Generated<string>;
  licenceNumber: string;
  userId: string;
  orderId: string;
  lineKey: string;
  fromTier: OnlineTierId;
  toTier: OnlineTierId;
  fromTerms: Json<LicenceTermsSnapshot>;
  /** What was paid: the upgrade's price less what the order's discounts took off it (`discountCents`). */
  priceCents: number;
  discountCents: ColumnType<number, number | undefined, number>;
  currency: string;
  createdAt: Timestamp;
  revertedAt: NullableTimestamp;
  revertedReason: ColumnType<string | null, string | null | undefined, string | null>;
}

declare module '../db/schema' {
  interface DB {
    licenceUpgrades: LicenceUpgradesTable;
  }
}
