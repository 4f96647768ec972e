/**
 * Loudness per frame, in LUFS as ITU-R BS.1770 measures it — K-weighting (a high shelf for the
 * head, a high-pass below the lowest octave), then the mean square over 400 ms (EBU R128's
 * momentary window) centred on the frame — of the mono mix. For a stereo file whose channels are
 * equal that reads 3 LU under the stereo measurement (BS.1770 sums the channels' powers). Frames
 * below EBU R128's absolute gate read -70.
 */
import { FRAME_RATE } from './frames';

const WINDOW_SECONDS = 0.4;
export const SILENCE_LUFS = -70;

/** Windows are summed from blocks of half a frame (50 ms): eight make the 400 ms window. */
const BLOCKS_PER_WINDOW = Math.round(WINDOW_SECONDS * FRAME_RATE * 2);

/**
 * Momentary loudness of `frames` frames, LUFS. The K-weighted signal is never stored: its energy is
 * summed per half-frame block as it is filtered, so a long master costs kilobytes here, not the
 * size of its samples again.
 */
export function loudnessFrames(samples: Float32Array, sampleRate: number, frames: number): Float32Array {
  const blockLength = Math.round(sampleRate / FRAME_RATE / 2);
  const blocks = new Float64Array(2 * frames + BLOCKS_PER_WINDOW);
  const filters = kWeighting(sampleRate);
  kWeighted(samples, filters, (value, index) => {
    const block = Math.floor(index / blockLength);
    if (block < blocks.length) blocks[block] = (blocks[block] as number) + value * value;
  });
  const loudness = new Float32Array(frames);
  for (let index = 0; index < frames; index++) {
    // Frame i is centred on the boundary between blocks 2i and 2i + 1: four blocks each side.
    let energy = 0;
    for (let block = 2 * index + 1 - BLOCKS_PER_WINDOW / 2; block < 2 * index + 1 + BLOCKS_PER_WINDOW / 2; block++) {
      energy += block >= 0 ? (blocks[block] as number) : 0;
    }
    // Samples outside the audio count as silence: the window keeps its length.
    const meanSquare = energy / (BLOCKS_PER_WINDOW * blockLength);
    loudness[index] = meanSquare > 0 ? Math.max(SILENCE_LUFS, -0.691 + 10 * Math.log10(meanSquare)) : SILENCE_LUFS;
  }
  return loudness;
}

/**
 * BS.1770's two K-weighting biquads, designed for any sample rate from their analogue prototypes
 * by the bilinear transform (the standard tabulates them at 48 kHz only).
 */
function kWeighting(sampleRate: number): [Biquad, Biquad] {
  return [
    highShelf(sampleRate, 1681.974450955533, 3.999843853973347, 0.7071752369554196),
    secondOrderHighPass(sampleRate, 38.13547087602444, 0.5003270373238773),
  ];
}

interface Biquad {
  b: [number, number, number];
  a: [number, number];
}

function highShelf(sampleRate: number, hz: number, gainDb: number, q: number): Biquad {
  const k = Math.tan((Math.PI * hz) / sampleRate);
  const vh = 10 ** (gainDb / 20);
  const vb = vh ** 0.4996667741545416;
  const a0 = 1 + k / q + k * k;
  return {
    b: [(vh + (vb * k) / q + k * k) / a0, (2 * (k * k - vh)) / a0, (vh - (vb * k) / q + k * k) / a0],
    a: [(2 * (k * k - 1)) / a0, (1 - k / q + k * k) / a0],
  };
}

function secondOrderHighPass(sampleRate: number, hz: number, q: number): Biquad {
  const k = Math.tan((Math.PI * hz) / sampleRate);
  const a0 = 1 + k / q + k * k;
  return { b: [1, -2, 1], a: [(2 * (k * k - 1)) / a0, (1 - k / q + k * k) / a0] };
}

/** Runs the two biquads in series over the samples, handing each output sample on. */
function kWeighted(
  samples: Float32Array,
  [first, second]: [Biquad, Biquad],
  onSample: (value: number, index: number) => void,
) {
  let [x1, x2, y1, y2, z1, z2] = [0, 0, 0, 0, 0, 0];
  for (let index = 0; index < samples.length; index++) {
    const x = samples[index] as number;
    const y = first.b[0] * x + first.b[1] * x1 + first.b[2] * x2 - first.a[0] * y1 - first.a[1] * y2;
    const z = second.b[0] * y + second.b[1] * y1 + second.b[2] * y2 - second.a[0] * z1 - second.a[1] * z2;
    [x2, x1, y2, y1, z2, z1] = [x1, x, y1, y, z1, z];
    onSample(z, index);
  }
}
