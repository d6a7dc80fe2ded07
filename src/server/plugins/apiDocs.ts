import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Type } from 'typebox';
import { version } from '../../../package.json';
import { PRODUCT_NAME } from '../../shared/product.js';
import { ErrorSchema } from '../../shared/schemas/common.js';

export const OPENAPI_DOCUMENT_URL = '/api/openapi.json';
export const API_REFERENCE_URL = '/api/docs';

export interface ApiDocsPluginOptions {
  production: boolean;
}

/**
 * The document itself, passed through whole (`additionalProperties`, at each level named here: the serializer drops
 * whatever a schema does not let through): its paths and schemas are whatever the routes declare.
 */
const OpenApiDocumentSchema = Type.Object(
  {
    openapi: Type.String(),
    info: Type.Object({ title: Type.String(), version: Type.String() }, { additionalProperties: true }),
  },
  { additionalProperties: true, description: 'This OpenAPI 3.1 document' },
);

/**
 * The API's OpenAPI 3.1 document, generated from the routes' own schemas (src/shared/schemas), at
 * /api/openapi.json, and outside production its reference page (Swagger UI) at /api/docs. Registered before the
 * routes, which it reads as they are added.
 */
async function apiDocsPlugin(app: FastifyInstance, options: ApiDocsPluginOptions) {
  // A route that fails on our side answers from the error handler (plugins/errors.ts), `{ message }` whatever the
  // route: said once here for every route that documents its answers.
  app.addHook('onRoute', (route) => {
    const responses = route.schema?.response as Record<string, unknown> | undefined;
    if (!responses || '5xx' in responses) return;
    route.schema = { ...route.schema, response: { ...responses, '5xx': ErrorSchema } };
  });

  await app.register(fastifySwagger, {
    openapi: {
      // 3.1 takes JSON Schema as it is: the schemas' `type: ['string', 'null']` needs no translation.
      openapi: '3.1.0',
      info: {
        title: `${PRODUCT_NAME} API`,
        version,
        description:
          `The JSON API behind the ${PRODUCT_NAME} pages. Signed-in calls carry the session cookie that /api/login or ` +
          '/api/register sets; calls that change something must come from the site itself (same origin).',
      },
    },
    // Only the API is described: the pages, the blog's short links and the payment form's target are not for API
    // clients.
    transform: ({ schema, url }) => ({
      schema: url.startsWith('/api/') ? schema : { ...schema, hide: true },
      url,
    }),
  });

  app.get(OPENAPI_DOCUMENT_URL, { schema: { response: { 200: OpenApiDocumentSchema } } }, async () => app.swagger());

  // The reference page serves Swagger UI's scripts from its own files (no inline script), so the site's
  // Content-Security-Policy holds for it unchanged.
  if (!options.production) {
    await app.register(fastifySwaggerUi, {
      routePrefix: API_REFERENCE_URL,
      theme: { title: `${PRODUCT_NAME} API reference` },
    });
  }
}

export default fp(apiDocsPlugin, { name: 'api-docs' });
