/**
 * The interface `npm start` and `npm run dev` listen on: this machine only, since they print the
 * demo accounts' passwords. `HOST` opens them to a network on purpose (`HOST=0.0.0.0`).
 */
export const MACHINE_ONLY_HOST = '127.0.0.1';

export function demoHost(env: NodeJS.ProcessEnv): string {
  return env.HOST?.trim() || MACHINE_ONLY_HOST;
}

/** Whether only this machine reaches the address (a loopback one). */
export function isMachineOnly(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}

/** The warning printed when the demo, with its printed passwords, is reachable from elsewhere. */
export function openToNetworkWarning(host: string): string | null {
  return isMachineOnly(host)
    ? null
    : `⚠ Listening on ${host} (HOST): anyone who reaches this machine can sign in with the demo accounts printed below.`;
}
