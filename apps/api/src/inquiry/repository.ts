/**
 * The licensing inquiries' SQL (ADR 64): stored inquiries with their clips, and their CRM status, as
 * functions of the executor they run on. The service (service.ts) keeps the rate limit, the reference draw,
 * the mails and the CRM post.
 */
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema';
import type { InquiryCrmStatus, StoredInquiryPayload } from './tables';

/** What a repository function runs on: the database, or a transaction. */
export type Executor = Kysely<DB> | Transaction<DB>;

/** The library clips among `ids`, with what their display title is made of. */
export function clipsAmong(q: Executor, ids: readonly string[]) {
  return q
    .selectFrom('clips')
    .select(['jmId', 'title', 'publishingTitle'])
    .where('jmId', 'in', [...ids])
    .execute();
}

/** Stores an inquiry; `createdAt` is the database's clock (microseconds), which orders the staff list. */
export function insert(
  q: Executor,
  values: {
    reference: string;
    userId: string | null;
    payload: StoredInquiryPayload;
    crmStatus: InquiryCrmStatus;
  },
) {
  return q
    .insertInto('inquiries')
    .values({ ...values, payload: JSON.stringify(values.payload) })
    .returning(['id', 'reference', 'createdAt'])
    .executeTakeFirstOrThrow();
}

/** Stores an inquiry's clips, in their order. */
export async function insertClips(
  q: Executor,
  inquiryId: string,
  clips: readonly { jmId: string; title: string }[],
): Promise<void> {
  await q
    .insertInto('inquiryClips')
    .values(clips.map((clip, position) => ({ inquiryId, position, jmId: clip.jmId, title: clip.title })))
    .execute();
}

/** Records how the CRM post went. */
export async function setCrmOutcome(
  q: Executor,
  id: string,
  outcome: { crmStatus: InquiryCrmStatus; crmError: string | null; crmAttemptedAt: Date },
): Promise<void> {
  await q.updateTable('inquiries').set(outcome).where('id', '=', id).execute();
}

/** A page of inquiries, newest first, with the account's e-mail when one sent it; and how many there are. */
export async function page(q: Executor, offset: number, max: number) {
  const rows = await q
    .selectFrom('inquiries')
    .leftJoin('users', 'users.id', 'inquiries.userId')
    .select([
      'inquiries.id',
      'inquiries.reference',
      'inquiries.payload',
      'inquiries.crmStatus',
      'inquiries.crmError',
      'inquiries.createdAt',
      'users.email as userEmail',
    ])
    .orderBy('inquiries.createdAt', 'desc')
    .orderBy('inquiries.id', 'desc')
    .offset(offset)
    .limit(max)
    .execute();
  const { total } = await q
    .selectFrom('inquiries')
    .select((eb) => eb.fn.countAll<string>().as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(total) };
}

/** The clips of these inquiries, each inquiry's in their order. */
export function clipsOf(q: Executor, inquiryIds: readonly string[]) {
  return q
    .selectFrom('inquiryClips')
    .select(['inquiryId', 'jmId', 'title'])
    .where('inquiryId', 'in', [...inquiryIds])
    .orderBy('inquiryId')
    .orderBy('position')
    .execute();
}
