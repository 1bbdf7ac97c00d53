import { apiErrorSchema } from '@clipmarket/core';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import type { DatabaseKind } from '../db/database';
import { httpError } from '../http/errors';
import type { DB } from '../db/schema';

/** `GET /api/health`: the server is up and answering, and which database it runs on. */
export const HealthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']).optional(),
});
export type HealthResponse = z.infer<typeof HealthResponse>;

export interface HealthOptions {
  databaseKind?: DatabaseKind | undefined;
  /** When given, the check runs `SELECT 1` and answers 503 if the database does not answer. */
  db?: Kysely<DB> | undefined;
}

export function healthRoutes(app: FastifyInstance, { databaseKind, db }: HealthOptions = {}): void {
  app.get(
    '/api/health',
    // The schema drives the response serialiser, so nothing outside it can leak out.
    {
      // Load balancers and `npm start` poll this; their requests would drown the log.
      logLevel: 'warn',
      schema: { response: { 200: HealthResponse, 503: apiErrorSchema } },
    },
    async (): Promise<HealthResponse> => {
      if (db) {
        try {
          await sql`SELECT 1`.execute(db);
        } catch {
          throw httpError(503, 'Database unavailable');
        }
      }
      return databaseKind ? { status: 'ok', database: databaseKind } : { status: 'ok' };
    },
  );
}
