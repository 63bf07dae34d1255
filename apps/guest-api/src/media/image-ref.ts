import type { ImageRef } from '@portal/api-client/contract/common';

/** Every demo picture is drawn at this size; the portal reserves the space before it loads. */
export const IMAGE_WIDTH = 640;
export const IMAGE_HEIGHT = 400;

export const MEDIA_PATH = '/api/media';

/** Where a stored picture name is served (an absolute path on the API's origin). */
export function imageRef(name: string): ImageRef {
  return {
    url: `${MEDIA_PATH}/${encodeURIComponent(name)}.svg`,
    width: IMAGE_WIDTH,
    height: IMAGE_HEIGHT,
  };
}
