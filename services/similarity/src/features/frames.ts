/**
 * The frame grid of the DSP features (chroma, MFCC, loudness): 10 frames a second. Frame `i`
 * describes the audio around `(i + 0.5) / FRAME_RATE` seconds.
 *
 * Why 10: these sequences are what a query excerpt is aligned on (DTW over chroma and MFCC), and
 * what is stored per track. 100 ms is under a third of a beat up to 200 BPM — fine enough to place
 * an alignment within a beat — while a 10-second query is 100 frames and a 3-minute track 1,800,
 * which keeps alignment cheap (100 × 300 cells against a 30-second window) and the stored sequence
 * small (26 floats a frame, ~190 KB for 3 minutes).
 */
export const FRAME_RATE = 10;

/** Frames covering `seconds` of audio, the last one possibly partial. */
export const frameCount = (seconds: number) => Math.max(1, Math.ceil(seconds * FRAME_RATE - 1e-9));

/** The sample at the centre of frame `index`. */
export const frameCentre = (index: number, sampleRate: number) => Math.round(((index + 0.5) * sampleRate) / FRAME_RATE);
