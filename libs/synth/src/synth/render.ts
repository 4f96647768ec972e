/**
 * Mixes a timeline of sound events into PCM: each distinct note or drum hit is synthesised once
 * and reused, placed with constant-power panning, sent to a small room reverb, and the master is
 * normalised to -1 dBFS peak.
 */
import { type SoundEvent } from './arrangement';
import { renderNote } from './instruments';
import { renderPercussion } from './percussion';

export interface RenderOptions {
  sampleRate: number;
  channels: 1 | 2;
  duration: number;
  /** Share of the signal sent to the reverb. */
  reverb: number;
}

/** Interleaved samples in [-1, 1]. */
export function renderEvents(events: SoundEvent[], options: RenderOptions): Float32Array {
  const { sampleRate, duration } = options;
  const length = Math.ceil(duration * sampleRate);
  const left = new Float32Array(length);
  const right = new Float32Array(length);
  const cache = new Map<string, Float32Array>();
  for (const event of events) {
    const key =
      event.kind === 'hit' ? event.voice : `${event.instrument} ${event.midi} ${Math.round(event.seconds * 100)}`;
    let sound = cache.get(key);
    if (!sound) {
      sound =
        event.kind === 'hit'
          ? renderPercussion(event.voice, sampleRate)
          : renderNote(event.instrument, event.midi, Math.round(event.seconds * 100) / 100, sampleRate);
      cache.set(key, sound);
    }
    const angle = ((event.pan + 1) * Math.PI) / 4;
    const gainLeft = Math.cos(angle) * event.gain;
    const gainRight = Math.sin(angle) * event.gain;
    const offset = Math.max(0, Math.round(event.time * sampleRate));
    const end = Math.min(length, offset + sound.length);
    for (let index = offset; index < end; index++) {
      const value = sound[index - offset] ?? 0;
      left[index] = (left[index] ?? 0) + value * gainLeft;
      right[index] = (right[index] ?? 0) + value * gainRight;
    }
  }
  addRoom(left, right, sampleRate, options.reverb);
  return finish(left, right, options.channels);
}

/** A Schroeder room: parallel feedback combs then series all-passes, different per side. */
function addRoom(left: Float32Array, right: Float32Array, sampleRate: number, amount: number) {
  if (amount <= 0) return;
  const send = new Float32Array(left.length);
  for (let index = 0; index < send.length; index++) send[index] = ((left[index] ?? 0) + (right[index] ?? 0)) * 0.5;
  const wet = (combs: number[], allPasses: number[]) => {
    const out = new Float32Array(send.length);
    for (const milliseconds of combs) {
      const delay = Math.round((milliseconds / 1000) * sampleRate);
      const line = new Float32Array(delay);
      let damped = 0;
      for (let index = 0; index < send.length; index++) {
        const slot = index % delay;
        const delayed = line[slot] ?? 0;
        damped += 0.4 * (delayed - damped);
        line[slot] = (send[index] ?? 0) + damped * 0.78;
        out[index] = (out[index] ?? 0) + delayed / combs.length;
      }
    }
    for (const milliseconds of allPasses) {
      const delay = Math.round((milliseconds / 1000) * sampleRate);
      const line = new Float32Array(delay);
      for (let index = 0; index < out.length; index++) {
        const slot = index % delay;
        const delayed = line[slot] ?? 0;
        const input = out[index] ?? 0;
        line[slot] = input + delayed * 0.5;
        out[index] = delayed - input * 0.5;
      }
    }
    return out;
  };
  const wetLeft = wet([29.7, 37.1, 41.1, 43.7], [5, 1.7]);
  const wetRight = wet([30.5, 36.3, 40.3, 44.9], [5.3, 1.9]);
  for (let index = 0; index < left.length; index++) {
    left[index] = (left[index] ?? 0) + (wetLeft[index] ?? 0) * amount * 2;
    right[index] = (right[index] ?? 0) + (wetRight[index] ?? 0) * amount * 2;
  }
}

function finish(left: Float32Array, right: Float32Array, channels: 1 | 2): Float32Array {
  let peak = 1e-9;
  for (let index = 0; index < left.length; index++) {
    peak = Math.max(peak, Math.abs(left[index] ?? 0), Math.abs(right[index] ?? 0));
  }
  const gain = 0.891 / peak;
  if (channels === 1) {
    const mono = new Float32Array(left.length);
    for (let index = 0; index < mono.length; index++) mono[index] = ((left[index] ?? 0) + (right[index] ?? 0)) * gain;
    let monoPeak = 1e-9;
    for (const value of mono) monoPeak = Math.max(monoPeak, Math.abs(value));
    if (monoPeak > 0.891)
      for (let index = 0; index < mono.length; index++) mono[index] = ((mono[index] ?? 0) * 0.891) / monoPeak;
    return mono;
  }
  const interleaved = new Float32Array(left.length * 2);
  for (let index = 0; index < left.length; index++) {
    interleaved[2 * index] = (left[index] ?? 0) * gain;
    interleaved[2 * index + 1] = (right[index] ?? 0) * gain;
  }
  return interleaved;
}
