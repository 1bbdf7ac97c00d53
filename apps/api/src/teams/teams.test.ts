// Team accounts (issue 33, item 1; ADR 92), over real HTTP on a real database with the fake storefront and
// signed webhooks: a buyer creates a team and invites colleagues by a mailed single-use link that expires and
// works only for its address; purchasers check out and the licence they buy covers every member; the team's
// licences, orders, usage and playlists are read by role; a member removed loses it all at once; another team
// reaches nothing. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  clipDownloadEndpoint,
  commerceEndpoints as c,
  FULFILMENT_MESSAGES,
  notificationsEndpoint,
  PLAYLIST_SERVER_MESSAGES,
  playlistEndpoints as p,
  playlistReviewEndpoints as r,
  SHARE_LIMITS,
  SHARE_MESSAGES,
  TEAM_LIMITS,
  TEAM_MESSAGES,
  teamEndpoints as t,
  usageMonthsEndpoint,
  type Team,
} from '@clipmarket/core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outboxMail } from '../auth/test-helpers';
import {
  createFakeStorefront,
  deliverWebhook,
  paidOrderFor,
  raiseAuthLimits,
  type FakeStorefront,
} from '../commerce/test-helpers';
import { call, type CallOptions } from '../playlists/test-helpers';
import { registerAndLogin, type TestUser } from '../test/auth-helpers';
import { startTestServer, type TestServer } from '../test/harness';
import { insertDownload } from '../usage/test-helpers';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 600_000 });

const SECRET = 'teams-test-secret-0123456789';
const DAY = 24 * 3600_000;

let server: TestServer;
let storefront: FakeStorefront;
let mediaDir: string;
let clips: string[];
let restoreLimits: () => void;
/** The invitations' clock: the real one, moved on by a test. */
let offsetMs = 0;

beforeAll(async () => {
  restoreLimits = raiseAuthLimits();
  mediaDir = mkdtempSync(path.join(tmpdir(), 'clipmarket-teams-'));
  for (const folder of ['masters', 'previews']) mkdirSync(path.join(mediaDir, folder));
  for (let n = 1; n <= 12; n++) {
    const number = String(n).padStart(2, '0');
    writeFileSync(path.join(mediaDir, 'masters', `clip-${number}.mp4`), Buffer.alloc(4_000, n));
    writeFileSync(path.join(mediaDir, 'previews', `clip-${number}.mp4`), Buffer.alloc(1_000, n));
  }
  storefront = createFakeStorefront();
  server = await startTestServer({
    seedClips: 12,
    app: {
      mediaDir,
      teams: { now: () => new Date(Date.now() + offsetMs) },
      mail: { worker: false },
      commerce: { storefront, webhookSecret: async () => SECRET, config: { productsTtlMs: 0 } },
      logger: { level: 'silent' },
    },
  });
  clips = (await server.db.selectFrom('clips').select('jmId').orderBy('jmId').execute()).map((r) => r.jmId);
});

afterAll(async () => {
  await server?.close();
  restoreLimits?.();
  if (mediaDir) rmSync(mediaDir, { recursive: true, force: true });
});

const as = (user: TestUser, options: CallOptions = {}): CallOptions => ({ ...options, token: user.token });
const api = (endpoint: Parameters<typeof call>[1], options?: CallOptions) =>
  call(server.url, endpoint, options);
const person = (firstName: string) => registerAndLogin(server.url, { firstName, lastName: 'Tester' });
const teamOf = async (user: TestUser): Promise<Team | null> => (await api(t.team, as(user))).json.team;

let nextClip = 0;
/** A clip no other test of this file licenses. */
const clip = () => clips[nextClip++ % clips.length]!;

/** The token of the latest invitation mailed to `email`. */
async function invitationToken(email: string): Promise<string> {
  const text = await outboxMail(server.url, email, 'team-invitation');
  const token = /team\/join\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];
  expect(token, text).toBeDefined();
  return token!;
}

/** Invites `user` to the owner's team as `role` and has them accept: the invitation's token. */
async function join(owner: TestUser, user: TestUser, role: 'purchaser' | 'member'): Promise<string> {
  const invited = await api(t.invite, as(owner, { body: { email: user.email, role } }));
  expect(invited.status, JSON.stringify(invited.json)).toBe(201);
  const token = await invitationToken(user.email);
  const accepted = await api(t.accept, as(user, { body: { token } }));
  expect(accepted.status, JSON.stringify(accepted.json)).toBe(200);
  return token;
}

