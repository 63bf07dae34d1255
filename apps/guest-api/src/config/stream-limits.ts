export interface StreamLimits {
  /** Streams one session (a guest's token, a staff cookie) keeps open at once. */
  perSession: number;
  /** Streams one client address keeps open at once, whatever its sessions. */
  perClient: number;
  /** Streams this instance keeps open at once: well below its connection limit. */
  total: number;
}

/**
 * Defaults of `EVENT_STREAMS_PER_SESSION`, `EVENT_STREAMS_PER_CLIENT`, `EVENT_STREAMS_MAX`. One
 * address is often a whole hotel: its guests on the Wi-Fi and its desks share the hotel's public
 * address, so the per-address count leaves room for a full house with the portal open.
 */
export const STREAM_LIMITS: StreamLimits = { perSession: 4, perClient: 120, total: 1000 };

/** Default of `MAX_CONNECTIONS`: four times the streams' own cap, so streams never hold them all. */
export const CONNECTION_LIMIT = 4 * STREAM_LIMITS.total;
