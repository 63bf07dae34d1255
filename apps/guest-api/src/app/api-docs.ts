import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { openApiDocument } from '../features/api-docs/openapi-document.ts';

/** The contract as OpenAPI (`/api/openapi.json`) and its reader (`/api/docs`). */
export const apiDocs = fp(
  async (app) => {
    const document = openApiDocument();
    app.get('/api/openapi.json', async () => document);
    await app.register(swagger, {
      mode: 'static',
      specification: { document: document as never },
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      uiConfig: { validatorUrl: null, docExpansion: 'list', deepLinking: true },
      staticCSP: false,
    });
  },
  { name: 'api-docs' },
);
