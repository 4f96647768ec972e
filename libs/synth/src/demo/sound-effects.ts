/**
 * The demo catalog's thirty sound effects: what each is, which category it is filed under, how long
 * it lasts and which voice renders it. Listed so that the first few already span every category
 * (small test catalogs take the first n).
 */
import { type SoundEffectVoice } from './sound-effect-voices';
import { type SoundEffectCategoryKey } from './taxonomy';

export interface SoundEffectSpec {
  title: string;
  category: SoundEffectCategoryKey;
  seconds: number;
  voice: SoundEffectVoice;
}

const impact = (bodyHz: number, decay: number, crackHz: number, ringHz?: number): SoundEffectVoice => ({
  kind: 'impact',
  bodyHz,
  decay,
  crackHz,
  ...(ringHz ? { ringHz } : {}),
});
const whoosh = (fromHz: number, peakHz: number, toHz: number): SoundEffectVoice => ({
  kind: 'whoosh',
  fromHz,
  peakHz,
  toHz,
});
const riser = (fromHz: number, toHz: number, falling = false): SoundEffectVoice => ({
  kind: 'riser',
  fromHz,
  toHz,
  falling,
});
const click = (toneHz: number, decay: number, noise: number): SoundEffectVoice => ({
  kind: 'click',
  toneHz,
  decay,
  noise,
});
const tones = (notes: number[], step: number, buzz = false): SoundEffectVoice => ({ kind: 'tones', notes, step, buzz });
const ambience = (texture: Extract<SoundEffectVoice, { kind: 'ambience' }>['texture']): SoundEffectVoice => ({
  kind: 'ambience',
  texture,
});

const BY_CATEGORY: SoundEffectSpec[][] = [
  [
    { title: 'Deep Boom', category: 'impacts', seconds: 2.5, voice: impact(55, 0.9, 1200) },
    { title: 'Metal Hit', category: 'impacts', seconds: 2.2, voice: impact(140, 0.5, 5000, 620) },
    { title: 'Sub Drop', category: 'impacts', seconds: 3, voice: impact(42, 1.4, 400) },
    { title: 'Door Thud', category: 'impacts', seconds: 1.2, voice: impact(85, 0.22, 900) },
    { title: 'Bright Strike', category: 'impacts', seconds: 2.4, voice: impact(180, 0.6, 7000, 1450) },
    { title: 'Body Punch', category: 'impacts', seconds: 0.9, voice: impact(110, 0.12, 3000) },
  ],
  [
    { title: 'Quick Whoosh', category: 'transitions', seconds: 0.8, voice: whoosh(300, 2500, 600) },
    { title: 'Long Whoosh', category: 'transitions', seconds: 2.2, voice: whoosh(200, 1800, 300) },
    { title: 'Air Swipe', category: 'transitions', seconds: 0.5, voice: whoosh(800, 5000, 1500) },
    { title: 'Tension Riser', category: 'transitions', seconds: 6, voice: riser(200, 6000) },
    { title: 'Short Riser', category: 'transitions', seconds: 3, voice: riser(400, 8000) },
    { title: 'Downlifter', category: 'transitions', seconds: 3.5, voice: riser(150, 4000, true) },
    { title: 'Falling Sweep', category: 'transitions', seconds: 2, voice: riser(300, 7000, true) },
    { title: 'Reverse Swell', category: 'transitions', seconds: 2.6, voice: whoosh(150, 900, 3500) },
  ],
  [
    { title: 'Soft Click', category: 'clicks', seconds: 0.15, voice: click(1800, 0.008, 0.4) },
    { title: 'Wood Tap', category: 'clicks', seconds: 0.3, voice: click(750, 0.03, 0.2) },
    { title: 'Toggle Switch', category: 'clicks', seconds: 0.2, voice: click(2600, 0.006, 0.7) },
    { title: 'Key Press', category: 'clicks', seconds: 0.18, voice: click(1200, 0.012, 0.55) },
    { title: 'Clock Tick', category: 'clicks', seconds: 0.25, voice: click(3200, 0.01, 0.3) },
    { title: 'Bubble Pop', category: 'clicks', seconds: 0.3, voice: click(520, 0.04, 0.05) },
  ],
  [
    { title: 'Notification Chime', category: 'interface', seconds: 1.2, voice: tones([79, 84], 0.15) },
    { title: 'Success', category: 'interface', seconds: 1.2, voice: tones([72, 76, 79], 0.1) },
    { title: 'Error Buzz', category: 'interface', seconds: 0.9, voice: tones([45, 45], 0.18, true) },
    { title: 'Message Pop', category: 'interface', seconds: 0.6, voice: tones([86], 0.1) },
    { title: 'Alert Beep', category: 'interface', seconds: 1, voice: tones([81, 81, 81], 0.22, true) },
  ],
  [
    { title: 'Wind Gusts', category: 'ambiences', seconds: 15, voice: ambience('wind') },
    { title: 'Rain on the Roof', category: 'ambiences', seconds: 15, voice: ambience('rain') },
    { title: 'Ocean Surf', category: 'ambiences', seconds: 18, voice: ambience('surf') },
    { title: 'Room Tone Hum', category: 'ambiences', seconds: 12, voice: ambience('hum') },
    { title: 'Night Drone', category: 'ambiences', seconds: 16, voice: ambience('drone') },
  ],
];

/** Every sound effect, one category after another in turn. */
export const SOUND_EFFECTS: SoundEffectSpec[] = Array.from(
  { length: Math.max(...BY_CATEGORY.map((list) => list.length)) },
  (_, round) => BY_CATEGORY.flatMap((list) => list[round] ?? []),
).flat();
