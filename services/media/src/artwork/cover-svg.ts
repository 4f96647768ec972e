/**
 * Generated cover art as SVG: a design (motif, palette, variant; libs/contracts) drawn with
 * gradients and shapes only — no text, so nothing depends on the fonts a machine has. Pure and
 * deterministic: the same design is the same document, byte for byte, so its renders are too.
 */
import type { CoverDesign, CoverMotif, CoverPalette } from '@downbeat/contracts';

/** The side of the canvas; the largest image width, so the largest size is drawn, not scaled. */
export const COVER_SIDE = 1050;

/** Two background colours, three accents that shapes take in turn. */
interface Colours {
  ground: [string, string];
  accents: [string, string, string];
}

const PALETTES: Record<CoverPalette, Colours> = {
  neon: { ground: ['#0f0c29', '#302b63'], accents: ['#ff2e97', '#00e5ff', '#f9f871'] },
  dusk: { ground: ['#1a1a40', '#4b3f72'], accents: ['#ff9a8b', '#ffc3a0', '#6a82fb'] },
  ember: { ground: ['#1b0a0a', '#4a0f0f'], accents: ['#ff4e00', '#ec9f05', '#f5e6c8'] },
  sunrise: { ground: ['#ff7e5f', '#feb47b'], accents: ['#ffe66d', '#ff4f79', '#fff8e7'] },
  brass: { ground: ['#1d1a14', '#3e2f1c'], accents: ['#d4a017', '#b5651d', '#f3e5ab'] },
  forest: { ground: ['#0b3d2e', '#1e6f50'], accents: ['#c9e265', '#f2f7a1', '#6fb98f'] },
  steel: { ground: ['#0d1b2a', '#1b263b'], accents: ['#778da9', '#e0e1dd', '#c9a227'] },
  retro: { ground: ['#2b2d42', '#3d405b'], accents: ['#81b29a', '#f2cc8f', '#e07a5f'] },
  mint: { ground: ['#0b132b', '#1c2541'], accents: ['#5bc0be', '#6fffe9', '#ffffff'] },
  storm: { ground: ['#232526', '#414345'], accents: ['#a1c4fd', '#c2e9fb', '#8d99ae'] },
  rose: { ground: ['#2d0b2e', '#6d2e46'], accents: ['#d5a6bd', '#f7cac9', '#ffdde1'] },
  sand: { ground: ['#3a2e1f', '#8c6a43'], accents: ['#e9c46a', '#f4a261', '#2a9d8f'] },
};

type Random = () => number;
type Motif = (random: Random, colours: Colours) => string;

const S = COVER_SIDE;
const n = (value: number) => Math.round(value * 10) / 10;
const accent = (colours: Colours, index: number) => colours.accents[index % 3]!;

/** The crest of a band at `t` (0…1 along it): rolling waves, peaks, or long swells. */
const CRESTS = [
  (t: number) => Math.sin(t),
  (t: number) => (2 / Math.PI) * Math.asin(Math.sin(t)),
  (t: number) => Math.sin(t) * 0.6 + Math.sin(t * 2.7) * 0.4,
];

/** Tracks: a sun, a ring or twin moons over bands of sound shaped as waves, peaks or swells. */
const waves: Motif = (random, colours) => {
  const sun = { x: S * (0.2 + random() * 0.6), y: S * (0.15 + random() * 0.3), r: S * (0.08 + random() * 0.14) };
  const light = colours.accents[2];
  const skies = [
    `<circle cx="${n(sun.x)}" cy="${n(sun.y)}" r="${n(sun.r)}" fill="${light}" opacity="0.9"/>`,
    `<circle cx="${n(sun.x)}" cy="${n(sun.y)}" r="${n(sun.r)}" fill="none" stroke="${light}" stroke-width="${n(sun.r / 4)}" opacity="0.9"/>`,
    `<circle cx="${n(sun.x)}" cy="${n(sun.y)}" r="${n(sun.r * 0.8)}" fill="${light}" opacity="0.9"/>` +
      `<circle cx="${n(S - sun.x)}" cy="${n(sun.y * 0.7)}" r="${n(sun.r * 0.35)}" fill="${light}" opacity="0.6"/>`,
  ];
  let shapes = skies[Math.floor(random() * skies.length)]!;
  const crest = CRESTS[Math.floor(random() * CRESTS.length)]!;
  const bands = 4 + Math.floor(random() * 5);
  const top = 0.35 + random() * 0.2;
  for (let band = 0; band < bands; band += 1) {
    const base = S * (top + ((1 - top) * band) / bands);
    const amplitude = 20 + random() * 100;
    const phase = random() * Math.PI * 2;
    const cycles = 0.6 + random() * 2.8;
    let path = `M0 ${S}`;
    for (let x = 0; x <= S; x += 30)
      path += `L${x} ${n(base + amplitude * crest(phase + (cycles * x * Math.PI * 2) / S))}`;
    const opacity = (0.35 + (0.5 * band) / bands).toFixed(2);
    shapes += `<path d="${path}L${S} ${S}Z" fill="${accent(colours, band)}" opacity="${opacity}"/>`;
  }
  return shapes;
};

