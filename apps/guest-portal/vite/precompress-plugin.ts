import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest)$/;

/** Writes `<file>.gz` and `<file>.br` beside a text file worth compressing (1 KB or more). */
export function precompress(file: string) {
  const source = readFileSync(file);
  if (source.length < 1024) return;
  writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}

/**
 * Writes .br and .gz beside every text asset of the build, so the API's static server sends
 * them compressed (`preCompressed`) without compressing on each request.
 */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'portal-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
        if (COMPRESSIBLE.test(file)) precompress(path.join(outDir, file));
      }
    },
  };
}
