/** The static Storybook build (`pnpm run build-storybook`) as the visual check and the story checks open it. */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const STATIC_DIR = resolve(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'storybook-static',
);

export interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  tags?: string[];
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

export function serveStatic(port: number, root = STATIC_DIR): Promise<Server> {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    const file = normalize(join(root, path === '/' ? 'index.html' : path));
    if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end('not found');
      return;
    }
    response.writeHead(200, {
      'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
    });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolveServer, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolveServer(server));
  });
}

/** The stories of the build, from its index.json. */
export function readStoryIndex(root = STATIC_DIR): IndexEntry[] {
  const indexFile = join(root, 'index.json');
  if (!existsSync(indexFile)) {
    throw new Error(`No Storybook build at ${root}: run "pnpm run build-storybook" first.`);
  }
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as {
    entries: Record<string, IndexEntry>;
  };
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

/** The URL of one story alone in the preview, with the toolbar's globals. */
export function storyUrl(port: number, storyId: string, globals: string): string {
  return `http://127.0.0.1:${port}/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story&globals=${globals}`;
}