/** A new team of a new owner's, with a purchaser and a member. */
async function newTeam(name = 'Northwind Media') {
  const [owner, purchaser, member] = await Promise.all([person('Olive'), person('Paula'), person('Milo')]);
  const created = await api(t.create, as(owner, { body: { name } }));
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  await join(owner, purchaser, 'purchaser');
  await join(owner, member, 'member');
  return { owner, purchaser, member };
}

/** Adds a Basic Pro licence of `jmId` to the cart, checks out and pays: the licence's number. */
async function buy(user: TestUser, jmId: string): Promise<string> {
  const added = await api(c.addVideo, as(user, { params: { jmId }, body: { tier: 'basicPro' } }));
  expect(added.status, JSON.stringify(added.json)).toBe(200);
  const res = await api(c.checkout, as(user, { body: {} }));
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  const order = paidOrderFor(storefront.carts.get(res.json.checkoutId as string)!, storefront.catalogue);
  const paid = await deliverWebhook(server.url, order, SECRET, { webhookId: randomUUID() });
  expect(paid.status, JSON.stringify(paid.json)).toBe(200);
  const row = await server.db
    .selectFrom('licences')
    .select('number')
    .where('userId', '=', user.userUuid)
    .where('jmId', '=', jmId)
    .executeTakeFirstOrThrow();
  return row.number;
}

const download = (user: TestUser, jmId: string) =>
  fetch(server.url + clipDownloadEndpoint.path.replace('{jmId}', jmId), {
    headers: { authorization: `Bearer ${user.token}` },
  }).then(async (res) => ({ status: res.status, text: await res.text() }));

