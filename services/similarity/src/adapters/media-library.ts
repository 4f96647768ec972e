/**
 * MediaService over gRPC, as similarity needs it: a track's master and beat grid, a partner's
 * audio upload and its beats, a user's image. Bytes are streamed to a file as they come.
 */
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { loadProtos } from '@downbeat/contracts';
import { connectClient } from '@downbeat/platform';
import type { Beat } from '../domain/bar-grid';
import type { MediaLibrary } from '../domain/ports';

const PEER = 'media';
/** A master of several minutes is tens of megabytes; on a busy node that takes a while. */
const TRANSFER_DEADLINE_MS = 120_000;

export class MediaLibraryClient implements MediaLibrary {
  private readonly client;

  constructor(address: string) {
    this.client = connectClient(PEER, loadProtos().downbeat.media.v1.MediaService, address);
  }

  async copyTrackMaster(trackId: string, masterSha256: string, file: string): Promise<void> {
    await this.copy(file, this.client.readTrackMaster({ trackId, masterSha256 }, { deadlineMs: TRANSFER_DEADLINE_MS }));
  }

  async trackBeats(trackId: string): Promise<Beat[]> {
    const answer = await this.client.getBeats({ trackId });
    return answer.beats.map((beat) => ({ time: beat.timeSeconds, value: beat.value }));
  }

  async copyAudioUpload(partnerId: string, uploadId: string, file: string): Promise<void> {
    await this.copy(file, this.client.readUploadContent({ partnerId, uploadId }, { deadlineMs: TRANSFER_DEADLINE_MS }));
  }

  async audioUploadBeats(partnerId: string, uploadId: string): Promise<Beat[]> {
    const answer = await this.client.getAudioUploadAnalysis({ partnerId, audioUploadId: uploadId });
    return (answer.analysis?.beats ?? []).map((beat) => ({ time: beat.timeSeconds, value: beat.value }));
  }

  async imageUpload(partnerId: string, userId: string, imageId: string): Promise<Buffer> {
    const chunks: Buffer[] = [];
    for await (const message of this.client.readUploadContent(
      { partnerId, userId, uploadId: imageId },
      { deadlineMs: 10_000 },
    ))
      chunks.push(message.chunk);
    return Buffer.concat(chunks);
  }

  close(): void {
    this.client.close();
  }

  private async copy(file: string, chunks: AsyncIterable<{ chunk: Buffer }>): Promise<void> {
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
