/**
 * Synthesis of short sound effects — impacts, whooshes, risers, clicks, interface tones and
 * ambiences — from seeded noise, swept filters and sines. Each voice renders a left and a right
 * channel, so whooshes can move across the stereo field and ambiences sound wide.
 */
import { midiToHz } from '../synth/harmony';
import { renderPercussion } from '../synth/percussion';
import { seededRandom, type Random } from '../synth/random';

export type SoundEffectVoice =
  /** A pitch-dropping body (Hz), a noise crack and, when `ring` is set, a metallic ring (Hz). */
  | { kind: 'impact'; bodyHz: number; decay: number; crackHz: number; ringHz?: number }
  /** Band-passed noise swept from `fromHz` up to `peakHz` and down to `toHz`, panned across. */
  | { kind: 'whoosh'; fromHz: number; peakHz: number; toHz: number }
  /** Noise and a tone sweeping up (a riser) or, played backwards, falling away (a downlifter). */
  | { kind: 'riser'; fromHz: number; toHz: number; falling: boolean }
  | { kind: 'click'; toneHz: number; decay: number; noise: number }
  /** Notes (MIDI) one after another; `buzz` gives a hard, square-ish tone. */
  | { kind: 'tones'; notes: number[]; step: number; buzz: boolean }
  | { kind: 'ambience'; texture: 'wind' | 'rain' | 'surf' | 'hum' | 'drone' };

interface Stereo {
  left: Float32Array;
  right: Float32Array;
}

/** Interleaved stereo samples in [-1, 1], peak-normalised, with short fades at both ends. */
export function renderSoundEffect(voice: SoundEffectVoice, seconds: number, sampleRate: number, seed: number) {
  const length = Math.round(seconds * sampleRate);
  const random = seededRandom(seed);
  const stereo = render(voice, length, sampleRate, random);
  // Ambiences fade in and out; short effects keep their attack and only avoid a click at the end.
  const fadeIn = Math.max(1, Math.min(length / 4, Math.round((voice.kind === 'ambience' ? 0.5 : 0.0005) * sampleRate)));
  const fadeOut = Math.max(1, Math.min(length / 4, Math.round((voice.kind === 'ambience' ? 0.5 : 0.004) * sampleRate)));
  const peakTarget = voice.kind === 'ambience' ? 0.5 : 0.891;
  let peak = 1e-9;
  for (let index = 0; index < length; index++) {
    peak = Math.max(peak, Math.abs(stereo.left[index] ?? 0), Math.abs(stereo.right[index] ?? 0));
  }
  const out = new Float32Array(length * 2);
  for (let index = 0; index < length; index++) {
    const edge = Math.min(1, index / fadeIn, (length - 1 - index) / fadeOut);
    const gain = (peakTarget / peak) * Math.max(0, edge);
    out[index * 2] = (stereo.left[index] ?? 0) * gain;
    out[index * 2 + 1] = (stereo.right[index] ?? 0) * gain;
  }
  return out;
}

function render(voice: SoundEffectVoice, length: number, sampleRate: number, random: Random): Stereo {
  switch (voice.kind) {
    case 'impact':
      return impact(voice, length, sampleRate, random);
    case 'whoosh':
      return whoosh(voice, length, sampleRate, random);
    case 'riser':
      return riser(voice, length, sampleRate, random);
    case 'click':
      return click(voice, length, sampleRate, random);
    case 'tones':
      return tones(voice, length, sampleRate);
    case 'ambience':
      return ambience(voice.texture, length, sampleRate, random);
  }
}

/**
 * A state-variable filter (topology-preserving transform), stable at any cut-off, so sweeps can
 * move its frequency every sample. Returns low-, band- and high-pass outputs.
 */
function stateVariableFilter(q: number) {
  let ic1 = 0;
  let ic2 = 0;
  return (input: number, cutoffHz: number, sampleRate: number) => {
    const g = Math.tan((Math.PI * Math.min(cutoffHz, sampleRate * 0.45)) / sampleRate);
    const k = 1 / q;
    const a1 = 1 / (1 + g * (g + k));
    const v3 = input - ic2;
    const v1 = a1 * ic1 + g * a1 * v3;
    const v2 = ic2 + g * a1 * ic1 + g * g * a1 * v3;
    ic1 = 2 * v1 - ic1;
    ic2 = 2 * v2 - ic2;
    return { low: v2, band: v1, high: input - k * v1 - v2 };
  };
}

