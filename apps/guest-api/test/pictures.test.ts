import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadedPicture } from '@portal/api-client/staff-contract/pictures';
import sharp from 'sharp';
import { blob, png } from './fixtures.ts';
import { signInStaff, type StaffSignedIn } from './staff-support.ts';
import { startTestServer, type TestServer } from './test-server.ts';

let server: TestServer;
let concierge: StaffSignedIn;
beforeAll(async () => {
  server = await startTestServer();
  concierge = await signInStaff(server, 'ESG', 'concierge');
});
afterAll(() => server.close());

/** A photo as a phone sends it: JPEG, with the camera's EXIF data (its GPS position among them). */
function cameraPhoto(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3a7d44' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneCam', Model: 'X1' }, IFD3: { GPSLatitudeRef: 'N' } })
    .toBuffer();
}

function upload(
  signedIn: StaffSignedIn,
  bytes: Buffer,
  { name = 'terrace.jpg', type = 'image/jpeg', part = 'picture' } = {},
) {
  const form = new FormData();
  form.append(part, blob(bytes, type), name);
  return server.call<UploadedPicture & { code?: string; message?: string }>(
    'POST',
    '/api/staff/pictures',
    {
      raw: form,
      headers: { cookie: signedIn.cookie, 'x-csrf-token': signedIn.csrfToken },
    },
  );
}

async function served(url: string) {
  const response = await fetch(`${server.baseUrl}${url}`);
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('a picture the hotel uploads', () => {
  it('is kept as WebP at the portal frame, without the camera data, and served for good', async () => {
    const answer = await upload(concierge, await cameraPhoto(2000, 1500));
    expect(answer.status).toBe(201);
    expect(answer.body.picture).toMatch(/^up-[0-9a-f]{32}$/);
    expect(answer.body.image).toEqual({
      url: `/api/media/${answer.body.picture}.webp`,
      width: 640,
      height: 400,
    });

    const { response, bytes } = await served(answer.body.image.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toContain('immutable');
    const kept = await sharp(bytes).metadata();
    expect(kept).toMatchObject({ format: 'webp', width: 1280, height: 800 });
    expect(kept.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('PhoneCam'))).toBe(false);
  });

  it('gets a new random name each time', async () => {
    const photo = await cameraPhoto(800, 500);
    const [first, second] = await Promise.all([upload(concierge, photo), upload(concierge, photo)]);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(first.body.picture).not.toBe(second.body.picture);
  });

  it('accepts PNG and WebP too', async () => {
    const webp = await sharp(await cameraPhoto(960, 600))
      .webp()
      .toBuffer();
    const pngPhoto = await sharp(await cameraPhoto(960, 600))
      .png()
      .toBuffer();
    expect((await upload(concierge, webp, { name: 'a.webp', type: 'image/webp' })).status).toBe(
      201,
    );
    expect((await upload(concierge, pngPhoto, { name: 'a.png', type: 'image/png' })).status).toBe(
      201,
    );
  });

  it('is judged by its content, not its name or declared type', async () => {
    const text = Buffer.from('<script>alert(1)</script>'.repeat(50));
    const answer = await upload(concierge, text, { name: 'menu.jpg', type: 'image/jpeg' });
    expect(answer.status).toBe(415);
    expect(answer.body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('is refused below the portal frame, and a decompression bomb before it is decoded', async () => {
    const small = await upload(concierge, await cameraPhoto(600, 400));
    expect(small.status).toBe(400);
    expect(small.body.code).toBe('PICTURE_TOO_SMALL');
    const bomb = await upload(concierge, png(30_000, 30_000), { name: 'b.png', type: 'image/png' });
    expect(bomb.status).toBe(413);
    expect(bomb.body.code).toBe('IMAGE_DIMENSIONS_TOO_LARGE');
  });

  it('is refused over 8 MB, and when it is not in a "picture" part', async () => {
    const huge = Buffer.concat([await cameraPhoto(800, 500), Buffer.alloc(8 * 1024 * 1024)]);
    const tooLarge = await upload(concierge, huge);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.code).toBe('PAYLOAD_TOO_LARGE');
    const wrongPart = await upload(concierge, await cameraPhoto(800, 500), { part: 'photo' });
    expect(wrongPart.status).toBe(400);
    const json = await server.call('POST', '/api/staff/pictures', {
      body: {},
      headers: { cookie: concierge.cookie, 'x-csrf-token': concierge.csrfToken },
    });
    expect(json.status).toBe(415);
  });

  it('needs a kitchen or concierge session (or the manager) with its CSRF token', async () => {
    const photo = await cameraPhoto(800, 500);
    const kitchen = await signInStaff(server, 'ESG', 'kitchen');
    const manager = await signInStaff(server, 'ESG', 'manager');
    const frontDesk = await signInStaff(server, 'ESG', 'front-desk');
    expect((await upload(kitchen, photo)).status).toBe(201);
    expect((await upload(manager, photo)).status).toBe(201);
    expect((await upload(frontDesk, photo)).body.code).toBe('STAFF_FORBIDDEN');
    const withoutCsrf = { ...concierge, csrfToken: 'nope' };
    expect((await upload(withoutCsrf, photo)).body.code).toBe('CSRF_REJECTED');
    const guestToken = await server.signIn('ESG', 'ESG1001');
    const form = new FormData();
    form.append('picture', blob(photo, 'image/jpeg'), 'a.jpg');
    const asGuest = await server.call('POST', '/api/staff/pictures', {
      token: guestToken,
      raw: form,
    });
    expect(asGuest.status).toBe(401);
  });
});

describe('the media address', () => {
  it('answers 404 for a picture nobody uploaded, and serves an upload only as WebP', async () => {
    const unknown = await served(`/api/media/up-${'0'.repeat(32)}.webp`);
    expect(unknown.response.status).toBe(404);
    const answer = await upload(concierge, await cameraPhoto(800, 500));
    expect((await served(`/api/media/${answer.body.picture}.svg`)).response.status).toBe(404);
    expect((await served('/api/media/pho-bo.svg')).response.headers.get('content-type')).toContain(
      'image/svg+xml',
    );
  });
});
