import { createHash } from 'node:crypto';
import {
  COVER_SUBJECT_KINDS,
  coverDesign,
  coverImageId,
  IMAGE_WIDTHS,
  imageKey,
  imageKeys,
  parseCoverImageId,
  type CoverSubject,
  type ImageKeySet,
} from '@downbeat/contracts';
import { invalidArgument, type BlobStore, type Logger } from '@downbeat/platform';
import { coverSvg } from '../artwork/cover-svg';
import { localPath } from './local-paths';

/** Where an image is made from. */
export type ImageSource = { file: string } | { url: string } | { coverArt: CoverSubject };

export interface MadeImage {
  imageId: string;
  images: ImageKeySet;
  /** False when every width was stored already. */
  created: boolean;
}

/** How far a picture source may go before it is refused. */
export interface SourceLimits {
  /** Bytes a picture may have. */
  maxBytes: number;
  /** How long a URL may take to answer in full. */
  timeoutMs: number;
}

/** The picture side effects the library needs (adapters: picture-sources.ts, sharp-pictures.ts). */
export interface PictureTools {
  readFile(path: string, limits: SourceLimits): Promise<Buffer>;
  fetch(url: string, limits: SourceLimits): Promise<Buffer>;
  inspect(bytes: Buffer): Promise<{ format: string; width: number; height: number }>;
  /** Square JPEGs at each width (largest first). */
  squareJpegs(picture: Buffer, widths: readonly number[]): Promise<Map<number, Buffer>>;
  svgJpegs(svg: string, widths: readonly number[]): Promise<Map<number, Buffer>>;
  formats: readonly string[];
}

export interface ImageLibraryOptions {
  blobs: BlobStore;
  tools: PictureTools;
  logger: Logger;
  limits?: Partial<SourceLimits>;
  /** Images made at once (each holds a decoded picture in memory and keeps a core busy). */
  concurrency?: number;
}

/** Changes with how supplied pictures are cropped and encoded, so new output never hides behind old ids. */
const PROCESSING_VERSION = 'square-attention-q82-v1';
const DEFAULT_LIMITS: SourceLimits = { maxBytes: 20_000_000, timeoutMs: 15_000 };
const SMALLEST_SIDE = Math.min(...IMAGE_WIDTHS);

/**
 * Catalog images: pictures made into every image width and stored as `images/<id>/<width>.jpg`.
 * A supplied picture's id is a hash of its bytes; generated cover art's id is its design
 * (libs/contracts), rendered when first asked for — by catalog's import or by the edge, on the
 * first request for it. Either way an id always stands for the same pixels, so stored files are
 * never replaced and a repeat costs a few `stat`s. Making one id is shared by concurrent callers;
 * a failure part-way deletes what it stored, so an id is complete or absent.
 */
export class ImageLibrary {
  private readonly limits: SourceLimits;
  private readonly making = new Map<string, Promise<boolean>>();
  private readonly slots: Array<() => void> = [];
  private busy = 0;
  private readonly concurrency: number;

  constructor(private readonly options: ImageLibraryOptions) {
    this.limits = { ...DEFAULT_LIMITS, ...options.limits };
    this.concurrency = options.concurrency ?? 2;
  }

  async make(source: ImageSource): Promise<MadeImage> {
    if ('coverArt' in source) {
      const imageId = coverImageId(coverDesign(checkedSubject(source.coverArt)));
      return this.stored(imageId, () => this.drawCover(imageId));
    }
    const picture =
      'file' in source
        ? await this.options.tools.readFile(localPath(source.file, 'fileUri', 'picture'), this.limits)
        : await this.options.tools.fetch(source.url, this.limits);
    const imageId = createHash('sha256').update(PROCESSING_VERSION).update(picture).digest('hex').slice(0, 32);
    const name = 'file' in source ? source.file : source.url;
    return this.stored(imageId, () => this.squarePicture(picture, name, 'file' in source ? 'fileUri' : 'url'));
  }

  /**
   * True when the image is stored, drawing a generated cover that is not yet; false for an
   * image nobody made (the edge's 404).
   */
  async ensure(imageId: string): Promise<boolean> {
    if (await this.isComplete(imageId)) return true;
    if (!parseCoverImageId(imageId)) return false;
    await this.stored(imageId, () => this.drawCover(imageId));
    return true;
  }

