import { run } from './run-command.ts';

// `npm run seed`: a fresh demo database for `npm start`, dates relative to today.
process.exit(await run('pnpm', ['--filter', '@portal/guest-api', 'run', 'seed']));
