import {
  COVER_MOTIFS,
  COVER_PALETTES,
  COVER_VARIANTS,
  coverDesign,
  coverImageId,
  parseCoverImageId,
  type CoverDesign,
} from './cover-art';
import { IMAGE_SIZES, IMAGE_WIDTHS, imageKeys, parseImageKey } from './image-keys';

describe('image keys', () => {
  it('follows DECISIONS.md §2: default 128, XS and S 300, M 600, L 1050 px', () => {
    expect(IMAGE_SIZES).toEqual({ default: 128, XS: 300, S: 300, M: 600, L: 1050 });
    expect(IMAGE_WIDTHS).toEqual([1050, 600, 300, 128]);
  });

  it('names one file per width, shared by the size keys of the same width', () => {
    const id = 'a'.repeat(32);
    expect(imageKeys(id)).toEqual({
      default: `images/${id}/128.jpg`,
      XS: `images/${id}/300.jpg`,
      S: `images/${id}/300.jpg`,
      M: `images/${id}/600.jpg`,
      L: `images/${id}/1050.jpg`,
    });
    expect(parseImageKey(`images/${id}/600.jpg`)).toEqual({ imageId: id, width: 600 });
  });

  it.each([
    ['a width that is no size', `images/${'a'.repeat(32)}/500.jpg`],
    ['a short content id', 'images/abc/128.jpg'],
    ['a path of the old demo data', '/images/track-low-orbit/600.jpg'],
    ['a climb out of the folder', `images/../${'a'.repeat(32)}/128.jpg`],
    ['a cover of an unknown palette', 'images/cover-v1-waves-plaid-3/128.jpg'],
    ['a cover of another renderer version', 'images/cover-v0-waves-neon-3/128.jpg'],
  ])('refuses %s', (_what, key) => {
    expect(parseImageKey(key)).toBeUndefined();
  });
});

describe('cover art designs', () => {
  it('gives the same entity the same design, and its kind its motif', () => {
    const track = { kind: 'track' as const, id: 't-1', themes: ['House', 'Electronic', 'Energetic'] };
    expect(coverDesign(track)).toEqual(coverDesign({ ...track }));
    expect(coverDesign(track)).toMatchObject({ motif: 'waves', palette: 'neon' });
    expect(coverDesign({ kind: 'mood', id: 'mood-chill', themes: ['Chill'] })).toMatchObject({
      motif: 'aura',
      palette: 'dusk',
    });
  });

  it('picks the palette of the first theme that has one, whatever its case and punctuation', () => {
    const design = (themes: string[]) => coverDesign({ kind: 'genre', id: 'g', themes }).palette;
    expect(design(['Lo-Fi', 'Urban'])).toBe('retro');
    expect(design(['Singer-Songwriter'])).toBe('forest');
    expect(design(['Polka', 'Whooshes & Risers'])).toBe('storm');
    // A word inside another word is not that word: "Popcorn" is not pop.
    expect(design(['Popcorn'])).toBe(design([]));
  });

  it('spreads entities over the variants', () => {
    const variants = new Set(
      Array.from({ length: 2_000 }, (_, i) => coverDesign({ kind: 'track', id: `t-${i}`, themes: ['Jazz'] }).variant),
    );
    expect(variants.size).toBeGreaterThan(COVER_VARIANTS * 0.95);
  });

  it('round-trips every design through its image id, and nothing else parses', () => {
    const design: CoverDesign = { motif: 'pulse', palette: 'mint', variant: COVER_VARIANTS - 1 };
    expect(parseCoverImageId(coverImageId(design))).toEqual(design);
    expect(parseCoverImageId(`cover-v1-pulse-mint-${COVER_VARIANTS}`)).toBeUndefined();
    expect(parseCoverImageId('cover-v1-pulse-mint-07')).toBeUndefined();
    // What the public edge may be made to draw and store, at most.
    expect(COVER_MOTIFS.length * COVER_PALETTES.length * COVER_VARIANTS).toBeLessThanOrEqual(16_000);
  });
});
