/**
 * Images as every service names them (DECISIONS.md §2): one square picture in four widths,
 * addressed by the size keys of the public API. Media stores each width at
 * `images/<imageId>/<width>.jpg` in its blob store and serves it at the same path on its edge;
 * catalog keeps these keys and hands out absolute URLs. The path never changes its content: an
 * image id is either a content hash of the picture it was made from or a cover-art design that
 * names its renderer's version (cover-art.ts).
 */
import { parseCoverImageId } from './cover-art';

/** Width in pixels of each size key of an image set (DECISIONS.md §2). */
export const IMAGE_SIZES = { default: 128, XS: 300, S: 300, M: 600, L: 1050 } as const;

export type ImageSizeKey = keyof typeof IMAGE_SIZES;
export const IMAGE_SIZE_KEYS = Object.keys(IMAGE_SIZES) as ImageSizeKey[];

/** The widths stored per image, largest first. */
export const IMAGE_WIDTHS: readonly number[] = [...new Set(Object.values(IMAGE_SIZES))].sort((a, b) => b - a);

/** An image's key (or address) per size key. */
export type ImageKeySet = Record<ImageSizeKey, string>;

/** Images made from a supplied picture: the first 32 hex digits of a SHA-256 over the picture. */
const CONTENT_ID = /^[0-9a-f]{32}$/;
const KEY = /^images\/([a-z0-9-]{1,64})\/(\d{1,4})\.jpg$/;

export const isImageId = (imageId: string) => CONTENT_ID.test(imageId) || parseCoverImageId(imageId) !== undefined;

export const imageKey = (imageId: string, width: number) => `images/${imageId}/${width}.jpg`;

export function imageKeys(imageId: string): ImageKeySet {
  return Object.fromEntries(IMAGE_SIZE_KEYS.map((size) => [size, imageKey(imageId, IMAGE_SIZES[size])])) as ImageKeySet;
}

/** The image and width a key names; undefined for anything else (an unknown id form or width). */
export function parseImageKey(key: string): { imageId: string; width: number } | undefined {
  const match = KEY.exec(key);
  if (!match) return undefined;
  const [, imageId = '', width = ''] = match;
  if (!isImageId(imageId) || !IMAGE_WIDTHS.includes(Number(width))) return undefined;
  return { imageId, width: Number(width) };
}
