import type { MultipartFile } from '@fastify/multipart';
import { PICTURE_LIMITS } from '@portal/api-client/rules/hotel-content';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../platform/http/http-error.ts';
import { uploadRefusal } from '../../platform/http/upload-refusal.ts';
import type { StaffHandlers } from '../../platform/http/register-contract.ts';
import { imageRef } from '../../platform/media/image-ref.ts';
import { keptPicture, newPictureName } from '../../platform/pictures/picture-content.ts';
import type { PicturesRepository } from '../../platform/pictures/pictures-repository.ts';

interface PicturesDeps {
  pictures: PicturesRepository;
  now: () => Date;
}

const TOO_LARGE = `A picture may be at most ${PICTURE_LIMITS.maxFileBytes / 1024 / 1024} MB`;

/** The one `picture` file of the upload, whole (at most 8 MB, from a signed-in staff member). */
async function receivedPicture(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new HttpError('UNSUPPORTED_MEDIA_TYPE', 'Send the picture as multipart/form-data');
  }
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: PICTURE_LIMITS.maxFileBytes, files: 1 } });
    if (!part || part.fieldname !== 'picture') {
      throw new HttpError('VALIDATION_FAILED', 'picture: Send one file in a "picture" part');
    }
    const bytes = await part.toBuffer();
    if (part.file.truncated) throw new HttpError('PAYLOAD_TOO_LARGE', TOO_LARGE);
    return bytes;
  } catch (error) {
    throw uploadRefusal(request, error, { tooLarge: TOO_LARGE });
  }
}

export function picturesHandlers({ pictures, now }: PicturesDeps) {
  return {
    uploadPicture: async ({ hotel, staff, request }) => {
      const content = await keptPicture(await receivedPicture(request));
      const name = newPictureName();
      await pictures.keep({
        name,
        hotelId: hotel.id,
        content,
        uploadedAt: now(),
        uploadedBy: staff.staff.id,
      });
      return { picture: name, image: imageRef(name) };
    },
  } satisfies Partial<StaffHandlers>;
}
