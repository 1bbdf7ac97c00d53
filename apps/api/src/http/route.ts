import { AUTH_MESSAGES, toFastifyPath, type Endpoint } from '@clipmarket/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { httpError } from './errors';

type Infer<T> = T extends z.ZodType ? z.output<T> : undefined;

/** What a handler receives: the validated params, query and body, and the signed-in user. */
export interface RouteInput<E extends Endpoint> {
  params: Infer<NonNullable<E['params']>>;
  query: Infer<NonNullable<E['query']>>;
  body: Infer<NonNullable<E['body']>>;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type RouteHandler<E extends Endpoint> = (
  input: RouteInput<E>,
) => Promise<z.input<E['response']>> | z.input<E['response']>;

/**
 * Registers a route from its contract endpoint: the zod schemas validate the request (400 with the failing
 * fields) and serialise the answer, and `auth: 'user'` requires a signed-in user (401).
 */
export function route<E extends Endpoint>(app: FastifyInstance, e: E, handler: RouteHandler<E>): void {
  const status = e.status ?? 200;
  app.route({
    method: e.method,
    url: toFastifyPath(e.path),
    schema: {
      summary: e.summary,
      tags: [e.tag],
      ...(e.auth !== 'public' ? { security: [{ bearerAuth: [] }, { cookieAuth: [] }] } : {}),
      ...(e.params ? { params: e.params } : {}),
      ...(e.query ? { querystring: e.query } : {}),
      ...(e.body ? { body: e.body } : {}),
      response: { [status]: e.response },
    },
    preHandler: async (request) => {
      if (e.auth === 'user' && !request.user) throw httpError(401, AUTH_MESSAGES.signInRequired);
    },
    handler: async (request, reply) => {
      const result = await handler({
        params: request.params as Infer<NonNullable<E['params']>>,
        query: request.query as Infer<NonNullable<E['query']>>,
        body: request.body as Infer<NonNullable<E['body']>>,
        request,
        reply,
      });
      // Answered meanwhile: the request passed its deadline and got a 503 (lifecycle.ts).
      if (reply.sent) return reply;
      reply.code(status);
      return status === 204 ? reply.send() : result;
    },
  });
}
