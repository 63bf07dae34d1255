import packageJson from '../../package.json' with { type: 'json' };

/** The API's release, as `npm run version` (changesets) wrote it into its package.json. */
export const API_VERSION: string = packageJson.version;

/** What `GET /api/health` answers: small, and enough to tell which build is running. */
export function healthAnswer(commit: string) {
  return { status: 'ok', version: API_VERSION, commit } as const;
}
