import { run } from './run-command.ts';

// `npm run format:check [-- paths]`: fails, listing the files, when Prettier would change any.
const paths = process.argv.slice(2);
process.exit(await run('prettier', ['--check', ...(paths.length ? paths : ['.'])]));