const white = (random: Random) => random.next() * 2 - 1;
const glide = (from: number, to: number, share: number) => from * (to / from) ** Math.max(0, Math.min(1, share));

function mono(samples: Float32Array): Stereo {
  return { left: samples, right: samples.slice() };
}

function impact(voice: Extract<SoundEffectVoice, { kind: 'impact' }>, length: number, sr: number, random: Random) {
  const left = new Float32Array(length);
  const right = new Float32Array(length);
  const boom = renderPercussion('boom', sr);
  const crackLeft = stateVariableFilter(0.7);
  const crackRight = stateVariableFilter(0.7);
  let phase = 0;
  for (let index = 0; index < length; index++) {
    const time = index / sr;
    phase += (2 * Math.PI * glide(voice.bodyHz * 3, voice.bodyHz, time / 0.06)) / sr;
    const body = Math.sin(phase) * Math.exp(-time / voice.decay);
    const crackEnvelope = Math.exp(-time / 0.04) + 0.15 * Math.exp(-time / (voice.decay * 0.8));
    const ring = voice.ringHz
      ? (Math.sin(2 * Math.PI * voice.ringHz * time) + 0.6 * Math.sin(2 * Math.PI * voice.ringHz * 2.76 * time)) *
        0.35 *
        Math.exp(-time / (voice.decay * 1.5))
      : 0;
    const shared = body + 0.5 * (boom[index] ?? 0) + ring;
    left[index] = shared + crackLeft(white(random), voice.crackHz, sr).low * crackEnvelope;
    right[index] = shared + crackRight(white(random), voice.crackHz, sr).low * crackEnvelope;
  }
  return { left, right };
}

function whoosh(voice: Extract<SoundEffectVoice, { kind: 'whoosh' }>, length: number, sr: number, random: Random) {
  const left = new Float32Array(length);
  const right = new Float32Array(length);
  const filter = stateVariableFilter(1.8);
  for (let index = 0; index < length; index++) {
    const share = index / length;
    const cutoff =
      share < 0.6
        ? glide(voice.fromHz, voice.peakHz, share / 0.6)
        : glide(voice.peakHz, voice.toHz, (share - 0.6) / 0.4);
    const envelope = Math.sin(Math.PI * share ** 0.8) ** 2;
    const value = filter(white(random), cutoff, sr).band * envelope;
    const angle = (share * Math.PI) / 2;
    left[index] = value * Math.cos(angle);
    right[index] = value * Math.sin(angle);
  }
  return { left, right };
}

function riser(voice: Extract<SoundEffectVoice, { kind: 'riser' }>, length: number, sr: number, random: Random) {
  const noise = stateVariableFilter(2.5);
  const samples = new Float32Array(length);
  let phase = 0;
  for (let index = 0; index < length; index++) {
    const share = index / length;
    const cutoff = glide(voice.fromHz, voice.toHz, share);
    const vibrato = 1 + 0.01 * Math.sin(2 * Math.PI * 5 * (index / sr));
    phase += (2 * Math.PI * glide(voice.fromHz / 2, voice.toHz / 4, share) * vibrato) / sr;
    const tone = Math.sin(phase) + 0.3 * Math.sin(3 * phase);
    samples[index] = (noise(white(random), cutoff, sr).band * 1.5 + 0.25 * tone) * share ** 2;
  }
  if (voice.falling) samples.reverse();
  return mono(samples);
}

function click(voice: Extract<SoundEffectVoice, { kind: 'click' }>, length: number, sr: number, random: Random) {
  const samples = new Float32Array(length);
  const filter = stateVariableFilter(0.7);
  for (let index = 0; index < length; index++) {
    const time = index / sr;
    const envelope = Math.exp(-time / voice.decay);
    const tone = Math.sin(2 * Math.PI * voice.toneHz * time);
    samples[index] = (tone * (1 - voice.noise) + filter(white(random), 3000, sr).high * voice.noise) * envelope;
  }
  return mono(samples);
}

