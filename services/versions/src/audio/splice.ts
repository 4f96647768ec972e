/**
 * Puts an edit plan's segments end to end in interleaved PCM. Each splice is an equal-power
 * crossfade that ends on the downbeat: the outgoing bar fades out over its last few milliseconds
 * while the audio just before the incoming downbeat fades in, so the downbeat itself is heard
 * whole, from the incoming bar only. A loop's last splice wraps around to the file's start. Where
 * the next segment starts where one ends (`playsOn`), the audio simply continues: a crossfade of a
 * sound with itself would swell it by up to 3 dB.
 */
import { CROSSFADE_SECONDS, playsOn, type Segment } from '../domain/edit-plan';

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
  const previous = (index: number) => segments[index - 1] ?? (loop ? segments[segments.length - 1] : undefined);
  const next = (index: number) => segments[index + 1] ?? (loop ? segments[0] : undefined);
  spans.forEach((span, index) => {
    const segment = segments[index] as Segment;
    const before = previous(index);
    const after = next(index);
    const fadesIn = before !== undefined && !playsOn(before.to, segment.from);
    const fadesOut = after !== undefined && !playsOn(segment.to, after.from);
    const first = fadesIn ? span.from - ramp : span.from;
    const rampOutFrom = fadesOut ? span.to - ramp : span.to;
    // The body at full gain is one copy; only the ramps are mixed sample by sample.
    const bodyFrom = Math.max(0, span.from);
    const bodyTo = Math.max(bodyFrom, rampOutFrom);
    const bodyAt = position + (bodyFrom - span.from);
    // Bodies never overlap: each ramp lies in the neighbouring segment's ramp, not its body.
    if (bodyTo > bodyFrom && bodyAt >= 0 && bodyAt + (bodyTo - bodyFrom) <= length)
      out.set(source.samples.subarray(bodyFrom * channels, bodyTo * channels), bodyAt * channels);
    const mix = (frame: number, gain: number) => {
      let at = position + (frame - span.from);
      if (loop) at = ((at % length) + length) % length;
      else if (at < 0 || at >= length) return;
      // Before the start of the file there is silence.
      if (frame < 0) return;
      for (let channel = 0; channel < channels; channel++) {
        out[at * channels + channel] =
          (out[at * channels + channel] as number) + gain * (source.samples[frame * channels + channel] as number);
      }
    };
    for (let frame = first; frame < span.from; frame++)
      mix(frame, Math.sin(((frame - first + 0.5) / ramp) * (Math.PI / 2)));
    for (let frame = Math.max(span.from, rampOutFrom); frame < span.to; frame++)
      mix(frame, Math.cos(((frame - rampOutFrom + 0.5) / ramp) * (Math.PI / 2)));
    position += Math.max(0, span.to - span.from);
  });
  return { samples: out, sampleRate, channels };
}
