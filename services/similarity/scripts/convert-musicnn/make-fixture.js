/**
 * Writes the parity fixture: 7 seconds of a rock track from our own synthesiser (no third-party
 * audio in the repository), mono 16-bit WAV at 16 kHz — musicnn's rate, so that librosa and our
 * decoder read the very same samples and no resampler stands between the two front ends.
 *
 *   npx turbo run build --filter=@downbeat/audio
 *   node services/similarity/scripts/convert-musicnn/make-fixture.js <out.wav>
 */
const { writeFileSync } = require('node:fs');
const { encodeWav, synthesizeTrack } = require('@downbeat/synth');

const RATE = 16_000;
const [from, seconds] = [4, 7];
const track = synthesizeTrack(
  {
    name: 'musicnn parity fixture',
    genre: 'rock',
    bpm: 124,
    meter: '4/4',
    sections: [
      { name: 'verse', bars: 4 },
      { name: 'chorus', bars: 4 },
    ],
    seed: 13,
  },
  { sampleRate: RATE, channels: 1 },
);
const excerpt = track.pcm.subarray(from * RATE, (from + seconds) * RATE);
writeFileSync(process.argv[2] ?? 'musicnn-fixture.wav', encodeWav(excerpt, RATE, 1));
