/** Photos are sent at most this many pixels on their long side. */
export const MAX_IMAGE_SIDE = 2000;
export const JPEG_QUALITY = 0.85;

const HEIF = /\.(heic|heif)$/i;

/** HEIC/HEIF photos (iPhones): the hotel cannot read them, so the browser converts them to JPEG when it can decode them. */
export function isHeif(file: Pick<File, 'name' | 'type'>): boolean {
  return file.type === 'image/heic' || file.type === 'image/heif' || HEIF.test(file.name);
}

export function documentKind(file: Pick<File, 'name' | 'type'>): 'image' | 'pdf' | 'other' {
  if (file.type === 'application/pdf' || /\.pdf$/i.test(file.name)) return 'pdf';
  if (file.type.startsWith('image/') || isHeif(file)) return 'image';
  return 'other';
}

/** Whether the browser should redraw this file (smaller, and HEIC as JPEG) before it is sent. */
export function shouldDownsize(file: Pick<File, 'name' | 'type'>): boolean {
  return documentKind(file) === 'image';
}

/**
 * A photo still in HEIC/HEIF after preparation (the browser could not decode it) when the hotel
 * does not take that type: better said now, in the guest's language, than refused after the upload.
 */
export function isUnreadableByHotel(
  file: Pick<File, 'name' | 'type'>,
  contentTypes: readonly string[],
): boolean {
  return (
    isHeif(file) && !contentTypes.some((type) => type === 'image/heic' || type === 'image/heif')
  );
}

/** The size that fits `max` on the long side, keeping the proportions; never enlarged. */
export function fittedSize(
  width: number,
  height: number,
  max = MAX_IMAGE_SIDE,
): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

function jpegName(name: string): string {
  const stem = name.replace(/\.[^.]*$/, '') || 'photo';
  return `${stem}.jpg`;
}

/**
 * A photo redrawn in the browser at most 2000 px on its long side as a JPEG (quality 0.85), so a
 * 12-megapixel camera shot uploads in seconds on hotel Wi-Fi; HEIC photos become JPEG where the
 * browser decodes them (Safari). PDFs pass through as they are, and so does any photo the browser
 * cannot decode (see `isUnreadableByHotel`; the server judges the rest).
 */
export async function prepareDocument(file: File): Promise<File> {
  if (!shouldDownsize(file) || typeof createImageBitmap !== 'function') return file;
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const size = fittedSize(bitmap.width, bitmap.height);
    const alreadySmall = size.width === bitmap.width && file.type === 'image/jpeg' && !isHeif(file);
    if (alreadySmall) {
      bitmap.close();
      return file;
    }
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    // JPEG has no transparency: a white page behind a transparent PNG scan.
    context.fillStyle = '#FFFFFF';
    context.fillRect(0, 0, size.width, size.height);
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY),
    );
    if (!blob) return file;
    return new File([blob], jpegName(file.name), {
      type: 'image/jpeg',
      lastModified: file.lastModified,
    });
  } catch {
    return file;
  }
}
