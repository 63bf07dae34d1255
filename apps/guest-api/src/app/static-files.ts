import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import {
  registerDemoMailRoutes,
  type DemoMailCatcher,
} from '../features/guest-messages/demo-mail-catcher.ts';
import type { AppParts } from './app-parts.ts';
import { loadPortalPages } from './portal-pages.ts';
import { isApiRequest } from '../platform/http/is-api-request.ts';
import { serveStaffConsole } from '../platform/http/serve-staff-console.ts';

interface StaticFilesOptions {
  /** The built portal; empty: the API only. */
  staticRoot: string;
  parts: AppParts;
  consoleRoot?: string;
  demoCatcher?: DemoMailCatcher;
}

/** The portal's files and pages, the staff console, the demo's mail, and every 404. */
export const staticFiles = fp<StaticFilesOptions>(
  async (app, { staticRoot, parts, consoleRoot, demoCatcher }) => {
    if (staticRoot && existsSync(path.join(staticRoot, 'index.html'))) {
      await app.register(fastifyStatic, {
        root: staticRoot,
        wildcard: false,
        index: false,
        // The portal build writes .br/.gz beside each asset.
        preCompressed: true,
        // Called after the file's own headers, so it decides Cache-Control.
        setHeaders: (response, filePath) => {
          // File names under assets/ carry a content hash: they never change. The rest (the page,
          // its manifest and icons) name the current build and are revalidated on every visit.
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          response.header(
            'Cache-Control',
            hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }

    if (consoleRoot) await serveStaffConsole(app, consoleRoot);
    if (demoCatcher) registerDemoMailRoutes(app, demoCatcher);

    const sendPage = await loadPortalPages(app, staticRoot, parts);
    app.setNotFoundHandler((request, reply) => {
      if (isApiRequest(request) || !staticRoot || request.method !== 'GET') {
        return reply.code(404).send({ code: 'NOT_FOUND', message: 'Not found' });
      }
      // Every other path is one of the portal's routes, rendered for this request
      // (docs/adr/0018-server-rendered-pages.md); a build without its render module, the empty page.
      return sendPage ? sendPage(request, reply) : reply.sendFile('index.html', staticRoot);
    });
  },
  { name: 'static-files' },
);
