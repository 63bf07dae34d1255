import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import { ROOT } from './paths.ts';
import { machineLine, type Machine } from './machine.ts';

export const REPORT_FILE = path.join(ROOT, 'docs/benchmarks.md');

/** One part of docs/benchmarks.md, rewritten by the run that measures it. */
export interface Section {
  id: string;
  title: string;
  body: string;
}

const begin = (id: string) => `<!-- bench:${id} -->`;
const end = (id: string) => `<!-- /bench:${id} -->`;

/** Where each section goes; a run replaces the sections it measured and keeps the others. */
export const SECTION_ORDER = [
  'machine',
  'summary',
  'bundle',
  'lighthouse',
  'api',
  'stores',
  'live',
  'mail',
  'conversation',
  'build',
  'load',
  'faults',
  // Written by hand (no run measures it): kept where it is.
  'npm-test',
  'how',
];

function sectionText(section: Section, machine: Machine | undefined): string {
  const stamped = machine && section.id !== 'machine' && section.id !== 'how';
  // The load when this section ended, beside the load when the run began.
  const measured = stamped
    ? `_Measured ${machineLine(machine)}, ${Math.round((os.loadavg()[0] ?? 0) * 10) / 10} at the end._\n\n`
    : '';
  return `${begin(section.id)}\n## ${section.title}\n\n${measured}${section.body.trim()}\n${end(section.id)}`;
}

function existingSections(text: string): Map<string, string> {
  const found = new Map<string, string>();
  const pattern = /<!-- bench:([a-z-]+) -->[\s\S]*?<!-- \/bench:\1 -->/g;
  for (const match of text.matchAll(pattern)) {
    if (match[1]) found.set(match[1], match[0]);
  }
  return found;
}

const HEADER = `# Benchmarks

Figures measured on one machine by \`npm run bench\`, which rewrites this file. Every section says when and
on what it was measured; a run that measures only some sections (\`--only\`, \`--reliability\`) keeps the
others as they were. How to run each one is at the end. What each test proves: [proof.md](proof.md).
`;

/** Written in the tree's Prettier style, so `npm test`'s format check passes after a bench run. */
export async function writeReport(sections: Section[], machine: Machine): Promise<void> {
  const previous = existsSync(REPORT_FILE)
    ? existingSections(readFileSync(REPORT_FILE, 'utf8'))
    : new Map<string, string>();
  for (const section of sections) previous.set(section.id, sectionText(section, machine));
  const ordered = [
    ...SECTION_ORDER.filter((id) => previous.has(id)),
    ...[...previous.keys()].filter((id) => !SECTION_ORDER.includes(id)),
  ];
  const text = `${HEADER}\n${ordered.map((id) => previous.get(id)).join('\n\n')}\n`;
  const style = await prettier.resolveConfig(REPORT_FILE);
  writeFileSync(REPORT_FILE, await prettier.format(text, { ...style, filepath: REPORT_FILE }));
}

/** A markdown table; cells are escaped for pipes. */
export function table(head: string[], rows: (string | number)[][]): string {
  const cell = (value: string | number) => String(value).replaceAll('|', '\\|');
  return [
    `| ${head.map(cell).join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');
}

export const mark = (met: boolean) => (met ? '✔' : '✖');
