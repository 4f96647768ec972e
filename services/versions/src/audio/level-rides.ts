/**
 * Rides the gain of spliced PCM at its splices (`seamLevelRides` in domain/seam-levels.ts says how
 * much), in place: from each splice the gain holds for the short-term window, then returns to unity
 * linearly in dB. A boost is lowered until none of the samples it lifts passes `PEAK_LIMIT`, so the
 * MP3s never clip. In a loop a ride runs on through the wrap into the file's start (where the end
 * flows), and a loop shorter than a ride (9 s) is not ridden: its level could never return.
 */
import { type LevelRide, RIDE_HOLD_SECONDS, RIDE_RETURN_SECONDS } from '../domain/seam-levels';
import { type Pcm } from './splice';

const PEAK_LIMIT = 0.98;

export function rideLevels(pcm: Pcm, rides: LevelRide[], loop: boolean): void {
  const { samples, sampleRate, channels } = pcm;
  const frames = samples.length / channels;
  if (frames === 0) return;
  const hold = Math.round(RIDE_HOLD_SECONDS * sampleRate);
  const back = Math.round(RIDE_RETURN_SECONDS * sampleRate);
  if (loop && hold + back > frames) return;
  for (const ride of rides) {
    const splice = Math.round(ride.at * sampleRate);
    const start = loop ? splice % frames : splice;
    const length = loop ? hold + back : Math.min(frames - start, hold + back);
    if (length <= 0) continue;
    const at = (offset: number, channel: number) => ((start + offset) % frames) * channels + channel;
    let gainDb = ride.gainDb;
    if (gainDb > 0) {
      let lifted = 0;
      forEachGain(gainDb, hold, back, length, (offset, gain) => {
        for (let channel = 0; channel < channels; channel++)
          lifted = Math.max(lifted, Math.abs(samples[at(offset, channel)] as number) * gain);
      });
      // Lowering the whole ride by the excess keeps every lifted sample under the limit.
      if (lifted > PEAK_LIMIT) gainDb = Math.max(0, gainDb - 20 * Math.log10(lifted / PEAK_LIMIT));
    }
    if (gainDb === 0) continue;
    forEachGain(gainDb, hold, back, length, (offset, gain) => {
      for (let channel = 0; channel < channels; channel++) samples[at(offset, channel)]! *= gain;
    });
  }
}

/**
 * The ride's gain at each of its first `frames` frames: `gainDb` for `hold` frames, then back to
 * unity over `back` frames, linear in dB — a constant ratio from frame to frame.
 */
function forEachGain(
  gainDb: number,
  hold: number,
  back: number,
  frames: number,
  visit: (offset: number, gain: number) => void,
): void {
  const step = 10 ** (-gainDb / 20 / back);
  let gain = 10 ** (gainDb / 20);
  for (let offset = 0; offset < frames; offset++) {
    if (offset >= hold) gain *= step;
    visit(offset, gain);
  }
}
