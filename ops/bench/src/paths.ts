import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(import.meta.dirname, '../../..');
export const API_MAIN = fileURLToPath(import.meta.resolve('@portal/guest-api/main'));
export const PORTAL_DIST = path.join(ROOT, 'apps/guest-portal/dist');

/** Ports 8500-8599 belong to the benchmarks, so they never meet another engineer's servers. */
export const PORTS = {
  api: 8510,
  ceiling: 8511,
  lighthouse: [8520, 8521, 8522],
  chromeDebugging: 8530,
  reliability: 8540,
  live: 8550,
  mail: 8560,
  conversation: 8570,
} as const;
