/**
 * The mood of a picture from its colours — no learned model ships that could say more, and this
 * one can be explained. Valdez & Mehrabian (1994) measured how brightness and saturation move
 * pleasure and arousal: pleasure = 0.69·B + 0.22·S, arousal = −0.31·B + 0.60·S. Beside them,
 * warm hues please a little more, and colourful (Hasler & Süsstrunk 2003) and busy (dense edges)
 * pictures excite more. Everything is computed on a small thumbnail: mood lives in the overall
 * colour, not in the detail.
 */
import { clamp, type MoodPoint } from './mood-space';

export interface PictureColours {
  /** Mean HSV value, 0–1. */
  brightness: number;
  /** Mean HSV saturation, 0–1. */
  saturation: number;
  /** Red-yellow over blue-cyan, −1 (cold) to 1 (warm), weighted by saturation. */
  warmth: number;
  /** Hasler–Süsstrunk colourfulness scaled to about 0–1 (1 ≈ "extremely colourful"). */
  colourfulness: number;
  /** Share of pixels on a strong edge, 0–1. */
  edgeDensity: number;
}

/** Valdez & Mehrabian's ranges for B and S in 0–1: pleasure 0–0.91, arousal −0.31–0.60. */
const PLEASURE_RANGE = [0, 0.91] as const;
const AROUSAL_RANGE = [-0.31, 0.6] as const;

export function pictureMood(colours: PictureColours): MoodPoint {
  const { brightness: b, saturation: s } = colours;
  const pleasure = toUnitRange(0.69 * b + 0.22 * s, PLEASURE_RANGE);
  const arousal = toUnitRange(-0.31 * b + 0.6 * s, AROUSAL_RANGE);
  const excitement = clamp(2 * colours.colourfulness - 1) * 0.5 + clamp(4 * colours.edgeDensity - 1) * 0.5;
  return {
    valence: clamp(0.8 * pleasure + 0.2 * colours.warmth),
    arousal: clamp(0.65 * arousal + 0.35 * excitement),
  };
}

const toUnitRange = (value: number, [low, high]: readonly [number, number]) =>
  clamp((2 * (value - low)) / (high - low) - 1);

/** A gradient this strong (of 0–1 grey, Sobel) marks an edge. */
const EDGE_THRESHOLD = 0.25;
/** Hasler–Süsstrunk's "extremely colourful" is about 109 on 0–255 channels. */
const COLOURFUL = 109;

/** Colour statistics of an RGB thumbnail (3 bytes a pixel, row-major). */
export function pictureColours(rgb: Uint8Array, width: number, height: number): PictureColours {
  const pixels = width * height;
  const grey = new Float32Array(pixels);
  let brightness = 0;
  let saturation = 0;
  let warmthSum = 0;
  const rg = new Float64Array(pixels);
  const yb = new Float64Array(pixels);
  for (let p = 0; p < pixels; p += 1) {
    const r = rgb[p * 3]!;
    const g = rgb[p * 3 + 1]!;
    const b = rgb[p * 3 + 2]!;
    const high = Math.max(r, g, b);
    const low = Math.min(r, g, b);
    const value = high / 255;
    const sat = high === 0 ? 0 : (high - low) / high;
    brightness += value;
    saturation += sat;
    warmthSum += (sat * ((r + g / 2) / 1.5 - (b + g / 2) / 1.5)) / 255;
    grey[p] = (0.299 * r + 0.587 * g + 0.114 * b) / 255;
    rg[p] = r - g;
    yb[p] = (r + g) / 2 - b;
  }
  return {
    brightness: brightness / pixels,
    saturation: saturation / pixels,
    warmth: clamp((2 * warmthSum) / pixels),
    colourfulness: Math.min(1, colourfulnessOf(rg, yb) / COLOURFUL),
    edgeDensity: edgeDensity(grey, width, height),
  };
}

function colourfulnessOf(rg: Float64Array, yb: Float64Array): number {
  const [meanRg, sdRg] = meanAndDeviation(rg);
  const [meanYb, sdYb] = meanAndDeviation(yb);
  return Math.hypot(sdRg, sdYb) + 0.3 * Math.hypot(meanRg, meanYb);
}

function meanAndDeviation(values: Float64Array): [number, number] {
  let sum = 0;
  let squares = 0;
  for (const value of values) {
    sum += value;
    squares += value * value;
  }
  const mean = sum / values.length;
  return [mean, Math.sqrt(Math.max(0, squares / values.length - mean * mean))];
}

function edgeDensity(grey: Float32Array, width: number, height: number): number {
  if (width < 3 || height < 3) return 0;
  let edges = 0;
  const at = (x: number, y: number) => grey[y * width + x]!;
  for (let y = 1; y < height - 1; y += 1)
    for (let x = 1; x < width - 1; x += 1) {
      const gx =
        at(x + 1, y - 1) + 2 * at(x + 1, y) + at(x + 1, y + 1) - at(x - 1, y - 1) - 2 * at(x - 1, y) - at(x - 1, y + 1);
      const gy =
        at(x - 1, y + 1) + 2 * at(x, y + 1) + at(x + 1, y + 1) - at(x - 1, y - 1) - 2 * at(x, y - 1) - at(x + 1, y - 1);
      if (Math.hypot(gx, gy) / 4 > EDGE_THRESHOLD) edges += 1;
    }
  return edges / ((width - 2) * (height - 2));
}
