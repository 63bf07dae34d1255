import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckIn, CheckInSubmission } from '@portal/api-client/contract/check-in';
import { blob, pdf, png } from './fixtures.ts';
import { startTestServer, type TestServer } from './test-server.ts';
import { keptDocumentNames } from './support/kept-documents.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface Upload {
  name: string;
  bytes: Buffer;
  type: string;
}

function form(fields: unknown, files: Upload[] = []): FormData {
  const data = new FormData();
  data.append('fields', typeof fields === 'string' ? fields : JSON.stringify(fields));
  for (const file of files) data.append('documents', blob(file.bytes, file.type), file.name);
  return data;
}

async function submit(token: string, fields: unknown, files: Upload[] = []) {
  return server.call<CheckIn & { code?: string }>('POST', '/api/check-in', {
    token,
    raw: form(fields, files),
  });
}

const declaration = (fullName: string, stayFrom: string, stayTo: string) => ({
  fullName,
  gender: 'male' as const,
  dateOfBirth: '1985-04-12',
  nationality: 'DE',
  passportNumber: 'C01X00T47',
  stayFrom,
  stayTo,
});

/** The Schmidt family: two adults with a document each, a child without. */
async function schmidtSubmission(): Promise<{
  token: string;
  fields: CheckInSubmission;
  files: Upload[];
}> {
  const token = await server.signIn('ESG', 'ESG1003');
  const current = await server.call<CheckIn>('GET', '/api/check-in', { token });
  const [lukas, anna, mia] = current.body.guests;
  if (!lukas || !anna || !mia) throw new Error('The Schmidt demo has three guests');
  const { arrivalDate, departureDate } = current.body;
  return {
    token,
    fields: {
      arrivalTime: '15:30',
      preferenceCodes: ['CHECKIN_QUITE_ROOM', 'CHECKIN_BABY_COT'],
      notes: 'Arriving from the airport',
      guests: [
        {
          id: lukas.id,
          firstName: 'Lukas',
          lastName: 'Schmidt',
          isChild: false,
          nationality: 'DE',
          declaration: declaration('Lukas Schmidt', arrivalDate, departureDate),
          newDocuments: [0],
        },
        {
          id: anna.id,
          firstName: 'Anna',
          lastName: 'Schmidt',
          isChild: false,
          nationality: 'de',
          declaration: declaration('Anna Schmidt', arrivalDate, departureDate),
          newDocuments: [1],
        },
        {
          id: mia.id,
          firstName: 'Mia',
          lastName: 'Schmidt',
          isChild: true,
          nationality: 'DE',
          declaration: declaration('Mia Schmidt', arrivalDate, departureDate),
        },
      ],
    },
    files: [
      { name: '../../etc/passport lukas?.png', bytes: png(), type: 'image/png' },
      { name: 'anna.pdf', bytes: pdf(), type: 'application/pdf' },
    ],
  };
}

