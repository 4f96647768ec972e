import { UPLOAD_RULES } from '@downbeat/contracts';
import { EITHER_TOKEN, operation, pathId, type PathItem } from './operation';
import { object } from './schema-builders';

/**
 * Uploads (spec 4.7, 2.16–2.17; DECISIONS §1–2): partner audio for similar sections and end users'
 * images for tracks matched to an image. The shapes follow the reference partner API, including
 * the audio upload's `imageId` (the audioUploadId).
 */

const DAY = '2026-11-22T10:00:00Z';
const AUDIO_ID = 'd99319b0-5b28-445a-a337-baa82df25394';
const UUID_OR_SHA256 =
  '^([0-9a-fA-F]{64}|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$';

const uploadResult = (what: string) =>
  object({
    imageId: { type: 'string', format: 'uuid', description: what },
    expirationDate: { type: 'string', format: 'date-time', description: 'When the upload is deleted.' },
  });

const dedupe =
  'The same bytes uploaded again (same SHA-256) while the first upload lives return it: 200 with the same id and expiry, nothing stored twice.';

export const uploadPaths = {
  '/v0/uploads/audio': {
    post: operation({
      id: 'uploadAudio',
      summary: 'Upload audio: a reference for similar sections',
      description: [
        `MP3 or Ogg Vorbis, at most ${UPLOAD_RULES.audio.limitText} (413 as soon as the request passes it), checked by`,
        'its content, never its name or declared type (415 otherwise). Partner token only. The file is analysed as',
        'catalog tracks are (length, beats, bars), so `imageId` — the `audioUploadId` of similar sections — works at',
        `once. It lives 7 days. ${dedupe}`,
      ].join(' '),
      tag: 'uploads',
      tokenKinds: ['partner'],
      fileUpload: { description: 'The audio file (MP3, or Ogg Vorbis or Opus).' },
      ok: { schema: uploadResult('The audioUploadId.'), example: { imageId: AUDIO_ID, expirationDate: DAY } },
    }),
  },
  // One template for both methods (OpenAPI forbids two templates differing only in parameter names,
  // and a client could not tell which answers); the reference's GET calls the segment `checksum`.
  '/v0/uploads/audio/{audioIdOrChecksum}': {
    get: operation({
      id: 'getAudioByChecksum',
      summary: 'Audio by checksum: the partner’s live upload of these bytes',
      description:
        'Check before uploading to avoid uploading twice. The path names the SHA-256 of the file, hex (the reference API calls it `checksum`). Another partner’s uploads are never found.',
      tag: 'uploads',
      tokenKinds: EITHER_TOKEN,
      notFound: true,
      parameters: [
        pathId('audioIdOrChecksum', { pattern: '^[0-9a-fA-F]{64}$', description: 'SHA-256 of the file, hex.' }),
      ],
      ok: {
        schema: object({
          audioUploadId: { type: 'string', format: 'uuid' },
          length: { type: 'number', format: 'double', description: 'Seconds.' },
          expires: { type: 'string', format: 'date-time' },
        }),
        example: { audioUploadId: AUDIO_ID, length: 10.0, expires: DAY },
      },
    }),
    delete: operation({
      id: 'deleteAudio',
      summary: 'Delete audio by id or checksum, with everything derived from it',
      description:
        'Removes the partner’s live upload with this id or SHA-256 (its file, its analysis, what similarity made of it) and lists the ids removed; none removed is an empty list.',
      tag: 'uploads',
      tokenKinds: ['partner'],
      parameters: [
        pathId('audioIdOrChecksum', { pattern: UUID_OR_SHA256, description: 'An audio upload id or a SHA-256, hex.' }),
      ],
      ok: {
        schema: object({ audioFilesRemoved: { type: 'array', items: { type: 'string', format: 'uuid' } } }),
        example: { audioFilesRemoved: [AUDIO_ID] },
      },
    }),
  },
  '/v0/uploads/images': {
    post: operation({
      id: 'uploadImage',
      summary: 'Upload an image: a picture for tracks matched to an image',
      description: [
        `A JPEG (decoded to be sure) of at most ${UPLOAD_RULES.image.limitText}; 413 as soon as the request passes the`,
        'limit, 415 for anything else. User token: an image belongs to the end user who uploaded it (other users of',
        `the partner never find it), as the tracks matched to it are asked for with a user token. It lives 24 hours. ${dedupe}`,
      ].join(' '),
      tag: 'uploads',
      tokenKinds: ['user'],
      fileUpload: { description: 'The JPEG image.' },
      ok: {
        schema: uploadResult('The image id.'),
        example: { imageId: 'be4f3072-62f8-49c2-9904-0c99fb87a111', expirationDate: DAY },
      },
    }),
    delete: operation({
      id: 'deleteImages',
      summary: 'Delete all of the user’s images',
      description: 'Every live image of the user is gone at once; what was derived from them follows. No body.',
      tag: 'uploads',
      tokenKinds: ['user'],
      ok: { status: '202', description: 'Deleted; no body.' },
    }),
  },
  '/v0/uploads/images/{imageId}': {
    delete: operation({
      id: 'deleteImage',
      summary: 'Delete one of the user’s images',
      tag: 'uploads',
      tokenKinds: ['user'],
      notFound: true,
      parameters: [pathId('imageId', { format: 'uuid' })],
      ok: { status: '204', description: 'Deleted; no body.' },
    }),
  },
} satisfies Record<string, PathItem>;
