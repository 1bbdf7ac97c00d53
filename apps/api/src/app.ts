import { STATUS_CODES } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { healthRoutes } from './routes/health';
import { registerSecurityHeaders } from './security';
import { registerWeb } from './web';

const apiRoot = fileURLToPath(new URL('..', import.meta.url));

export interface AppOptions {
  /**
   * The built web app served at `/licensing`.
   * @default apps/web/dist
   */
  webDist?: string;
  /**
   * The media library served at `/media/`.
   * @default apps/api/media
   */
  mediaDir?: string;
  /**
   * Fastify's pino logger options; `false` for silence (tests).
   * @default false
   */
  logger?: FastifyServerOptions['logger'];
}

/** Builds the server without listening, so tests can `inject` or listen on port 0. */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const {
    webDist = path.resolve(apiRoot, '../web/dist'),
    mediaDir = path.join(apiRoot, 'media'),
    logger = false,
  } = options;

  const app = Fastify({ logger, trustProxy: false });

  registerSecurityHeaders(app);

  // Fastify's own handler can send an internal error's message; ours never sends more than the status text
  // for server errors, and never a stack.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const statusCode =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    const status = STATUS_CODES[statusCode] ?? 'Error';
    if (statusCode >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(statusCode).send({
      statusCode,
      error: status,
      message: statusCode >= 500 ? status : error.message,
    });
  });

  healthRoutes(app);
  await registerWeb(app, { webDist, mediaDir });

  return app;
}
