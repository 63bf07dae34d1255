import { run } from './run-command.ts';

// `npm run format [-- paths]`: Prettier rewrites the tree (or the paths given); .prettierignore says what it leaves.
const paths = process.argv.slice(2);
process.exit(await run('prettier', ['--write', ...(paths.length ? paths : ['.'])]));
