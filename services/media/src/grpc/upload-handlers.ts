import { toTimestamp, type media } from '@downbeat/contracts';
import {
  clientStreaming,
  invalidArgument,
  serverStreaming,
  unary,
  type BlobStore,
  type Logger,
} from '@downbeat/platform';
import type { Uploads } from '../domain/uploads';
import type { UploadRecord } from '../domain/ports';
import { analysisMessage } from './analysis-message';
import { blobChunks } from './blob-chunks';
import { countedUpload } from './upload-metrics';

interface StreamedPart<Start> {
  part?: 'start' | 'chunk' | 'end';
  start?: Start | null;
  chunk?: Buffer;
  end?: { sizeBytes: string | number } | null;
}

const SHA256 = /^[0-9a-fA-F]{64}$/;

/** Thin translation between the upload RPCs and the domain. */
export function uploadHandlers(deps: {
  uploads: Uploads;
  blobs: BlobStore;
  logger: Logger;
}): Partial<media.MediaServiceHandlers> {
  const { uploads, blobs, logger } = deps;
  return {
    UploadAudioStream: clientStreaming(
      logger,
      async (messages: AsyncIterable<media.UploadAudioStreamRequest__Output>) => {
        const { start, chunks } = await streamedUpload(messages);
        const stored = await countedUpload(
          'audio',
          uploads.uploadAudio({ partnerId: required(start.partnerId, 'start.partnerId') }, chunks),
        );
        return { upload: audioMessage(stored.record), deduplicated: stored.deduplicated };
      },
    ),
    UploadImageStream: clientStreaming(
      logger,
      async (messages: AsyncIterable<media.UploadImageStreamRequest__Output>) => {
        const { start, chunks } = await streamedUpload(messages);
        const owner = {
          partnerId: required(start.partnerId, 'start.partnerId'),
          userId: required(start.userId, 'start.userId'),
        };
        const stored = await countedUpload('image', uploads.uploadImage(owner, chunks));
        return { upload: imageMessage(stored.record), deduplicated: stored.deduplicated };
      },
    ),
    UploadAudio: unary(logger, async (request: media.UploadAudioRequest__Output) => {
      const stored = await countedUpload(
        'audio',
        uploads.uploadAudio({ partnerId: required(request.partnerId, 'partnerId') }, [request.content]),
      );
      return { upload: audioMessage(stored.record), deduplicated: stored.deduplicated };
    }),
    UploadImage: unary(logger, async (request: media.UploadImageRequest__Output) => {
      const owner = { partnerId: required(request.partnerId, 'partnerId'), userId: required(request.userId, 'userId') };
      const stored = await countedUpload('image', uploads.uploadImage(owner, [request.content]));
      return { upload: imageMessage(stored.record), deduplicated: stored.deduplicated };
    }),
    GetAudioUpload: unary(logger, async (request: media.GetAudioUploadRequest__Output) => ({
      upload: audioMessage(await uploads.audio(request.partnerId, { uploadId: request.audioUploadId })),
    })),
    GetAudioUploadByChecksum: unary(logger, async (request: media.GetAudioUploadByChecksumRequest__Output) => ({
      upload: audioMessage(await uploads.audio(request.partnerId, { sha256: checksumOf(request.checksum) })),
    })),
    DeleteAudioUpload: unary(logger, async (request: media.DeleteAudioUploadRequest__Output) => {
      const key = request.audioIdOrChecksum;
      const match = SHA256.test(key) ? { sha256: key.toLowerCase() } : { uploadId: key };
      return { removedUploadIds: await uploads.deleteAudio(request.partnerId, match) };
    }),
    GetImageUpload: unary(logger, async (request: media.GetImageUploadRequest__Output) => ({
      upload: imageMessage(await uploads.image(imageOwner(request), request.imageId)),
    })),
    DeleteImageUpload: unary(logger, async (request: media.DeleteImageUploadRequest__Output) => ({
      removedUploadIds: await uploads.deleteImage(imageOwner(request), request.imageId),
    })),
    DeleteUserImageUploads: unary(logger, async (request: media.DeleteUserImageUploadsRequest__Output) => ({
      removedUploadIds: await uploads.deleteImages(imageOwner(request)),
    })),
    GetAudioUploadAnalysis: unary(logger, async (request: media.GetAudioUploadAnalysisRequest__Output) => {
      const { record, stored } = await uploads.audioAnalysis(request.partnerId, request.audioUploadId);
      return { upload: audioMessage(record), analysis: analysisMessage(stored) };
    }),
    ReadUploadContent: serverStreaming(logger, async function* (request: media.ReadUploadContentRequest__Output) {
      const record = request.userId
        ? await uploads.image(imageOwner(request), request.uploadId)
        : await uploads.audio(request.partnerId, { uploadId: request.uploadId });
      yield* blobChunks(blobs, record.blobKey);
    }),
  };
}

/**
 * Splits a streamed upload into its `start` and its bytes. The bytes end only at an `end` message
 * whose size matches what came: a stream that stops early (the client cancelled, the deadline
 * passed) fails instead of passing for a shorter file, so nothing of it is stored.
 */
async function streamedUpload<Start>(
  messages: AsyncIterable<StreamedPart<Start>>,
): Promise<{ start: Start; chunks: AsyncIterable<Buffer> }> {
  const iterator = messages[Symbol.asyncIterator]();
  const first = await iterator.next();
  if (first.done || first.value.part !== 'start' || !first.value.start) throw protocolError('must begin with start');
  async function* chunks(): AsyncGenerator<Buffer> {
    let size = 0;
    for (;;) {
      const next = await iterator.next();
      if (next.done) throw protocolError('ended without end');
      const message = next.value;
      if (message.part === 'chunk' && message.chunk) {
        size += message.chunk.length;
        yield message.chunk;
      } else if (message.part === 'end' && message.end) {
        if (Number(message.end.sizeBytes) !== size)
          throw protocolError(`end says ${message.end.sizeBytes} bytes, ${size} came`);
        return;
      } else throw protocolError('start may only come first');
    }
  }
  return { start: first.value.start, chunks: chunks() };
}

const protocolError = (why: string) =>
  invalidArgument(`upload stream ${why}`, [{ key: 'part', messages: ['start, then chunks, then end'] }]);

function required(value: string, key: string): string {
  if (!value) throw invalidArgument(`${key} is required`, [{ key, messages: ['is required'] }]);
  return value;
}

const imageOwner = (request: { partnerId: string; userId: string }) => ({
  partnerId: required(request.partnerId, 'partnerId'),
  userId: required(request.userId, 'userId'),
});

/** Checksums are hex; partners may send upper case. Anything else matches nothing. */
const checksumOf = (checksum: string) => (SHA256.test(checksum) ? checksum.toLowerCase() : '');

function audioMessage(record: UploadRecord): media.AudioUpload {
  return {
    id: record.uploadId,
    partnerId: record.partnerId,
    sha256: record.sha256,
    lengthSeconds: record.lengthSeconds ?? 0,
    sizeBytes: record.sizeBytes,
    createdAt: toTimestamp(new Date(record.createdAt)),
    expires: toTimestamp(new Date(record.expiresAt)),
    blobKey: record.blobKey,
  };
}

function imageMessage(record: UploadRecord): media.ImageUpload {
  return {
    id: record.uploadId,
    partnerId: record.partnerId,
    userId: record.userId ?? '',
    sha256: record.sha256,
    sizeBytes: record.sizeBytes,
    createdAt: toTimestamp(new Date(record.createdAt)),
    expires: toTimestamp(new Date(record.expiresAt)),
    blobKey: record.blobKey,
  };
}