describe('a team and its invitations', () => {
  it('makes its creator the owner, and an account is in one team at most', async () => {
    const owner = await person('Olive');
    expect(await teamOf(owner)).toBeNull();
    const created = await api(t.create, as(owner, { body: { name: '  Northwind  ' } }));
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ name: 'Northwind', role: 'owner', invitations: [], playlists: [] });
    expect(created.json.members).toEqual([
      expect.objectContaining({ email: owner.email, role: 'owner', you: true }),
    ]);
    const again = await api(t.create, as(owner, { body: { name: 'Another' } }));
    expect(again).toMatchObject({ status: 409, json: { message: TEAM_MESSAGES.inTeam } });
    const twoLines = await api(t.create, as(owner, { body: { name: 'Acme\r\nBcc: x@example.com' } }));
    expect(twoLines.status).toBe(400);
    expect(twoLines.json.message).toContain(TEAM_MESSAGES.nameOneLine);
    expect((await api(t.create, as(owner, { body: { name: ' ' } }))).json.message).toContain(
      TEAM_MESSAGES.nameEmpty,
    );
  });

  it('mails an invitation whose link joins the invited address once, with the role it names', async () => {
    const { owner, purchaser, member } = await newTeam();
    const team = (await teamOf(owner))!;
    expect(team.members.map((m) => [m.email, m.role])).toEqual([
      [owner.email, 'owner'],
      [purchaser.email, 'purchaser'],
      [member.email, 'member'],
    ]);
    // The member sees the team, but not its invitations.
    const seen = (await teamOf(member))!;
    expect(seen).toMatchObject({ id: team.id, role: 'member', invitations: [] });

    const editor = await person('Edie');
    await api(t.invite, as(owner, { body: { email: editor.email.toUpperCase(), role: 'member' } }));
    const mail = await outboxMail(server.url, editor.email, 'team-invitation');
    expect(mail).toContain('Olive Tester invited you to join Northwind Media on Clipmarket as a member.');
    expect(mail).toContain(`for ${TEAM_LIMITS.invitationDays} days`);
    const token = await invitationToken(editor.email);
    expect((await teamOf(owner))!.invitations).toEqual([
      expect.objectContaining({ email: editor.email, role: 'member' }),
    ]);
    const preview = await api(t.preview, { query: { token } });
    expect(preview.json).toMatchObject({
      teamName: 'Northwind Media',
      invitedBy: 'Olive Tester',
      email: editor.email,
    });

    // Opened by someone else: refused, and the invitation still works for its address.
    const other = await person('Oscar');
    expect(await api(t.accept, as(other, { body: { token } }))).toMatchObject({
      status: 403,
      json: { message: TEAM_MESSAGES.invitationOtherAddress },
    });
    expect(await teamOf(other)).toBeNull();
    expect((await api(t.accept, as(editor, { body: { token } }))).status).toBe(200);
    expect((await teamOf(editor))!.role).toBe('member');
    // Used twice: refused, with nothing of the team shown.
    const twice = await api(t.accept, as(editor, { body: { token } }));
    expect(twice).toMatchObject({ status: 410, json: { message: TEAM_MESSAGES.invitationUsed } });
    expect((await api(t.preview, { query: { token } })).status).toBe(410);
    expect((await teamOf(owner))!.invitations).toEqual([]);
  });

  it('refuses a withdrawn, an expired, an unknown or a malformed invitation', async () => {
    const owner = await person('Olive');
    await api(t.create, as(owner, { body: { name: 'Clockwork' } }));
    const [late, withdrawn] = await Promise.all([person('Lena'), person('Walt')]);

    const sent = await api(t.invite, as(owner, { body: { email: withdrawn.email, role: 'member' } }));
    const withdrawnToken = await invitationToken(withdrawn.email);
    expect((await api(t.withdraw, as(owner, { params: { invitationId: sent.json.id } }))).status).toBe(204);
    expect(await api(t.accept, as(withdrawn, { body: { token: withdrawnToken } }))).toMatchObject({
      status: 410,
      json: { message: TEAM_MESSAGES.invitationWithdrawn },
    });

    await api(t.invite, as(owner, { body: { email: late.email, role: 'purchaser' } }));
    const lateToken = await invitationToken(late.email);
    offsetMs = TEAM_LIMITS.invitationDays * DAY + 60_000;
    try {
      expect(await api(t.accept, as(late, { body: { token: lateToken } }))).toMatchObject({
        status: 410,
        json: { message: TEAM_MESSAGES.invitationExpired },
      });
      // An expired invitation does not stand in the way of a new one.
      expect((await api(t.invite, as(owner, { body: { email: late.email, role: 'member' } }))).status).toBe(
        201,
      );
    } finally {
      offsetMs = 0;
    }
    expect(await teamOf(late)).toBeNull();
    const unknown = 'x'.repeat(32);
    expect((await api(t.accept, as(late, { body: { token: unknown } }))).status).toBe(404);
    expect((await api(t.preview, { query: { token: 'short' } })).status).toBe(400);
  });

  it('lets only the owner invite, and refuses a member or an address already invited', async () => {
    const { owner, purchaser, member } = await newTeam();
    const someone = await person('Sam');
    for (const user of [purchaser, member]) {
      expect(await api(t.invite, as(user, { body: { email: someone.email, role: 'member' } }))).toMatchObject(
        {
          status: 403,
          json: { message: TEAM_MESSAGES.ownerOnly },
        },
      );
    }
    expect((await api(t.invite, as(someone, { body: { email: member.email, role: 'member' } }))).status).toBe(
      404,
    );
    expect(await api(t.invite, as(owner, { body: { email: member.email, role: 'member' } }))).toMatchObject({
      status: 409,
      json: { message: TEAM_MESSAGES.alreadyMember },
    });
    expect((await api(t.invite, as(owner, { body: { email: someone.email, role: 'member' } }))).status).toBe(
      201,
    );
    expect(
      (await api(t.invite, as(owner, { body: { email: someone.email, role: 'purchaser' } }))).json.message,
    ).toBe(TEAM_MESSAGES.alreadyInvited);
    // No invitation makes an owner.
    expect((await api(t.invite, as(owner, { body: { email: 'x@example.com', role: 'owner' } }))).status).toBe(
      400,
    );
    // Someone already in a team cannot join another.
    const rival = await person('Rita');
    await api(t.create, as(rival, { body: { name: 'Rival' } }));
    await api(t.invite, as(rival, { body: { email: member.email, role: 'member' } }));
    const token = await invitationToken(member.email);
    expect(await api(t.accept, as(member, { body: { token } }))).toMatchObject({
      status: 409,
      json: { message: TEAM_MESSAGES.inTeam },
    });
  });
});

