import { readFileSync } from 'node:fs';
import os from 'node:os';

export interface Machine {
  cpu: string;
  cores: number;
  memoryGb: number;
  os: string;
  node: string;
  date: string;
  /** 1-minute load average when the run started: other work on the machine skews every figure. */
  load: number;
}

function osName(): string {
  try {
    const release = readFileSync('/etc/os-release', 'utf8');
    const pretty = /^PRETTY_NAME="?([^"\n]+)"?/m.exec(release)?.[1];
    if (pretty) return `${pretty}, kernel ${os.release()}`;
  } catch {
    // Not Linux, or no os-release: the kernel line below is enough.
  }
  return `${os.type()} ${os.release()}`;
}

/** What the figures were measured on: they mean little without it. */
export function describeMachine(): Machine {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    cores: os.availableParallelism(),
    memoryGb: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    os: osName(),
    node: process.version,
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    load: Math.round((os.loadavg()[0] ?? 0) * 10) / 10,
  };
}

export function machineLine(machine: Machine): string {
  return `${machine.date}, ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB, ${machine.os}, Node ${machine.node}, load average ${machine.load} at the start`;
}
