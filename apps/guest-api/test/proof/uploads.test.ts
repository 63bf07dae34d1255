import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOTEL_KEYS, startProofApp, type ProofApp } from './support/proof-app.ts';
import { PDF, png } from './support/sample-files.ts';

/** The identity documents of pre check-in: what is refused, and where what is kept ends up. */
let proof: ProofApp;
let baseUrl: string;
let token: string;

beforeAll(async () => {
  proof = await startProofApp();
  baseUrl = await proof.listen();
  // Lukas Schmidt: Confirmed, arrives in 3 days, pre check-in open; the primary guest.
  token = await proof.signIn('ESG', 'ESG1003');
});
afterAll(() => proof.close());

interface Upload {
  name: string;
  type: string;
  bytes: Buffer;
}

/** Submits a pre check-in of the primary guest alone (Vietnamese, so no declaration) with these files. */
async function submit(files: Upload[]) {
  const primaryId = Number(
    proof.db.prepare("SELECT g.id FROM guests g JOIN reservations r ON r.id = g.reservation_id WHERE r.reservation_number = 'ESG1003' AND g.is_primary = 1").get()?.id,
  );
  const form = new FormData();
  form.append(
    'fields',
    JSON.stringify({
      guests: [{ id: primaryId, firstName: 'Lukas', lastName: 'Schmidt', isChild: false, nationality: 'VN', newDocuments: files.map((_, index) => index) }],
    }),
  );
  for (const file of files) form.append('documents', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const response = await fetch(`${baseUrl}/api/check-in`, {
    method: 'POST',
    headers: { 'x-hotel-key': HOTEL_KEYS.ESG, authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const uploadsDir = () => path.join(proof.dataDir, 'uploads');
const storedFiles = () => readdirSync(uploadsDir());

describe('refused uploads', () => {
  it.each([
    ['an HTML page named passport.png', 'passport.png', 'image/png', Buffer.from('<!doctype html><script>alert(1)</script>')],
    ['an SVG with a script', 'passport.svg', 'image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    ['a Windows program named scan.pdf', 'scan.pdf', 'application/pdf', Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)])],
    ['a ZIP named photo.jpg', 'photo.jpg', 'image/jpeg', Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200)])],
    ['plain text', 'passport.jpg', 'image/jpeg', Buffer.from('just some text, not a picture')],
  ])('refuses %s by its content: 415 with a message naming what is accepted', async (_what, name, type, bytes) => {
    const before = storedFiles().length;
    const answer = await submit([{ name, type, bytes }]);
    expect(answer.status).toBe(415);
    expect(answer.body).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Upload a JPEG, PNG, HEIC/HEIF image or a PDF' });
    expect(storedFiles().length).toBe(before);
  });

  it('refuses a file over 8 MB: 413 saying so', async () => {
    const big = Buffer.concat([png(10, 10), Buffer.alloc(8 * 1024 * 1024)]);
    const answer = await submit([{ name: 'big.png', type: 'image/png', bytes: big }]);
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'A file is larger than 8 MB' });
  });

  it('refuses more than six files: 413 saying so', async () => {
    const answer = await submit(Array.from({ length: 7 }, (_, i) => ({ name: `page${i}.pdf`, type: 'application/pdf', bytes: PDF })));
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'Upload at most 6 files' });
  });

  it('refuses a decompression bomb (a small PNG declaring 50000 x 50000 pixels) without decoding it', async () => {
    const bomb = png(50_000, 50_000);
    expect(bomb.length).toBeLessThan(2_000);
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    const answer = await submit([{ name: 'bomb.png', type: 'image/png', bytes: bomb }]);
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ code: 'IMAGE_DIMENSIONS_TOO_LARGE', message: 'The image is too large' });
    // 50000 x 50000 x 3 bytes would be 7.5 GB decoded: it was judged by its header alone.
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(200 * 1024 * 1024);
  });
});

