import { createDeflate, deflateSync } from 'node:zlib';

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG whose header declares `width` x `height` pixels. With a huge size and a tiny IDAT it is a
 * decompression bomb: a few hundred bytes that would inflate to gigabytes if decoded.
 */
export function png(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  // Only the first rows' worth of zeros: a real small image when small, a bomb's fuse when not.
  const rows = Math.min(height, 64);
  const pixels = deflateSync(Buffer.alloc(rows * (1 + Math.min(width, 64) * 3)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The smallest PDF readers accept. */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/**
 * A real decompression bomb: a PNG of `side` x `side` black pixels whose rows all deflate to a
 * few hundred KB, though decoded they fill side² x 3 bytes (300 MB at 10 000 px a side).
 */
export async function pngBomb(side: number): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(8, 8);
  header.writeUInt8(2, 9);
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (data: Buffer) => out.push(data));
  const done = new Promise((resolve) => deflate.on('end', resolve));
  const row = Buffer.alloc(1 + side * 3);
  for (let y = 0; y < side; y += 1) {
    if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.concat(out)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page PDF whose objects are given as they are, with a valid-looking trailer. */
export function pdfWith(...objects: (string | Buffer)[]): Buffer {
  const body = objects.map((object, index) =>
    Buffer.concat([
      Buffer.from(`${index + 3} 0 obj\n`),
      Buffer.from(object),
      Buffer.from('\nendobj\n'),
    ]),
  );
  return Buffer.concat([
    Buffer.from(
      '%PDF-1.7\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n',
    ),
    ...body,
    Buffer.from('trailer<</Root 1 0 R>>\n%%EOF\n'),
  ]);
}

/** A Flate-compressed stream object holding `content` (an object stream, a page's drawing). */
export function flateStream(content: string, type = '/Type/ObjStm/N 1/First 4'): Buffer {
  const data = deflateSync(Buffer.from(content, 'latin1'));
  return Buffer.concat([
    Buffer.from(`<<${type}/Filter/FlateDecode/Length ${data.length}>>stream\n`),
    data,
    Buffer.from('\nendstream'),
  ]);
}
