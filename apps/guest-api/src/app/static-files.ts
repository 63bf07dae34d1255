import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import {
  registerDemoMailRoutes,
  type DemoMailCatcher,
} from '../features/guest-messages/demo-mail-catcher.ts';
import { findFirstViews } from './first-views.ts';
import { isApiRequest } from '../platform/http/is-api-request.ts';
import { serveStaffConsole } from '../platform/http/serve-staff-console.ts';

interface StaticFilesOptions {
  /** The built portal; empty: the API only. */
  staticRoot: string;
  consoleRoot?: string;
  demoCatcher?: DemoMailCatcher;
}

/** The portal's files and first views, the staff console, the demo's mail, and every 404. */
export const staticFiles = fp<StaticFilesOptions>(
  async (app, { staticRoot, consoleRoot, demoCatcher }) => {
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

    const firstViews = findFirstViews(staticRoot);
    app.setNotFoundHandler((request, reply) => {
      if (isApiRequest(request) || !staticRoot || request.method !== 'GET') {
        return reply.code(404).send({ code: 'NOT_FOUND', message: 'Not found' });
      }
      // The portal is a single-page app: every other path is one of its routes, drawn by its
      // prerendered first view when the build wrote one (docs/adr/0013-prerendered-first-view.md).
      reply.header('Vary', 'Cookie');
      return reply.sendFile(firstViews.pageOf(request.url, request.headers.cookie), staticRoot);
    });
  },
  { name: 'static-files' },
);
