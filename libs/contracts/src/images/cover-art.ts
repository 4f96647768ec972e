/**
 * Generated cover art: what an entity without a picture of its own shows. Catalog names the
 * design from the entity (its kind, id and the words of its genre, mood or category); media
 * renders a design from its id alone, on first request, and keeps it. So neither asks the other:
 * the design id is the whole agreement, and this module is its one definition.
 *
 * Designs are bounded on purpose: a motif per kind of entity, a palette chosen by the entity's
 * words, and one of COVER_VARIANTS layouts picked by its id. A catalog of any size therefore needs
 * at most motifs × palettes × variants renders (5 × 12 × 256 = 15,360, each once, ~80 KB for its
 * four widths), and nobody can make the public edge draw or store more than that by inventing ids.
 * The price: two entities of one kind and palette share a design once in a while (1 pair among
 * the audio demo's 40 tracks; with 64 layouts it was 4 pairs).
 */

export type CoverSubjectKind = 'track' | 'soundEffect' | 'genre' | 'mood' | 'collection' | 'soundEffectCategory';

/** Bump when the renderer changes how a design looks: ids (and URLs, cached for a year) change with it. */
export const COVER_ART_VERSION = 1;

export const COVER_MOTIFS = ['waves', 'orbits', 'aura', 'mosaic', 'pulse'] as const;
export type CoverMotif = (typeof COVER_MOTIFS)[number];

const MOTIF_OF: Record<CoverSubjectKind, CoverMotif> = {
  track: 'waves',
  genre: 'orbits',
  mood: 'aura',
  collection: 'mosaic',
  soundEffect: 'pulse',
  soundEffectCategory: 'pulse',
};
export const COVER_SUBJECT_KINDS = Object.keys(MOTIF_OF) as CoverSubjectKind[];

/**
 * Palettes in order of precedence, each with the words (of genre, mood or category names) that
 * call for it. An entity whose words match none gets one picked by its id.
 */
const PALETTE_WORDS = {
  neon: ['electronic', 'house', 'techno', 'edm', 'dance', 'club', 'synth', 'trance', 'rave', 'dubstep', 'energetic'],
  dusk: ['ambient', 'downtempo', 'chillout', 'chill', 'dreamy', 'lounge', 'night', 'relaxing', 'calm', 'quiet'],
  ember: ['rock', 'alternative', 'punk', 'metal', 'grunge', 'dark', 'angry', 'aggressive', 'intense', 'impacts'],
  sunrise: ['pop', 'happy', 'uplifting', 'sunny', 'playful', 'fresh', 'bright', 'summer', 'hopeful'],
  brass: ['jazz', 'swing', 'blues', 'soul', 'funk', 'bebop', 'smooth', 'romantic', 'groovy'],
  forest: ['acoustic', 'folk', 'singer songwriter', 'country', 'bluegrass', 'nature', 'peaceful', 'birds', 'water'],
  steel: ['cinematic', 'orchestral', 'trailer', 'score', 'epic', 'tense', 'dramatic', 'classical', 'suspense'],
  retro: ['hip hop', 'lo fi', 'urban', 'rap', 'trap', 'boom bap', 'melancholic', 'sad', 'nostalgic'],
  mint: ['interface', 'clicks', 'click', 'taps', 'ui', 'alerts', 'notification', 'digital', 'game'],
  storm: ['whooshes', 'whoosh', 'risers', 'transitions', 'weather', 'wind', 'mysterious', 'horror', 'sci fi'],
  rose: ['love', 'sexy', 'sensual', 'rnb', 'tender', 'wedding', 'sweet'],
  sand: ['world', 'latin', 'afrobeat', 'reggae', 'ambiences', 'city', 'traffic', 'crowds', 'foley', 'footsteps'],
} as const;

export type CoverPalette = keyof typeof PALETTE_WORDS;
export const COVER_PALETTES = Object.keys(PALETTE_WORDS) as CoverPalette[];

/** Layouts per motif and palette: enough that entities sharing a palette rarely look alike. */
export const COVER_VARIANTS = 256;

export interface CoverDesign {
  motif: CoverMotif;
  palette: CoverPalette;
  /** 0 … COVER_VARIANTS - 1: seeds the layout. */
  variant: number;
}

export interface CoverSubject {
  kind: CoverSubjectKind;
  id: string;
  /** Names that say what the entity sounds like, most telling first (genre, parent genre, mood…). */
  themes: string[];
}

/** The design an entity without a picture of its own shows; the same for the same entity and words. */
export function coverDesign(subject: CoverSubject): CoverDesign {
  const seed = fnv1a(`${subject.kind}:${subject.id}`);
  return {
    motif: MOTIF_OF[subject.kind],
    palette: paletteFor(subject.themes) ?? COVER_PALETTES[seed % COVER_PALETTES.length]!,
    variant: fnv1a(`${seed}:variant`) % COVER_VARIANTS,
  };
}

const ID = new RegExp(`^cover-v${COVER_ART_VERSION}-([a-z]+)-([a-z]+)-(\\d{1,3})$`);

export const coverImageId = (design: CoverDesign) =>
  `cover-v${COVER_ART_VERSION}-${design.motif}-${design.palette}-${design.variant}`;

/** The design an image id names; undefined for anything but a design of the current renderer. */
export function parseCoverImageId(imageId: string): CoverDesign | undefined {
  const match = ID.exec(imageId);
  if (!match) return undefined;
  const [, motif = '', palette = '', variant = ''] = match;
  const number = Number(variant);
  const known =
    (COVER_MOTIFS as readonly string[]).includes(motif) &&
    (COVER_PALETTES as string[]).includes(palette) &&
    number < COVER_VARIANTS &&
    String(number) === variant;
  return known ? { motif: motif as CoverMotif, palette: palette as CoverPalette, variant: number } : undefined;
}

function paletteFor(themes: string[]): CoverPalette | undefined {
  for (const theme of themes) {
    const words = ` ${theme
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, ' ')
      .trim()} `;
    const palette = COVER_PALETTES.find((name) => PALETTE_WORDS[name].some((word) => words.includes(` ${word} `)));
    if (palette) return palette;
  }
  return undefined;
}

/** FNV-1a, 32 bits: a stable spread of ids over variants (no secrecy needed). */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
