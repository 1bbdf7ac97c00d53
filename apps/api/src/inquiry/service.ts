import { randomBytes } from 'node:crypto';
import { displayTitle, INQUIRY_SERVER_MESSAGES, type Inquiry } from '@clipmarket/core';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import type { AuthUser } from '../http/auth-types';
import { httpError } from '../http/errors';
import { createMailer, type Mailer } from '../auth/mail';
import { createRateLimiter, type RateLimiter } from '../auth/rate-limit';
import { clientNetwork } from '../http/client-network';
import { loadInquiryConfig, type InquiryConfig } from './config';
import { postWebToLead } from './crm';
import {
  confirmationMail,
  teamMail,
  webToLeadForm,
  type InquiryClip,
  type InquiryForMessages,
} from './messages';
import * as inquiries from './repository';
import type { InquiryCrmStatus, StoredInquiryPayload } from './tables';

export interface InquiryServiceOptions {
  config?: InquiryConfig;
  mailer?: Mailer;
  /** The CRM post's fetch (tests answer it themselves). */
  fetch?: typeof fetch;
  now?: () => Date;
  /** Where failures of the work done after answering (mails, the CRM post) are reported. */
  onBackgroundError?: (error: unknown, what: string) => void;
}

export type InquiryService = ReturnType<typeof createInquiryService>;

/** 'INQ-' + 6 random uppercase hex digits (about 16.7 million references; a clash is drawn again). */
export function newReference(): string {
  return `INQ-${randomBytes(3).toString('hex').toUpperCase()}`;
}

const REFERENCE_ATTEMPTS = 5;
const UNIQUE_VIOLATION = '23505';

/**
 * Licensing inquiries: validated by the contract before they get here, stored with the sender and the clips
 * they name, then mailed to the licensing team, confirmed to the buyer, and posted to the CRM when one is
 * configured. The answer goes out once the inquiry is committed; the mails and the CRM post follow it (a slow
 * mail server or CRM must not keep the buyer waiting, and cannot lose an inquiry that is already stored).
 */