describe('accepted uploads', () => {
  it('keeps a path-laden file name as a plain name and stores the file under a generated one, inside uploads/', async () => {
    const answer = await submit([
      { name: '../../../../../tmp/evil.png', type: 'image/png', bytes: png(40, 30) },
      { name: 'C:\\Users\\guest\\..\\..\\Windows\\passport.pdf', type: 'application/pdf', bytes: PDF },
    ]);
    expect(answer.status).toBe(200);
    const guests = answer.body.guests as { isPrimary: boolean; documents: { fileName: string; contentType: string }[] }[];
    const documents = guests.find((guest) => guest.isPrimary)?.documents ?? [];
    expect(documents.map((doc) => doc.fileName)).toEqual(['evil.png', 'passport.pdf']);
    for (const doc of documents) expect(doc.fileName).not.toMatch(/[\\/]|\.\./);
    expect(storedFiles().every((name) => /^[0-9a-f-]{36}\.(png|pdf|jpg|heic|heif)$/.test(name))).toBe(true);
    expect(readdirSync(path.dirname(proof.dataDir)).sort()).toEqual(['data', 'static']);
  });

  it('judges the type by content, not by the name or the declared type', async () => {
    const answer = await submit([{ name: 'scan.pdf', type: 'application/pdf', bytes: png(20, 20) }]);
    expect(answer.status).toBe(200);
    const guests = answer.body.guests as { isPrimary: boolean; documents: { fileName: string; contentType: string }[] }[];
    expect(guests.find((guest) => guest.isPrimary)?.documents.at(-1)).toMatchObject({ fileName: 'scan.png', contentType: 'image/png' });
  });
});

describe('stored files are never served', () => {
  /** A GET with the path sent byte for byte (fetch would normalise the dots away). */
  function rawGet(rawPath: string): Promise<{ status: number; body: Buffer; type: string }> {
    return new Promise((resolve, reject) => {
      const url = new URL(baseUrl);
      const request = http.request({ host: url.hostname, port: url.port, path: rawPath, method: 'GET' }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (data: Buffer) => chunks.push(data));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks), type: String(response.headers['content-type']) }));
      });
      request.on('error', reject);
      request.end();
    });
  }

  it('answers no uploaded document and no database file, whatever path reaches for them', async () => {
    expect((await submit([{ name: 'passport.png', type: 'image/png', bytes: png(32, 32) }])).status).toBe(200);
    const secrets = storedFiles().map((name) => ({ name, bytes: readFileSync(path.join(uploadsDir(), name)) }));
    expect(secrets.length).toBeGreaterThan(0);
    const database = 'guest-portal.sqlite';
    const reaches = secrets.flatMap(({ name }) => [
      `/uploads/${name}`,
      `/data/uploads/${name}`,
      `/../data/uploads/${name}`,
      `/../../data/uploads/${name}`,
      `/%2e%2e/data/uploads/${name}`,
      `/..%2fdata%2fuploads%2f${name}`,
      `/%2e%2e%2fdata%2fuploads%2f${name}`,
      `/assets/../../data/uploads/${name}`,
      `/assets/..%5c..%5cdata%5cuploads%5c${name}`,
      `/api/../uploads/${name}`,
      `/api/../../data/uploads/${name}`,
    ]);
    reaches.push(`/${database}`, `/../data/${database}`, `/%2e%2e/data/${database}`, `/..%2fdata%2f${database}`, `/data/${database}`, `/../data/${database}-wal`);
    const index = readFileSync(path.join(proof.staticRoot, 'index.html'));
    for (const reach of reaches) {
      const answer = await rawGet(reach);
      for (const secret of secrets) expect(answer.body.equals(secret.bytes), reach).toBe(false);
      expect(answer.body.includes('SQLite format 3'), reach).toBe(false);
      // Either a refusal or the portal's own page (the single-page app's fallback), nothing else.
      const isPortalPage = answer.status === 200 && answer.body.equals(index);
      expect(isPortalPage || (answer.status >= 400 && answer.status < 500), `${reach} → ${answer.status} ${answer.type}`).toBe(true);
    }
  });
});
