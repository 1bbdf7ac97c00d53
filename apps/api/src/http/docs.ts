import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { SECURE_SESSION_COOKIE } from './session-cookie';

/**
 * The OpenAPI document at `/api/docs/json`, generated from the contract's zod schemas of every route, and an
 * interactive reference page at `/api/docs` (its assets come from the package, no CDN).
 */
export async function registerApiDocs(
  app: FastifyInstance,
  { ui = true }: { ui?: boolean } = {},
): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Clipmarket API',
        description:
          'Every call the Clipmarket web app makes. Signed-in calls take a bearer token (from POST /api/login) ' +
          'or the HttpOnly session cookie the web app uses.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer' },
          // `cm_session` instead over plain HTTP to a host other than this machine (session-cookie.ts).
          cookieAuth: { type: 'apiKey', in: 'cookie', name: SECURE_SESSION_COOKIE },
        },
      },
    },
    transform: jsonSchemaTransform,
    hideUntagged: true,
  });
  // Production serves no reference unless asked to (API_DOCS=true); `app.swagger()` still builds the document.
  if (!ui) return;
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: true },
    staticCSP: true,
  });
}
