// Client review of shared playlists (issue 33, item 2; ADR 91): a share link that expires and can be turned off,
// replaced or limited to named addresses; guests who approve, reject and comment without an account; the owner
// who reads who decided what, is mailed once per guest session and licenses the approved clips in one step. A
// hostile guest, another account and an old link each get nothing. Runs on PGlite, and on PostgreSQL with
// TEST_DATABASE_URL.
import {
  PLAYLIST_SERVER_MESSAGES,
  SHARE_LIMITS,
  SHARE_MESSAGES,
  commerceEndpoints,
  playlistEndpoints as p,
  playlistReviewEndpoints as r,
} from '@clipmarket/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createFakeStorefront, raiseAuthLimits } from '../commerce/test-helpers';
import { call, clipIds, UNKNOWN_UUID, type CallOptions } from '../playlists/test-helpers';
import { registerAndLogin, type TestUser } from '../test/auth-helpers';
import { startTestServer, type TestServer } from '../test/harness';
import { REVIEW_MAIL_KIND, createReviewDigests, sessionTold } from './digest';
import { REVIEW_DIGEST_JOB } from './service';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 600_000 });

let server: TestServer;
let owner: TestUser;
let stranger: TestUser;
let ids: string[];
let restoreLimits: () => void;
const BASE = 'https://clips.example';

beforeAll(async () => {
  restoreLimits = raiseAuthLimits();
  server = await startTestServer({
    seedClips: 8,
    app: {
      playlistReviews: { digests: false },
      mail: { worker: false },
      commerce: {
        storefront: createFakeStorefront(),
        webhookSecret: async () => 'reviews-test-secret-0123456789',
      },
    },
  });
  [owner, stranger] = await Promise.all([registerAndLogin(server.url), registerAndLogin(server.url)]);
  ids = await clipIds(server.db);
});

afterAll(async () => {
  await server?.close();
  restoreLimits?.();
});

const api = (endpoint: Parameters<typeof call>[1], options?: CallOptions) =>
  call(server.url, endpoint, options);

/** A playlist of the owner's with `count` clips, shared: its uuid and token. */
async function sharedList(count = 3, settings?: { expiresInDays?: number; emails?: string[] }) {
  const created = await api(p.create, {
    token: owner.token,
    body: { name: `Client ${Math.random().toString(36).slice(2, 9)}` },
  });
  const uuid = created.json.uuid as string;
  expect(
    (await api(p.addVideos, { token: owner.token, params: { uuid }, body: { jmIds: ids.slice(0, count) } }))
      .status,
  ).toBe(200);
  const shared = settings
    ? await api(r.updateShare, { token: owner.token, params: { uuid }, body: settings })
    : await api(p.share, { token: owner.token, params: { uuid } });
  expect(shared.status).toBe(200);
  return { uuid, share: shared.json.token as string, answer: shared.json };
}

/** The guest cookie a response set, as a `cookie` header. */
function cookieOf(headers: Headers): string {
  const [cookie] = headers.getSetCookie().filter((line) => line.includes('cm_guest_'));
  expect(cookie, 'a guest cookie').toBeDefined();
  expect(cookie).toMatch(/HttpOnly/i);
  return cookie!.split(';')[0]!;
}

/** A guest on an open link: their cookie. */
async function guest(uuid: string, share: string, name = 'Ana Ortiz', email = 'ana@client.example') {
  const answer = await api(r.guest, { params: { uuid }, body: { share, name, email } });
  expect(answer.status).toBe(200);
  expect(answer.json).toEqual({ status: 'reviewing', guest: { name, email } });
  return cookieOf(answer.headers);
}

const review = (uuid: string, share: string, cookie: string | undefined, body: Record<string, unknown>) =>
  api(r.review, { params: { uuid }, cookie, body: { share, ...body } });

async function outbox(to: string, kind?: string) {
  let query = server.db
    .selectFrom('outbox')
    .select(['subject', 'textBody', 'kind'])
    .where('toAddress', '=', to);
  if (kind) query = query.where('kind', '=', kind);
  return query.orderBy('id').execute();
}

