import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** `GET /api/health`: the server is up and answering. */
export const HealthResponse = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof HealthResponse>;

export function healthRoutes(app: FastifyInstance): void {
  app.get(
    '/api/health',
    // The JSON schema drives Fastify's response serialiser, so nothing outside the schema can leak out.
    {
      // Load balancers and `npm start` poll this; their requests would drown the log.
      logLevel: 'warn',
      schema: { response: { 200: z.toJSONSchema(HealthResponse, { target: 'draft-7' }) } },
    },
    async (): Promise<HealthResponse> => ({ status: 'ok' }),
  );
}
