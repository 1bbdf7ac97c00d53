import type { BillingDetails, BillingDetailsResponse } from '@clipmarket/core';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import * as billing from './billing-repository';

export type BillingService = ReturnType<typeof createBillingService>;

/**
 * Who the signed-in buyer's receipts are made out to (issue 32, item 1): read and set by their owner only (the
 * routes pass the session's user, never an id from the request). The contract's schema has already checked and
 * tidied what is set; every later order keeps a copy of what was set when it was recorded (grant.ts), so a
 * change here never rewrites an earlier receipt.
 */
export function createBillingService(db: Kysely<DB>) {
  return {
    async read(userId: string): Promise<BillingDetailsResponse> {
      return { billing: (await billing.billingOf(db, userId)) ?? null };
    },

    async update(userId: string, details: BillingDetails): Promise<BillingDetailsResponse> {
      return { billing: await billing.upsertBilling(db, userId, details) };
    },
  };
}
