// The authorisation suite (issue 11): for every user-owned resource of the contract, another signed-in user
// gets 404 and a visitor 401 (404 where signing in is optional) on every operation, and nothing changes; no
// body field can make a user staff, give them roles, or hand a resource to someone else. The operations come
// from the OpenAPI document: every signed-in operation with a path parameter, or naming its owner by
// `username`, is attacked, so a new endpoint is covered (or fails for want of an owner factory) by itself.
import { randomBytes, randomUUID } from 'node:crypto';
import {
  clipCompEndpoint,
  createSavedSearchEndpoint,
  clipDownloadEndpoint,
  commerceEndpoints,
  fillPath,
  historyEndpoints,
  onboardingCreateEndpoint,
  playlistDownloadEndpoint,
  playlistDownloadFileEndpoint,
  playlistEndpoints,
  playlistReviewEndpoints,
  teamEndpoints,
  usageMonthsEndpoint,
  validateEndpoint,
} from '@clipmarket/core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIMIT_ENV } from '../auth/config';
import { insertLicence, insertOrder, type TestOrder } from '../licences/test-helpers';
import { insertDownload } from '../usage/test-helpers';
import { bearer, registerAndLogin, uniqueEmail, type TestUser } from './auth-helpers';
import { startTestServer, type TestServer } from './harness';
import {
  describeValue,
  fillPathRaw,
  oneValid,
  operationsOf,
  queryPairs,
  queryString,
  type Hints,
  type JsonSchema,
  type OpenApiDocument,
  type Operation,
} from './openapi-inputs';
import { send, snippet, type Answer } from './raw-http';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 600_000 });

const SEED = 11_2025;

const savedEnv: Record<string, string | undefined> = {};

let server: TestServer;
/** The owner of every resource attacked. */
let alice: TestUser;
/** Another signed-in user. */
let bob: TestUser;
let operations: Operation[];
let clipIds: string[];

// ---------------------------------------------------------------------------------------------------------
// What A owns: one of each resource, made on demand through the API as A.

/** A's resources for one round of attacks; each is made the first time a factory asks for it. */
class World {
  private made = new Map<string, Promise<string>>();
  /** A's playlist's name (a reader must never see it). */
  readonly name = `Alice's private list ${randomBytes(4).toString('hex')}`;

  private once(key: string, make: () => Promise<string>): Promise<string> {
    if (!this.made.has(key)) this.made.set(key, make());
    return this.made.get(key)!;
  }

  /** A playlist of A's, holding two clips (one of them in a folder), shared by link. */
  playlist(): Promise<string> {
    return this.once('playlist', async () => {
      const e = playlistEndpoints;
      const uuid = (await asAlice('POST', e.create.path, { name: this.name, description: 'mine' })).uuid;
      await asAlice('POST', fillPath(e.addVideos.path, { uuid }), { jmIds: clipIds.slice(0, 2) });
      await asAlice('PATCH', fillPath(e.update.path, { uuid }), {
        cartUrl: 'https://shop.example/cart/alice',
        checkoutId: 'alice-checkout',
      });
      return uuid as string;
    });
  }

  /** A saved search of A's, its alert on (its name, like the playlist's, must never reach another). */
  savedSearch(): Promise<string> {
    return this.once('savedSearch', async () => {
      const body = { name: this.name, query: { q: 'storm' }, alert: 'daily' };
      return (await asAlice('POST', createSavedSearchEndpoint.path, body)).id as string;
    });
  }

  /** A's team (A its owner, made once for the suite's A), named after this round's secret name. */
  team(): Promise<string> {
    return this.once('team', async () => {
      const current = (await asAlice('GET', teamEndpoints.team.path)).team;
      if (current) {
        await asAlice('PATCH', teamEndpoints.rename.path, { name: `Team of ${this.name}` });
        return current.id as string;
      }
      return (await asAlice('POST', teamEndpoints.create.path, { name: `Team of ${this.name}` }))
        .id as string;
    });
  }

  /** A's own membership of A's team. */
  member(): Promise<string> {
    return this.once('member', async () => {
      await this.team();
      const team = (await asAlice('GET', teamEndpoints.team.path)).team;
      return team.members.find((m: { you: boolean }) => m.you).id as string;
    });
  }

  /** An open invitation of A's team, to a new address. */
  invitation(): Promise<string> {
    return this.once('invitation', async () => {
      await this.team();
      const email = `invitee-${randomBytes(4).toString('hex')}@example.com`;
      return (await asAlice('POST', teamEndpoints.invite.path, { email, role: 'member' })).id as string;
    });
  }

