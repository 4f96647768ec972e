import { invalidArgument, isDomainError, unavailable } from '@downbeat/platform';
import type { ImageSet, Pictured } from '../documents';
import type { PictureIngest } from '../ports';
import type { ImportRecord, RecordProblem } from './records';

/** A record once its picture is made: the keys in `images`, the URL kept as `imageSource`. */
export type PicturedRecord = ImportRecord & { imageSource?: string };

export interface LineRecord<R = ImportRecord> {
  line: number;
  record: R;
}

const isUrl = (source: string) => /^https?:\/\//i.test(source);

/** Pictures made at once: media makes two at a time and fetches URLs meanwhile. */
const CONCURRENCY = 4;

/**
 * Turns the `image` of records into image keys through media, before anything is written: a
 * record whose picture media refuses is reported (field `image`, media's message naming the
 * source) and left out whole; media unreachable fails the whole call, so nothing of it is written.
 * A URL the stored entity was already made from is not fetched again; a file is always read again
 * (media finds a picture it has by its content, so only a changed picture is made anew).
 */
export class RecordPictures {
  constructor(private readonly media: PictureIngest | undefined) {}

  async make(
    records: LineRecord[],
    stored: (record: ImportRecord) => Pictured | undefined,
  ): Promise<{ records: LineRecord<PicturedRecord>[]; problems: RecordProblem[] }> {
    const problems: RecordProblem[] = [];
    const made: (LineRecord<PicturedRecord> | undefined)[] = new Array(records.length);
    let next = 0;
    const worker = async () => {
      while (next < records.length) {
        const index = next++;
        const { line, record } = records[index]!;
        try {
          made[index] = { line, record: await this.pictured(record, stored(record)) };
        } catch (error) {
          if (!isDomainError(error, 'invalid-argument')) throw error;
          problems.push({ line, recordId: record.id, field: 'image', message: error.message });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, records.length) }, worker));
    return { records: made.filter((entry) => entry !== undefined), problems };
  }

  /**
   * The record (or ingest metadata) with its picture made; without `image`, as it is. A refused
   * picture is INVALID_ARGUMENT on `image`, media's message naming the source.
   */
  async pictured<R extends { image?: string | undefined; images: ImageSet }>(
    record: R,
    stored: Pictured | undefined,
  ): Promise<R & { imageSource?: string }> {
    const { image: source, ...rest } = record;
    if (source === undefined) return record;
    const made = (images: ImageSet) =>
      ({ ...rest, images, ...(isUrl(source) ? { imageSource: source } : {}) }) as unknown as R & {
        imageSource?: string;
      };
    if (isUrl(source) && stored?.imageSource === source) return made(stored.images);
    if (!this.media) throw unavailable('catalog has no media service to make pictures with');
    try {
      return made(await this.media.ingestPicture(source));
    } catch (error) {
      if (!isDomainError(error, 'invalid-argument')) throw error;
      throw invalidArgument(error.message, [{ key: 'image', messages: [error.message] }]);
    }
  }
}
