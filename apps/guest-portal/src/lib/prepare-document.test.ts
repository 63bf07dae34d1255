import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  documentKind,
  fittedSize,
  isHeif,
  isUnreadableByHotel,
  prepareDocument,
  shouldDownsize,
} from './prepare-document.ts';

describe('fittedSize', () => {
  it('brings a camera photo down to 2000 px on its long side, keeping proportions', () => {
    expect(fittedSize(4032, 3024)).toEqual({ width: 2000, height: 1500 });
    expect(fittedSize(3024, 4032)).toEqual({ width: 1500, height: 2000 });
  });

  it('never enlarges a small picture', () => {
    expect(fittedSize(1200, 800)).toEqual({ width: 1200, height: 800 });
  });
});

describe('which files are redrawn', () => {
  it('downsizes JPEG, PNG and other decodable photos', () => {
    expect(shouldDownsize({ name: 'id.jpg', type: 'image/jpeg' })).toBe(true);
    expect(shouldDownsize({ name: 'scan.png', type: 'image/png' })).toBe(true);
  });

  it('lets a PDF pass as it is', () => {
    expect(isHeif({ name: 'IMG_0001.HEIC', type: '' })).toBe(true);
    expect(shouldDownsize({ name: 'passport.pdf', type: 'application/pdf' })).toBe(false);
    expect(documentKind({ name: 'IMG_0001.HEIC', type: '' })).toBe('image');
    expect(documentKind({ name: 'passport.pdf', type: '' })).toBe('pdf');
  });

  it('returns a PDF untouched', async () => {
    const pdf = new File(['%PDF-1.4'], 'passport.pdf', { type: 'application/pdf' });
    expect(await prepareDocument(pdf)).toBe(pdf);
  });
});

describe('HEIC photos, which the hotel cannot read', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('are redrawn as JPEG when the browser can decode them (Safari)', async () => {
    const drawn: unknown[] = [];
    vi.stubGlobal('createImageBitmap', async () => ({
      width: 4032,
      height: 3024,
      close: () => undefined,
    }));
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      fillStyle: '',
      fillRect: () => undefined,
      drawImage: (...args: unknown[]) => drawn.push(args),
    } as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done, type) =>
      done(new Blob(['jpeg bytes'], { type })),
    );

    const heic = new File(['heic bytes'], 'IMG_0001.HEIC', { type: 'image/heic' });
    const sent = await prepareDocument(heic);
    expect([sent.name, sent.type]).toEqual(['IMG_0001.jpg', 'image/jpeg']);
    expect(drawn).toHaveLength(1);
    expect(isUnreadableByHotel(sent, ['image/jpeg', 'image/png', 'application/pdf'])).toBe(false);
  });

  it('are refused before sending when the browser cannot decode them and the hotel does not take HEIC', async () => {
    vi.stubGlobal('createImageBitmap', async () => {
      throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
    });
    const heic = new File(['heic bytes'], 'IMG_0002.heic', { type: '' });
    const sent = await prepareDocument(heic);
    expect(isUnreadableByHotel(sent, ['image/jpeg', 'image/png', 'application/pdf'])).toBe(true);
    expect(isUnreadableByHotel(sent, ['image/jpeg', 'image/heic'])).toBe(false);
    expect(
      isUnreadableByHotel(new File(['%PDF'], 'scan.pdf', { type: 'application/pdf' }), [
        'application/pdf',
      ]),
    ).toBe(false);
  });
});
