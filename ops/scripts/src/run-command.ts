import { spawn, spawnSync, type SpawnOptions } from 'node:child_process';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../../..');

/** Runs a command in the repo, inheriting output; resolves with its exit code. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

/**
 * Runs a command whose output streams as it runs and is also kept (its last `keep` characters),
 * for a digest to quote when the command failed without a report saying why.
 */
export function runTeed(
  command: string,
  args: string[],
  keep = 200_000,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(command, args, { cwd: ROOT, stdio: ['inherit', 'pipe', 'pipe'] });
    const tee = (to: NodeJS.WriteStream) => (chunk: Buffer) => {
      to.write(chunk);
      output = (output + chunk.toString('utf8')).slice(-keep);
    };
    child.stdout?.on('data', tee(process.stdout));
    child.stderr?.on('data', tee(process.stderr));
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
    child.on('error', () => resolve({ code: 127, output }));
  });
}

/** Runs a command with its output held back; resolves with its exit code and what it printed. */
export function runCaptured(
  command: string,
  args: string[],
  options: SpawnOptions = {},
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const child = spawn(command, args, {
      cwd: ROOT,
      ...options,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = (code: number) =>
      resolve({ code, output: Buffer.concat(chunks).toString('utf8') });
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
    child.on('error', () => done(127));
  });
}

export function runSync(command: string, args: string[], options: SpawnOptions = {}): number {
  return spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options }).status ?? 1;
}

/** `--tenant vct` or `--tenant=vct`; undefined when absent. */
export function flag(args: string[], name: string): string | undefined {
  const index = args.findIndex((arg) => arg === `--${name}` || arg.startsWith(`--${name}=`));
  if (index === -1) return undefined;
  const arg = args[index] ?? '';
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[index + 1];
}