/** Genres: rings around a point, some dashed. */
const orbits: Motif = (random, colours) => {
  const x = n(S * (0.3 + random() * 0.4));
  const y = n(S * (0.3 + random() * 0.4));
  let shapes = '';
  for (let ring = 9; ring >= 1; ring -= 1) {
    const radius = n(ring * 70 + random() * 30);
    const width = n(6 + random() * 28);
    const opacity = (0.4 + random() * 0.6).toFixed(2);
    const dashes = random() < 0.4 ? ` stroke-dasharray="${n(20 + random() * 200)} ${n(10 + random() * 60)}"` : '';
    shapes += `<circle cx="${x}" cy="${y}" r="${radius}" fill="none" stroke="${accent(colours, ring)}" stroke-width="${width}" opacity="${opacity}"${dashes}/>`;
  }
  return `${shapes}<circle cx="${x}" cy="${y}" r="40" fill="${colours.accents[2]}"/>`;
};

/** Moods: soft fields of colour (radial gradients, which render far faster than a blur). */
const aura: Motif = (random, colours) => {
  let gradients = '';
  let shapes = '';
  for (let glow = 0; glow < 4; glow += 1) {
    const colour = accent(colours, glow);
    gradients += `<radialGradient id="glow${glow}"><stop offset="0" stop-color="${colour}" stop-opacity="0.95"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`;
    const radius = n(S * (0.35 + random() * 0.3));
    shapes += `<circle cx="${n(random() * S)}" cy="${n(random() * S)}" r="${radius}" fill="url(#glow${glow})"/>`;
  }
  return `<defs>${gradients}</defs>${shapes}`;
};

/** Collections: a grid of tiles — squares, triangles, circles and quarter arcs. */
const mosaic: Motif = (random, colours) => {
  const cells = 5 + Math.floor(random() * 3);
  const side = S / cells;
  const fills = [colours.ground[1], ...colours.accents];
  let shapes = '';
  for (let column = 0; column < cells; column += 1)
    for (let row = 0; row < cells; row += 1) {
      const [x, y] = [n(column * side), n(row * side)];
      const [right, bottom, c] = [n(x + side), n(y + side), n(side)];
      const fill = fills[Math.floor(random() * fills.length)];
      const tiles = [
        `<rect x="${x}" y="${y}" width="${c}" height="${c}" fill="${fill}"/>`,
        `<path d="M${x} ${y}L${right} ${y}L${x} ${bottom}Z" fill="${fill}"/>`,
        `<circle cx="${n(x + side / 2)}" cy="${n(y + side / 2)}" r="${n(side / 2)}" fill="${fill}"/>`,
        `<path d="M${x} ${bottom}A${c} ${c} 0 0 1 ${right} ${y}L${right} ${bottom}Z" fill="${fill}"/>`,
        '',
      ];
      shapes += tiles[Math.floor(random() * tiles.length)];
    }
  return shapes;
};

/** Sound effects and their categories: a waveform of rounded bars under an envelope. */
const pulse: Motif = (random, colours) => {
  const bars = 15 + 2 * Math.floor(random() * 6);
  const width = (S * 0.8) / bars;
  const peak = 0.5 + random() * 0.4;
  let shapes = '';
  for (let bar = 0; bar < bars; bar += 1) {
    const envelope = Math.sin((Math.PI * (bar + 0.5)) / bars);
    const height = (0.08 + envelope * peak * (0.3 + 0.7 * random())) * S;
    const x = S * 0.1 + bar * width + width * 0.2;
    shapes += `<rect x="${n(x)}" y="${n((S - height) / 2)}" width="${n(width * 0.6)}" height="${n(height)}" rx="${n(width * 0.3)}" fill="${accent(colours, bar)}"/>`;
  }
  return shapes;
};

const MOTIFS: Record<CoverMotif, Motif> = { waves, orbits, aura, mosaic, pulse };

export function coverSvg(design: CoverDesign): string {
  const colours = PALETTES[design.palette];
  const random = seededRandom(`${design.motif}/${design.palette}/${design.variant}`);
  const angle = Math.floor(random() * 360);
  const ground =
    `<defs><linearGradient id="ground" gradientTransform="rotate(${angle} 0.5 0.5)">` +
    `<stop offset="0" stop-color="${colours.ground[0]}"/><stop offset="1" stop-color="${colours.ground[1]}"/>` +
    `</linearGradient><radialGradient id="vignette" r="0.75"><stop offset="0.6" stop-color="#000" stop-opacity="0"/>` +
    `<stop offset="1" stop-color="#000" stop-opacity="0.35"/></radialGradient></defs>` +
    `<rect width="${S}" height="${S}" fill="url(#ground)"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}">` +
    `${ground}${MOTIFS[design.motif](random, colours)}<rect width="${S}" height="${S}" fill="url(#vignette)"/></svg>`
  );
}

/** mulberry32 seeded by a string: the layout of a design, the same on every machine. */
function seededRandom(seed: string): Random {
  let state = 0;
  for (let i = 0; i < seed.length; i += 1) state = Math.imul(state ^ seed.charCodeAt(i), 0x9e3779b1) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
