import type { TenantConfig } from '@portal/tenant-schema/tenant-config';
import type { Transporter } from 'nodemailer';
import type { DestinationStream } from 'pino';
import type { StreamLimits } from '../config/stream-limits.ts';
import type { Store } from '../db/store.ts';
import type { DemoMailCatcher } from '../features/guest-messages/demo-mail-catcher.ts';
import type { RenderGuestMessage } from '../features/guest-messages/guest-message-input.ts';
import type { MessageSender } from '../features/guest-messages/message-sender.ts';
import type { EventBus } from '../platform/events/event-bus.ts';
import type { VapidKeys } from '../platform/push/vapid-keys.ts';

export interface AppOptions {
  /** The database, SQLite or PostgreSQL (`src/db/open-store.ts`). */
  store: Store;
  /** The hotels' configurations (tenants/), read once by the caller; discovered when absent. */
  tenants?: readonly TenantConfig[];
  /** Uploads being received and checked go to `<dataDir>/uploads` (kept documents: the database). */
  dataDir: string;
  /** Built portal of one tenant, served at `/`; absent serves the API only. */
  staticRoot?: string;
  /** Built staff console of the same hotel, served at `/staff/`; absent serves none. */
  consoleRoot?: string;
  logLevel?: string;
  tokenTtlHours?: number;
  /** Where log lines go (standard output when absent); tests read them. */
  logStream?: DestinationStream;
  /** Sign-in and token-exchange calls per client IP and minute. */
  signInRatePerMinute?: number;
  /** Pre check-in uploads taken at once server-wide (one per reservation); more wait with a 429. */
  uploadsInFlight?: number;
  /** A pre check-in upload that sends nothing for this long is cut off (tests shorten it). */
  uploadIdleTimeoutMs?: number;
  /** Failed sign-ins per client address in 15 minutes before it is refused (default 10). */
  signInFailuresPerClient?: number;
  /** Failed sign-ins per hotel in 15 minutes before sign-in slows down for it (default 100). */
  signInFailuresPerHotel?: number;
  /** Bearer token of GET /api/metrics; absent: no metrics endpoint. */
  metricsToken?: string;
  /**
   * Which X-Forwarded-* to believe (client IP for limits, https for HSTS): a number of proxy hops
   * or the proxies' addresses (IPs, CIDR ranges). Never every value: a client writes the left-most.
   */
  trustProxy?: false | number | string[];
  /** The commit this API was built from, told by `GET /api/health` (`unknown` when absent). */
  commit?: string;
  /** Where features publish what changed and event streams listen; one process's own when absent. */
  eventBus?: EventBus;
  /** A comment sent on every open event stream this often, so proxies keep it open (default 25 s). */
  eventHeartbeatMs?: number;
  /** How often an open event stream checks its session is still signed in (default 15 s). */
  eventSessionCheckMs?: number;
  /** Event streams open at once per session, per client address and in all (beyond: 429). */
  eventStreams?: Partial<StreamLimits>;
  /** Connections the server keeps at once (Node's `maxConnections`); more are closed at once. */
  maxConnections?: number;
  /** The clock every rule reads; tests move it. */
  now?: () => Date;
  /** How often identity documents past their hotel's retention are deleted (default hourly). */
  retentionSweepMs?: number;
  /** A staff session ends after this many minutes without a call (default 30). */
  staffIdleMinutes?: number;
  /** A staff session ends this many hours after sign-in (default 12). */
  staffSessionHours?: number;
  /**
   * How answers become JSON: 'checked' (default, the tests') parses each with the contract's zod
   * schema; 'compiled' (production, main.ts) serialises with schemas compiled at start, unparsed.
   */
  answers?: 'checked' | 'compiled';
  /** The guests' e-mails (features/guest-messages); absent: no mail server, kept as not sent. */
  mail?: MailOptions;
  /** The guests' pushes (features/web-push). */
  webPush?: WebPushOptions;
}

export interface WebPushOptions {
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY; absent: a pair made once and kept in the database. */
  vapidKeys?: VapidKeys;
  /** VAPID_SUBJECT: a mailto: or https: address (default mailto:webmaster@localhost). */
  subject?: string;
  /** How pushes reach the push services (tests point them at a local one). */
  fetch?: typeof fetch;
  /** WEB_PUSH_SERVICES: the push services' hosts subscriptions may name (default: the browsers'). */
  services?: readonly string[];
}

export interface MailOptions {
  /** nodemailer's transport to the SMTP server (SMTP_URL or the demo's catcher); null: none. */
  transport: Transporter | null;
  /** The sender address of hotels without their own (MAIL_FROM). */
  mailFrom?: string;
  /** The portal's public address of hotels without their own (PORTAL_PUBLIC_URL). */
  portalPublicUrl?: string;
  render?: RenderGuestMessage;
  pollMs?: number;
  retryBaseMs?: number;
  leaseMs?: number;
  /** Tests reach the sender through this. */
  onSender?: (sender: MessageSender) => void;
  /** The demo's mail catcher, whose e-mails `/demo-mail/` shows. */
  demoCatcher?: DemoMailCatcher;
}
