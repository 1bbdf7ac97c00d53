import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import S3rver from 's3rver';
import { createS3Client } from '../media/s3-store';

/** s3rver's published development credentials. */
export const S3RVER_KEY = 'S3RVER';

export interface S3Server {
  /** `http://127.0.0.1:<port>`. */
  endpoint: string;
  /** A client of it, path-style, with s3rver's credentials. */
  client: S3Client;
  /** Stops the server and the client and deletes its folder. */
  close(): Promise<void>;
}

/** A real S3-compatible server (s3rver) on loopback with one empty bucket, its objects in a temporary folder. */
export async function startS3Server(bucket = 'clips'): Promise<S3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), 'clipmarket-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const endpoint = `http://127.0.0.1:${(await server.run()).port}`;
  const client = createS3Client({
    endpoint,
    accessKeyId: S3RVER_KEY,
    secretAccessKey: S3RVER_KEY,
    forcePathStyle: true,
  });
  return {
    endpoint,
    client,
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * A new, empty database on the PostgreSQL server of `serverUrl` (TEST_DATABASE_URL), for servers started as
 * processes of their own: its address, and `drop()`, which removes it whoever is still connected.
 */
export async function createEmptyDatabase(
  serverUrl: string,
  name: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
