import { execFileSync } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { processRunning, waitFor } from '@downbeat/testing';
import { encodeWav } from '@downbeat/synth';
import { AudioDecodeError, decodePcm } from './decode';

/** A 1 kHz sine at `peakDbfs` for `seconds`, mono. */
function tone(seconds: number, sampleRate: number, peakDbfs: number): Float32Array {
  const amplitude = 10 ** (peakDbfs / 20);
  return Float32Array.from(
    { length: seconds * sampleRate },
    (_, n) => amplitude * Math.sin((2 * Math.PI * 1000 * n) / sampleRate),
  );
}

describe('decodePcm', () => {
  let directory: string;
  beforeAll(async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'audio-decode-'));
  });

  it('decodes a WAV master to mono samples at the requested rate', async () => {
    const file = path.join(directory, 'tone.wav');
    await writeFile(file, encodeWav(tone(2, 44100, -6), 44100, 1));
    const decoded = await decodePcm(file, 11025);
    expect(decoded.sampleRate).toBe(11025);
    expect(decoded.duration).toBeCloseTo(2, 2);
    const peak = decoded.samples.reduce((max, value) => Math.max(max, Math.abs(value)), 0);
    expect(peak).toBeCloseTo(0.5, 1);
  });

  it('can mix to mono first and resample with soxr, as librosa loads audio: the mono mix is the mean', async () => {
    const file = path.join(directory, 'left-only.wav');
    const left = tone(2, 44100, -6);
    const stereo = new Float32Array(left.length * 2);
    left.forEach((sample, index) => (stereo[2 * index] = sample));
    await writeFile(file, encodeWav(stereo, 44100, 2));
    const decoded = await decodePcm(file, 16000, { resampler: 'soxr' });
    expect(decoded.samples.length).toBeCloseTo(32000, -1);
    const peak = decoded.samples.reduce((max, value) => Math.max(max, Math.abs(value)), 0);
    expect(peak).toBeCloseTo(0.25, 2);
  });

  it('measures the EBU R128 loudness of a known signal: a -20 dBFS 1 kHz sine reads -23 LUFS', async () => {
    const file = path.join(directory, 'loudness.wav');
    await writeFile(file, encodeWav(tone(6, 48000, -20), 48000, 1));
    const { loudness } = await decodePcm(file, 11025, { loudness: true });
    expect(loudness?.integratedLufs).toBeCloseTo(-23, 0);
    expect(loudness?.truePeakDbtp).toBeCloseTo(-20, 0);
  });

  it('decodes PCM handed over in memory', async () => {
    const decoded = await decodePcm({ pcm: tone(1, 22050, -6), sampleRate: 22050, channels: 1 }, 11025);
    expect(decoded.samples.length).toBeCloseTo(11025, -1);
  });

  it('rejects a corrupt file with its name in the message', async () => {
    const file = path.join(directory, 'not-audio.mp3');
    await writeFile(file, 'this is a text file pretending to be an mp3\n'.repeat(50));
    const failure = decodePcm(file, 11025);
    await expect(failure).rejects.toBeInstanceOf(AudioDecodeError);
    await expect(failure).rejects.toMatchObject({ kind: 'invalid-argument', file });
    await expect(failure).rejects.toThrow(file);
  });

  it('says ffmpeg is unavailable when the binary does not exist', async () => {
    await expect(
      decodePcm(path.join(directory, 'tone.wav'), 11025, { ffmpeg: '/nonexistent/ffmpeg' }),
    ).rejects.toMatchObject({
      kind: 'unavailable',
    });
  });

  it('ends ffmpeg and rejects with the reason when the caller aborts', async () => {
    // A named pipe nobody writes to: ffmpeg waits on it until it is ended.
    const file = path.join(directory, 'never-written.wav');
    execFileSync('mkfifo', [file]);
    const abort = new AbortController();
    const decoding = decodePcm(file, 11025, { signal: abort.signal });
    setTimeout(() => abort.abort(new Error('no longer wanted')), 100);
    await expect(decoding).rejects.toThrow('no longer wanted');
    await waitFor('ffmpeg to end', () => !processRunning(file), { timeoutMs: 3_000 });
  });
});
