import { baseJmId, isFavourite, type SearchCard } from '@clipmarket/core';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { savedClipIds } from '../playlists/service';

/**
 * Marks the cards the user has saved (in any of their playlists) with `isFav`, matching a `-1` id to its base
 * id as the client does (spec section 3). One query for every card of an answer; a visitor's cards stay unmarked.
 */
export async function markSaved(
  db: Kysely<DB>,
  userId: string | undefined,
  ...lists: (SearchCard[] | undefined)[]
): Promise<void> {
  const cards = lists.flatMap((list) => list ?? []);
  if (!userId || cards.length === 0) return;
  const ids = [...new Set(cards.flatMap((card) => [baseJmId(card.jmId), `${baseJmId(card.jmId)}-1`]))];
  const saved = await savedClipIds(db, userId, ids);
  for (const card of cards) card.isFav = isFavourite(card.jmId, saved);
}
