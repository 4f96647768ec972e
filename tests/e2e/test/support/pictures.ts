/** Pictures for the tests that hand them to Downbeat, and what comes back. */
import sharp from 'sharp';

/** A picture of one colour, as a PNG (not square by default: Downbeat crops it). */
export const picture = (colour: string, width = 900, height = 700) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** The average colour of an image answered at `url`, and its width. */
export async function fetchedImage(url: string): Promise<{ status: number; width?: number; colour?: number[] }> {
  const response = await fetch(url);
  if (response.status !== 200) return { status: response.status };
  const bytes = Buffer.from(await response.arrayBuffer());
  const { channels } = await sharp(bytes).stats();
  return {
    status: 200,
    width: (await sharp(bytes).metadata()).width,
    colour: channels.slice(0, 3).map((channel) => Math.round(channel.mean)),
  };
}

/** Within a few steps of the colour per channel: JPEG keeps a flat colour nearly exact. */
export const sameColour = (colour: number[] | undefined, expected: number[]) =>
  colour !== undefined && colour.every((value, i) => Math.abs(value - expected[i]!) <= 6);
