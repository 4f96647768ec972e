/**
 * Puts an edit plan's segments end to end in interleaved PCM. Each splice is an equal-power
 * crossfade that ends on the downbeat: the outgoing bar fades out over its last few milliseconds
 * while the audio just before the incoming downbeat fades in, so the downbeat itself is heard
 * whole, from the incoming bar only. A loop's last splice wraps around to the file's start.
 */
import { CROSSFADE_SECONDS, type Segment } from '../domain/edit-plan';

export interface Pcm {
  samples: Float32Array;
  sampleRate: number;
  channels: number;
}

export function spliceSegments(source: Pcm, segments: Segment[], loop: boolean, crossfade = CROSSFADE_SECONDS): Pcm {
  const { sampleRate, channels } = source;
  const frames = source.samples.length / channels;
  const ramp = Math.max(1, Math.round(crossfade * sampleRate));
  const spans = segments.map((segment) => ({
    from: Math.round(segment.from * sampleRate),
    to: Math.min(frames, Math.round(segment.to * sampleRate)),
  }));
  const length = spans.reduce((total, span) => total + Math.max(0, span.to - span.from), 0);
  const out = new Float32Array(length * channels);
  let position = 0;
  spans.forEach((span, index) => {
    const fadesIn = index > 0 || loop;
    const fadesOut = index < spans.length - 1 || loop;
    const first = fadesIn ? span.from - ramp : span.from;
    for (let frame = first; frame < span.to; frame++) {
      let gain = 1;
      if (frame < span.from) gain = Math.sin(((frame - first + 0.5) / ramp) * (Math.PI / 2));
      else if (fadesOut && frame >= span.to - ramp)
        gain = Math.cos(((frame - (span.to - ramp) + 0.5) / ramp) * (Math.PI / 2));
      let at = position + (frame - span.from);
      if (loop) at = ((at % length) + length) % length;
      else if (at < 0 || at >= length) continue;
      // Before the start of the file there is silence: frame < 0 reads nothing.
      if (frame < 0) continue;
      for (let channel = 0; channel < channels; channel++) {
        out[at * channels + channel] =
          (out[at * channels + channel] as number) + gain * (source.samples[frame * channels + channel] as number);
      }
    }
    position += Math.max(0, span.to - span.from);
  });
  return { samples: out, sampleRate, channels };
}

/** Fades the first and last seconds of interleaved PCM in place (a raised-cosine curve). */
export function fadeEdges(pcm: Pcm, fadeInSeconds: number, fadeOutSeconds: number): void {
  const frames = pcm.samples.length / pcm.channels;
  const apply = (frame: number, gain: number) => {
    for (let channel = 0; channel < pcm.channels; channel++)
      pcm.samples[frame * pcm.channels + channel] = (pcm.samples[frame * pcm.channels + channel] as number) * gain;
  };
  const fadeIn = Math.min(frames, Math.round(fadeInSeconds * pcm.sampleRate));
  for (let frame = 0; frame < fadeIn; frame++) apply(frame, 0.5 - 0.5 * Math.cos((Math.PI * frame) / fadeIn));
  const fadeOut = Math.min(frames, Math.round(fadeOutSeconds * pcm.sampleRate));
  for (let index = 0; index < fadeOut; index++)
    apply(frames - 1 - index, 0.5 - 0.5 * Math.cos((Math.PI * index) / fadeOut));
}

/** Exactly `frames` long: cut, or padded with silence. */
export function toLength(pcm: Pcm, frames: number): Pcm {
  const samples = new Float32Array(frames * pcm.channels);
  samples.set(pcm.samples.subarray(0, Math.min(pcm.samples.length, samples.length)));
  return { ...pcm, samples };
}
