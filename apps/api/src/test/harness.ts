import { createHash, randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { buildApp, type AppOptions } from '../app';
import { GENERATOR_REFERENCE_NOW } from '../catalogue/generator';
import { seedClips } from '../catalogue/seed';
import { openDatabase, type Database } from '../db/database';
import { LOCK_FILE } from '../db/lock';
import { migrate, MIGRATIONS_DIR } from '../db/migrate';
import { createLocalStore } from '../media/local-store';
import type { DB } from '../db/schema';
import type { NewClip } from '../catalogue/tables';
import { clipConcepts } from '../search/concepts';

/** The "now" the seeded test library's dates are relative to. */
export const TEST_NOW = GENERATOR_REFERENCE_NOW;

export interface TestServerOptions {
  /** Generated clips to seed (the first N of the default library, dates relative to TEST_NOW). */
  seedClips?: number;
  /** More options for buildApp (the database ones are filled in). */
  app?: Omit<AppOptions, 'db' | 'databaseKind'>;
}

export interface TestServer {
  /** `http://127.0.0.1:<port>`: call it with `fetch(url + path)`. */
  url: string;
  db: Kysely<DB>;
  kind: Database['kind'];
  app: FastifyInstance;
  close(): Promise<void>;
}

// ---------------------------------------------------------------------------------------------------------
// PGlite: a fresh folder copied from a migrated template (initdb in WebAssembly takes many seconds; copying
// the folder takes one). The template is rebuilt whenever a migration file changes.

/** The installed PGlite's package.json (its version decides the data folder's format). */
function pglitePackageJson(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(dir, 'package.json')) && dir !== path.dirname(dir)) dir = path.dirname(dir);
  return path.join(dir, 'package.json');
}

