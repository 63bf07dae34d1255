import '../zod-setup.ts';
import { z } from 'zod/mini';
import { ImageRef } from '../common.ts';
import { defineRoute } from '../route.ts';
import { PictureName } from './hotel-content.ts';

export const UploadedPicture = z.object({
  /** What a menu item, program, local tip or offer names as its `picture`. */
  picture: PictureName,
  image: ImageRef,
});
export type UploadedPicture = z.infer<typeof UploadedPicture>;

/** The multipart upload has no fields besides its one `picture` file. */
export const PictureUploadFields = z.strictObject({});

export const pictureRoutes = {
  uploadPicture: defineRoute({
    method: 'POST',
    path: '/staff/pictures',
    tag: 'Pictures',
    summary:
      'Upload a picture for the menu, a program, a local tip or an offer (multipart: one `picture` file, JPEG, PNG or WebP, at least 640 × 400); kept as WebP at 16:10',
    auth: false,
    staffRoles: ['kitchen', 'concierge'],
    multipart: { fields: PictureUploadFields, files: ['picture'] },
    response: UploadedPicture,
    successStatus: 201,
    errors: ['PICTURE_TOO_SMALL'],
  }),
} as const;
