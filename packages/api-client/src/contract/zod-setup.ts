import { z } from 'zod/mini';

// zod probes `new Function` when it builds an object schema, to compile fast parsers. In a browser
// under the portal's CSP (no eval) the probe is reported as a violation: there, ask for the
// interpreted parsers before any schema is built. Servers keep the compiled ones.
if ('document' in globalThis) z.config({ jitless: true });
