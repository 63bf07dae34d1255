import { run } from './run-command.ts';

// `npm run typecheck`: TypeScript in every workspace.
process.exit(await run('turbo', ['run', 'typecheck', ...process.argv.slice(2)]));
