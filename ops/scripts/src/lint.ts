import { run } from './run-command.ts';

// `npm run lint`: ESLint in every workspace, a warning fails it too (`--max-warnings 0`).
process.exit(await run('turbo', ['run', 'lint', ...process.argv.slice(2)]));
