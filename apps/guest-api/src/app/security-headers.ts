import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** The portal's pages: no inline script; styled-components needs inline styles. */
const PORTAL_CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

/** helmet's headers with the portal's CSP, and HSTS on answers sent over TLS only. */
export const securityHeaders = fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: PORTAL_CSP },
      strictTransportSecurity: false,
      crossOriginEmbedderPolicy: false,
      frameguard: { action: 'deny' },
    });
    app.addHook('onSend', async (request, reply) => {
      if (request.protocol === 'https') {
        reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
      }
    });
  },
  { name: 'security-headers' },
);
