/**
 * musicnn in ONNX Runtime: the only file that imports `onnxruntime-node`. One session per model per
 * thread — a worker thread has its own module instance, so each loads the model once, on its first
 * task — and each session computes on the calling thread alone (intra-op and inter-op one thread),
 * because the worker pool already runs one task per core.
 */
import { InferenceSession, Tensor } from 'onnxruntime-node';
import { EMBEDDING_SIZE, modelFile, MUSICNN, type MusicnnModel, TAG_COUNT } from './musicnn';

/** Patches per run: bounds memory, and a cancelled task stops within one batch (~0.2 s of CPU). */
const BATCH = 8;
const PATCH_VALUES = MUSICNN.patchFrames * MUSICNN.melBands;

export interface MusicnnOutputs {
  /** Per patch, 50 tag probabilities, patches × 50 row-major. */
  tags: Float32Array;
  /** Per patch, the 200-d penultimate layer, patches × 200 row-major. */
  embedding: Float32Array;
}

const sessions = new Map<MusicnnModel, Promise<InferenceSession>>();

function sessionOf(model: MusicnnModel): Promise<InferenceSession> {
  let session = sessions.get(model);
  if (!session) {
    session = InferenceSession.create(modelFile(model), {
      intraOpNumThreads: 1,
      interOpNumThreads: 1,
      executionMode: 'sequential',
      graphOptimizationLevel: 'all',
    });
    // A failed load is not remembered: the next task tries again.
    session.catch(() => sessions.delete(model));
    sessions.set(model, session);
  }
  return session;
}

/** Runs musicnn on `count` patches laid end to end in `patches` (count × 187 × 96 log-mel values). */
export async function runMusicnn(
  model: MusicnnModel,
  patches: Float32Array,
  count: number,
  signal?: AbortSignal,
): Promise<MusicnnOutputs> {
  if (patches.length !== count * PATCH_VALUES) throw new RangeError(`expected ${count} patches of 187 × 96 values`);
  const session = await sessionOf(model);
  const tags = new Float32Array(count * TAG_COUNT);
  const embedding = new Float32Array(count * EMBEDDING_SIZE);
  for (let first = 0; first < count; first += BATCH) {
    signal?.throwIfAborted();
    const size = Math.min(BATCH, count - first);
    const mel = new Tensor('float32', patches.subarray(first * PATCH_VALUES, (first + size) * PATCH_VALUES), [
      size,
      MUSICNN.patchFrames,
      MUSICNN.melBands,
    ]);
    const outputs = await session.run({ mel });
    tags.set(outputs.tags!.data as Float32Array, first * TAG_COUNT);
    embedding.set(outputs.embedding!.data as Float32Array, first * EMBEDDING_SIZE);
  }
  return { tags, embedding };
}
