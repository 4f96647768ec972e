import { IMAGE_SIZE_KEYS, IMAGE_SIZES, parseImageKey, type ImageSizeKey } from '@downbeat/contracts';
import { z } from 'zod';

/**
 * The catalog import format: NDJSON, one record per line, each naming its `type`. Documented with
 * an example in services/catalog/README.md; the CLI importer, the demo seed and the generator all
 * speak it.
 */
const id = z.string().trim().min(1).max(200);
const uuid = z.uuid().transform((value) => value.toLowerCase());
/**
 * Keys of images media made already (MediaService.IngestImage), by size key; a null value (no
 * image of that size) is dropped. Pictures to be made are given as `image` instead.
 */
const images = z
  .record(z.string(), z.string().nullable())
  .optional()
  .superRefine((set, context) => {
    for (const [size, key] of Object.entries(set ?? {})) {
      if (!(IMAGE_SIZE_KEYS as string[]).includes(size)) {
        context.addIssue({ code: 'custom', path: [size], message: `image sizes are ${IMAGE_SIZE_KEYS.join(', ')}` });
        continue;
      }
      const width = IMAGE_SIZES[size as ImageSizeKey];
      if (key !== null && parseImageKey(key)?.width !== width)
        context.addIssue({
          code: 'custom',
          path: [size],
          message: `must be the key of a ${width} px image media made (images/<id>/${width}.jpg); give a picture to make as "image", a file or an http(s) URL`,
        });
    }
  })
  .transform((set) =>
    Object.fromEntries(Object.entries(set ?? {}).filter((entry): entry is [string, string] => entry[1] !== null)),
  );
/**
 * A picture to make the images from: an http(s) URL, or an absolute path (or file:// URI) on the
 * volume media reads; `downbeat catalog import` resolves paths relative to its file first.
 */
const image = z
  .string()
  .trim()
  .refine((source) => /^(https?:\/\/|file:\/\/|\/)/i.test(source), {
    message: 'must be an http(s) URL or an absolute file path (the CLI resolves paths relative to the metadata file)',
  })
  .optional();
/** One picture at most: `image` to make the images from, or the `images` media made already. */
const onePicture = (
  record: { image?: string | undefined; images: Record<string, string> },
  context: z.RefinementCtx,
) => {
  if (record.image !== undefined && Object.keys(record.images).length > 0)
    context.addIssue({ code: 'custom', path: ['image'], message: 'give either image or images, not both' });
};
const master = z.object({
  uri: z.string().min(1),
  sha256: z.string().regex(/^[0-9a-f]{64}$/, 'must be lowercase hex SHA-256'),
});

export const genreRecord = z.object({
  type: z.literal('genre'),
  id,
  name: z.string().min(1),
  parentId: id.optional(),
  images,
  image,
  featured: z.boolean().default(false),
});

export const moodRecord = z.object({
  type: z.literal('mood'),
  id,
  name: z.string().min(1),
  images,
  image,
  featured: z.boolean().default(false),
});

export const trackRecord = z.object({
  type: z.literal('track'),
  id,
  title: z.string().min(1),
  mainArtists: z.array(z.string().min(1)).min(1),
  featuredArtists: z.array(z.string().min(1)).default([]),
  bpm: z.number().int().min(1).max(999),
  lengthSeconds: z.number().min(0),
  moodIds: z.array(id).default([]),
  genreIds: z.array(id).default([]),
  images,
  image,
  hasVocals: z.boolean().default(false),
  isExplicit: z.boolean().default(false),
  added: z.iso.date(),
  status: z.enum(['processing', 'published', 'failed']).default('published'),
  master: master.optional(),
});

export const collectionRecord = z.object({
  type: z.literal('collection'),
  id,
  name: z.string().min(1),
  trackIds: z.array(id).default([]),
  images,
  image,
  freeTierByDefault: z.boolean().default(false),
  freeTierOrder: z.number().int().min(0).default(0),
});

export const soundEffectCategoryRecord = z.object({
  type: z.literal('soundEffectCategory'),
  id: uuid,
  name: z.string().min(1),
  parentId: uuid.optional(),
  images,
  image,
  featured: z.boolean().default(false),
});

export const soundEffectRecord = z.object({
  type: z.literal('soundEffect'),
  id: uuid,
  title: z.string().min(1),
  categoryIds: z.array(uuid).min(1),
  lengthSeconds: z.number().min(0),
  added: z.iso.datetime({ offset: true }),
  images,
  image,
  master: master.optional(),
});

export const soundEffectCollectionRecord = z.object({
  type: z.literal('soundEffectCollection'),
  id: uuid,
  name: z.string().min(1),
  soundEffectIds: z.array(uuid).default([]),
  images,
  image,
});

export const importRecord = z
  .discriminatedUnion('type', [
    genreRecord,
    moodRecord,
    trackRecord,
    collectionRecord,
    soundEffectCategoryRecord,
    soundEffectRecord,
    soundEffectCollectionRecord,
  ])
  .superRefine(onePicture);

export type ImportRecord = z.infer<typeof importRecord>;
export type RecordType = ImportRecord['type'];

export interface RecordProblem {
  line: number;
  /** The record's id when it has a readable one. */
  recordId: string;
  /** e.g. `genreIds[1]`; empty for the whole record. */
  field: string;
  message: string;
}

/** Parses one line; either the record or every problem with it, fields named. */
export function parseRecord(line: number, json: string): { record: ImportRecord } | { problems: RecordProblem[] } {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return { problems: [{ line, recordId: '', field: '', message: 'not valid JSON' }] };
  }
  const recordId =
    typeof raw === 'object' && raw !== null && typeof (raw as { id?: unknown }).id === 'string'
      ? (raw as { id: string }).id
      : '';
  const parsed = importRecord.safeParse(raw);
  if (parsed.success) return { record: parsed.data };
  return {
    problems: parsed.error.issues.map((issue) => ({
      line,
      recordId,
      field: fieldPath(issue.path),
      message: issue.message,
    })),
  };
}

function fieldPath(path: PropertyKey[]): string {
  return path.reduce<string>(
    (text, part) => (typeof part === 'number' ? `${text}[${part}]` : text ? `${text}.${String(part)}` : String(part)),
    '',
  );
}