export function createInquiryService(db: Kysely<DB>, options: InquiryServiceOptions = {}) {
  const config = options.config ?? loadInquiryConfig();
  const mailer = options.mailer ?? createMailer(db, config);
  const now = options.now ?? (() => new Date());
  const limiter: RateLimiter = createRateLimiter(db, now);
  const onBackgroundError = options.onBackgroundError ?? (() => {});
  const background = new Set<Promise<void>>();

  function inBackground(what: string, work: () => Promise<void>): void {
    const task = work()
      .catch((error: unknown) => onBackgroundError(error, what))
      .finally(() => background.delete(task));
    background.add(task);
  }

  /** The clips of the library among `ids`, in their order, each once; and the ids it does not have. */
  async function findClips(ids: readonly string[]): Promise<{ clips: InquiryClip[]; unknownIds: string[] }> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return { clips: [], unknownIds: [] };
    const rows = await inquiries.clipsAmong(db, unique);
    const byId = new Map(rows.map((row) => [row.jmId, row]));
    const clips: InquiryClip[] = [];
    const unknownIds: string[] = [];
    for (const id of unique) {
      const row = byId.get(id);
      if (row) clips.push({ jmId: id, title: displayTitle(row) });
      else unknownIds.push(id);
    }
    return { clips, unknownIds };
  }

  async function store(
    payload: StoredInquiryPayload,
    user: AuthUser | null,
    clips: readonly InquiryClip[],
    crmStatus: InquiryCrmStatus,
  ): Promise<{ id: string; reference: string; createdAt: Date }> {
    for (let attempt = 1; ; attempt += 1) {
      const reference = newReference();
      try {
        return await db.transaction().execute(async (trx) => {
          const row = await inquiries.insert(trx, {
            reference,
            userId: user?.id ?? null,
            payload,
            crmStatus,
          });
          if (clips.length > 0) await inquiries.insertClips(trx, row.id, clips);
          return { ...row, createdAt: new Date(row.createdAt) };
        });
      } catch (error) {
        const code = (error as { code?: string }).code;
        // Only a clash of references is drawn again; anything else is a real failure.
        if (code !== UNIQUE_VIOLATION || attempt >= REFERENCE_ATTEMPTS) throw error;
      }
    }
  }

  async function postToCrm(id: string, inquiry: InquiryForMessages, url: string): Promise<void> {
    const outcome = await postWebToLead(url, webToLeadForm(inquiry), {
      timeoutMs: config.crmTimeoutMs,
      fetch: options.fetch,
    });
    await inquiries.setCrmOutcome(db, id, {
      crmStatus: outcome.ok ? 'sent' : 'failed',
      crmError: outcome.ok ? null : outcome.error,
      crmAttemptedAt: now(),
    });
    // Logged for the operator; staff see the same status on the inquiry. Not retried: the team has the mail.
    if (!outcome.ok) onBackgroundError(new Error(outcome.error), `CRM web-to-lead of ${inquiry.reference}`);
  }

  return {
    config,

    /** `POST /api/mail/licensing`: stores the inquiry and answers its reference; mails and CRM follow. */
    async submit(
      payload: StoredInquiryPayload,
      user: AuthUser | null,
      clientAddress: string,
    ): Promise<{ id: string; reference: string }> {
      const verdict = await limiter.hit(`inquiry:${clientNetwork(clientAddress)}`, config.limit);
      if (!verdict.allowed) {
        throw httpError(429, INQUIRY_SERVER_MESSAGES.tooMany, {
          headers: { 'retry-after': String(verdict.retryAfterSeconds) },
        });
      }
      const { clips, unknownIds } = await findClips(payload.cart);
      const crmUrl = config.crmWebToLeadUrl;
      const stored = await store(payload, user, clips, crmUrl ? 'pending' : 'notConfigured');

      const inquiry: InquiryForMessages = {
        reference: stored.reference,
        createdAt: stored.createdAt,
        payload,
        clips,
        unknownIds,
        accountEmail: user?.email ?? null,
      };
      // Each mail on its own: a failure of one (an SMTP refusal, kept on its outbox row) does not stop the other.
      inBackground(`the team mail of ${stored.reference}`, () =>
        mailer.send(teamMail(inquiry, config.teamEmail, config.publicBaseUrl)),
      );
      inBackground(`the confirmation of ${stored.reference}`, () =>
        mailer.send(confirmationMail(inquiry, config.teamEmail, config.publicBaseUrl)),
      );
      if (crmUrl)
        inBackground(`the CRM post of ${stored.reference}`, () => postToCrm(stored.id, inquiry, crmUrl));
      return { id: stored.id, reference: stored.reference };
    },

    /** `GET /api/staff/licensing/inquiries`: newest first, a page at a time. */
    async list(offset: number, max: number): Promise<{ data: Inquiry[]; total: number }> {
      const { rows, total } = await inquiries.page(db, offset, max);
      const ids = rows.map((row) => row.id);
      const clipRows = ids.length === 0 ? [] : await inquiries.clipsOf(db, ids);
      const clipsOf = new Map<string, InquiryClip[]>();
      for (const clip of clipRows) {
        const list = clipsOf.get(clip.inquiryId) ?? [];
        list.push({ jmId: clip.jmId, title: clip.title });
        clipsOf.set(clip.inquiryId, list);
      }
      return {
        total,
        data: rows.map((row) => ({
          id: row.id,
          reference: row.reference,
          createdAt: new Date(row.createdAt).toISOString(),
          userEmail: row.userEmail ?? null,
          payload: row.payload,
          clips: clipsOf.get(row.id) ?? [],
          crmStatus: row.crmStatus,
          crmError: row.crmError,
        })),
      };
    },

    /** Waits for the mails and CRM posts still under way: call before closing the database. */
    async settle(): Promise<void> {
      while (background.size > 0) await Promise.all([...background]);
    },
  };
}