describe('the share link', () => {
  it('lives 30 days unless the owner picks up to a year, and the owner sees when it ends and whom it is for', async () => {
    const before = Date.now();
    const { uuid, answer } = await sharedList(1);
    const days = (Date.parse(answer.expiresAt) - before) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
    expect(answer.emails).toEqual([]);

    const year = await api(r.updateShare, {
      token: owner.token,
      params: { uuid },
      body: { expiresInDays: 365, emails: ['Bo@Client.example'] },
    });
    expect(year.status).toBe(200);
    expect(year.json.token).toBe(answer.token);
    expect(year.json.emails).toEqual(['bo@client.example']);
    const info = await api(p.info, { token: owner.token, params: { uuid } });
    expect(info.json.share).toEqual({
      url: answer.url,
      expiresAt: year.json.expiresAt,
      emails: ['bo@client.example'],
    });

    for (const body of [{ expiresInDays: 366 }, { expiresInDays: 0 }, { emails: ['not an address'] }, {}]) {
      const refused = await api(r.updateShare, { token: owner.token, params: { uuid }, body });
      expect(refused.status).toBe(400);
    }
    const many = Array.from({ length: SHARE_LIMITS.emailsMax + 1 }, (_, i) => `p${i}@client.example`);
    const tooMany = await api(r.updateShare, {
      token: owner.token,
      params: { uuid },
      body: { emails: many },
    });
    expect(tooMany.status).toBe(400);
    expect(JSON.stringify(tooMany.json)).toContain(SHARE_MESSAGES.tooManyEmails);
  });

  it('once expired answers 410 and shows nothing of the playlist', async () => {
    const { uuid, share } = await sharedList(2);
    await sql`UPDATE playlists SET share_expires_at = now() - interval '1 minute' WHERE uuid = ${uuid}`.execute(
      server.db,
    );
    for (const answer of [
      await api(p.videos, { params: { uuid }, query: { share } }),
      await api(p.info, { token: stranger.token, params: { uuid }, query: { share } }),
      await api(r.guestReviews, { params: { uuid }, query: { share } }),
      await api(r.guest, { params: { uuid }, body: { share, name: 'Late', email: 'late@client.example' } }),
    ]) {
      expect(answer.status).toBe(410);
      expect(answer.json.message).toBe(SHARE_MESSAGES.expired);
      expect(JSON.stringify(answer.json)).not.toContain(ids[0]!);
    }
  });

  it('turned off or replaced: the old link answers 410, its guests can no longer review, and an unknown token 404', async () => {
    const { uuid, share } = await sharedList(2);
    const cookie = await guest(uuid, share);
    const rotated = await api(p.rotateShare, { token: owner.token, params: { uuid } });
    const fresh = rotated.json.token as string;
    const old = await api(p.videos, { params: { uuid }, query: { share } });
    expect(old.status).toBe(410);
    expect(old.json.message).toBe(SHARE_MESSAGES.revoked);
    // The guest's cookie was for the old link: on the new one they say who they are again.
    const refused = await review(uuid, fresh, cookie, { jmId: ids[0], decision: 'approved' });
    expect(refused.status).toBe(401);
    expect(refused.json.message).toBe(SHARE_MESSAGES.guestRequired);

    expect((await api(p.unshare, { token: owner.token, params: { uuid } })).status).toBe(200);
    const off = await api(p.videos, { params: { uuid }, query: { share: fresh } });
    expect(off.status).toBe(410);
    expect(off.json.message).toBe(SHARE_MESSAGES.revoked);
    const unknown = await api(p.videos, { params: { uuid }, query: { share: 'x'.repeat(32) } });
    expect(unknown.status).toBe(404);
    expect(unknown.json.message).toBe(PLAYLIST_SERVER_MESSAGES.playlistMissing);
    const elsewhere = await api(p.videos, { params: { uuid: UNKNOWN_UUID }, query: { share } });
    expect(elsewhere.status).toBe(404);
  });
});

