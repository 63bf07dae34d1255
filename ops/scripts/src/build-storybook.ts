import { run } from './run-command.ts';

// `npm run build:storybook`: the static Storybook in packages/ui/storybook-static.
process.exit(await run('turbo', ['run', 'build-storybook', '--filter=@portal/ui']));
