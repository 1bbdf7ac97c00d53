// The fuzz suite's server and machinery (issue 11), shared by its four files (fuzz.*.test.ts): each file
// starts its own server with fuzzSuite() and sends its kinds of input, so the kinds run side by side on the
// test workers instead of one after another in one file (issue 29, docs/benchmarks-log.md 2026-12-04).
// Every operation of the OpenAPI document, anonymous and signed in, gets generated valid, boundary and
// hostile inputs, and every answer must be under 500, carry no stack trace, file path or
// SQL, and come within 2 s. The operations come from the document, so a new endpoint is fuzzed without a
// change here. Inputs are generated from a seed (FUZZ_SEED=<n> to try another), so a failure reproduces.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fillPath, playlistEndpoints, validateEndpoint } from '@clipmarket/core';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { insertLicence, insertOrder } from '../licences/test-helpers';
import { bearer, registerAndLogin, type TestUser } from './auth-helpers';
import { startTestServer, type TestServer } from './harness';
import {
  describeValue,
  fillPathRaw,
  oneValid,
  operationsOf,
  queryPairs,
  queryString,
  setAt,
  slotLabel,
  type Case,
  type Hints,
  type JsonSchema,
  type OpenApiDocument,
  type Operation,
  type PathValue,
  type Slot,
} from './openapi-inputs';
import { problemsOf, send, snippet, type Answer, type RawRequest } from './raw-http';

export const SEED = Number(process.env.FUZZ_SEED ?? 11_2025);
/** Generated valid inputs per operation and mode. */
export const VALID_RUNS = 8;

// The auth rate limits would turn most of the run into 429s (and lock the fuzzing user out): raised for this
// server only, restored afterwards.
const LIMITS = {
  AUTH_REGISTER_LIMIT: '100000/3600',
  AUTH_LOGIN_LIMIT: '100000/900',
  AUTH_LOGIN_ADDRESS_LIMIT: '100000/900',
  AUTH_RESET_LIMIT: '100000/3600',
  AUTH_RESET_ADDRESS_LIMIT: '100000/3600',
  // Checkout and its status per user (ADR 54): the fuzzing user calls them far more often.
  STOREFRONT_CALL_LIMIT: '100000/3600',
};

export type Mode = 'anonymous' | 'signed in';
const MODES: Mode[] = ['anonymous', 'signed in'];

/** One request's input: path values, query pairs, a body, extra headers, and how to name it in a message. */
export interface Input {
  /** The kind of input, the same for every operation it is sent to (failures are grouped by it). */
  kind: string;
  /** The input in full. */
  what: string;
  path: Record<string, PathValue>;
  query: Array<[string, string | null]>;
  body?: { json: unknown } | { raw: string | Buffer; contentType?: string };
  headers?: Record<string, string>;
  /** Send no credentials whatever the mode (the headers carry forged ones). */
  noCredentials?: boolean;
}

export interface FuzzRun {
  failures: Failure[];
  sent: number;
  /** The statuses each operation answered. */
  statuses: Map<string, Set<number>>;
}

interface Failure {
  operation: string;
  mode: Mode;
  kind: string;
  problem: string;
  line: string;
}

/**
 * Reads first, deletes last (they remove the fixture the other calls use), and of the deletes the deepest
 * first (a clip of a folder before the folder, the folder before the playlist).
 */
function order(ops: Operation[]): Operation[] {
  const rank = (op: Operation) =>
    op.method === 'GET' ? 0 : op.method === 'DELETE' ? 100 - op.pathParams.length : 1;
  return [...ops].sort((a, b) => rank(a) - rank(b));
}

/**
 * Starts the fuzz's server before the file's tests (a fresh fixture before each) and stops it after; what it
 * returns sends inputs to every operation and judges the answers.
 */
