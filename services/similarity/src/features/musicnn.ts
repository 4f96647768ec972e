/**
 * musicnn (Pons & Serra, MTG-UPF; PyPI package `musicnn` 0.1.0, ISC licence): a CNN trained to tag
 * 3-second patches of 96-band log-mel spectrogram at 16 kHz. Its checkpoints are converted to ONNX
 * by `scripts/convert-musicnn` and committed in `models/` (with their SHA-256 and licence notice).
 * These are the constants of its input and outputs; the tag names are musicnn's own, in its order.
 */
import path from 'node:path';

export const MUSICNN = {
  sampleRate: 16_000,
  fftSize: 512,
  hop: 256,
  melBands: 96,
  /** Frames per patch: musicnn's `time_to_frames(3 s) + 1`. */
  patchFrames: 187,
} as const;

/** One patch: 187 frames of 16 ms. */
export const PATCH_SECONDS = (MUSICNN.patchFrames * MUSICNN.hop) / MUSICNN.sampleRate;
export const EMBEDDING_SIZE = 200;
export const TAG_COUNT = 50;

/** Trained on the Million Song Dataset's last.fm tags: genres, moods, eras. */
export const MSD_TAGS = [
  'rock', 'pop', 'alternative', 'indie', 'electronic', 'female vocalists', 'dance', '00s', 'alternative rock',
  'jazz', 'beautiful', 'metal', 'chillout', 'male vocalists', 'classic rock', 'soul', 'indie rock', 'Mellow',
  'electronica', '80s', 'folk', '90s', 'chill', 'instrumental', 'punk', 'oldies', 'blues', 'hard rock', 'ambient',
  'acoustic', 'experimental', 'female vocalist', 'guitar', 'Hip-Hop', '70s', 'party', 'country', 'easy listening',
  'sexy', 'catchy', 'funk', 'electro', 'heavy metal', 'Progressive rock', '60s', 'rnb', 'indie pop', 'sad', 'House',
  'happy',
] as const; // prettier-ignore

/** Trained on MagnaTagATune: instruments, voices, a few genres, tempo and loudness words. */
export const MTT_TAGS = [
  'guitar', 'classical', 'slow', 'techno', 'strings', 'drums', 'electronic', 'rock', 'fast', 'piano', 'ambient',
  'beat', 'violin', 'vocal', 'synth', 'female', 'indian', 'opera', 'male', 'singing', 'vocals', 'no vocals',
  'harpsichord', 'loud', 'quiet', 'flute', 'woman', 'male vocal', 'no vocal', 'pop', 'soft', 'sitar', 'solo', 'man',
  'classic', 'choir', 'voice', 'new age', 'dance', 'male voice', 'female vocal', 'beats', 'harp', 'cello', 'no voice',
  'weird', 'country', 'metal', 'female voice', 'choral',
] as const; // prettier-ignore

export type MusicnnModel = 'MSD_musicnn' | 'MTT_musicnn';

export const TAGS_OF: Record<MusicnnModel, readonly string[]> = { MSD_musicnn: MSD_TAGS, MTT_musicnn: MTT_TAGS };

/** `models/` beside `src/` and `dist/`: nothing is fetched at run time. */
export const modelFile = (model: MusicnnModel) => path.resolve(__dirname, '..', '..', 'models', `${model}.onnx`);
