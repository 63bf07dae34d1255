import { createReadStream } from 'node:fs';
import { createInflate, type Inflate } from 'node:zlib';

/** PDF names that make a reader run, open or launch something rather than show pages. */
const ACTIVE_NAMES = new Set([
  'JavaScript',
  'JS',
  'OpenAction',
  'AA',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'RichMedia',
  'XFA',
  'SubmitForm',
  'ImportData',
]);

/**
 * Names that hide what a stream holds from this check: encryption (object streams unreadable without
 * the key) and encodings other than Flate that an object stream could be wrapped in.
 */
const UNCHECKABLE_NAMES = new Set([
  'Encrypt',
  'ASCIIHexDecode',
  'ASCII85Decode',
  'LZWDecode',
  'RunLengthDecode',
]);

/** What every compressed stream of one PDF may inflate to in all; a scan or a few photos stay far below. */
export const MAX_INFLATED_BYTES = 64 * 1024 * 1024;

export type PdfVerdict =
  { kind: 'clean' } | { kind: 'active'; name: string } | { kind: 'uncheckable'; name?: string };

/** A name token with `#xx` escapes decoded (`/J#61vaScript` is `/JavaScript`). */
function decodeName(raw: string): string {
  return raw.replace(/#([0-9A-Fa-f]{2})/g, (_match, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
}

/** Long enough to hold any name cut by a chunk boundary (PDF names are at most 127 bytes, escaped 3 times that). */
const OVERLAP = 512;
const SLASH = 0x2f;
/** Whitespace and delimiters: where a name ends. */
const ENDS_NAME = new Set(Buffer.from('\0\t\n\f\r ()<>[]{}/%', 'latin1'));

/** Finds active names in bytes that arrive in chunks, names cut by a chunk boundary included. */
class NameScanner {
  private tail: Buffer = Buffer.alloc(0);
  found: { name: string; active: boolean } | undefined;

  push(chunk: Buffer): void {
    if (this.found) return;
    const bytes = this.tail.length > 0 ? Buffer.concat([this.tail, chunk]) : chunk;
    this.tail = Buffer.alloc(0);
    let at = bytes.indexOf(SLASH);
    while (at !== -1) {
      let end = at + 1;
      while (end < bytes.length && !ENDS_NAME.has(bytes[end] ?? 0)) end += 1;
      if (end === bytes.length) {
        // The name may go on in the next chunk.
        if (end - at <= OVERLAP) this.tail = Buffer.from(bytes.subarray(at));
        return;
      }
      const name = decodeName(bytes.toString('latin1', at + 1, end));
      if (ACTIVE_NAMES.has(name) || UNCHECKABLE_NAMES.has(name)) {
        this.found = { name, active: ACTIVE_NAMES.has(name) };
        return;
      }
      at = bytes.indexOf(SLASH, end);
    }
  }
}

/** Inflates one stream's bytes as they come, scanning what comes out; gives up quietly on data that is not Flate. */
class StreamInflater {
  private readonly inflate: Inflate;
  private readonly done: Promise<void>;

  constructor(scanner: NameScanner, budget: { left: number }) {
    this.inflate = createInflate();
    this.inflate.on('data', (out: Buffer) => {
      budget.left -= out.length;
      if (budget.left < 0) {
        this.inflate.destroy();
        return;
      }
      scanner.push(out);
    });
    this.done = new Promise((resolve) => {
      this.inflate.once('end', resolve);
      this.inflate.once('close', resolve);
      // An image (DCT), an encrypted or an unfiltered stream is no Flate data: nothing to read in it.
      this.inflate.once('error', () => resolve());
    });
  }

  async write(bytes: Buffer): Promise<void> {
    if (this.inflate.destroyed || this.inflate.writableEnded || bytes.length === 0) return;
    if (!this.inflate.write(bytes)) {
      await new Promise<void>((resolve) => {
        this.inflate.once('drain', resolve);
        this.inflate.once('close', resolve);
      });
    }
  }

  async finish(): Promise<void> {
    if (!this.inflate.destroyed && !this.inflate.writableEnded) this.inflate.end();
    await this.done;
  }
}

const STREAM_KEYWORD = Buffer.from('stream');

/** Where the data of the first stream in `bytes` starts (after `stream` and its end of line), or -1. */
function streamDataStart(bytes: Buffer): number {
  let at = bytes.indexOf(STREAM_KEYWORD);
  while (at !== -1) {
    const before = at > 0 ? (bytes[at - 1] ?? 0) : 0;
    const isWord = (before >= 0x41 && before <= 0x5a) || (before >= 0x61 && before <= 0x7a);
    const after = at + STREAM_KEYWORD.length;
    if (!isWord && bytes[after] === 0x0a) return after + 1;
    if (!isWord && bytes[after] === 0x0d && bytes[after + 1] === 0x0a) return after + 2;
    at = bytes.indexOf(STREAM_KEYWORD, at + 1);
  }
  return -1;
}
const STREAM_END = Buffer.from('endstream');
const STREAM_KEYWORD_LENGTH = 'stream\r\n'.length;

function verdictOf(found: { name: string; active: boolean }): PdfVerdict {
  return found.active
    ? { kind: 'active', name: found.name }
    : { kind: 'uncheckable', name: found.name };
}

/**
 * Reads a stored PDF once, in chunks, looking for active content in its objects and inside its
 * Flate-compressed streams (where object streams hide dictionaries), under an inflation budget.
 */
export async function inspectPdf(filePath: string): Promise<PdfVerdict> {
  const scanner = new NameScanner();
  const budget = { left: MAX_INFLATED_BYTES };
  let inflater: StreamInflater | undefined;
  let pending: Buffer = Buffer.alloc(0);

  for await (const chunk of createReadStream(filePath, {
    highWaterMark: 64 * 1024,
  }) as AsyncIterable<Buffer>) {
    pending = pending.length > 0 ? Buffer.concat([pending, chunk]) : chunk;
    while (pending.length > 0) {
      if (inflater) {
        const end = pending.indexOf(STREAM_END);
        if (end === -1) {
          // Keep enough back to recognise an `endstream` cut by the chunk boundary.
          const safe = Math.max(0, pending.length - STREAM_END.length);
          await inflater.write(pending.subarray(0, safe));
          pending = pending.subarray(safe);
          break;
        }
        await inflater.write(pending.subarray(0, end));
        await inflater.finish();
        inflater = undefined;
        pending = pending.subarray(end + STREAM_END.length);
      } else {
        const dataStart = streamDataStart(pending);
        if (dataStart === -1) {
          // Keep back a `stream` keyword that the chunk boundary may have cut.
          const safe = Math.max(0, pending.length - STREAM_KEYWORD_LENGTH);
          scanner.push(pending.subarray(0, safe));
          pending = pending.subarray(safe);
          break;
        }
        scanner.push(pending.subarray(0, dataStart));
        inflater = new StreamInflater(scanner, budget);
        pending = pending.subarray(dataStart);
      }
      if (scanner.found) return verdictOf(scanner.found);
      if (budget.left < 0) return { kind: 'uncheckable' };
    }
    if (scanner.found) return verdictOf(scanner.found);
    if (budget.left < 0) return { kind: 'uncheckable' };
  }
  if (inflater) await inflater.finish();
  else scanner.push(pending);
  if (scanner.found) return verdictOf(scanner.found);
  if (budget.left < 0) return { kind: 'uncheckable' };
  return { kind: 'clean' };
}
