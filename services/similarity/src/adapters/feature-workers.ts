/**
 * Similarity's CPU-heavy work on the worker pool: feature extraction (decode + musicnn + DSP) and
 * the frame-by-frame alignment of candidates. Pictures are decoded and shrunk by sharp (libvips
 * threads, off the event loop); the colour statistics of the 64×64 thumbnail are a few thousand
 * operations.
 */
import { join } from 'node:path';
import sharp from 'sharp';
import { inScratchDirectory, invalidArgument, type WorkerPool } from '@downbeat/platform';
import type { AudioFeatures } from '../domain/audio-features';
import { describeAudio } from '../features';
import { pictureColours, type PictureColours } from '../domain/picture-mood';
import type { AlignmentTarget, FeatureWorkers } from '../domain/ports';
import { alignmentTasks } from '../worker-tasks';

const THUMBNAIL = 64;

/** The scratch directories audio is copied into for extraction (similarity's start removes stale ones). */
export const FEATURE_SCRATCH_PREFIX = 'downbeat-similarity-';

export class PooledFeatureWorkers implements FeatureWorkers {
  constructor(
    private readonly pool: WorkerPool,
    private readonly ffmpeg?: string,
  ) {}

  extract(copy: (file: string) => Promise<void>, signal?: AbortSignal): Promise<AudioFeatures> {
    return inScratchDirectory(FEATURE_SCRATCH_PREFIX, async (directory) => {
      const file = join(directory, 'audio');
      await copy(file);
      return describeAudio(
        this.pool,
        { file, ...(this.ffmpeg ? { ffmpeg: this.ffmpeg } : {}) },
        signal ? { signal } : {},
      );
    });
  }

  align(reference: Float32Array, targets: AlignmentTarget[]) {
    return this.pool.run(alignmentTasks.alignCandidates, {
      reference,
      targets: targets.map(({ id, frames }) => ({ id, frames })),
    });
  }

  async pictureColours(picture: Buffer): Promise<PictureColours> {
    const { data, info } = await sharp(picture)
      .rotate()
      .resize(THUMBNAIL, THUMBNAIL, { fit: 'fill' })
      .removeAlpha()
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true })
      .catch(() => {
        throw invalidArgument('The image could not be decoded', [
          { key: 'imageId', messages: ['is not a readable JPEG'] },
        ]);
      });
    return pictureColours(new Uint8Array(data.buffer, data.byteOffset, data.length), info.width, info.height);
  }
}