describe('pre check-in', () => {
  it("offers the hotel's own preference codes", async () => {
    const token = await server.signIn('VCT', 'VCT1003');
    const answer = await server.call<CheckIn>('GET', '/api/check-in', { hotel: 'VCT', token });
    expect(answer.body.availablePreferenceCodes).toContain('CHECKIN_ROOM_NEAR_LIFT');
    expect(answer.body.open).toBe(true);
  });

  it('needs multipart/form-data', async () => {
    const token = await server.signIn('ESG', 'ESG1003');
    const answer = await server.call('POST', '/api/check-in', { token, body: { guests: [] } });
    expect(answer.status).toBe(415);
    expect(answer.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('needs at least one guest', async () => {
    const token = await server.signIn('ESG', 'ESG1003');
    const answer = await submit(token, { guests: [] });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('AT_LEAST_ONE_GUEST');
  });

  it('needs an identity document for every adult (not for children)', async () => {
    const { token, fields, files } = await schmidtSubmission();
    const withoutAnna = {
      ...fields,
      guests: fields.guests.map((guest, index) =>
        index === 1 ? { ...guest, newDocuments: [] } : guest,
      ),
    };
    const answer = await submit(token, withoutAnna, files.slice(0, 1));
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('IDENTITY_DOCUMENT_REQUIRED');
  });

  it('needs the residence declaration of every foreign guest', async () => {
    const { token, fields, files } = await schmidtSubmission();
    const undeclared = {
      ...fields,
      guests: fields.guests.map((guest, index) =>
        index === 0 ? { ...guest, declaration: null } : guest,
      ),
    };
    const answer = await submit(token, undeclared, files);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('FOREIGN_DECLARATION_REQUIRED');
  });

  it('refuses a preference code the hotel does not offer, even one another hotel offers', async () => {
    const { token, fields, files } = await schmidtSubmission();
    const answer = await submit(
      token,
      { ...fields, preferenceCodes: ['CHECKIN_ROOM_NEAR_LIFT'] },
      files,
    );
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('UNKNOWN_PREFERENCE_CODE');
  });

  it('refuses fields that are not JSON, of the wrong type or unknown', async () => {
    const { token, fields, files } = await schmidtSubmission();
    expect((await submit(token, '{not json', files)).body.code).toBe('VALIDATION_FAILED');
    expect((await submit(token, { ...fields, arrivalTime: 1530 }, files)).status).toBe(400);
    expect((await submit(token, { ...fields, roomUpgrade: true }, files)).status).toBe(400);
  });

  it('refuses a guest of another reservation and removing the primary guest', async () => {
    const { token, fields, files } = await schmidtSubmission();
    const stranger = await server.guestId('ESG', 'ESG1004');
    const foreign = {
      ...fields,
      guests: fields.guests.map((guest, index) =>
        index === 1 ? { ...guest, id: stranger } : guest,
      ),
    };
    expect((await submit(token, foreign, files)).status).toBe(404);
    const withoutPrimary = { ...fields, guests: fields.guests.slice(1) };
    const answer = await submit(token, withoutPrimary, files.slice(1));
    expect(answer.body.code).toBe('PRIMARY_GUEST_REQUIRED');
  });

  it('needs an adult: refuses a submission where every guest is a child, on the primary guest', async () => {
    const { token, fields } = await schmidtSubmission();
    const allChildren = {
      ...fields,
      guests: fields.guests.map((guest) => ({ ...guest, isChild: true, newDocuments: [] })),
    };
    const answer = await submit(token, allChildren);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'AT_LEAST_ONE_ADULT',
      details: [{ path: 'fields.guests.0.isChild', message: expect.any(String) }],
    });
  });

  it('never takes the guest who made the reservation as a child', async () => {
    const { token, fields, files } = await schmidtSubmission();
    const primaryChild = {
      ...fields,
      guests: fields.guests.map((guest, index) =>
        index === 0 ? { ...guest, isChild: true } : guest,
      ),
    };
    const answer = await submit(token, primaryChild, files);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'PRIMARY_GUEST_NOT_CHILD',
      details: [{ path: 'fields.guests.0.isChild', message: expect.any(String) }],
    });
  });

  it('checks a file by its content: a .jpg that is really text is refused with 415', async () => {
    const { token, fields, files } = await schmidtSubmission();
    const fake = {
      name: 'passport.jpg',
      bytes: Buffer.from('this is not a picture at all'),
      type: 'image/jpeg',
    };
    const answer = await submit(token, fields, [fake, files[1] as Upload]);
    expect(answer.status).toBe(415);
    expect(answer.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuses a file over 8 MB with 413', async () => {
    const { token, fields, files } = await schmidtSubmission();
    const huge = {
      name: 'scan.png',
      bytes: Buffer.concat([png(), Buffer.alloc(8 * 1024 * 1024)]),
      type: 'image/png',
    };
    const answer = await submit(token, fields, [huge, files[1] as Upload]);
    expect(answer.status).toBe(413);
    expect(answer.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses more than six files with 413, judged from the fields before any file is read', async () => {
    const { token, fields } = await schmidtSubmission();
    const [lukas, anna, mia] = fields.guests;
    if (!lukas || !anna || !mia) throw new Error('The Schmidt submission has three guests');
    const seven = {
      ...fields,
      guests: [{ ...lukas, newDocuments: [0, 1, 2, 3, 4, 5] }, { ...anna, newDocuments: [6] }, mia],
    };
    const many = Array.from({ length: 7 }, (_, index) => ({
      name: `page-${index}.png`,
      bytes: png(),
      type: 'image/png',
    }));
    const answer = await submit(token, seven, many);
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      message: 'Upload at most 6 files',
    });
  });

  it('refuses an image whose header claims absurd dimensions (decompression bomb)', async () => {
    const { token, fields, files } = await schmidtSubmission();
    const bomb = { name: 'bomb.png', bytes: png(100_000, 100_000), type: 'image/png' };
    const answer = await submit(token, fields, [bomb, files[1] as Upload]);
    expect(answer.status).toBe(413);
    expect(answer.body.code).toBe('IMAGE_DIMENSIONS_TOO_LARGE');
  });

  it('refuses an uploaded file that belongs to no guest', async () => {
    const { token, fields, files } = await schmidtSubmission();
    const answer = await submit(token, fields, [
      ...files,
      { name: 'extra.png', bytes: png(), type: 'image/png' },
    ]);
    expect(answer.body.code).toBe('UNKNOWN_DOCUMENT');
  });

  it('is only for the guest who made the reservation', async () => {
    const { fields, files } = await schmidtSubmission();
    const sharer = await server.tokenFor(await server.guestId('ESG', 'ESG1003', false));
    const answer = await submit(sharer, fields, files);
    expect(answer.status).toBe(403);
  });

  it('is closed once the guest has arrived', async () => {
    const token = await server.signIn('ESG', 'ESG1001');
    const answer = await submit(token, { guests: [] });
    expect(answer.status).toBe(409);
    expect(answer.body.code).toBe('CHECK_IN_CLOSED');
  });

  it('submits guests, documents (a PNG and a PDF), preferences and arrival time, stored privately', async () => {
    const { token, fields, files } = await schmidtSubmission();
    const answer = await submit(token, fields, files);
    expect(answer.status).toBe(200);
    expect(answer.body.submittedAt).toEqual(expect.any(String));
    expect(answer.body).toMatchObject({
      arrivalTime: '15:30',
      preferenceCodes: ['CHECKIN_QUITE_ROOM', 'CHECKIN_BABY_COT'],
    });
    const [lukas, anna, mia] = answer.body.guests;
    expect(lukas?.documents).toEqual([
      expect.objectContaining({ fileName: 'passport lukas_.png', contentType: 'image/png' }),
    ]);
    expect(anna?.documents).toEqual([
      expect.objectContaining({ fileName: 'anna.pdf', contentType: 'application/pdf' }),
    ]);
    expect(anna?.nationality).toBe('DE');
    expect(mia?.documents).toEqual([]);
    expect(lukas?.declaration).toMatchObject({ passportNumber: 'C01X00T47' });

    // Kept in the database; none is left in the working folder.
    const stored = await keptDocumentNames(server.store);
    expect(readdirSync(path.join(server.dataDir, 'uploads'))).toEqual([]);
    expect(stored).toHaveLength(2);
    expect(stored.every((name) => /^[0-9a-f-]{36}\.(png|pdf)$/.test(name))).toBe(true);
    const served = await server.call('GET', `/uploads/${stored[0] ?? ''}`);
    expect(served.status).toBe(404);

    const reservation = await server.call('GET', '/api/reservation', { token });
    expect(reservation.body).toMatchObject({ arrivalTime: '15:30', adults: 2, children: 1 });
    expect((reservation.body.checkIn as { submittedAt: string | null }).submittedAt).toEqual(
      expect.any(String),
    );
  });

  it("shows a companion only their own declaration and documents, not the other guests'", async () => {
    const annaId = await server.guestId('ESG', 'ESG1003', false);
    const answer = await server.call<CheckIn>('GET', '/api/check-in', {
      token: await server.tokenFor(annaId),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.guests.map((guest) => guest.id)).toEqual([annaId]);
    expect(answer.body.guests[0]?.documents).toEqual([
      expect.objectContaining({ fileName: 'anna.pdf' }),
    ]);
    expect(answer.body.guests[0]?.declaration).toMatchObject({ fullName: 'Anna Schmidt' });
    const text = JSON.stringify(answer.body);
    expect(text).not.toContain('Lukas');
    expect(text).not.toContain('Mia');
    expect(text).not.toContain('passport lukas');
    // The primary guest still sees everyone.
    const primary = await server.call<CheckIn>('GET', '/api/check-in', {
      token: await server.signIn('ESG', 'ESG1003'),
    });
    expect(primary.body.guests).toHaveLength(3);
  });

  it('edits sharers: keeps documents, removes a sharer and adds one', async () => {
    const token = await server.signIn('ESG', 'ESG1003');
    const current = await server.call<CheckIn>('GET', '/api/check-in', { token });
    const [lukas, anna] = current.body.guests;
    if (!lukas || !anna) throw new Error('submitted before');
    const annaSession = await server.tokenFor(anna.id);
    // Anna's session is in use, so the API holds it resolved (platform/sessions/session-cache.ts).
    expect((await server.call('GET', '/api/reservation', { token: annaSession })).status).toBe(200);
    const fields = {
      guests: [
        {
          id: lukas.id,
          firstName: 'Lukas',
          lastName: 'Schmidt',
          isChild: false,
          nationality: 'DE',
          declaration: lukas.declaration,
          keptDocumentIds: lukas.documents.map((doc) => doc.id),
        },
        { firstName: 'Linh', lastName: 'Vo', isChild: false, nationality: 'VN', newDocuments: [0] },
      ],
    };
    const answer = await submit(token, fields, [
      { name: 'cccd.png', bytes: png(), type: 'image/png' },
    ]);
    expect(answer.status).toBe(200);
    expect(answer.body.guests.map((guest) => guest.firstName)).toEqual(['Lukas', 'Linh']);
    expect(answer.body.guests[0]?.documents).toHaveLength(1);
    expect(await keptDocumentNames(server.store)).toHaveLength(2);
    // The removed sharer is signed out.
    expect((await server.call('GET', '/api/reservation', { token: annaSession })).status).toBe(401);
    expect(existsSync(path.join(server.dataDir, 'uploads'))).toBe(true);
  });
});