describe('invitation mails', () => {
  it('are bounded: one address gets at most three from a team in a day, however often they are withdrawn', async () => {
    const owner = await person('Olive');
    await api(t.create, as(owner, { body: { name: 'Resend Ltd' } }));
    const target = `target-${Date.now()}@example.com`;
    for (let i = 0; i < TEAM_LIMITS.invitationsPerAddressPerDay; i++) {
      const sent = await api(t.invite, as(owner, { body: { email: target, role: 'member' } }));
      expect(sent.status).toBe(201);
      expect((await api(t.withdraw, as(owner, { params: { invitationId: sent.json.id } }))).status).toBe(204);
    }
    expect(await api(t.invite, as(owner, { body: { email: target, role: 'member' } }))).toMatchObject({
      status: 429,
      json: { message: TEAM_MESSAGES.invitationsToAddress },
    });
    const mails = await server.db
      .selectFrom('outbox')
      .select('id')
      .where('toAddress', '=', target)
      .where('kind', '=', 'team-invitation')
      .execute();
    expect(mails).toHaveLength(TEAM_LIMITS.invitationsPerAddressPerDay);
    // A day later the address may be invited again.
    offsetMs = DAY + 60_000;
    try {
      expect((await api(t.invite, as(owner, { body: { email: target, role: 'member' } }))).status).toBe(201);
    } finally {
      offsetMs = 0;
    }
  });
});