function tones(voice: Extract<SoundEffectVoice, { kind: 'tones' }>, length: number, sr: number) {
  const samples = new Float32Array(length);
  voice.notes.forEach((note, position) => {
    const hz = midiToHz(note);
    const start = Math.round(position * voice.step * sr);
    for (let index = start; index < length; index++) {
      const time = (index - start) / sr;
      const envelope = Math.min(1, time / 0.005) * Math.exp(-time / (voice.buzz ? 0.25 : 0.35));
      const wave = voice.buzz
        ? Math.tanh(4 * Math.sin(2 * Math.PI * hz * time))
        : Math.sin(2 * Math.PI * hz * time) + 0.3 * Math.sin(2 * Math.PI * hz * 2.01 * time);
      samples[index] = (samples[index] ?? 0) + wave * envelope;
    }
  });
  return mono(samples);
}

/** A slow wobble in [0, 1] from two incommensurate sines, for wind gusts and swells. */
const wobble = (time: number, rate: number, offset: number) =>
  0.5 + 0.3 * Math.sin(2 * Math.PI * rate * time + offset) + 0.2 * Math.sin(2 * Math.PI * rate * 2.71 * time);

function ambience(
  texture: Extract<SoundEffectVoice, { kind: 'ambience' }>['texture'],
  length: number,
  sr: number,
  random: Random,
) {
  const left = new Float32Array(length);
  const right = new Float32Array(length);
  const filters = [
    stateVariableFilter(texture === 'wind' ? 3 : 0.7),
    stateVariableFilter(texture === 'wind' ? 3 : 0.7),
  ];
  const drops = texture === 'rain' ? raindrops(length, sr, random) : null;
  for (let index = 0; index < length; index++) {
    const time = index / sr;
    for (const [channel, out] of [left, right].entries()) {
      const filter = filters[channel] ?? stateVariableFilter(1);
      const offset = channel * 1.3;
      let value: number;
      switch (texture) {
        case 'wind': {
          const gust = wobble(time, 0.13, offset);
          value = filter(white(random), 250 + 900 * gust, sr).band * gust;
          break;
        }
        case 'rain':
          value = filter(white(random), 2500, sr).low * 0.35 + (drops?.[channel]?.[index] ?? 0);
          break;
        case 'surf': {
          // A wave every ~7 s: a quick rise as it breaks, a long wash as it draws back.
          const cycle = ((time + offset * 0.2) % 7) / 7;
          const swell = cycle < 0.15 ? cycle / 0.15 : Math.exp(-(cycle - 0.15) * 4);
          value = filter(white(random), 300 + 2500 * swell, sr).low * (0.15 + swell);
          break;
        }
        case 'hum':
          value =
            0.5 * Math.sin(2 * Math.PI * 50 * time) +
            0.25 * Math.sin(2 * Math.PI * 100 * time + offset) +
            0.1 * Math.sin(2 * Math.PI * 150 * time) +
            filter(white(random), 800, sr).low * 0.4;
          break;
        case 'drone':
          value =
            [55, 82.6, 110.4, 164.9].reduce(
              (sum, hz, voiceIndex) =>
                sum + Math.sin(2 * Math.PI * (hz + channel * 0.3) * time) * wobble(time, 0.05, voiceIndex),
              0,
            ) *
              0.3 +
            filter(white(random), 400, sr).low * 0.3;
          break;
      }
      out[index] = value;
    }
  }
  return { left, right };
}

/** Some thirty droplets a second: short high pings at random times, each on one side. */
function raindrops(length: number, sr: number, random: Random): [Float32Array, Float32Array] {
  const channels: [Float32Array, Float32Array] = [new Float32Array(length), new Float32Array(length)];
  const count = Math.round((length / sr) * 30);
  for (let drop = 0; drop < count; drop++) {
    const start = Math.floor(random.next() * length);
    const hz = random.between(1800, 4500);
    const gain = random.between(0.05, 0.35);
    const channel = channels[random.chance(0.5) ? 0 : 1];
    const end = Math.min(length, start + Math.round(0.03 * sr));
    for (let index = start; index < end; index++) {
      const time = (index - start) / sr;
      channel[index] = (channel[index] ?? 0) + Math.sin(2 * Math.PI * hz * time) * Math.exp(-time / 0.006) * gain;
    }
  }
  return channels;
}
