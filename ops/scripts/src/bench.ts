import { run } from './run-command.ts';

// `npm run bench [-- --reliability | --all | --only a,b]`: the benchmarks live in ops/bench.
process.exit(await run('node', ['ops/bench/src/bench.ts', ...process.argv.slice(2)]));
