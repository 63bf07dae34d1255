import { run } from './run-command.ts';

// `npm run changeset -- <args>`: changesets' CLI with the project's toolchain.
process.exit(await run('changeset', process.argv.slice(2)));
