/**
 * The push services browsers subscribe with (Chrome/Edge on Android, Firefox, Edge on Windows,
 * Safari): the API posts pushes only to their hosts, so a guest cannot make it call any address
 * of their choosing. WEB_PUSH_SERVICES replaces the list (host names; a name also covers its
 * subdomains).
 */
export const KNOWN_PUSH_SERVICES = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'push.services.mozilla.com',
  'notify.windows.com',
  'push.apple.com',
] as const;

export type IsPushService = (endpoint: string) => boolean;

export function pushServices(hosts: readonly string[] = KNOWN_PUSH_SERVICES): IsPushService {
  const names = hosts.map((host) => host.trim().toLowerCase()).filter(Boolean);
  return (endpoint) => {
    const { protocol, hostname } = new URL(endpoint);
    return (
      protocol === 'https:' &&
      names.some((name) => hostname === name || hostname.endsWith(`.${name}`))
    );
  };
}
