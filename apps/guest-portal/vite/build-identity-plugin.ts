import type { Plugin } from 'vite';

/**
 * Writes what the bundle is into its HTML, `<meta name="portal-version" content="0.2.0+1a2b3c4d">`
 * (semver build metadata), so the hotel's ops team can tell which release a guest's phone runs.
 */
export function buildIdentityPlugin(version: string, commit: string): Plugin {
  return {
    name: 'portal-build-identity',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { name: 'portal-version', content: `${version}+${commit}` },
        injectTo: 'head',
      },
    ],
  };
}
