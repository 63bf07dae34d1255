import { run } from './run-command.ts';

// `npm run bench [-- --reliability | --all | --only a,b]`: the benchmarks live in tooling/bench.
process.exit(await run('node', ['tooling/bench/src/bench.ts', ...process.argv.slice(2)]));