  private async stored(imageId: string, draw: () => Promise<Map<number, Buffer>>): Promise<MadeImage> {
    let created = false;
    if (!(await this.isComplete(imageId))) created = await this.once(imageId, () => this.store(imageId, draw));
    return { imageId, images: imageKeys(imageId), created };
  }

  /** One making per id at a time: callers who ask meanwhile wait for the same outcome. */
  private once(imageId: string, make: () => Promise<boolean>): Promise<boolean> {
    let pending = this.making.get(imageId);
    if (!pending) {
      pending = this.inSlot(make).finally(() => this.making.delete(imageId));
      this.making.set(imageId, pending);
    }
    return pending;
  }

  private async store(imageId: string, draw: () => Promise<Map<number, Buffer>>): Promise<boolean> {
    // Another replica (or an earlier caller) may have finished while this one waited for a slot.
    if (await this.isComplete(imageId)) return false;
    const started = performance.now();
    const jpegs = await draw();
    const written: string[] = [];
    try {
      for (const [width, jpeg] of jpegs) {
        const key = imageKey(imageId, width);
        await this.options.blobs.put(key, jpeg);
        written.push(key);
      }
    } catch (error) {
      await Promise.all(written.map((key) => this.options.blobs.delete(key).catch(() => false)));
      throw error;
    }
    this.options.logger.info({ imageId, ms: Math.round(performance.now() - started) }, 'image stored');
    return true;
  }

  private drawCover(imageId: string): Promise<Map<number, Buffer>> {
    return this.options.tools.svgJpegs(coverSvg(parseCoverImageId(imageId)!), IMAGE_WIDTHS);
  }

  /** Checks the content before anything is made: a picture format, and large enough for the smallest size. */
  private async squarePicture(picture: Buffer, name: string, field: string): Promise<Map<number, Buffer>> {
    const { tools } = this.options;
    const refused = (why: string) => invalidArgument(`picture ${name} ${why}`, [{ key: field, messages: [why] }]);
    const facts = await tools.inspect(picture).catch(() => {
      throw refused('is not a picture (JPEG, PNG, WebP, AVIF, GIF or TIFF)');
    });
    if (!tools.formats.includes(facts.format))
      throw refused(`is ${facts.format.toUpperCase()}, not a JPEG, PNG, WebP, AVIF, GIF or TIFF picture`);
    if (Math.min(facts.width, facts.height) < SMALLEST_SIDE)
      throw refused(`is ${facts.width}×${facts.height} px; at least ${SMALLEST_SIDE} px on each side are needed`);
    return tools.squareJpegs(picture, IMAGE_WIDTHS).catch((error: unknown) => {
      throw refused(`could not be decoded (${error instanceof Error ? error.message : String(error)})`);
    });
  }

  private async isComplete(imageId: string): Promise<boolean> {
    const found = await Promise.all(IMAGE_WIDTHS.map((width) => this.options.blobs.stat(imageKey(imageId, width))));
    return found.every((info) => info !== null);
  }

  /** At most `concurrency` makings at once; a finished one hands its slot to the longest waiting. */
  private async inSlot<T>(work: () => Promise<T>): Promise<T> {
    if (this.busy < this.concurrency) this.busy += 1;
    else await new Promise<void>((resolve) => this.slots.push(resolve));
    try {
      return await work();
    } finally {
      const next = this.slots.shift();
      if (next) next();
      else this.busy -= 1;
    }
  }
}

function checkedSubject(subject: CoverSubject): CoverSubject {
  if (!COVER_SUBJECT_KINDS.includes(subject.kind))
    throw invalidArgument(`cover art for an unknown kind of entity "${subject.kind}"`, [
      { key: 'coverArt.kind', messages: [`must be one of ${COVER_SUBJECT_KINDS.join(', ')}`] },
    ]);
  if (!subject.id.trim())
    throw invalidArgument('cover art needs the id of its entity', [{ key: 'coverArt.id', messages: ['is required'] }]);
  return subject;
}
