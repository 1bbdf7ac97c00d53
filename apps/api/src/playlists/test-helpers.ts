import { fillPath, type Endpoint } from '@clipmarket/core';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { bearer } from '../test/auth-helpers';

export interface CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** A bearer token. */
  token?: string;
  /** A `cookie` header value. */
  cookie?: string;
  /** A raw request body (sent as JSON content). */
  raw?: string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers of many shapes
export interface CallResult<T = any> {
  status: number;
  json: T;
  headers: Headers;
}

/** Calls an endpoint of the contract over real HTTP. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers of many shapes
export async function call<T = any>(
  base: string,
  e: Endpoint,
  options: CallOptions = {},
): Promise<CallResult<T>> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const qs = search.toString();
  const headers: Record<string, string> = {};
  if (options.token) Object.assign(headers, bearer(options.token));
  if (options.cookie) headers.cookie = options.cookie;
  const body = options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${fillPath(e.path, options.params)}${qs ? `?${qs}` : ''}`, {
    method: e.method,
    headers,
    body,
  });
  const text = await res.text();
  return { status: res.status, json: (text ? JSON.parse(text) : undefined) as T, headers: res.headers };
}

/** A well-formed uuid no playlist has. */
export const UNKNOWN_UUID = '00000000-0000-4000-8000-000000000000';

/** The jmIds of the seeded clips, in order. */
export async function clipIds(db: Kysely<DB>, limit = 1000): Promise<string[]> {
  const rows = await db.selectFrom('clips').select('jmId').orderBy('jmId').limit(limit).execute();
  return rows.map((row) => row.jmId);
}

/** Adds `count` bare clips (ids 'x00001'…) in one statement, for the size-limit tests. */
export async function insertBareClips(db: Kysely<DB>, count: number, prefix = 'x'): Promise<string[]> {
  await sql`
    INSERT INTO clips (jm_id, title, duration, clearance_status, aci)
    SELECT ${prefix} || lpad(g::text, 5, '0'), 'Bare clip ' || g, 10, 'CLEARED', 'GREEN'
    FROM generate_series(1, ${count}::int) AS g
    ON CONFLICT (jm_id) DO NOTHING
  `.execute(db);
  return Array.from({ length: count }, (_, i) => `${prefix}${String(i + 1).padStart(5, '0')}`);
}
