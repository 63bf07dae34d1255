import { run } from './run-command.ts';

// `npm run staff -- add --tenant esg --role manager --email a@b.c [--name …]`: a staff account.
process.exit(await run('node', ['apps/guest-api/src/staff-command.ts', ...process.argv.slice(2)]));
