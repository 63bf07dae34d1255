import path from 'node:path';
import { z } from 'zod';

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  /** Folder of the SQLite database and uploaded documents; never under the static root. */
  DATA_DIR: z.string().default(path.resolve(import.meta.dirname, '../../data')),
  /** The built portal of one tenant, served at `/`; empty serves the API only. */
  STATIC_ROOT: z.string().default(''),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Set by `npm start`: print this URL and the demo sign-ins of this hotel code once listening. */
  ANNOUNCE_URL: z.string().default(''),
  ANNOUNCE_HOTEL: z.string().default(''),
  TOKEN_TTL_HOURS: z.coerce.number().positive().default(72),
  /** Sign-in and token-exchange calls per client IP and minute (raise it for end-to-end test runs). */
  SIGN_IN_RATE_PER_MINUTE: z.coerce.number().int().positive().default(30),
  UPLOADS_IN_FLIGHT: z.coerce.number().int().positive().default(4),
  /** Behind a TLS-terminating proxy: trust X-Forwarded-For/-Proto (client IP, HSTS). */
  TRUST_PROXY: z.enum(['true', 'false']).default('false').transform((value) => value === 'true'),
});
export type Env = z.infer<typeof Env>;

/** Read once at start; nothing else reads process.env. */
export function readEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = Env.safeParse(source);
  if (!result.success) {
    throw new Error(`Invalid environment:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}
