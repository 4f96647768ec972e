/**
 * Track specs for a demo catalog or a benchmark set: genres in turn, tempos spread over each
 * genre's range within 70–170 BPM, all three meters, every fourth simple-meter track changing meter
 * in its bridge, and a song form (intro, verses, repeated chorus, bridge, outro) sized to a target
 * length.
 */
import { GENRE_STYLES, GENRES, type TimeSignature } from './genres';
import { seededRandom } from './random';
import { beatsPerBar, type SectionSpec, type TrackSpec } from './track-spec';

export interface DemoSpecOptions {
  minSeconds?: number;
  maxSeconds?: number;
}

const METERS: TimeSignature[] = ['4/4', '3/4', '6/8'];
/** 6/8 counts dotted quarters; above ~110 of those it stops sounding like 6/8. */
const COMPOUND_TEMPO: [number, number] = [70, 110];

export function demoTrackSpecs(count: number, seed: number, options: DemoSpecOptions = {}): TrackSpec[] {
  const random = seededRandom(seed);
  const minSeconds = options.minSeconds ?? 60;
  const maxSeconds = options.maxSeconds ?? 180;
  return Array.from({ length: count }, (_, index) => {
    const genre = GENRES[index % GENRES.length] ?? 'pop';
    // 4/4 twice as often as the others, as in real catalogs; shifted every round of genres so that
    // each genre meets every meter.
    const meter = METERS[[0, 1, 0, 2][(index + Math.floor(index / GENRES.length)) % 4] ?? 0] ?? '4/4';
    const [low, high] = meter === '6/8' ? COMPOUND_TEMPO : GENRE_STYLES[genre].tempo;
    // Golden-ratio steps through the genre's range: its ends are reached within five tracks.
    const occurrence = Math.floor(index / GENRES.length);
    const bpm = Math.round(low + (high - low) * ((0.5 + occurrence * 0.618) % 1));
    const changesMeter = meter !== '6/8' && index % 3 === 0;
    const target = minSeconds + (maxSeconds - minSeconds) * random.next();
    return {
      name: `demo-${String(index + 1).padStart(3, '0')}-${genre}`,
      genre,
      bpm,
      meter,
      sections: songForm(bpm, meter, target, changesMeter, random.next()),
      seed: Math.floor(random.next() * 2 ** 31),
      leadIn: Math.round(random.between(0.05, 0.6) * 100) / 100,
    };
  });
}

/**
 * Picks a song form near the target length; `choice` (0–1) picks among the forms within 20% of it,
 * so the first chorus does not always come at the same point. Verses and choruses are at least
 * about 16 s long, so that a 30 s highlight can lie mostly in choruses. Tracks that change meter
 * do it in a bridge, so they get a form with one.
 */
export function songForm(
  bpm: number,
  meter: TimeSignature,
  targetSeconds: number,
  changesMeter: boolean,
  choice = 0,
): SectionSpec[] {
  const barSeconds = (beatsPerBar(meter) * 60) / bpm;
  const unit = Math.max(8, Math.ceil(16 / barSeconds / 4) * 4);
  const other: TimeSignature = meter === '3/4' ? '4/4' : '3/4';
  const bridge: SectionSpec = changesMeter ? { name: 'bridge', bars: 8, meter: other } : { name: 'bridge', bars: 8 };
  const section = (code: string): SectionSpec => {
    switch (code) {
      case 'I':
        return { name: 'intro', bars: 4 };
      case 'L':
        return { name: 'intro', bars: 8 };
      case 'V':
        return { name: 'verse', bars: unit };
      case 'C':
        return { name: 'chorus', bars: unit };
      case 'B':
        return bridge;
      default:
        return { name: 'outro', bars: 4 };
    }
  };
  // I intro (L a long one), V verse, C chorus, B bridge, O outro.
  const forms = ['ICVCO', 'IVCVCO', 'LVCVCO', 'IVVCCO', 'IVCBCO', 'LVCBCCO', 'IVCVCBCO', 'IVVCVCBCO', 'LVCVCBCCO']
    .filter((form) => !changesMeter || form.includes('B'))
    .map((form) => [...form].map(section));
  const length = (form: SectionSpec[]) => form.reduce((sum, part) => sum + part.bars, 0) * barSeconds;
  const near = forms.filter((form) => Math.abs(length(form) - targetSeconds) <= 0.2 * targetSeconds);
  const closest = forms.reduce((best, form) =>
    Math.abs(length(form) - targetSeconds) < Math.abs(length(best) - targetSeconds) ? form : best,
  );
  return near[Math.min(near.length - 1, Math.floor(choice * near.length))] ?? closest;
}
