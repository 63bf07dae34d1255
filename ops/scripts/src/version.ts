import { run } from './run-command.ts';

// `npm run version`: turns the pending changesets into version bumps and CHANGELOG.md entries.
process.exit(await run('changeset', ['version', ...process.argv.slice(2)]));