describe('what each role reaches', () => {
  it("refuses a member's checkout, and a purchaser's licence covers every member and is read by role", async () => {
    const { owner, purchaser, member } = await newTeam();
    const jmId = clip();
    const added = await api(c.addVideo, as(member, { params: { jmId }, body: { tier: 'basicPro' } }));
    expect(added.status).toBe(200);
    expect(await api(c.checkout, as(member, { body: {} }))).toMatchObject({
      status: 403,
      json: { message: TEAM_MESSAGES.checkoutRole },
    });

    const number = await buy(purchaser, jmId);
    const licence = await server.db
      .selectFrom('licences')
      .select('teamId')
      .where('number', '=', number)
      .executeTakeFirstOrThrow();
    expect(String(licence.teamId)).toBe((await teamOf(owner))!.id);

    // Every member's clips show it licensed (the playlists' purchased set), and every member downloads it.
    for (const user of [owner, member]) {
      expect(JSON.stringify((await api(p.purchased, as(user))).json)).toContain(jmId);
    }
    // Every member downloads its footage; the owner and purchasers read it; a member does not.
    for (const user of [owner, purchaser, member]) expect((await download(user, jmId)).status).toBe(200);
    for (const user of [owner, purchaser]) {
      expect((await api(c.licence, as(user, { params: { number } }))).status).toBe(200);
    }
    expect((await api(c.licence, as(member, { params: { number } }))).status).toBe(404);
    const history = await api(c.history, as(owner, { query: { type: 'licence' } }));
    expect(JSON.stringify(history.json)).toContain(number);

    // Another team, and an account in none, reach nothing of it.
    const other = await newTeam('Other Co');
    for (const user of [other.owner, other.member]) {
      expect((await api(c.licence, as(user, { params: { number } }))).status).toBe(404);
      expect(await download(user, jmId)).toMatchObject({ status: 403 });
      expect((await download(user, jmId)).text).toContain(FULFILMENT_MESSAGES.licenceNeeded);
      expect(JSON.stringify((await api(p.purchased, as(user))).json)).not.toContain(jmId);
    }
  });

  it('ends a removed member’s access at once, and what they bought stays the team’s', async () => {
    const { owner, purchaser, member } = await newTeam();
    const jmId = clip();
    const number = await buy(purchaser, jmId);
    const purchaserId = (await teamOf(owner))!.members.find((m) => m.email === purchaser.email)!.id;
    expect((await api(t.removeMember, as(member, { params: { memberId: purchaserId } }))).status).toBe(403);
    expect((await api(t.removeMember, as(owner, { params: { memberId: purchaserId } }))).status).toBe(204);

    expect(await teamOf(purchaser)).toBeNull();
    expect((await api(c.licence, as(purchaser, { params: { number } }))).status).toBe(404);
    expect((await download(purchaser, jmId)).status).toBe(403);
    // The team keeps it.
    expect((await api(c.licence, as(owner, { params: { number } }))).status).toBe(200);
    expect((await download(member, jmId)).status).toBe(200);
  });

  it("lets every member open the others' playlists read-only, and no one outside", async () => {
    const { owner, member } = await newTeam();
    const made = await api(p.create, as(member, { body: { name: 'Shortlist for the promo' } }));
    const uuid = made.json.uuid as string;
    await api(p.addVideos, as(member, { params: { uuid }, body: { jmIds: clips.slice(0, 2) } }));

    const listed = (await teamOf(owner))!.playlists;
    expect(listed).toEqual([
      expect.objectContaining({
        uuid,
        name: 'Shortlist for the promo',
        videoCount: 2,
        ownerName: 'Milo Tester',
      }),
    ]);
    expect((await teamOf(member))!.playlists).toEqual([]);
    const info = await api(p.info, as(owner, { params: { uuid } }));
    expect(info).toMatchObject({ status: 200, json: { canModify: false, shareUrl: null } });
    expect((await api(p.videos, as(owner, { params: { uuid } }))).json.data).toHaveLength(2);
    // Read-only: the owner of the team cannot change a member's playlist.
    expect((await api(p.update, as(owner, { params: { uuid }, body: { name: 'Mine now' } }))).status).toBe(
      404,
    );

    const outsider = (await newTeam('Elsewhere')).owner;
    expect(await api(p.info, as(outsider, { params: { uuid } }))).toMatchObject({
      status: 404,
      json: { message: PLAYLIST_SERVER_MESSAGES.playlistMissing },
    });
    const memberId = (await teamOf(owner))!.members.find((m) => m.email === member.email)!.id;
    await api(t.removeMember, as(owner, { params: { memberId } }));
    expect((await api(p.info, as(owner, { params: { uuid } }))).status).toBe(404);
  });

  it("lets colleagues comment on a member's playlist, tells its owner once, and lets no one outside", async () => {
    const { owner, purchaser, member } = await newTeam();
    const made = await api(p.create, as(member, { body: { name: 'Promo picks' } }));
    const uuid = made.json.uuid as string;
    const [first, second] = clips.slice(0, 2) as [string, string];
    await api(p.addVideos, as(member, { params: { uuid }, body: { jmIds: [first, second] } }));
    const comment = (user: TestUser, jmId: string, text: string) =>
      api(r.teamComment, as(user, { params: { uuid }, body: { jmId, comment: text } }));

    const said = await comment(owner, first, '  Great opener.  ');
    expect(said.status, JSON.stringify(said.json)).toBe(201);
    expect(said.json).toEqual({
      jmId: first,
      comments: [
        {
          id: expect.any(String),
          author: { name: 'Olive Tester', email: owner.email },
          mine: true,
          text: 'Great opener.',
          at: expect.any(String),
        },
      ],
    });
    expect((await comment(purchaser, first, 'Cleared for broadcast?')).status).toBe(201);
    expect((await comment(purchaser, second, 'Too dark.')).status).toBe(201);

    // Every colleague, and the playlist's owner, reads the thread, oldest first, their own marked.
    const read = await api(r.teamComments, as(member, { params: { uuid } }));
    expect(read.status).toBe(200);
    const firstThread = (
      read.json.clips as { jmId: string; comments: { text: string; mine: boolean }[] }[]
    ).find((clip) => clip.jmId === first);
    expect(firstThread?.comments.map((c) => [c.text, c.mine])).toEqual([
      ['Great opener.', false],
      ['Cleared for broadcast?', false],
    ]);

    // The owner's review log has them, from the team, deciding nothing; nothing counts as approved.
    const log = await api(r.reviews, as(member, { params: { uuid } }));
    const entries = (log.json.clips as { jmId: string; entries: Record<string, unknown>[] }[]).find(
      (clip) => clip.jmId === first,
    )!.entries;
    expect(entries).toEqual([
      expect.objectContaining({
        from: 'team',
        decision: null,
        comment: 'Cleared for broadcast?',
        guest: { name: 'Paula Tester', email: purchaser.email },
      }),
      expect.objectContaining({ from: 'team', comment: 'Great opener.' }),
    ]);

    // The playlist's owner is told once per colleague until they read it, not once per comment.
    const notices = await api(notificationsEndpoint, as(member));
    expect(notices.json.data.map((x: { title: string }) => x.title)).toEqual([
      'Paula Tester commented on “Promo picks”',
      'Olive Tester commented on “Promo picks”',
    ]);

    // Comments are bounded and checked like a guest's.
    expect((await comment(owner, clips[5]!, 'Not in it')).json).toMatchObject({
      message: SHARE_MESSAGES.clipNotInPlaylist,
    });
    expect((await comment(owner, first, '   ')).status).toBe(400);
    expect((await comment(owner, first, 'x'.repeat(SHARE_LIMITS.commentMax + 1))).status).toBe(400);

    // Another team's owner, and a removed member, reach nothing: 404 as for no playlist, and nothing is kept.
    const outsider = (await newTeam('Elsewhere')).owner;
    for (const attempt of [
      await comment(outsider, first, 'Sneaky'),
      await api(r.teamComments, as(outsider, { params: { uuid } })),
    ]) {
      expect(attempt).toMatchObject({
        status: 404,
        json: { message: PLAYLIST_SERVER_MESSAGES.playlistMissing },
      });
    }
    const memberId = (await teamOf(owner))!.members.find((m) => m.email === purchaser.email)!.id;
    await api(t.removeMember, as(owner, { params: { memberId } }));
    expect((await comment(purchaser, first, 'Still here?')).status).toBe(404);
    expect((await api(r.teamComments, as(purchaser, { params: { uuid } }))).status).toBe(404);
    const kept = await server.db
      .selectFrom('playlistReviews')
      .select('comment')
      .where('playlistUuid', '=', uuid)
      .execute();
    expect(kept.map((row) => row.comment).sort()).toEqual([
      'Cleared for broadcast?',
      'Great opener.',
      'Too dark.',
    ]);
  });

  it('bounds the comments one colleague leaves on a clip', async () => {
    const { owner, member } = await newTeam('Chatty');
    const made = await api(p.create, as(member, { body: { name: 'Long thread' } }));
    const uuid = made.json.uuid as string;
    const jmId = clips[0]!;
    await api(p.addVideos, as(member, { params: { uuid }, body: { jmIds: [jmId] } }));
    await server.db
      .insertInto('playlistReviews')
      .values(
        Array.from({ length: SHARE_LIMITS.commentsPerClip }, (_, i) => ({
          userId: owner.userUuid,
          playlistUuid: uuid,
          jmId,
          comment: `Note ${i}`,
        })),
      )
      .execute();
    const refused = await api(
      r.teamComment,
      as(owner, { params: { uuid }, body: { jmId, comment: 'One more' } }),
    );
    expect(refused).toMatchObject({ status: 409, json: { message: SHARE_MESSAGES.tooManyComments } });
    // The playlist's owner is in the team too: their own comments are theirs to bound, not to be told of.
    const own = await api(r.teamComment, as(member, { params: { uuid }, body: { jmId, comment: 'Noted' } }));
    expect(own.status).toBe(201);
    expect((await api(notificationsEndpoint, as(member))).json.data).toEqual([]);
  });

  it("lets the owner and purchasers read a member's usage months, and no one else", async () => {
    const { owner, purchaser, member } = await newTeam();
    await insertDownload(server.db, member.userUuid, clips[0]!, new Date('2026-10-12T10:00:00Z'));
    const forMember = { query: { forUser: member.email } };
    for (const user of [owner, purchaser]) {
      const months = await api(usageMonthsEndpoint, as(user, forMember));
      expect(months.status).toBe(200);
      expect(JSON.stringify(months.json)).toContain('2026');
    }
    const outsider = (await newTeam('Far Away')).owner;
    const purchaserAsMember = { query: { forUser: owner.email } };
    expect((await api(usageMonthsEndpoint, as(outsider, forMember))).status).toBe(404);
    expect((await api(usageMonthsEndpoint, as(member, purchaserAsMember))).status).toBe(404);
  });
});

