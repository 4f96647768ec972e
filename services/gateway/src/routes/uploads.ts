import { UPLOAD_RULES } from '@downbeat/contracts';
import { callerOf } from '../auth/authenticate';
import type { ApiRouter } from '../http/api-router';
import { streamFileToUpstream } from '../http/multipart-file';
import { isoOf, noStore } from './media';
import { configured, MEDIA, type Upstreams } from '../upstreams/upstreams';

/** A slow client may take this long to send a file; media answers within it once the file is in. */
const UPLOAD_DEADLINE_MS = 120_000;
const DELETE_DEADLINE_MS = 10_000;

/**
 * Uploads: the file is streamed to media as the request arrives (media checks, analyses, stores
 * and dedupes); lookups and deletes are one call each. Nothing here is cached.
 */
export function uploadRoutes(api: ApiRouter, upstreams: Upstreams): void {
  const client = () => configured(upstreams.media, MEDIA);

  api.handle('uploadAudio', async (request, response) => {
    const { partnerId } = callerOf(response);
    const answer = await streamFileToUpstream(request, {
      rule: UPLOAD_RULES.audio,
      what: 'Audio file',
      open: () => client().uploadAudioStream({ deadlineMs: UPLOAD_DEADLINE_MS }),
      start: (fileName) => ({ partnerId, fileName }),
    });
    const upload = answer.upload ?? missing('UploadAudioStream');
    noStore(response).json({ imageId: upload.id, expirationDate: isoOf(upload.expires) });
  });

  api.handle('getAudioByChecksum', async (_request, response, { params }) => {
    const { upload } = await client().getAudioUploadByChecksum({
      partnerId: callerOf(response).partnerId,
      checksum: params.audioIdOrChecksum,
    });
    if (!upload) missing('GetAudioUploadByChecksum');
    noStore(response).json({ audioUploadId: upload.id, length: upload.lengthSeconds, expires: isoOf(upload.expires) });
  });

  api.handle('deleteAudio', async (_request, response, { params }) => {
    const { removedUploadIds } = await client().deleteAudioUpload(
      { partnerId: callerOf(response).partnerId, audioIdOrChecksum: params.audioIdOrChecksum },
      { deadlineMs: DELETE_DEADLINE_MS },
    );
    noStore(response).json({ audioFilesRemoved: removedUploadIds });
  });

  api.handle('uploadImage', async (request, response) => {
    const { partnerId, userId = '' } = callerOf(response);
    const answer = await streamFileToUpstream(request, {
      rule: UPLOAD_RULES.image,
      what: 'Image',
      open: () => client().uploadImageStream({ deadlineMs: UPLOAD_DEADLINE_MS }),
      start: (fileName) => ({ partnerId, userId, fileName }),
    });
    const upload = answer.upload ?? missing('UploadImageStream');
    noStore(response).json({ imageId: upload.id, expirationDate: isoOf(upload.expires) });
  });

  api.handle('deleteImage', async (_request, response, { params }) => {
    const { partnerId, userId = '' } = callerOf(response);
    await client().deleteImageUpload(
      { partnerId, userId, imageId: params.imageId },
      { deadlineMs: DELETE_DEADLINE_MS },
    );
    noStore(response).status(204).end();
  });

  api.handle('deleteImages', async (_request, response) => {
    const { partnerId, userId = '' } = callerOf(response);
    await client().deleteUserImageUploads({ partnerId, userId }, { deadlineMs: DELETE_DEADLINE_MS });
    noStore(response).status(202).end();
  });
}

function missing(method: string): never {
  throw new Error(`media answered ${method} without an upload`);
}
