import path from 'node:path';
import { z } from 'zod';
import { CONNECTION_LIMIT, STREAM_LIMITS } from './stream-limits.ts';

const TRUST_PROXY_HELP =
  'set TRUST_PROXY to the number of proxies in front of the API (TRUST_PROXY=1 for one load balancer) ' +
  'or to their addresses, comma-separated IPs or CIDR ranges (TRUST_PROXY=10.0.0.0/8,192.168.1.7)';

const ProxyAddress = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);

/**
 * Which X-Forwarded-* values to believe: `false`, a number of proxy hops, or the proxies' addresses.
 * `true` would take the left-most X-Forwarded-For, which the client writes itself.
 */
const TrustProxy = z
  .string()
  .default('false')
  .transform((value, context): false | number | string[] => {
    const text = value.trim();
    if (text === 'false' || text === '' || text === '0') return false;
    if (text === 'true') {
      context.addIssue({
        code: 'custom',
        message: `TRUST_PROXY=true trusts any client's X-Forwarded-For; ${TRUST_PROXY_HELP}`,
      });
      return z.NEVER;
    }
    if (/^\d+$/.test(text)) return Number(text);
    const addresses = text.split(',').map((address) => address.trim());
    if (addresses.every((address) => ProxyAddress.safeParse(address).success)) return addresses;
    context.addIssue({
      code: 'custom',
      message: `TRUST_PROXY=${text} is not understood; ${TRUST_PROXY_HELP}`,
    });
    return z.NEVER;
  });

