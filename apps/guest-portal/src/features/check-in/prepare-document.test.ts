import { describe, expect, it } from 'vitest';
import { documentKind, fittedSize, isHeif, prepareDocument, shouldDownsize } from './prepare-document.ts';

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

  it('lets HEIC and PDF pass as they are', () => {
    expect(isHeif({ name: 'IMG_0001.HEIC', type: '' })).toBe(true);
    expect(shouldDownsize({ name: 'IMG_0001.heic', type: 'image/heic' })).toBe(false);
    expect(shouldDownsize({ name: 'passport.pdf', type: 'application/pdf' })).toBe(false);
    expect(documentKind({ name: 'IMG_0001.HEIC', type: '' })).toBe('image');
    expect(documentKind({ name: 'passport.pdf', type: '' })).toBe('pdf');
  });

  it('returns a PDF untouched', async () => {
    const pdf = new File(['%PDF-1.4'], 'passport.pdf', { type: 'application/pdf' });
    expect(await prepareDocument(pdf)).toBe(pdf);
  });
});
