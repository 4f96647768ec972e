/**
 * MediaService over gRPC, as similarity needs it: a track's master and beat grid, a partner's
 * audio upload and its beats, a user's image. Bytes are streamed to a file as they come.
 */
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { loadProtos, type media } from '@downbeat/contracts';
import { call, clientChannelOptions, closeClient, insecure, readStream } from '@downbeat/platform';
import type { Beat } from '../domain/bar-grid';
import type { MediaLibrary } from '../domain/ports';

const PEER = 'media';
/** A master of several minutes is tens of megabytes; on a busy node that takes a while. */
const TRANSFER_DEADLINE_MS = 120_000;

export class MediaLibraryClient implements MediaLibrary {
  private readonly client: media.MediaServiceClient;

  constructor(address: string) {
    this.client = new (loadProtos().downbeat.media.v1.MediaService)(address, insecure(), clientChannelOptions);
  }

  async copyTrackMaster(trackId: string, masterSha256: string, file: string): Promise<void> {
    await this.copy(file, (options) => this.client.readTrackMaster({ trackId, masterSha256 }, options));
  }

  async trackBeats(trackId: string): Promise<Beat[]> {
    const answer = await call<media.GetBeatsResponse__Output>(PEER, (options, done) =>
      this.client.getBeats({ trackId }, options, done),
    );
    return answer.beats.map((beat) => ({ time: beat.timeSeconds, value: beat.value }));
  }

  async copyAudioUpload(partnerId: string, uploadId: string, file: string): Promise<void> {
    await this.copy(file, (options) => this.client.readUploadContent({ partnerId, uploadId }, options));
  }

  async audioUploadBeats(partnerId: string, uploadId: string): Promise<Beat[]> {
    const answer = await call<media.GetAudioUploadAnalysisResponse__Output>(PEER, (options, done) =>
      this.client.getAudioUploadAnalysis({ partnerId, audioUploadId: uploadId }, options, done),
    );
    return (answer.analysis?.beats ?? []).map((beat) => ({ time: beat.timeSeconds, value: beat.value }));
  }

  async imageUpload(partnerId: string, userId: string, imageId: string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const message of readStream<media.ReadUploadContentResponse__Output>(
      PEER,
      (options) => this.client.readUploadContent({ partnerId, userId, uploadId: imageId }, options),
      { deadlineMs: 10_000 },
    ))
      chunks.push(message.chunk);
    return Buffer.concat(chunks);
  }

  close(): void {
    closeClient(this.client);
  }

  private async copy(
    file: string,
    open: (options: { deadline: Date }) => ReturnType<media.MediaServiceClient['readUploadContent']>,
  ): Promise<void> {
    const chunks = readStream<{ chunk: Buffer }>(PEER, open, { deadlineMs: TRANSFER_DEADLINE_MS });
    await pipeline(
      Readable.from(
        (async function* () {
          for await (const message of chunks) yield message.chunk;
        })(),
      ),
      createWriteStream(file),
    );
  }
}
