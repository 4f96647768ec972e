/**
 * Pictures through sharp (libvips): the only file that imports it. Decoding, cropping, resizing
 * and encoding run in libuv's thread pool, off the event loop, so an edge or gRPC handler waiting
 * for a render keeps serving everything else.
 */
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';

/** What a supplied picture is, by its content (never by its name or a Content-Type header). */
export interface PictureFacts {
  format: string;
  width: number;
  height: number;
}

/** Formats a supplied picture may have. SVG is not one: it can refer to files and URLs. */
export const PICTURE_FORMATS = ['jpeg', 'png', 'webp', 'heif', 'gif', 'tiff'] as const;

/** Larger pictures are refused before they are decoded (a small file can declare a huge canvas). */
const MAX_INPUT_PIXELS = 50_000_000;
const JPEG = { quality: 82, progressive: true, mozjpeg: true } as const;

/** The format and size of a picture; throws a readable Error when the bytes are no picture sharp decodes. */
export async function inspectPicture(bytes: Buffer): Promise<PictureFacts> {
  const metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  // EXIF orientations 5–8 swap the sides of the picture as it is shown.
  const turned = (metadata.orientation ?? 1) >= 5;
  return {
    format: metadata.format,
    width: (turned ? metadata.height : metadata.width) ?? 0,
    height: (turned ? metadata.width : metadata.height) ?? 0,
  };
}

/**
 * Decodes a file to be sure it is a whole JPEG: its header says JPEG and every scan decodes
 * (libvips decodes the entropy-coded data even when it shrinks on load, so a truncated or corrupt
 * file fails). Resolves with its size; throws a readable Error for anything else.
 */
export async function decodeJpeg(path: string): Promise<PictureFacts> {
  const facts = await inspectPicture(await readFile(path));
  if (facts.format !== 'jpeg') throw new Error(`it is ${facts.format.toUpperCase()}, not JPEG`);
  await sharp(path, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .resize(256, 256, { fit: 'inside' })
    .raw()
    .toBuffer();
  return facts;
}

/**
 * Square JPEGs of a picture at each width, largest first in `widths`: cropped once to the
 * largest (keeping its most interesting region), and every smaller width scaled from that crop,
 * so all sizes show the same square. Transparency is flattened onto black.
 */
export async function squareJpegs(input: Buffer, widths: readonly number[]): Promise<Map<number, Buffer>> {
  const [largest = 0] = widths;
  const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(largest, largest, { fit: 'cover', position: sharp.strategy.attention })
    .flatten({ background: '#000000' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const encoded = await Promise.all(
    widths.map(async (width) => {
      const scaled = sharp(data, raw);
      if (width !== largest) scaled.resize(width, width, { kernel: 'lanczos3' });
      return [width, await scaled.jpeg(JPEG).toBuffer()] as const;
    }),
  );
  return new Map(encoded);
}

/** An SVG document drawn at its own size, then made into square JPEGs like a picture. */
export function svgJpegs(svg: string, widths: readonly number[]): Promise<Map<number, Buffer>> {
  return squareJpegs(Buffer.from(svg), widths);
}
