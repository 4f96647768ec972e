/**
 * Tracks matching a picture, through the API: generated colour fields (one hue, brightness and
 * saturation stepped), each uploaded by a user and matched; then the mean mood point of the tracks
 * each picture got (valence, arousal — read from similarity's store afterwards) should rise with
 * brightness (valence) and with saturation (arousal). Filters: every track of a filtered answer
 * carries the genre (or a child of it) or the mood asked for. Speed: a 2 MB JPEG photograph-like
 * picture (noise over gradients, so it does not compress away), upload and match timed apart.
 */
import sharp from 'sharp';
import { seededRandom } from '@downbeat/synth';
import type { Api } from './system';

export const BRIGHTNESS_STEPS = [0.15, 0.35, 0.55, 0.75, 0.95];
export const SATURATION_STEPS = [0, 0.25, 0.5, 0.75, 1];
const HUE = 210;
const FIXED = { brightness: 0.6, saturation: 0.5 };

interface TrackJson {
  id: string;
  genres: Array<{ id: string; parent?: { id: string } }>;
  moods: Array<{ id: string }>;
}
interface MatchPage {
  tracks: TrackJson[];
  aggregations: { genres: Array<{ id: string; count: number }>; moods: Array<{ id: string; count: number }> };
}

export interface PictureAnswer {
  sweep: 'brightness' | 'saturation';
  value: number;
  trackIds: string[];
}

/** HSV (h in degrees, s and v 0–1) as an sRGB hex colour. */
function hsv(h: number, s: number, v: number): string {
  const f = (n: number) => {
    const k = (n + h / 60) % 6;
    return v - v * s * Math.max(0, Math.min(k, 4 - k, 1));
  };
  return `#${[f(5), f(3), f(1)]
    .map((c) =>
      Math.round(c * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

const colourField = (colour: string) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: colour } })
    .jpeg({ quality: 90 })
    .toBuffer();

async function uploadImage(system: Api, user: string, bytes: Buffer): Promise<{ id: string; ms: number }> {
  const uploaded = await system.upload<{ imageId: string }>('/v0/uploads/images', user, bytes, 'picture.jpg');
  if (uploaded.status !== 200) throw new Error(`image upload: ${uploaded.status} ${JSON.stringify(uploaded.body)}`);
  return { id: uploaded.body.imageId, ms: uploaded.ms };
}

export async function pictureSweeps(system: Api, user: string): Promise<PictureAnswer[]> {
  const answers: PictureAnswer[] = [];
  const sweeps: Array<[PictureAnswer['sweep'], number[]]> = [
    ['brightness', BRIGHTNESS_STEPS],
    ['saturation', SATURATION_STEPS],
  ];
  for (const [sweep, steps] of sweeps)
    for (const value of steps) {
      const colour = sweep === 'brightness' ? hsv(HUE, FIXED.saturation, value) : hsv(HUE, value, FIXED.brightness);
      const { id } = await uploadImage(system, user, await colourField(colour));
      const found = await system.get<MatchPage>(`/v0/tracks/matching-image/${id}?limit=50`, user);
      if (found.status !== 200) throw new Error(`matching-image: ${found.status} ${JSON.stringify(found.body)}`);
      answers.push({ sweep, value, trackIds: found.body.tracks.map((track) => track.id) });
    }
  return answers;
}

/** Every filtered answer against the filter: how many answers, how many tracks broke it. */
export async function filterChecks(
  system: Api,
  user: string,
  genreIds: string[],
  moodIds: string[],
): Promise<{ answers: number; tracks: number; violations: number; empty: number }> {
  const { id } = await uploadImage(system, user, await colourField(hsv(30, 0.7, 0.8)));
  let answers = 0;
  let tracks = 0;
  let violations = 0;
  let empty = 0;
  const check = async (query: string, fits: (track: TrackJson) => boolean) => {
    const found = await system.get<MatchPage>(`/v0/tracks/matching-image/${id}?${query}&limit=60`, user);
    if (found.status !== 200) throw new Error(`matching-image?${query}: ${found.status}`);
    answers += 1;
    tracks += found.body.tracks.length;
    if (found.body.tracks.length === 0) empty += 1;
    violations += found.body.tracks.filter((track) => !fits(track)).length;
  };
  for (const genre of genreIds)
    await check(`genre=${genre}`, (track) => track.genres.some((g) => g.id === genre || g.parent?.id === genre));
  for (const mood of moodIds) await check(`mood=${mood}`, (track) => track.moods.some((m) => m.id === mood));
  if (genreIds[0] && moodIds[0])
    await check(
      `genre=${genreIds[0]}&mood=${moodIds[0]}`,
      (track) =>
        track.genres.some((g) => g.id === genreIds[0] || g.parent?.id === genreIds[0]) &&
        track.moods.some((m) => m.id === moodIds[0]),
    );
  return { answers, tracks, violations, empty };
}

/** A photograph-sized JPEG of about `bytes` (smooth gradients under fine noise). */
export async function largeJpeg(bytes: number, seed: number): Promise<Buffer> {
  const width = 2400;
  const height = 1600;
  const random = seededRandom(seed);
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      const noise = (random.next() - 0.5) * 70;
      pixels[at] = Math.max(0, Math.min(255, 120 + 100 * Math.sin(x / 300 + seed) + noise));
      pixels[at + 1] = Math.max(0, Math.min(255, 110 + 90 * Math.cos(y / 250) + noise));
      pixels[at + 2] = Math.max(0, Math.min(255, 100 + 80 * Math.sin((x + y) / 400) + noise));
    }
  let quality = 80;
  let jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
  while (jpeg.length < bytes * 0.9 && quality < 100) {
    quality += 4;
    jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: Math.min(100, quality) })
      .toBuffer();
  }
  return jpeg;
}

export async function largePictureLatency(system: Api, user: string, count: number) {
  const upload: number[] = [];
  const match: number[] = [];
  const sizes: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const jpeg = await largeJpeg(2_000_000, 100 + i);
    sizes.push(jpeg.length);
    const { id, ms } = await uploadImage(system, user, jpeg);
    upload.push(ms);
    const found = await system.get<MatchPage>(`/v0/tracks/matching-image/${id}`, user);
    if (found.status !== 200) throw new Error(`matching-image: ${found.status}`);
    match.push(found.ms);
  }
  return { upload, match, sizes };
}