export function fuzzSuite() {
  const savedEnv: Record<string, string | undefined> = {};

  let server: TestServer;
  let user: TestUser;
  /** The stand-in ffmpeg's folder. */
  let standInDir: string;
  let operations: Operation[];
  let clipIds: string[];
  let slugs: string[];
  let tentpoleIds: string[];
  /** The storefront's Discount Pack and Gift Card variants (what the cart's product add takes). */
  let productVariantIds: string[];
  /** The fuzzing user's paid order (its number). */
  let orderNumber: string;
  /** The signed-in user's own playlist, folder and share token, made afresh before each test. */
  let fixture: { uuid: string; folderUuid: string; share: string };

  /** The hints of the current fixture: made once per test (building `fc.webUrl()` alone is dear). */
  let hinted: { for: typeof fixture; hints: Hints } | undefined;
  function hints(): Hints {
    if (hinted?.for !== fixture) hinted = { for: fixture, hints: makeHints() };
    return hinted.hints;
  }

  function makeHints(): Hints {
    const clip = fc.constantFrom(...clipIds.slice(0, 40));
    const email = fc.constant(user.email);
    return {
      jmId: clip,
      id: clip,
      similarClip: clip,
      'jmIds[]': clip,
      uuid: fc.constant(fixture.uuid),
      folderUuid: fc.constant(fixture.folderUuid),
      share: fc.constant(fixture.share),
      slug: fc.constantFrom(...slugs),
      tentpoleId: fc.constantFrom(...tentpoleIds),
      username: email,
      // The onboarding names its user by id: the fuzzing user's own, so the calls reach the service.
      userId: fc.constant(user.userUuid),
      to: email,
      email: fc.oneof(
        email,
        fc.nat().map((n) => `fuzz-${n}@example.com`),
      ),
      password: fc.constant(user.password),
      termsAccepted: fc.constant(true),
      firstName: fc.constantFrom('Ada', 'Zoë', 'محمد'),
      lastName: fc.constantFrom('Lovelace', "O'Brien"),
      inurl: fc.oneof(
        fc.webUrl(),
        fc.constantFrom('https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ?t=1'),
      ),
      // Searches that find something, and the zero-hit searches of finding 9.
      q: fc.constantFrom('dog', 'funny cat', 'zzzzqqq', 'JV#1202783', ''),
      name: fc.constantFrom('Fuzz list', 'Another fuzz list', '  spaced   name  '),
      variantId: fc.constantFrom(...productVariantIds),
      // The fuzzing user's own order, so the order page and its receipt are reached, not only their 404.
      orderNumber: fc.constant(orderNumber),
    };
  }

  /** A schema of an object whose properties are the given parameters (to generate them together). */
  function paramsSchema(params: Operation['pathParams']): JsonSchema {
    return {
      type: 'object',
      properties: Object.fromEntries(params.map((p) => [p.name, p.schema])),
      required: params.filter((p) => p.required).map((p) => p.name),
    };
  }

  function toPathValues(values: Record<string, unknown>): Record<string, PathValue> {
    return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)]));
  }

  function toQuery(values: Record<string, unknown>): Array<[string, string]> {
    return Object.entries(values).flatMap(([k, v]) => queryPairs(k, v));
  }

  /**
   * A valid input with every parameter and field filled, hinted values first: what mutations start from. The
   * same for an operation and seed within a test (generation is a function of the seed), so made once.
   */
  let bases: { for: typeof fixture; inputs: Map<string, Input> } | undefined;
  function baseInput(op: Operation, seed: number): Input {
    if (bases?.for !== fixture) bases = { for: fixture, inputs: new Map() };
    const key = `${op.label} ${seed}`;
    let input = bases.inputs.get(key);
    if (!input) bases.inputs.set(key, (input = makeBaseInput(op, seed)));
    return input;
  }

  function makeBaseInput(op: Operation, seed: number): Input {
    const options = { hints: hints(), allProperties: true };
    const path = oneValid(paramsSchema(op.pathParams), seed, { ...options, hintUse: 'only' }) as Record<
      string,
      unknown
    >;
    const query = oneValid(
      {
        ...paramsSchema(op.queryParams),
        required: op.queryParams.filter((p) => p.required).map((p) => p.name),
      },
      seed,
      { hints: hints(), hintUse: 'only' },
    ) as Record<string, unknown>;
    return {
      kind: 'base',
      what: 'base',
      path: toPathValues(path),
      query: toQuery(query),
      ...(op.body ? { body: { json: oneValid(op.body, seed, options) } } : {}),
    };
  }

  function bodyOf(input: Input): unknown {
    return input.body && 'json' in input.body ? input.body.json : undefined;
  }

  function atSlot(input: Input, slot: Slot): unknown {
    if (slot.in === 'path') return input.path[slot.name];
    if (slot.in === 'query') return input.query.find(([k]) => k === slot.name)?.[1];
    let value = bodyOf(input);
    for (const key of slot.at) value = (value as Record<string | number, unknown> | undefined)?.[key];
    return value;
  }

  /** The base input with one slot set to a case's value. */
  function mutate(base: Input, slot: Slot, c: Case): Input {
    const what = `${slotLabel(slot)} = ${c.label}: ${describeValue(c.value)}`;
    const kind = c.label;
    if (slot.in === 'path') {
      const value: PathValue =
        c.value !== null && typeof c.value === 'object' && 'raw' in c.value
          ? (c.value as { raw: string })
          : typeof c.value === 'string'
            ? c.value
            : JSON.stringify(c.value);
      return { ...base, kind, what, path: { ...base.path, [slot.name]: value } };
    }
    if (slot.in === 'query') {
      const rest = base.query.filter(([k]) => k !== slot.name);
      return { ...base, kind, what, query: [...rest, ...queryPairs(slot.name, c.value)] };
    }
    return { ...base, kind, what, body: { json: setAt(bodyOf(base), slot.at, c.value) } };
  }

  function requestFor(op: Operation, input: Input, mode: Mode, token: string): RawRequest {
    const headers: Record<string, string> = { ...input.headers };
    if (mode === 'signed in' && !input.noCredentials) Object.assign(headers, bearer(token));
    let body: string | Buffer | undefined;
    if (input.body && 'json' in input.body) {
      body = JSON.stringify(input.body.json);
      headers['content-type'] = 'application/json';
    } else if (input.body) {
      body = input.body.raw;
      if (input.body.contentType !== undefined) headers['content-type'] = input.body.contentType;
    }
    return {
      method: op.method,
      path: fillPathRaw(op.path, input.path) + queryString(input.query),
      headers,
      body,
    };
  }

  async function validToken(token: string): Promise<boolean> {
    const answer = await send(server.url, {
      method: validateEndpoint.method,
      path: validateEndpoint.path,
      headers: bearer(token),
    });
    return answer.status === 200;
  }

  async function relogin(): Promise<void> {
    const answer = await send(server.url, {
      method: 'POST',
      path: '/api/login',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: user.email, password: user.password }),
    });
    if (answer.status !== 200) throw new Error(`Signing the fuzzing user in again answered ${answer.status}`);
    user.token = (JSON.parse(answer.text) as { access_token: string }).access_token;
  }

  const stats: Record<string, Record<number, number>> = {};
  afterAll(() => {
    if (process.env.FUZZ_STATS) console.info(JSON.stringify(stats, null, 1));
  });

  /** Consecutive requests that got no answer: the server has stopped answering, so the run stops. */
  let silentInARow = 0;

  /**
   * Sends every input of every operation in every mode and collects what is wrong. A signed-in request that
   * answers 401 because an earlier call (logout, a reset) revoked the token is sent again after signing in.
   */
  async function fuzz(
    inputsOf: (op: Operation, mode: Mode) => Input[],
    modes: Mode[] = MODES,
  ): Promise<FuzzRun> {
    const failures: Failure[] = [];
    const statuses = new Map<string, Set<number>>();
    let sent = 0;
    for (const op of operations) {
      for (const mode of modes) {
        for (const input of inputsOf(op, mode)) {
          let answer: Answer = await send(server.url, requestFor(op, input, mode, user.token));
          sent++;
          if (mode === 'signed in' && answer.status === 401 && !input.noCredentials) {
            if (!(await validToken(user.token))) {
              await relogin();
              answer = await send(server.url, requestFor(op, input, mode, user.token));
              sent++;
            }
          }
          silentInARow = answer.status === 0 ? silentInARow + 1 : 0;
          statuses.set(op.label, (statuses.get(op.label) ?? new Set()).add(answer.status));
          if (process.env.FUZZ_STATS) {
            const k = `${op.label} [${mode}]`;
            (stats[k] ??= {})[answer.status] = (stats[k]![answer.status] ?? 0) + 1;
          }
          const problems = problemsOf(answer);
          for (const problem of problems) {
            failures.push({
              operation: op.label,
              mode,
              kind: input.kind,
              problem: problem.replace(/after \d+ ms/, 'late'),
              line:
                `${op.label} [${mode}] ${input.what}\n` +
                `      → ${answer.status || 'no answer'} in ${answer.ms} ms: ${snippet(answer.text)}`,
            });
          }
          if (silentInARow >= 5) {
            failures.push({
              operation: op.label,
              mode,
              kind: input.kind,
              problem: 'the server stopped answering (5 requests in a row), so the run stopped',
              line: `${op.label} [${mode}] ${input.what}`,
            });
            return { failures, sent, statuses };
          }
        }
      }
    }
    return { failures, sent, statuses };
  }

  /**
   * One entry per problem and set of operations: which kinds of input caused it on which operations, how many
   * requests, and the first request in full (method, path, input and answer). One input that breaks many
   * operations and one operation that breaks on many inputs each read as one entry.
   */
  function report(failures: Failure[], sent: number): string[] {
    const byKind = new Map<string, Failure[]>();
    for (const f of failures) {
      const key = `${f.problem}\u0000${f.kind}`;
      byKind.set(key, [...(byKind.get(key) ?? []), f]);
    }
    const merged = new Map<
      string,
      { problem: string; kinds: string[]; operations: string[]; all: Failure[] }
    >();
    for (const group of byKind.values()) {
      const modes = new Map<string, Set<Mode>>();
      for (const f of group) modes.set(f.operation, (modes.get(f.operation) ?? new Set()).add(f.mode));
      const operations = [...modes.entries()].map(([op, m]) => `${op} (${[...m].join(', ')})`);
      const key = `${group[0]!.problem}\u0000${operations.join('; ')}`;
      const entry = merged.get(key) ?? { problem: group[0]!.problem, kinds: [], operations, all: [] };
      entry.kinds.push(group[0]!.kind);
      entry.all.push(...group);
      merged.set(key, entry);
    }
    const entries = [...merged.values()].map(({ problem, kinds, operations, all }) => {
      const inputs =
        kinds.length === 1
          ? kinds[0]
          : `${kinds.length} kinds of input (${kinds.slice(0, 6).join('; ')}${kinds.length > 6 ? '; …' : ''})`;
      return (
        `${problem} to ${inputs}: ${all.length} requests on ${operations.length} operations\n` +
        `    e.g. ${all[0]!.line}\n` +
        `    operations: ${operations.join('; ')}`
      );
    });
    return failures.length ? [...entries, `(${sent} requests sent; FUZZ_SEED=${SEED} reproduces)`] : [];
  }

  async function expectAllAnswersSound(run: Promise<FuzzRun>): Promise<FuzzRun> {
    const result = await run;
    expect(result.sent).toBeGreaterThan(0);
    expect(report(result.failures, result.sent)).toEqual([]);
    return result;
  }

  async function api(method: string, path: string, body?: unknown): Promise<Answer> {
    return send(server.url, {
      method,
      path,
      headers: {
        ...bearer(user.token),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  }

  /** The fuzzing user's own playlist with a clip, a folder and a share token (the fuzz may delete them). */
  async function makeFixture(): Promise<void> {
    const e = playlistEndpoints;
    const n = Math.random().toString(36).slice(2, 8);
    const list = await api('POST', e.create.path, { name: `Fuzz fixture ${n}` });
    if (list.status !== 201)
      throw new Error(`Creating the fixture playlist answered ${list.status}: ${list.text}`);
    const uuid = (JSON.parse(list.text) as { uuid: string }).uuid;
    const folder = await api('POST', fillPath(e.createFolder.path, { uuid }), { name: `Fuzz folder ${n}` });
    if (folder.status !== 201) throw new Error(`Creating the fixture folder answered ${folder.status}`);
    const folderUuid = (JSON.parse(folder.text) as { uuid: string }).uuid;
    await api('POST', fillPath(e.addFolderVideos.path, { uuid, folderUuid }), { jmIds: clipIds.slice(0, 3) });
    const share = await api('POST', fillPath(e.share.path, { uuid }));
    fixture = { uuid, folderUuid, share: (JSON.parse(share.text) as { token: string }).token };
  }

  beforeAll(async () => {
    for (const [name, value] of Object.entries(LIMITS)) {
      savedEnv[name] = process.env[name];
      process.env[name] = value;
    }
    // Comps (ADR 83) are made by a stand-in ffmpeg that copies the preview: the fuzz judges the handler and its
    // answers, and encoding a comp (about a second of a core, more on a loaded machine) is a benchmark's
    // matter, which the 2-second bound on every answer would otherwise measure (comps.test.ts runs the real one).
    standInDir = mkdtempSync(path.join(tmpdir(), 'clipmarket-fuzz-ffmpeg-'));
    const standIn = path.join(standInDir, 'ffmpeg');
    writeFileSync(standIn, '#!/bin/sh\ncase "$*" in *comp.mp4*) exec cp preview.mp4 comp.mp4 ;; esac\n', {
      mode: 0o755,
    });
    server = await startTestServer({ seedClips: 200, app: { comps: { ffmpeg: standIn } } });
    user = await registerAndLogin(server.url);
    // The document the server generates, not the public /api/docs route (it may be switched off).
    operations = order(operationsOf(server.app.swagger() as OpenApiDocument));
    const clips = await server.db.selectFrom('clips').select('jmId').orderBy('jmId').limit(100).execute();
    clipIds = clips.map((row) => row.jmId);
    // Licences of the fuzzing user, so a clip download reaches its file (the watermarked one, and a master).
    const paid = await insertOrder(server.db, user.userUuid);
    orderNumber = paid.reference;
    await insertLicence(server.db, user.userUuid, paid, { jmId: clipIds[0]!, tier: 'personal' });
    await insertLicence(server.db, user.userUuid, paid, { jmId: clipIds[1]!, tier: 'basicPro' });
    const collections = await send(server.url, { method: 'GET', path: '/api/public/collections' });
    slugs = (JSON.parse(collections.text) as { data: Array<{ slug: string }> }).data.map((c) => c.slug);
    const tentpoles = await send(server.url, { method: 'GET', path: '/api/public/merchandising/tentpoles' });
    // Staff only (a 401 here): the fuzzing user is a buyer, so a made-up id is as good as a real one.
    tentpoleIds = ((JSON.parse(tentpoles.text) as { data?: Array<{ id: string }> }).data ?? []).map(
      (t) => t.id,
    );
    const products = await send(server.url, { method: 'GET', path: '/api/public/licensing/products' });
    const catalogue = JSON.parse(products.text) as {
      discountPacks: Array<{ variantId: string }>;
      giftCards: Array<{ variantId: string }>;
    };
    productVariantIds = [...catalogue.discountPacks, ...catalogue.giftCards].map((p) => p.variantId);
    if (productVariantIds.length === 0) productVariantIds = ['no-product'];
    if (slugs.length === 0) slugs = ['no-collection'];
    if (tentpoleIds.length === 0) tentpoleIds = ['no-tentpole'];
  });

  beforeEach(async () => {
    if (!(await validToken(user.token))) await relogin();
    await makeFixture();
  });

  afterAll(async () => {
    await server?.close();
    if (standInDir) rmSync(standInDir, { recursive: true, force: true });
    for (const [name, value] of Object.entries(savedEnv)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  return {
    get operations() {
      return operations;
    },
    hints,
    paramsSchema,
    toPathValues,
    toQuery,
    baseInput,
    bodyOf,
    atSlot,
    mutate,
    fuzz,
    expectAllAnswersSound,
  };
}
