import type { ImageRef } from '@portal/api-client/contract/common';
import { isUploadedPicture } from '@portal/api-client/rules/hotel-content';

/**
 * Every picture keeps this frame (demo pictures are drawn at it, uploads cropped to twice it);
 * the portal reserves the space before it loads.
 */
export const IMAGE_WIDTH = 640;
export const IMAGE_HEIGHT = 400;

export const MEDIA_PATH = '/api/media';

/** Where a stored picture name is served (an absolute path on the API's origin). */
export function imageRef(name: string): ImageRef {
  const extension = isUploadedPicture(name) ? 'webp' : 'svg';
  return {
    url: `${MEDIA_PATH}/${encodeURIComponent(name)}.${extension}`,
    width: IMAGE_WIDTH,
    height: IMAGE_HEIGHT,
  };
}
