import base from '../../playwright.config.ts';
// Dev only: the journeys against a snapshot of dist/ (other engineers rebuild dist/ all the time).
export default {
  ...base,
  testDir: '..',
  webServer: (Array.isArray(base.webServer) ? base.webServer : []).map((server) => ({
    ...server,
    env: { ...server.env, STATIC_ROOT: String(server.env?.STATIC_ROOT).replace(/.*\/dist\//, '/tmp/proof-run/dist/') },
  })),
};
