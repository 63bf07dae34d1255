import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export const STAFF_CONSOLE_PATH = '/staff/';

/**
 * Serves one hotel's built staff console (apps/staff-console/dist/<id>) at `/staff/`: its hashed
 * files as they are, and its page at every other `/staff/…` address (a single-page app). Nothing
 * when the folder holds no build.
 */
export async function serveStaffConsole(app: FastifyInstance, consoleRoot: string): Promise<void> {
  const root = path.resolve(consoleRoot);
  const page = path.join(root, 'index.html');
  if (!existsSync(page)) return;
  await app.register(fastifyStatic, {
    root,
    prefix: STAFF_CONSOLE_PATH,
    // The guest portal's registration owns reply.sendFile.
    decorateReply: false,
    wildcard: false,
    index: false,
    setHeaders: (response, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      response.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.get('/staff', (_request, reply) => reply.redirect(STAFF_CONSOLE_PATH, 301));
  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    // A hashed file that is not there is an old build's: the page would not be JavaScript.
    if (request.url.startsWith(`${STAFF_CONSOLE_PATH}assets/`)) {
      return reply.code(404).send({ code: 'NOT_FOUND', message: 'Not found' });
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(await readFile(page));
  };
  app.get(STAFF_CONSOLE_PATH, sendPage);
  app.get(`${STAFF_CONSOLE_PATH}*`, sendPage);
}
