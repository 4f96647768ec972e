/**
 * The `similarity_features` collection (what is kept of each piece's features, to describe any
 * stretch of it later) and `similarity_alignment` (its prepared alignment frames and bar grid, read
 * many at a time when sections are re-ranked, so kept small and apart). Both keyed by piece:
 * `track:<id>` or `upload:<id>`.
 */
import type { DocumentCollection, DocumentStore } from '@downbeat/platform';
import { alignmentFrames } from '../domain/alignment';
import type { AudioFeatures } from '../domain/audio-features';
import { beatPeriod, downbeatsOf, type Beat } from '../domain/bar-grid';
import type { AlignmentTarget, FeatureArchive, StoredFeatures } from '../domain/ports';
import { float16Text, fromFloat16Text, fromSignedByteText, signedByteText } from './feature-codec';

interface FeatureDocument {
  _id: string;
  source: string;
  version: number;
  duration: number;
  key: AudioFeatures['key'];
  beats: Beat[];
  patches: {
    starts: number[];
    seconds: number[];
    embeddings: string;
    tags: string;
    embeddingSize: number;
    tagCount: number;
  };
  frames: { rate: number; chroma: string; mfcc: string; loudness: string };
  savedAt: string;
}

interface AlignmentDocument {
  _id: string;
  rate: number;
  duration: number;
  downbeats: number[];
  beatPeriod: number;
  frames: string;
}

export class FeatureRecords implements FeatureArchive {
  private readonly features: DocumentCollection<FeatureDocument>;
  private readonly alignment: DocumentCollection<AlignmentDocument>;

  constructor(store: DocumentStore) {
    this.features = store.collection<FeatureDocument>('similarity_features');
    this.alignment = store.collection<AlignmentDocument>('similarity_alignment');
  }

  async save(key: string, { source, features, beats }: StoredFeatures): Promise<void> {
    const { patches, frames } = features;
    const embeddingSize = patches[0]?.embedding.length ?? 0;
    const tagCount = patches[0]?.tags.length ?? 0;
    await this.features.replaceOne(
      { _id: key },
      {
        _id: key,
        source,
        version: features.version,
        duration: features.duration,
        key: features.key,
        beats,
        patches: {
          starts: patches.map((patch) => patch.start),
          seconds: patches.map((patch) => patch.seconds),
          embeddings: float16Text(concat(patches.map((patch) => patch.embedding))),
          tags: float16Text(concat(patches.map((patch) => patch.tags))),
          embeddingSize,
          tagCount,
        },
        frames: {
          rate: frames.rate,
          chroma: float16Text(frames.chroma),
          mfcc: float16Text(frames.mfcc),
          loudness: float16Text(frames.loudness),
        },
        savedAt: new Date().toISOString(),
      },
      { upsert: true },
    );
    await this.alignment.replaceOne(
      { _id: key },
      {
        _id: key,
        rate: frames.rate,
        duration: features.duration,
        downbeats: downbeatsOf(beats),
        beatPeriod: beatPeriod(beats),
        frames: signedByteText(alignmentFrames(features)),
      },
      { upsert: true },
    );
  }

  async load(key: string): Promise<StoredFeatures | null> {
    const document = await this.features.findOne({ _id: key });
    if (!document) return null;
    const { patches, frames } = document;
    const embeddings = fromFloat16Text(patches.embeddings);
    const tags = fromFloat16Text(patches.tags);
    return {
      source: document.source,
      beats: document.beats,
      features: {
        version: document.version,
        duration: document.duration,
        key: document.key,
        patches: patches.starts.map((start, index) => ({
          start,
          seconds: patches.seconds[index]!,
          embedding: embeddings.subarray(index * patches.embeddingSize, (index + 1) * patches.embeddingSize),
          tags: tags.subarray(index * patches.tagCount, (index + 1) * patches.tagCount),
        })),
        frames: {
          rate: frames.rate,
          chroma: fromFloat16Text(frames.chroma),
          mfcc: fromFloat16Text(frames.mfcc),
          loudness: fromFloat16Text(frames.loudness),
        },
      },
    };
  }

  async alignmentTargets(keys: string[]): Promise<AlignmentTarget[]> {
    if (keys.length === 0) return [];
    const documents = await this.alignment.find({ _id: { $in: keys } });
    return documents.map((document) => ({
      id: document._id,
      frames: fromSignedByteText(document.frames),
      rate: document.rate,
      duration: document.duration,
      downbeats: document.downbeats,
      beatPeriod: document.beatPeriod,
    }));
  }

  async remove(key: string): Promise<void> {
    await this.features.deleteOne({ _id: key });
    await this.alignment.deleteOne({ _id: key });
  }
}

function concat(arrays: Float32Array[]): Float32Array {
  const joined = new Float32Array(arrays.reduce((size, array) => size + array.length, 0));
  let at = 0;
  for (const array of arrays) {
    joined.set(array, at);
    at += array.length;
  }
  return joined;
}
