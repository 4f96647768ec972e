/**
 * Titles and fictional artists for the demo tracks: drawn from word lists with the catalog's seed,
 * so the same seed names the same tracks.
 */
import { type Genre } from '../synth/genres';
import { type Random } from '../synth/random';

const ADJECTIVES =
  'Low Golden Neon Quiet Electric Velvet Silver Distant Wild Paper Crystal Hidden Midnight Broken Summer Winter Northern Slow Bright Hollow Endless Amber Lucky Restless Faded Open Secret Copper Falling Rising'.split(
    ' ',
  );
const NOUNS =
  'Orbit Harbour Signal Horizon Garden Avenue River Engine Lanterns Skyline Tides Circuit Meadow Echoes Motion Heartbeat Streets Waves Fields Mirrors Voyage Embers Parade Canyon Letters Daylight Compass Satellites Rooftops Summit'.split(
    ' ',
  );

const ARTISTS: Record<Genre, string[]> = {
  house: ['Lumen Drift', 'Night Transit', 'Kira Vale'],
  'hip-hop': ['MC Halcyon', 'Lo Static', 'Dee Marlowe'],
  rock: ['The Paper Kites Club', 'Vantablue', 'Static Harbour'],
  ambient: ['Aurelle', 'Slow Tide Collective', 'Mira Sol'],
  jazz: ['The Blue Hour Trio', 'Nina Calder', 'Basement Quartet'],
  pop: ['Skye Harlow', 'Polaroid Kids', 'Juno Reyes'],
  cinematic: ['Halden Orchestra', 'Ivo Brandt', 'Northlight Scoring'],
  folk: ['Willow & Rye', 'Tom Ashby', 'The Fieldhands'],
};

/** A title not used yet, e.g. `Neon Harbour`. */
export function uniqueTitle(random: Random, taken: Set<string>): string {
  for (;;) {
    const title = `${random.pick(ADJECTIVES)} ${random.pick(NOUNS)}`;
    if (!taken.has(title)) {
      taken.add(title);
      return title;
    }
  }
}

/** The main artist of a style's track, and now and then a guest from another style. */
export function artistsFor(genre: Genre, occurrence: number, random: Random) {
  const pool = ARTISTS[genre];
  const mainArtists = [pool[occurrence % pool.length] ?? 'Downbeat Demo'];
  const guests = Object.values(ARTISTS)
    .flat()
    .filter((name) => !pool.includes(name));
  const featuredArtists = random.chance(0.2) ? [random.pick(guests)] : [];
  return { mainArtists, featuredArtists };
}
