import path from 'node:path';
import { build, type Plugin } from 'vite';

const ENTRY = path.resolve(import.meta.dirname, '../src/push-worker/main.ts');
export const PUSH_WORKER_FILE = 'push-worker.js';

/**
 * Builds the service worker's push handlers (src/push-worker/) into one classic script,
 * `push-worker.js`, that the generated worker loads with `importScripts` (vite.config.ts): an
 * asset beside the bundle, not an entry of the pages.
 */
export function pushWorkerPlugin(): Plugin {
  let ssr = false;
  return {
    name: 'portal-push-worker',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    async generateBundle() {
      if (ssr) return;
      const result = await build({
        configFile: false,
        logLevel: 'warn',
        build: {
          write: false,
          emptyOutDir: false,
          minify: true,
          lib: {
            entry: ENTRY,
            formats: ['iife'],
            name: 'portalPushWorker',
            fileName: () => PUSH_WORKER_FILE,
          },
        },
      });
      const outputs = (Array.isArray(result) ? result : [result]).flatMap((one) =>
        'output' in one ? one.output : [],
      );
      const chunk = outputs.find((output) => output.type === 'chunk');
      if (!chunk) throw new Error('The push worker built no script');
      this.emitFile({ type: 'asset', fileName: PUSH_WORKER_FILE, source: chunk.code });
    },
  };
}
