import { sql, type RawBuilder } from 'kysely';

/**
 * The columns of a clip card (spec section 3, "Video card"), written once: every query that answers cards
 * (search results, feeds and rows, a playlist's clips) selects these, and adds what its own page shows.
 * Names are the schema's (camelCase, as Kysely's CamelCasePlugin reads them).
 */
export const CARD_FIELDS = [
  'jmId',
  'title',
  'publishingTitle',
  'imgUrl',
  'previewUrl',
  'brightCoveVideoId',
  'aci',
  'iar',
  'rsa',
  'bo',
] as const;

/** A field's column name in SQL: `brightCoveVideoId` → `bright_cove_video_id`. */
const columnOf = (field: string): string => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** The card's columns and `extra` ones, of the clips table under `alias`, for raw SQL (`c.jm_id, c.title, …`). */
export function cardColumns(alias: string, ...extra: string[]): RawBuilder<unknown> {
  return sql.raw([...CARD_FIELDS, ...extra].map((field) => `${alias}.${columnOf(field)}`).join(', '));
}