describe('a guest on an open link', () => {
  it('approves, rejects and comments per clip, sees their own review, and may take a decision back', async () => {
    const { uuid, share } = await sharedList(3);
    const before = await api(r.guestReviews, { params: { uuid }, query: { share } });
    expect(before.json).toMatchObject({ guest: null, restricted: false, clips: [] });

    const cookie = await guest(uuid, share);
    expect((await review(uuid, share, cookie, { jmId: ids[0], decision: 'approved' })).json).toMatchObject({
      jmId: ids[0],
      decision: 'approved',
      comments: [],
    });
    await review(uuid, share, cookie, { jmId: ids[1], decision: 'rejected' });
    const commented = await review(uuid, share, cookie, {
      jmId: ids[1],
      comment: '  Too dark for the opener.  ',
    });
    expect(commented.status).toBe(201);
    expect(commented.json.decision).toBe('rejected');
    expect(commented.json.comments).toEqual([expect.objectContaining({ text: 'Too dark for the opener.' })]);
    const cleared = await review(uuid, share, cookie, { jmId: ids[1], decision: null });
    expect(cleared.json.decision).toBeNull();

    const mine = await api(r.guestReviews, { params: { uuid }, cookie, query: { share } });
    expect(mine.json.guest).toEqual({ name: 'Ana Ortiz', email: 'ana@client.example' });
    expect(mine.json.clips).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ jmId: ids[0], decision: 'approved' }),
        expect.objectContaining({ jmId: ids[1], decision: null }),
      ]),
    );
  });

  it('cannot review without saying who they are, with a forged cookie, on a clip not in the playlist, or past the comment limit', async () => {
    const { uuid, share } = await sharedList(2);
    const none = await review(uuid, share, undefined, { jmId: ids[0], decision: 'approved' });
    expect(none.status).toBe(401);
    const forged = await review(uuid, share, `__Host-cm_guest_${uuid.replaceAll('-', '')}=forged`, {
      jmId: ids[0],
      decision: 'approved',
    });
    expect(forged.status).toBe(401);
    // A guest of another playlist is no guest of this one.
    const other = await sharedList(1);
    const otherCookie = await guest(other.uuid, other.share);
    const crossed = await review(
      uuid,
      share,
      otherCookie.replace(other.uuid.replaceAll('-', ''), uuid.replaceAll('-', '')),
      { jmId: ids[0], decision: 'approved' },
    );
    expect(crossed.status).toBe(401);

    const cookie = await guest(uuid, share);
    const outside = await review(uuid, share, cookie, { jmId: ids[5], decision: 'approved' });
    expect(outside.status).toBe(404);
    expect(outside.json.message).toBe(SHARE_MESSAGES.clipNotInPlaylist);
    expect((await review(uuid, share, cookie, { jmId: ids[0] })).status).toBe(400);
    expect(
      (await review(uuid, share, cookie, { jmId: ids[0], comment: 'x'.repeat(SHARE_LIMITS.commentMax + 1) }))
        .status,
    ).toBe(400);
    expect((await review(uuid, share, cookie, { jmId: ids[0], decision: 'maybe' })).status).toBe(400);

    const guestId = (
      await server.db
        .selectFrom('playlistGuests')
        .select('id')
        .where('playlistUuid', '=', uuid)
        .executeTakeFirstOrThrow()
    ).id;
    await server.db
      .insertInto('playlistReviews')
      .values(
        Array.from({ length: SHARE_LIMITS.commentsPerClip }, (_, i) => ({
          guestId,
          playlistUuid: uuid,
          jmId: ids[0]!,
          comment: `c${i}`,
        })),
      )
      .execute();
    const full = await review(uuid, share, cookie, { jmId: ids[0], comment: 'one more' });
    expect(full.status).toBe(409);
    expect(full.json.message).toBe(SHARE_MESSAGES.tooManyComments);
  });
});

describe('a link limited to named addresses', () => {
  it('opens only through the link mailed to a listed address, once; an address taken off the list loses access', async () => {
    const listed = `listed-${Date.now()}@client.example`;
    const { uuid, share } = await sharedList(2, { emails: [listed] });
    const closed = await api(p.videos, { params: { uuid }, query: { share } });
    expect(closed.status).toBe(403);
    expect(closed.json.message).toBe(SHARE_MESSAGES.restricted);
    expect(JSON.stringify(closed.json)).not.toContain(ids[0]!);

    // An address not on the list gets the same answer, and no mail.
    const unlisted = await api(r.guest, {
      params: { uuid },
      body: { share, name: 'Eve', email: 'eve@elsewhere.example' },
    });
    expect(unlisted.json).toEqual({ status: 'link-sent', guest: null });
    expect(await outbox('eve@elsewhere.example')).toEqual([]);
    const asked = await api(r.guest, {
      params: { uuid },
      body: { share, name: 'Bo', email: listed.toUpperCase() },
    });
    expect(asked.json).toEqual({ status: 'link-sent', guest: null });
    expect(asked.headers.getSetCookie().some((line) => line.includes('cm_guest_'))).toBe(false);
    const [mail] = await outbox(listed);
    const code = new URL(/https?:\/\/\S+/.exec(mail!.textBody)![0]).searchParams.get('guest')!;
    expect(code).toMatch(/^[A-Za-z0-9_-]{32}$/);

    expect((await api(r.verify, { params: { uuid }, body: { share, code: 'x'.repeat(32) } })).status).toBe(
      400,
    );
    const verified = await api(r.verify, { params: { uuid }, body: { share, code } });
    expect(verified.status).toBe(200);
    expect(verified.json.guest).toEqual({ name: 'Bo', email: listed });
    const cookie = cookieOf(verified.headers);
    expect((await api(p.videos, { params: { uuid }, cookie, query: { share } })).status).toBe(200);
    expect((await review(uuid, share, cookie, { jmId: ids[0], decision: 'approved' })).status).toBe(201);
    const again = await api(r.verify, { params: { uuid }, body: { share, code } });
    expect(again.status).toBe(400);
    expect(again.json.message).toBe(SHARE_MESSAGES.linkInvalid);

    await api(r.updateShare, {
      token: owner.token,
      params: { uuid },
      body: { emails: ['someone@client.example'] },
    });
    expect((await api(p.videos, { params: { uuid }, cookie, query: { share } })).status).toBe(403);
    expect((await review(uuid, share, cookie, { jmId: ids[1], decision: 'approved' })).status).toBe(403);
  });

  it('mails one address at most three links an hour', async () => {
    const listed = `often-${Date.now()}@client.example`;
    const { uuid, share } = await sharedList(1, { emails: [listed] });
    for (let i = 0; i < SHARE_LIMITS.linkMailsPerHour; i++) {
      expect(
        (await api(r.guest, { params: { uuid }, body: { share, name: 'Bo', email: listed } })).status,
      ).toBe(200);
    }
    const refused = await api(r.guest, { params: { uuid }, body: { share, name: 'Bo', email: listed } });
    expect(refused.status).toBe(429);
    expect(refused.json.message).toBe(SHARE_MESSAGES.tooManyLinks);
    expect(await outbox(listed)).toHaveLength(SHARE_LIMITS.linkMailsPerHour);
  });
});