  /** A folder of A's playlist, holding the first clip. */
  folder(): Promise<string> {
    return this.once('folder', async () => {
      const uuid = await this.playlist();
      const e = playlistEndpoints;
      const folderUuid = (
        await asAlice('POST', fillPath(e.createFolder.path, { uuid }), { name: `Folder ${this.name}` })
      ).uuid as string;
      await asAlice('POST', fillPath(e.addFolderVideos.path, { uuid, folderUuid }), {
        jmIds: clipIds.slice(0, 1),
      });
      return folderUuid;
    });
  }

  /** The share token of A's playlist. */
  share(): Promise<string> {
    return this.once('share', async () => {
      const uuid = await this.playlist();
      return (await asAlice('POST', fillPath(playlistEndpoints.share.path, { uuid }))).token as string;
    });
  }

  /** A clip in A's playlist and folder. */
  async clipOfAlice(): Promise<string> {
    await this.folder();
    return clipIds[0]!;
  }

  /** A's history and search preference, recorded once. */
  history(): Promise<string> {
    return this.once('history', async () => {
      const h = historyEndpoints;
      const username = alice.email;
      await asAlice('POST', h.recordView.path, { username, jmIds: clipIds.slice(0, 2) });
      await asAlice('POST', h.recordDownload.path, { username, jmIds: clipIds.slice(0, 1) });
      await asAlice('POST', h.setExactMatchOnly.path, { username, exactMatchOnly: true });
      return username;
    });
  }

  private paidOrder?: Promise<TestOrder>;

  /** A paid order of A's, written as the orders/paid webhook writes one (licences/test-helpers.ts). */
  private order(): Promise<TestOrder> {
    this.paidOrder ??= insertOrder(server.db, alice.userUuid);
    return this.paidOrder;
  }

  /** The number of A's paid order (its checkout reference, ADR 80), the one A's licence was granted by. */
  orderNumber(): Promise<string> {
    return this.once('orderNumber', async () => (await this.order()).reference);
  }

  /** A licence of A's, written as the orders/paid webhook writes one (licences/test-helpers.ts). */
  licence(): Promise<string> {
    return this.once('licence', async () => {
      const order = await this.order();
      return insertLicence(server.db, alice.userUuid, order, {
        jmId: clipIds[0]!,
        projectName: this.name,
        poNumber: `PO ${this.name}`,
      });
    });
  }

  /** A line of A's cart, added from A's playlist (commerce). */
  cartLine(): Promise<string> {
    return this.once('cartLine', async () => {
      const playlistUuid = await this.playlist();
      const cart = await asAlice('POST', fillPath(commerceEndpoints.addVideo.path, { jmId: clipIds[1]! }), {
        tier: 'basicPro',
        playlistUuid,
        projectName: this.name,
      });
      return cart.lines.at(-1).lineId as string;
    });
  }

  /** A checkout of A's cart, by its storefront cart id (the built-in sandbox storefront). */
  checkout(): Promise<string> {
    return this.once('checkout', async () => {
      await this.cartLine();
      return (await asAlice('POST', commerceEndpoints.checkout.path, {})).checkoutId as string;
    });
  }

  /** A's onboarding, started (its record is named by A's user id in the body). */
  onboarding(): Promise<string> {
    return this.once('onboarding', async () => {
      await asAlice('POST', onboardingCreateEndpoint.path, { userId: alice.userUuid });
      return alice.userUuid;
    });
  }

  /** A month in which A downloaded a clip (usage declaration), as 'year-month': over and undeclared. */
  usageMonth(): Promise<string> {
    return this.once('usageMonth', async () => {
      await insertDownload(server.db, alice.userUuid, clipIds[0]!, '2025-03-14T10:00:00Z');
      return '2025-3';
    });
  }

  /** Every resource made (before a baseline is read, so only an attack changes what A sees afterwards). */
  async ready(): Promise<this> {
    await Promise.all([
      this.playlist(),
      this.folder(),
      this.share(),
      this.history(),
      this.licence(),
      this.orderNumber(),
      this.usageMonth(),
      this.savedSearch(),
      this.invitation(),
      this.member(),
    ]);
    await this.checkout();
    return this;
  }

