import type { Plugin } from 'vite';

const STUB = '\0axios-fetch-adapter-unused';

/**
 * Leaves axios's fetch adapter out of the bundle. In a browser axios takes its XHR adapter first
 * (its default order is xhr, http, fetch), and the portal relies on it: only XHR reports an
 * upload's progress (the identity documents). The fetch adapter and the helpers only it uses are
 * about 5 KB gzip every signed-in screen would load for nothing. The build fails if axios's
 * layout changes so that the stub no longer applies, rather than silently shipping it again.
 */
export function axiosXhrOnlyPlugin(): Plugin {
  let adaptersSeen = false;
  let stubbed = false;
  return {
    name: 'portal-axios-xhr-only',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !/[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/.test(importer))
        return null;
      adaptersSeen = true;
      if (source !== './fetch.js') return null;
      stubbed = true;
      return STUB;
    },
    load(id) {
      // What adapters.js reads of the fetch adapter: `getFetch` answering none, so it is never taken.
      return id === STUB ? 'export const getFetch = () => false;\nexport default false;\n' : null;
    },
    buildEnd(error) {
      if (!error && adaptersSeen && !stubbed)
        this.error("axios's adapters no longer import ./fetch.js: update axiosXhrOnlyPlugin");
    },
  };
}
