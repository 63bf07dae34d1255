import { run } from './run-command.ts';

// `npm run migrate`: pending migrations of the store DATABASE_URL names (else the SQLite in DATA_DIR).
process.exit(await run('pnpm', ['--filter', '@portal/guest-api', 'run', 'migrate']));