  /** Text of A's that no one else may read in an answer. */
  async secrets(): Promise<string[]> {
    return [
      await this.playlist(),
      await this.folder(),
      await this.share(),
      this.name,
      alice.userUuid,
      await this.licence(),
      await this.orderNumber(),
      await this.cartLine(),
      await this.checkout(),
    ];
  }
}

/**
 * The owner factories: how A makes the resource a path parameter of this name points at. `owned: false` marks
 * a parameter that names a shared thing (a clip of the library): the operation is still attacked through its
 * owned parameters, and a visitor still gets 401 where signing in is required. A new signed-in operation with
 * a path parameter not listed here fails the suite until it gets a factory.
 */
const OWNER_FACTORIES: Record<string, { owned: boolean; create: (world: World) => Promise<string> }> = {
  uuid: { owned: true, create: (w) => w.playlist() },
  folderUuid: { owned: true, create: (w) => w.folder() },
  jmId: { owned: false, create: (w) => w.clipOfAlice() },
  id: { owned: false, create: (w) => w.clipOfAlice() },
  number: { owned: true, create: (w) => w.licence() },
  orderNumber: { owned: true, create: (w) => w.orderNumber() },
  lineId: { owned: true, create: (w) => w.cartLine() },
  savedSearchId: { owned: true, create: (w) => w.savedSearch() },
  // A team's members and invitations (ADR 92): anyone outside A's team gets 404, as for none.
  memberId: { owned: true, create: (w) => w.member() },
  invitationId: { owned: true, create: (w) => w.invitation() },
  year: { owned: true, create: async (w) => (await w.usageMonth()).split('-')[0]! },
  month: { owned: true, create: async (w) => (await w.usageMonth()).split('-')[1]! },
  // A staff administrator's revocation names another account (ADR 56): nobody else's resource, and a buyer
  // gets 403 whatever it names (auth/staff.test.ts).
  userId: { owned: false, create: async () => randomUUID() },
};

/** Query and body fields that name the owner of what an operation reads or writes. */
const OWNER_FIELDS: Record<string, (world: World) => Promise<string>> = {
  username: (w) => w.history(),
  playlistUuid: (w) => w.playlist(),
  checkoutId: (w) => w.checkout(),
  userId: (w) => w.onboarding(),
  // An upgrade names the licence it raises (docs/adr/0084): another user's answers 404 and adds nothing.
  licenceNumber: (w) => w.licence(),
};

/**
 * Reads that also record: a clip download (of A's licensed clip) is A's download history. A's view leaves them
 * out, since reading it would change it; B (403, no licence) and a visitor (401) are still sent them.
 */
const RECORDING_READS = new Set([
  `${clipDownloadEndpoint.method} ${clipDownloadEndpoint.path}`,
  // A comp (ADR 83) is recorded in the download history as it is sent, and made on its first request.
  `${clipCompEndpoint.method} ${clipCompEndpoint.path}`,
  // A playlist's download starts its zip (spec: the download service's GET), and the zip's file records its
  // clips as downloaded (or starts a build): reading either changes A's download entries and history.
  `${playlistDownloadEndpoint.method} ${playlistDownloadEndpoint.path}`,
  `${playlistDownloadFileEndpoint.method} ${playlistDownloadFileEndpoint.path}`,
]);

/**
 * Reads that any signed-in user may make of a shared thing and that record for the caller: B's call changes
 * B's own view (a comp of A's clip is B's comp, in B's download history), never A's.
 */
const RECORDS_FOR_THE_CALLER = new Set([`${clipCompEndpoint.method} ${clipCompEndpoint.path}`]);

// ---------------------------------------------------------------------------------------------------------
// Requests

type Caller = { who: 'alice' | 'bob' | 'visitor'; token: string | null };