function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(pglitePackageJson()));
  for (const name of readdirSync(MIGRATIONS_DIR).sort()) {
    hash.update(name);
    hash.update(readFileSync(path.join(MIGRATIONS_DIR, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let templatePromise: Promise<string> | null = null;

async function buildTemplate(): Promise<string> {
  const root = path.join(tmpdir(), 'clipmarket-test-templates');
  mkdirSync(root, { recursive: true });
  const dir = path.join(root, `pglite-${templateKey()}`);
  const ready = path.join(dir, '.ready');
  const building = `${dir}.building`;
  const deadline = Date.now() + 300_000;
  while (!existsSync(ready)) {
    try {
      mkdirSync(building);
    } catch {
      // Another test worker builds it; a builder that died long ago leaves a stale marker.
      const since = statSync(building, { throwIfNoEntry: false })?.mtimeMs ?? Date.now();
      if (Date.now() - since > 240_000) rmSync(building, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`Timed out waiting for the PGlite test template at ${dir}`);
      await sleep(250);
      continue;
    }
    try {
      const work = path.join(building, 'data');
      const database = await openDatabase({ dataDir: work });
      try {
        await migrate(database.db);
      } finally {
        await database.close();
      }
      rmSync(path.join(work, LOCK_FILE), { force: true });
      writeFileSync(path.join(work, '.ready'), '');
      rmSync(dir, { recursive: true, force: true });
      renameSync(work, dir);
      // Templates of older migrations (other checkouts may still use theirs for a while).
      for (const name of readdirSync(root)) {
        const other = path.join(root, name);
        const age = Date.now() - (statSync(other, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
        if (other !== dir && name.startsWith('pglite-') && age > 86_400_000)
          rmSync(other, { recursive: true, force: true });
      }
    } finally {
      rmSync(building, { recursive: true, force: true });
    }
  }
  return dir;
}

async function openPglite(): Promise<{ database: Database; cleanup: () => void }> {
  templatePromise ??= buildTemplate();
  const template = await templatePromise;
  const dir = mkdtempSync(path.join(tmpdir(), 'clipmarket-test-'));
  const dataDir = path.join(dir, 'data');
  cpSync(template, dataDir, { recursive: true });
  const database = await openDatabase({ dataDir });
  return { database, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A fresh, migrated PGlite data folder (from the template) for a server run in another process. */
export async function freshPgliteDataDir(): Promise<{ dataDir: string; cleanup: () => void }> {
  templatePromise ??= buildTemplate();
  const template = await templatePromise;
  const dir = mkdtempSync(path.join(tmpdir(), 'clipmarket-test-'));
  const dataDir = path.join(dir, 'data');
  cpSync(template, dataDir, { recursive: true });
  return { dataDir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

// ---------------------------------------------------------------------------------------------------------
// PostgreSQL: a fresh database on the TEST_DATABASE_URL server per harness, dropped on close. Each is a copy
// of a migrated template database, made once per set of migrations: copying one is about half the time of
// running the thirty migrations again, which every test server did.

/** `serverUrl` with another database name. */
function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

let postgresTemplatePromise: Promise<string> | null = null;

/** The name of the migrated template on the server, built by the first test worker that asks for it. */
async function postgresTemplate(serverUrl: string): Promise<string> {
  const name = `clipmarket_template_${templateKey()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    // Workers asking at once wait on one another; the lock goes with the session.
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [name]);
    const found = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      // Built under another name and renamed when whole, so a worker that died half-way leaves no template.
      const building = `${name}_building`;
      await admin.query(`DROP DATABASE IF EXISTS ${building} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${building}`);
      const database = await openDatabase({ url: databaseUrl(serverUrl, building), poolSize: 1 });
      try {
        await migrate(database.db);
      } finally {
        await database.close();
      }
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    }
  } finally {
    await admin.end();
  }
  return name;
}

async function openPostgres(
  serverUrl: string,
): Promise<{ database: Database; cleanup: () => Promise<void> }> {
  postgresTemplatePromise ??= postgresTemplate(serverUrl);
  const template = await postgresTemplatePromise;
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ url: databaseUrl(serverUrl, name), poolSize: 5 });
  return {
    database,
    cleanup: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * A fresh, migrated database with no server on it, as `startTestServer` would use: PGlite in a temporary folder,
 * or a new database on the TEST_DATABASE_URL server. `close()` closes and removes it.
 */
export async function openTestDatabase(): Promise<Database & { close(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const opened = serverUrl ? await openPostgres(serverUrl) : await openPglite();
  return {
    ...opened.database,
    async close() {
      await opened.database.close();
      await opened.cleanup();
    },
  };
}

/**
 * The whole server on a fresh, migrated database, listening on 127.0.0.1 on a free port: PGlite in a temporary
 * folder, or, when `TEST_DATABASE_URL` is set, a new database on that PostgreSQL server. `close()` stops the
 * server and removes the database. Creating one takes a second or more: call it in `beforeAll` with a generous
 * timeout (`beforeAll(async () => { server = await startTestServer() }, 60_000)`).
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const opened = serverUrl ? await openPostgres(serverUrl) : await openPglite();
  const { database } = opened;
  // Generated files (playlist zips) go to a folder of this server's, never the checkout's ./data.
  const filesDir = mkdtempSync(path.join(tmpdir(), 'clipmarket-test-files-'));
  const cleanup = async () => {
    rmSync(filesDir, { recursive: true, force: true });
    await opened.cleanup();
  };
  let app: FastifyInstance | undefined;
  try {
    if (options.seedClips) await seedClips(database.db, { count: options.seedClips, now: TEST_NOW });
    app = await buildApp({
      ...options.app,
      zips: { files: createLocalStore(filesDir), ...options.app?.zips },
      db: database.db,
      databaseKind: database.kind,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await app?.close();
    await database.close();
    await cleanup();
    throw error;
  }
  const { port } = app.server.address() as AddressInfo;
  let closed = false;
  return {
    url: `http://127.0.0.1:${port}`,
    db: database.db,
    kind: database.kind,
    app,
    async close() {
      if (closed) return;
      closed = true;
      try {
        await app.close();
      } finally {
        await database.close();
        await cleanup();
      }
    },
  };
}

/** The fields a clip row requires besides its id, for tests that write their own clips and vary a few fields. */
export const CLIP_REQUIRED_FIELDS: Omit<NewClip, 'jmId'> = {
  originalPublishingDate: '2024-01-01',
  signedDate: '2024-01-01',
  category: 'Animals',
  duration: 30,
  clearanceStatus: 'CLEARED',
  aci: 'GREEN',
};

/**
 * Puts hand-made clips into a test server's library, 500 rows a statement, with their concepts as the seed
 * writes them (unless a row gives its own), then refreshes the planner's statistics (the search's word
 * frequencies come from them, ADR 38).
 */
export async function insertClips(db: Kysely<DB>, rows: readonly NewClip[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto('clips')
      .values(rows.slice(i, i + 500).map((row) => ({ concepts: clipConcepts(row), ...row })))
      .execute();
  await sql`ANALYZE clips`.execute(db);
}
