import { run } from './run-command.ts';

// `npm run storybook`: the UI kit's Storybook for designers, on http://localhost:6006.
process.exit(await run('pnpm', ['--filter', '@portal/ui', 'run', 'storybook']));