const Env = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    HOST: z.string().default('127.0.0.1'),
    /**
     * `postgres://user:password@host:5432/database`: the API keeps everything in that PostgreSQL,
     * which several instances share. Empty: the embedded SQLite file in DATA_DIR.
     */
    DATABASE_URL: z
      .union([
        z.literal(''),
        z
          .string()
          .regex(/^postgres(ql)?:\/\/\S+$/, 'DATABASE_URL: a postgres:// or postgresql:// URL'),
      ])
      .default(''),
    /** Connections each instance keeps to PostgreSQL (DATABASE_URL). */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    /** Folder of the SQLite database and uploaded documents; never under the static root. */
    DATA_DIR: z.string().default(path.resolve(import.meta.dirname, '../../data')),
    /** The built portal of one tenant, served at `/`; empty serves the API only. */
    STATIC_ROOT: z.string().default(''),
    /** The built staff console of the same hotel, served at `/staff/`; empty serves none. */
    CONSOLE_ROOT: z.string().default(''),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** Set by `npm start`: print this URL and the demo sign-ins of this hotel code once listening. */
    ANNOUNCE_URL: z.string().default(''),
    ANNOUNCE_HOTEL: z.string().default(''),
    /**
     * `smtp://user:password@host:587` (or smtps://): the guests' e-mails go through this server.
     * Empty: with DEMO_MAIL=1 a local catcher takes them (`/demo-mail/`); else they are kept as
     * "not sent: no mail server", visible in the console.
     */
    SMTP_URL: z
      .union([
        z.literal(''),
        z.string().regex(/^smtps?:\/\/\S+$/, 'SMTP_URL: an smtp:// or smtps:// URL'),
      ])
      .default(''),
    /** The guests' e-mails come from this address, unless a hotel's tenant config names its own. */
    MAIL_FROM: z.union([z.literal(''), z.email('MAIL_FROM: an e-mail address')]).default(''),
    /** The portal's public address (absolute), where e-mailed sign-in links open; a hotel may name its own. */
    PORTAL_PUBLIC_URL: z
      .union([
        z.literal(''),
        z.url({ protocol: /^https?$/, error: 'PORTAL_PUBLIC_URL: an http(s) URL' }),
      ])
      .default(''),
    /**
     * The VAPID key pair guests' pushes are signed with (both, base64url, as `npx web-push
     * generate-vapid-keys` prints them); empty: a pair made once and kept in the database.
     */
    VAPID_PUBLIC_KEY: z.string().default(''),
    VAPID_PRIVATE_KEY: z.string().default(''),
    /**
     * The push services' hosts a subscription may name, comma-separated (a host covers its
     * subdomains); empty: the browsers' own (src/features/web-push/push-services.ts).
     */
    WEB_PUSH_SERVICES: z.string().default(''),
    /** Who the push services may contact about this API's pushes: a mailto: or https: address. */
    VAPID_SUBJECT: z
      .union([
        z.literal(''),
        z.string().regex(/^(mailto:|https:\/\/)\S+$/, 'VAPID_SUBJECT: a mailto: or https: address'),
      ])
      .default(''),
    /** How long an instance holds a message while it sends it; another takes it after (a crash). */
    MAIL_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
    /** How often each instance looks for messages that are due. */
    MAIL_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(2_000),
    /** `1` (npm start): without SMTP_URL, run the demo's local mail catcher and its viewer. */
    DEMO_MAIL: z
      .enum(['', '0', '1'], 'DEMO_MAIL: 1 for the demo mail catcher, 0 or empty for none')
      .default('')
      .transform((value) => value === '1'),
    /** `1`: seed the demo guests and staff at start (npm start, npm run dev, e2e, bench); else nothing is seeded. */
    DEMO_DATA: z
      .enum(['', '0', '1'], 'DEMO_DATA: 1 for the demo data, 0 or empty for none')
      .default('')
      .transform((value) => value === '1'),
    TOKEN_TTL_HOURS: z.coerce.number().positive().default(72),
    /** Sign-in and token-exchange calls per client IP and minute (raise it for end-to-end test runs). */
    SIGN_IN_RATE_PER_MINUTE: z.coerce.number().int().positive().default(30),
    /** Pre check-in uploads taken at once server-wide (one per reservation); more get a 429. */
    UPLOADS_IN_FLIGHT: z.coerce.number().int().positive().default(4),
    /** Live update streams (`/api/events`, `/api/staff/events`) one session keeps open at once. */
    EVENT_STREAMS_PER_SESSION: z.coerce.number().int().positive().default(STREAM_LIMITS.perSession),
    /** Live update streams one client address keeps open at once, whatever its sessions. */
    EVENT_STREAMS_PER_CLIENT: z.coerce.number().int().positive().default(STREAM_LIMITS.perClient),
    /** Live update streams the instance keeps open at once: at most half of MAX_CONNECTIONS. */
    EVENT_STREAMS_MAX: z.coerce.number().int().positive().default(STREAM_LIMITS.total),
    /** Connections the instance keeps at once; past it a new one is closed unanswered. */
    MAX_CONNECTIONS: z.coerce.number().int().positive().default(CONNECTION_LIMIT),
    /** Failed sign-ins per client address in 15 minutes before it is refused (delays from half of it). */
    SIGN_IN_FAILURES_PER_CLIENT: z.coerce.number().int().positive().default(10),
    /** Failed sign-ins per hotel in 15 minutes before every sign-in slows down and each address gets 3 tries. */
    SIGN_IN_FAILURES_PER_HOTEL: z.coerce.number().int().positive().default(100),
    /** Bearer token for GET /api/metrics (Prometheus); empty: no metrics endpoint. */
    METRICS_TOKEN: z
      .union([
        z.literal(''),
        z.string().regex(/^[A-Za-z0-9_-]{16,200}$/, 'METRICS_TOKEN: 16 to 200 of A-Z a-z 0-9 _ -'),
      ])
      .default(''),
    /** The commit of this build, told by GET /api/health; `npm start` and `npm run dev` set it. */
    PORTAL_COMMIT: z
      .string()
      .regex(/^([0-9a-f]{7,40}|unknown)$/, 'PORTAL_COMMIT: a git commit hash')
      .default('unknown'),
    /** `npm run staff -- add`: the new account's password (asked for without echo when absent). */
    STAFF_PASSWORD: z.string().optional(),
    /** Behind a TLS-terminating proxy: which X-Forwarded-For/-Proto to trust (client IP, HSTS). */
    TRUST_PROXY: TrustProxy,
    /**
     * `compiled`: answers serialised by schemas compiled at start, unparsed (fast); `checked`: each
     * answer parsed with the contract's zod schema, as in the tests (apps/guest-api/README.md).
     */
    API_ANSWERS: z
      .enum(['compiled', 'checked'], 'API_ANSWERS: compiled (the default) or checked')
      .default('compiled'),
  })
  // Streams hold their connections: half of them at least stay for calls and health checks.
  .refine((env) => env.EVENT_STREAMS_MAX * 2 <= env.MAX_CONNECTIONS, {
    message:
      'EVENT_STREAMS_MAX: at most half of MAX_CONNECTIONS, so calls and health checks keep room',
    path: ['EVENT_STREAMS_MAX'],
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