describe('owners', () => {
  it('hands the team to another member, and the owner leaves last, ending the team', async () => {
    const { owner, purchaser, member } = await newTeam();
    const number = await buy(owner, clip());
    expect(await api(t.leave, as(owner))).toMatchObject({
      status: 409,
      json: { message: TEAM_MESSAGES.ownerStays },
    });
    const ownId = (await teamOf(owner))!.members.find((m) => m.you)!.id;
    expect(
      (await api(t.updateMember, as(owner, { params: { memberId: ownId }, body: { role: 'member' } })))
        .status,
    ).toBe(409);

    const purchaserId = (await teamOf(owner))!.members.find((m) => m.email === purchaser.email)!.id;
    const handed = await api(
      t.updateMember,
      as(owner, { params: { memberId: purchaserId }, body: { role: 'owner' } }),
    );
    expect(handed.status).toBe(200);
    expect(handed.json.role).toBe('purchaser');
    expect((await teamOf(purchaser))!.role).toBe('owner');

    expect((await api(t.leave, as(member))).status).toBe(204);
    expect((await api(t.leave, as(owner))).status).toBe(204);
    expect((await api(t.leave, as(purchaser))).status).toBe(204);
    expect(await teamOf(purchaser)).toBeNull();
    // The team ended: its licence is its buyer's again.
    expect((await api(c.licence, as(owner, { params: { number } }))).status).toBe(200);
    expect((await api(c.licence, as(purchaser, { params: { number } }))).status).toBe(404);
  });
});
