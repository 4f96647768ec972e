/**
 * The file and ffmpeg side of ingesting masters (the `MasterWorkshop` port): hashing and probing a
 * master on the shared volume, copying it into the blob store, and rendering a scratch copy of the
 * stored master in a temp directory of this process's own, removed whatever happens.
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { inScratchDirectory, type BlobStore } from '@downbeat/platform';
import type { MasterRender, MasterWorkshop, RenderedMaster } from '../domain/ports';
import { probeAudio, renderMaster, type FfmpegPaths } from '../rendering/render-master';

export interface MasterWorkshopOptions {
  blobs: BlobStore;
  tools: FfmpegPaths;
  /** Where renders are written before they are stored; the system's temp dir by default. */
  workDir?: string;
}

/** The scratch directories renders run in (media's start removes stale ones). */
export const RENDER_SCRATCH_PREFIX = 'downbeat-render-';

export function masterWorkshop({ blobs, tools, workDir }: MasterWorkshopOptions): MasterWorkshop {
  return {
    async sha256(path) {
      const hash = createHash('sha256');
      await pipeline(createReadStream(path), hash);
      return hash.digest('hex');
    },

    async probe(path) {
      await probeAudio(tools.ffprobe, path);
    },

    async storeMaster(path, key) {
      return (await blobs.put(key, createReadStream(path))).sha256;
    },

    render<T>(request: MasterRender, alongside: (masterFile: string) => Promise<T>): Promise<RenderedMaster<T>> {
      return inScratchDirectory(
        RENDER_SCRATCH_PREFIX,
        async (work) => {
          const master = join(work, 'master');
          await pipeline(await blobs.read(request.masterKey), createWriteStream(master));
          const started = performance.now();
          const output = join(work, 'out');
          const [rendered, beside] = await Promise.all([
            renderMaster({
              tools,
              masterPath: master,
              masterName: request.masterName,
              outputDir: output,
              hls: request.hls,
              ...(request.signal ? { signal: request.signal } : {}),
            }),
            alongside(master),
          ]);
          const renderMs = performance.now() - started;
          try {
            for (const file of rendered.files)
              await blobs.put(request.prefix + file, createReadStream(join(output, file)));
          } catch (error) {
            await blobs.delete(request.prefix).catch(() => false);
            throw error;
          }
          return { lengthSeconds: rendered.lengthSeconds, renderMs, alongside: beside };
        },
        workDir ?? tmpdir(),
      );
    },
  };
}