async function call(
  caller: Caller,
  method: string,
  path: string,
  body?: unknown,
): Promise<Answer & { json: unknown }> {
  const headers: Record<string, string> = caller.token ? bearer(caller.token) : {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  const answer = await send(server.url, {
    method,
    path,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  let json: unknown;
  try {
    json = answer.text ? JSON.parse(answer.text) : undefined;
  } catch {
    json = undefined;
  }
  return { ...answer, json };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the fixture calls read many shapes
async function asAlice(method: string, path: string, body?: unknown): Promise<any> {
  const answer = await call({ who: 'alice', token: alice.token }, method, path, body);
  if (answer.status >= 300) {
    throw new Error(`Making A's resource: ${method} ${path} answered ${answer.status}: ${answer.text}`);
  }
  return answer.json;
}

const ALICE = (): Caller => ({ who: 'alice', token: alice.token });
const BOB = (): Caller => ({ who: 'bob', token: bob.token });
const VISITOR: Caller = { who: 'visitor', token: null };

/** How many tests the attack on every operation is split into (each operation in one). */
const ATTACK_PARTS = 3;

/** Values that make a request valid and aimed at A's things (names are unique so no 409 hides a 404). */
function hints(owner: TestUser): Hints {
  const unique = randomBytes(4).toString('hex');
  return {
    'jmIds[]': fc.constantFrom(...clipIds.slice(2, 6)),
    jmId: fc.constant(clipIds[0]!),
    username: fc.constant(owner.email),
    exactMatchOnly: fc.constant(false),
    name: fc.constant(`Renamed ${unique}`),
    description: fc.constant(`Changed ${unique}`),
    cartUrl: fc.constant('https://evil.example/cart'),
    checkoutId: fc.constant('evil-checkout'),
    userId: fc.constant(owner.userUuid),
    email: fc.constant(uniqueEmail('mass')),
    // A's own password: login succeeds as A, a registration (with a new e-mail) is accepted.
    password: fc.constant(owner.password),
    currentPassword: fc.constant('not the current password'),
    newPassword: fc.constant('another fresh passphrase'),
    firstName: fc.constant('Mallory'),
    lastName: fc.constant('Example'),
    termsAccepted: fc.constant(true),
    inurl: fc.constant('https://www.youtube.com/watch?v=dQw4w9WgXcQ'),
    q: fc.constant('dog'),
  };
}

const hasOwnedParam = (op: Operation) => op.pathParams.some((p) => OWNER_FACTORIES[p.name]?.owned);
const ownerFieldsOf = (op: Operation) => [
  ...op.queryParams.map((p) => p.name),
  ...Object.keys(op.body?.properties ?? {}),
];
const hasOwnerField = (op: Operation) => ownerFieldsOf(op).some((name) => name in OWNER_FIELDS);

/** The operations attacked: signed-in ones with a path parameter, or naming their owner in a field. */
function targets(): Operation[] {
  return operations.filter((op) => op.secured && (op.pathParams.length > 0 || hasOwnerField(op)));
}

/** Path parameters without an owner factory, one message each. */
function missingFactories(op: Operation): string[] {
  return op.pathParams
    .filter((p) => !OWNER_FACTORIES[p.name])
    .map((p) => `no owner factory for parameter ${p.name} of ${op.label}`);
}

/** The request for an operation on A's resources: path, required query, and a full valid body. */
async function requestOn(
  op: Operation,
  world: World,
  owner: TestUser,
  extraQuery: Array<[string, string]> = [],
): Promise<{ path: string; body: unknown; what: string }> {
  const params: Record<string, string> = {};
  for (const p of op.pathParams) {
    const factory = OWNER_FACTORIES[p.name];
    params[p.name] = factory ? await factory.create(world) : String(oneValid(p.schema, SEED));
  }
  if (owner === alice) {
    for (const field of ownerFieldsOf(op)) if (OWNER_FIELDS[field]) await OWNER_FIELDS[field](world);
  }
  // Fields naming A's resources by id get A's (B's own reads keep the generic hints).
  const h: Hints =
    owner === alice
      ? {
          ...hints(owner),
          playlistUuid: fc.constant(await world.playlist()),
          checkoutId: fc.constant(await world.checkout()),
          licenceNumber: fc.constant(await world.licence()),
        }
      : hints(owner);
  const required = op.queryParams.filter((p) => p.required);
  const querySchema: JsonSchema = {
    type: 'object',
    properties: Object.fromEntries(required.map((p) => [p.name, p.schema])),
    required: required.map((p) => p.name),
  };
  const query = oneValid(querySchema, SEED, { hints: h, hintUse: 'only' }) as Record<string, unknown>;
  const pairs = [...Object.entries(query).flatMap(([k, v]) => queryPairs(k, v)), ...extraQuery];
  const body = op.body
    ? oneValid(op.body, SEED, { hints: h, hintUse: 'only', allProperties: true })
    : undefined;
  const path = fillPathRaw(op.path, params) + queryString(pairs);
  return {
    path,
    body,
    what: `${op.method} ${path}${body === undefined ? '' : ` body ${describeValue(body)}`}`,
  };
}

// ---------------------------------------------------------------------------------------------------------
// What A sees: every signed-in read of A's resources and of A's own account.

/** Fields that change with the clock, not with what was done. */
const VOLATILE = new Set(['expires_in', 'lastSeenAt']);

function normalise(json: unknown): string {
  return JSON.stringify(json, (key, value: unknown) => (VOLATILE.has(key) ? undefined : value));
}

async function viewOf(user: TestUser, world: World | null): Promise<Map<string, string>> {
  const view = new Map<string, string>();
  const caller: Caller = { who: user === alice ? 'alice' : 'bob', token: user.token };
  for (const op of operations) {
    if (op.method !== 'GET' || !op.secured || RECORDING_READS.has(op.label)) continue;
    if (op.pathParams.some((p) => !OWNER_FACTORIES[p.name])) continue;
    if (!world && op.pathParams.length > 0) continue;
    const { path } = await requestOn(op, world ?? new World(), user);
    const answer = await call(caller, 'GET', path);
    view.set(`${op.method} ${path}`, `${answer.status} ${normalise(answer.json)}`);
  }
  const session = await call(caller, validateEndpoint.method, validateEndpoint.path);
  view.set('POST /api/validate', `${session.status} ${normalise(session.json)}`);
  return view;
}

function differences(before: Map<string, string>, after: Map<string, string>): string[] {
  const out: string[] = [];
  for (const [key, was] of before) {
    const now = after.get(key);
    if (now !== was)
      out.push(
        `${key}\n        before: ${snippet(was, 300)}\n        after:  ${snippet(now ?? '(gone)', 300)}`,
      );
  }
  return out;
}

/**
 * Staff tools (`/api/staff/…`) act on other people's things by design: whatever they name, a signed-in buyer
 * gets 403 ("Staff only."), never the resource (an invoice's mark-paid and cancel name A's order: ADR 87).
 */
const isStaffTool = (op: Operation) => op.path.startsWith('/api/staff/');

/** What a caller other than the owner must get from an operation on the owner's resource. */
function expectedStatuses(op: Operation, caller: Caller): number[] {
  if (caller.who === 'bob') return isStaffTool(op) ? [403] : [404];
  if (op.auth === 'user') return [401];
  if (op.auth === 'optional') return [404];
  return [401, 404];
}

beforeAll(async () => {
  // Registrations and sign-ins of this suite would pass the default rate limits.
  // …and so would its checkout status reads (STOREFRONT_CALL_LIMIT, per user).
  for (const name of [...Object.values(LIMIT_ENV).map(([env]) => env), 'STOREFRONT_CALL_LIMIT']) {
    savedEnv[name] = process.env[name];
    process.env[name] = '100000/3600';
  }
  server = await startTestServer({ seedClips: 20 });
  alice = await registerAndLogin(server.url);
  bob = await registerAndLogin(server.url);
  operations = operationsOf(server.app.swagger() as OpenApiDocument);
  const clips = await server.db.selectFrom('clips').select('jmId').orderBy('jmId').limit(10).execute();
  clipIds = clips.map((row) => row.jmId);
});

afterAll(async () => {
  await server?.close();
  for (const [name, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

describe('the authorisation suite', () => {
  it('finds the user-owned resources of the contract in the OpenAPI document', () => {
    const attacked = targets();
    expect(attacked.filter(hasOwnedParam).length).toBeGreaterThanOrEqual(15);
    expect(attacked.filter(hasOwnerField).length).toBeGreaterThanOrEqual(1);
  });

  it('every path parameter of a signed-in operation has an owner factory', () => {
    expect(targets().flatMap(missingFactories)).toEqual([]);
  });

  // The operations are attacked in parts, each a test with its own time: attacked at once, they took over the
  // test's 120 s on a loaded 2-core machine, and an overrun test goes on making requests under the next one.
  for (let part = 0; part < ATTACK_PARTS; part += 1) {
    it(`another user gets 404 and a visitor 401 on every operation on a user's resources, and nothing changes (part ${part + 1} of ${ATTACK_PARTS})`, () =>
      attack(targets().filter((_, index) => index % ATTACK_PARTS === part)));
  }

  /** Each operation of `ops` by B and by a visitor on A's resources: refused, nothing of A's leaked or changed. */
  async function attack(ops: Operation[]): Promise<void> {
    expect(ops.length).toBeGreaterThan(0);
    const failures: string[] = [];
    let world = await new World().ready();
    let baseline = await viewOf(alice, world);
    const again = await viewOf(alice, world);
    expect(differences(baseline, again), "A's view must read the same twice").toEqual([]);
    let bobsView = await viewOf(bob, null);

    for (const op of ops) {
      const missing = missingFactories(op);
      if (missing.length > 0) {
        failures.push(...missing);
        continue;
      }
      const secrets = await world.secrets();
      for (const caller of [BOB(), VISITOR]) {
        // Only A's username in a field makes an operation without an owned path parameter A's.
        const aimedAtAlice = hasOwnedParam(op) || hasOwnerField(op);
        const { path, body, what } = await requestOn(op, world, alice);
        const answer = await call(caller, op.method, path, body);
        const expected = expectedStatuses(op, caller);
        const mustRefuse = aimedAtAlice || (caller.who === 'visitor' && op.auth === 'user');
        const wanted = aimedAtAlice ? expected : caller.who === 'visitor' && op.auth === 'user' ? [401] : [];
        if (mustRefuse && !wanted.includes(answer.status)) {
          failures.push(
            `${caller.who} → ${what}\n    answered ${answer.status} (expected ${wanted.join(' or ')}): ${snippet(answer.text)}`,
          );
        }
        const leaked = secrets.filter((secret) => answer.text.includes(secret));
        if (leaked.length > 0) {
          failures.push(
            `${caller.who} → ${what}\n    answered ${answer.status} with A's ${leaked.map((s) => JSON.stringify(s)).join(', ')}: ${snippet(answer.text)}`,
          );
        }
      }
      const after = await viewOf(alice, world);
      const changed = differences(baseline, after);
      const bobsAfter = await viewOf(bob, null);
      // A comp is any buyer's own download of a library clip (ADR 83): B's own history gains it, and A's is
      // still checked above.
      const ownRecord = RECORDS_FOR_THE_CALLER.has(op.label);
      const bobChanged = ownRecord ? [] : differences(bobsView, bobsAfter);
      if (ownRecord) bobsView = bobsAfter;
      if (changed.length > 0 || bobChanged.length > 0) {
        failures.push(
          `${op.label} by another user or a visitor changed what A sees:\n      ${[...changed, ...bobChanged].join('\n      ')}`,
        );
        // Fresh resources, so the next operation is judged on its own.
        world = await new World().ready();
        baseline = await viewOf(alice, world);
        bobsView = bobsAfter;
      }
    }
    expect(failures).toEqual([]);
  }

  it("a share-link reader can read a user's playlist but change nothing", async () => {
    const failures: string[] = [];
    const world = await new World().ready();
    const share = await world.share();
    const baseline = await viewOf(alice, world);
    for (const op of targets().filter((o) => hasOwnedParam(o) && o.method !== 'GET')) {
      if (missingFactories(op).length > 0) continue;
      for (const caller of [BOB(), VISITOR]) {
        const { path, body, what } = await requestOn(op, world, alice, [['share', share]]);
        const answer = await call(caller, op.method, path, body);
        const expected = expectedStatuses(op, caller);
        if (!expected.includes(answer.status)) {
          failures.push(
            `${caller.who} with the share token → ${what}\n    answered ${answer.status} (expected ${expected.join(' or ')}): ${snippet(answer.text)}`,
          );
        }
      }
    }
    failures.push(...differences(baseline, await viewOf(alice, world)).map((d) => `A's view changed: ${d}`));
    // The reads the link is for still work, read-only.
    const reader = await call(
      BOB(),
      'GET',
      `${fillPath(playlistEndpoints.info.path, { uuid: await world.playlist() })}?share=${encodeURIComponent(share)}`,
    );
    expect(reader.status).toBe(200);
    expect((reader.json as { canModify: boolean }).canModify).toBe(false);
    expect(failures).toEqual([]);
  });

  it("the owner of another team reaches none of A's team's members, invitations or purchases", async () => {
    const failures: string[] = [];
    const world = await new World().ready();
    // B owns a team of B's own, so each call passes B's own role check and must still find nothing of A's.
    const carol = await registerAndLogin(server.url);
    const asCarol = { who: 'bob' as const, token: carol.token };
    const made = await call(asCarol, 'POST', teamEndpoints.create.path, { name: 'Carol Co' });
    expect(made.status).toBe(201);
    const baseline = await viewOf(alice, world);
    const teamOps = targets().filter((op) => op.path.startsWith('/api/user/team/') && hasOwnedParam(op));
    expect(teamOps.length).toBeGreaterThanOrEqual(3);
    for (const op of teamOps) {
      const { path, body, what } = await requestOn(op, world, alice);
      const answer = await call(asCarol, op.method, path, body);
      if (answer.status !== 404)
        failures.push(`another team's owner → ${what}: answered ${answer.status} ${snippet(answer.text)}`);
    }
    // Nor A's licence, order or usage, nor A's playlist without its link.
    const reads = [
      fillPath(commerceEndpoints.licence.path, { number: await world.licence() }),
      fillPath(commerceEndpoints.order.path, { orderNumber: await world.orderNumber() }),
      fillPath(playlistEndpoints.info.path, { uuid: await world.playlist() }),
      `${usageMonthsEndpoint.path}?forUser=${encodeURIComponent(alice.email)}`,
    ];
    for (const path of reads) {
      const answer = await call(asCarol, 'GET', path);
      if (answer.status !== 404)
        failures.push(`another team's owner → GET ${path}: answered ${answer.status}`);
    }
    const own = (await call(asCarol, 'GET', teamEndpoints.team.path)).json as {
      team: { members: unknown[] };
    };
    expect(own.team.members).toHaveLength(1);
    failures.push(...differences(baseline, await viewOf(alice, world)).map((d) => `A's view changed: ${d}`));
    expect(failures).toEqual([]);
  });

  it('a guest of one shared playlist reaches no other playlist, and never what its owner reads', async () => {
    const failures: string[] = [];
    const world = await new World().ready();
    const uuid = await world.playlist();
    const share = await world.share();
    const reviews = playlistReviewEndpoints;
    const guestCall = async (method: string, path: string, body?: unknown, cookie?: string) => {
      const res = await fetch(server.url + path, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(cookie ? { cookie } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      return { status: res.status, text, cookie: res.headers.getSetCookie()[0]?.split(';')[0] };
    };
    // B shares a playlist of B's own and reviews it as a guest: that guest's cookie, renamed for A's playlist.
    const bobs = (
      await call(BOB(), 'POST', playlistEndpoints.create.path, {
        name: `Bob ${randomBytes(3).toString('hex')}`,
      })
    ).json as { uuid: string };
    await call(BOB(), 'POST', fillPath(playlistEndpoints.addVideos.path, { uuid: bobs.uuid }), {
      jmIds: clipIds.slice(0, 1),
    });
    const bobShare = (
      (await call(BOB(), 'POST', fillPath(playlistEndpoints.share.path, { uuid: bobs.uuid }))).json as {
        token: string;
      }
    ).token;
    const bobsGuest = await guestCall('POST', fillPath(reviews.guest.path, { uuid: bobs.uuid }), {
      share: bobShare,
      name: 'Mallory',
      email: 'mallory@guest.example',
    });
    const stolen = bobsGuest.cookie?.replace(bobs.uuid.replaceAll('-', ''), uuid.replaceAll('-', ''));
    const attempts: Array<[string, string, string, unknown, string | undefined]> = [
      [
        'B’s guest cookie reviews A’s playlist',
        'POST',
        fillPath(reviews.review.path, { uuid }),
        { share, jmId: clipIds[0], decision: 'approved' },
        stolen,
      ],
      [
        'B’s link opens A’s playlist',
        'GET',
        `${fillPath(playlistEndpoints.videos.path, { uuid })}?share=${encodeURIComponent(bobShare)}`,
        undefined,
        undefined,
      ],
      [
        'B’s link reviews A’s playlist',
        'POST',
        fillPath(reviews.review.path, { uuid }),
        { share: bobShare, jmId: clipIds[0], decision: 'approved' },
        bobsGuest.cookie,
      ],
      [
        'a guest reads the owner’s reviews',
        'GET',
        fillPath(reviews.reviews.path, { uuid }),
        undefined,
        stolen,
      ],
      [
        'a guest changes the link',
        'PATCH',
        fillPath(reviews.updateShare.path, { uuid }),
        { expiresInDays: 365 },
        stolen,
      ],
    ];
    for (const [what, method, path, body, cookie] of attempts) {
      const answer = await guestCall(method, path, body, cookie);
      if (![401, 404].includes(answer.status))
        failures.push(`${what}: ${answer.status} ${snippet(answer.text)}`);
      if (answer.text.includes(world.name)) failures.push(`${what}: the answer names A's playlist`);
    }
    const written = await server.db
      .selectFrom('playlistReviews')
      .select('id')
      .where('playlistUuid', '=', uuid)
      .execute();
    if (written.length > 0) failures.push(`${written.length} review(s) were written on A's playlist`);
    expect(bobsGuest.status).toBe(200);
    expect(failures).toEqual([]);
  });

  it('no body field sets roles, staff, an owner or canModify', async () => {
    const failures: string[] = [];
    const world = await new World().ready();
    const extras = {
      roles: ['admin', 'staff', 'ROLE_ADMIN'],
      staff: true,
      isStaff: true,
      admin: true,
      verified: true,
      emailVerified: true,
      owner: bob.userUuid,
      ownerId: bob.userUuid,
      userId: bob.userUuid,
      userUuid: bob.userUuid,
      user_id: bob.userUuid,
      canModify: true,
    };
    const sessionOf = async (user: TestUser) => {
      const caller: Caller = { who: user === alice ? 'alice' : 'bob', token: user.token };
      return normalise((await call(caller, validateEndpoint.method, validateEndpoint.path)).json);
    };
    const aliceSession = await sessionOf(alice);
    const bobSession = await sessionOf(bob);
    let bobsView = await viewOf(bob, null);

    // Every operation that takes a body, on A's own things, with the extra fields added.
    for (const op of operations.filter((o) => o.body)) {
      if (op.secured && missingFactories(op).length > 0) continue;
      const { path, body, what } = await requestOn(op, world, alice);
      const sent = body && typeof body === 'object' && !Array.isArray(body) ? { ...body, ...extras } : body;
      // Public operations (login, registration…) as a browser sends them: no session (a sign-in would replace A's).
      const answer = await call(op.secured ? ALICE() : VISITOR, op.method, path, sent);
      const request = `${op.secured ? 'A' : 'a visitor'} → ${what} + ${describeValue(extras)}`;

      // No account in the answer (a login, a registration…) is staff or holds a role.
      const elevated: string[] = [];
      JSON.stringify(answer.json ?? null, (key, value: unknown) => {
        if ((key === 'staff' || key === 'isStaff') && value === true) elevated.push(`${key}: true`);
        if (key === 'roles' && Array.isArray(value) && value.length > 0) {
          elevated.push(`roles: ${JSON.stringify(value)}`);
        }
        return value;
      });
      if (elevated.length > 0) {
        failures.push(
          `${request}\n    answered ${answer.status} with ${elevated.join(', ')}: ${snippet(answer.text)}`,
        );
      }
      // A's and B's sessions keep their roles and staff flag; B's lists, history and profile are unchanged.
      const aliceNow = await sessionOf(alice);
      if (aliceNow !== aliceSession)
        failures.push(`${request}\n    changed A's session: ${aliceSession} → ${aliceNow}`);
      const bobNow = await sessionOf(bob);
      if (bobNow !== bobSession)
        failures.push(`${request}\n    changed B's session: ${bobSession} → ${bobNow}`);
      const bobsNow = await viewOf(bob, null);
      failures.push(
        ...differences(bobsView, bobsNow).map((d) => `${request}\n    changed what B sees: ${d}`),
      );
      bobsView = bobsNow;
    }

    // A still owns A's playlist and folder; B still cannot reach them, and reads them read-only by the link.
    const uuid = await world.playlist();
    const folderUuid = await world.folder();
    const share = await world.share();
    const canModify = (answer: { json: unknown }) => (answer.json as { canModify?: boolean }).canModify;
    const info = await call(ALICE(), 'GET', fillPath(playlistEndpoints.info.path, { uuid }));
    if (canModify(info) !== true) failures.push(`A's playlist is no longer A's: ${snippet(info.text)}`);
    const folder = await call(ALICE(), 'GET', fillPath(playlistEndpoints.folder.path, { uuid, folderUuid }));
    if (canModify(folder) !== true) failures.push(`A's folder is no longer A's: ${snippet(folder.text)}`);
    const bobReads = await call(BOB(), 'GET', fillPath(playlistEndpoints.info.path, { uuid }));
    if (bobReads.status !== 404)
      failures.push(`B reads A's playlist: ${bobReads.status} ${snippet(bobReads.text)}`);
    const byLink = `${fillPath(playlistEndpoints.info.path, { uuid })}?share=${encodeURIComponent(share)}`;
    const bobShares = await call(BOB(), 'GET', byLink);
    if (canModify(bobShares) !== false) {
      failures.push(`B may change A's playlist through the share link: ${snippet(bobShares.text)}`);
    }
    expect(failures).toEqual([]);
  });
});