describe('the owner', () => {
  it('reads who decided what and when; nobody else reads it', async () => {
    const { uuid, share } = await sharedList(2);
    const ana = await guest(uuid, share, 'Ana Ortiz', 'ana@client.example');
    const bo = await guest(uuid, share, 'Bo Lind', 'bo@client.example');
    await review(uuid, share, ana, { jmId: ids[0], decision: 'approved' });
    await review(uuid, share, bo, { jmId: ids[0], decision: 'rejected' });
    await review(uuid, share, bo, { jmId: ids[0], comment: 'Logo visible at 0:04.' });

    const read = await api(r.reviews, { token: owner.token, params: { uuid } });
    expect(read.status).toBe(200);
    expect(read.json.guests).toBe(2);
    const [clip] = read.json.clips;
    expect(clip.jmId).toBe(ids[0]);
    expect(
      clip.entries.map(
        (entry: { guest: { name: string }; decision: string | null; comment: string | null }) => [
          entry.guest.name,
          entry.decision,
          entry.comment,
        ],
      ),
    ).toEqual([
      ['Bo Lind', null, 'Logo visible at 0:04.'],
      ['Bo Lind', 'rejected', null],
      ['Ana Ortiz', 'approved', null],
    ]);
    expect(Date.parse(clip.entries[0].at)).toBeGreaterThan(Date.now() - 60_000);

    expect((await api(r.reviews, { token: stranger.token, params: { uuid } })).status).toBe(404);
    expect((await api(r.reviews, { params: { uuid } })).status).toBe(401);
    for (const endpoint of [r.updateShare]) {
      const byStranger = await api(endpoint, {
        token: stranger.token,
        params: { uuid },
        body: { expiresInDays: 365 },
      });
      expect(byStranger.status).toBe(404);
    }
  });

  it('licenses all approved clips in one step: those approved and not rejected, still in the playlist', async () => {
    const { uuid, share } = await sharedList(4);
    const ana = await guest(uuid, share, 'Ana Ortiz', 'ana@client.example');
    const bo = await guest(uuid, share, 'Bo Lind', 'bo@client.example');
    const buy = () =>
      api(commerceEndpoints.addPlaylist, {
        token: owner.token,
        params: { uuid },
        body: { tier: 'basicPro', approvedOnly: true },
      });
    const nothing = await buy();
    expect(nothing.status).toBe(400);
    expect(nothing.json.message).toBe(SHARE_MESSAGES.nothingApproved);

    await review(uuid, share, ana, { jmId: ids[0], decision: 'approved' });
    await review(uuid, share, ana, { jmId: ids[1], decision: 'approved' });
    await review(uuid, share, bo, { jmId: ids[1], decision: 'rejected' }); // disputed: not licensed
    await review(uuid, share, ana, { jmId: ids[2], decision: 'approved' });
    await review(uuid, share, ana, { jmId: ids[2], decision: null }); // taken back
    await review(uuid, share, bo, { jmId: ids[3], decision: 'approved' });
    await api(p.removeVideo, { token: owner.token, params: { uuid, jmId: ids[3]! } }); // no longer in the list

    const bought = await buy();
    expect(bought.status).toBe(200);
    expect(bought.json.added).toBe(1);
    expect(bought.json.lines.map((line: { id: string }) => line.id)).toEqual([ids[0]]);
    // Another account cannot license the owner's approvals.
    const byStranger = await api(commerceEndpoints.addPlaylist, {
      token: stranger.token,
      params: { uuid },
      body: { tier: 'basicPro', approvedOnly: true },
    });
    expect(byStranger.status).toBe(404);
  });

  it('gets one mail and one notice per guest session, once the guest has been quiet, never one per click', async () => {
    let offsetMs = 0;
    const digests = createReviewDigests({
      db: server.db,
      baseUrl: BASE,
      now: () => new Date(Date.now() + offsetMs),
    });
    // Of every guest's session so far, the server's job mails when each has been quiet: this owner's alone here.
    const before = owner;
    owner = await registerAndLogin(server.url);
    const { uuid, share } = await sharedList(3);
    owner = before;
    const mailed = (
      await server.db
        .selectFrom('playlists')
        .select('userId')
        .where('uuid', '=', uuid)
        .executeTakeFirstOrThrow()
    ).userId;
    const to = (
      await server.db.selectFrom('users').select('email').where('id', '=', mailed).executeTakeFirstOrThrow()
    ).email;
    const ana = await guest(uuid, share, 'Ana Ortiz', `ana-${Date.now()}@client.example`);
    await review(uuid, share, ana, { jmId: ids[0], decision: 'approved' });
    await review(uuid, share, ana, { jmId: ids[1], decision: 'rejected' });
    await review(uuid, share, ana, { jmId: ids[1], comment: 'Not this one.' });
    const mailsBefore = (await outbox(to, REVIEW_MAIL_KIND)).length;

    await digests.runDue();
    expect(await outbox(to, REVIEW_MAIL_KIND)).toHaveLength(mailsBefore);
    offsetMs = (SHARE_LIMITS.quietMinutes + 1) * 60_000;
    await digests.runDue();
    const mails = await outbox(to, REVIEW_MAIL_KIND);
    expect(mails).toHaveLength(mailsBefore + 1);
    const mail = mails.at(-1)!;
    expect(mail.subject).toMatch(/^Ana Ortiz reviewed “Client \w+”: 1 approved, 1 rejected, 1 comment$/);
    expect(mail.textBody).toContain('Not this one.');
    expect(mail.textBody).toContain(`${BASE}/licensing/account/lists/${uuid}`);
    await digests.runDue();
    expect(await outbox(to, REVIEW_MAIL_KIND)).toHaveLength(mailsBefore + 1);
    const notices = await server.db
      .selectFrom('notifications')
      .select('title')
      .where('kind', '=', 'playlist-review')
      .execute();
    expect(notices.map((n) => n.title)).toContain(mail.subject);
    await digests.stop();
  });

  it('mails a review made while the last mail was being queued, after its own quiet spell', async () => {
    const { uuid, share } = await sharedList(1);
    const cookie = await guest(uuid, share, 'Ana Ortiz', `ana-race-${Date.now()}@client.example`);
    await review(uuid, share, cookie, { jmId: ids[0], decision: 'approved' });
    const before = await server.db
      .selectFrom('playlistGuests')
      .select(['id', 'lastReviewAt'])
      .where('playlistUuid', '=', uuid)
      .executeTakeFirstOrThrow();
    // The mail read the guest up to their first review; a second came before it was queued.
    await review(uuid, share, cookie, { jmId: ids[0], comment: 'On second thoughts, the opener only.' });
    await server.db.transaction().execute((trx) => sessionTold(trx, before.id, before.lastReviewAt!));

    const after = await server.db
      .selectFrom('playlistGuests')
      .select(['lastReviewAt', 'notifyDueAt', 'notifiedAt'])
      .where('id', '=', before.id)
      .executeTakeFirstOrThrow();
    expect(after.notifiedAt).toEqual(before.lastReviewAt);
    expect(after.notifyDueAt!.getTime()).toBe(
      after.lastReviewAt!.getTime() + SHARE_LIMITS.quietMinutes * 60_000,
    );
    const queued = await server.db
      .selectFrom('jobs')
      .select('runAt')
      .where('kind', '=', REVIEW_DIGEST_JOB)
      .where(sql<boolean>`payload->>'guestId' = ${before.id}`)
      .where('status', '=', 'queued')
      .execute();
    expect(queued.map((job) => job.runAt.getTime())).toContain(after.notifyDueAt!.getTime());
  });
});
