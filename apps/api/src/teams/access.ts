import { canPurchase, TEAM_MESSAGES } from '@clipmarket/core';
import { httpError } from '../http/errors';
import { membershipOf, type Executor } from './repository';

/**
 * Refuses a checkout (403) by a member whose role does not purchase for their team (ADR 92): outside a team,
 * or as its owner or a purchaser, a buyer checks out.
 */
export async function assertMayPurchase(q: Executor, userId: string): Promise<void> {
  const me = await membershipOf(q, userId);
  if (!canPurchase(me?.role)) throw httpError(403, TEAM_MESSAGES.checkoutRole);
}
