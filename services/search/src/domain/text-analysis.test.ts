import { allowedEdits, stem, terms, withinEdits, words } from './text-analysis';

describe('text analysis', () => {
  it('splits on anything but letters and digits, folds case and accents', () => {
    expect(words('Café del Mar — Sunrise (Remix) 2')).toEqual(['cafe', 'del', 'mar', 'sunrise', 'remix', '2']);
  });

  it('drops English stop words and reduces plurals to singular, as Lucene minimal English does', () => {
    expect(terms('The Guitars of the Cities')).toEqual(['guitar', 'city']);
    // Captured from OpenSearch 2.19 `_analyze` with the same tokenizer and filters.
    const text =
      'bass chorus dreams movies series shoes piano guitars cities boxes glasses heroes potatoes keys days toys lies dies ties flies skies stories buses kisses is has was us yes gas wolves leaves knives photos echoes waves lights classes ss s as its plays eyes bees sees trees pies ies aies eies Café ÆON Straße Øresund naïve Señor Ĳssel';
    const openSearch =
      'bass chorus dream movy sery shoes piano guitar city boxe glasse heroes potatoes key day toy ly dy ty fly sky story buse kisse is ha wa us ye ga wolve leave knive photo echoes wave light classe ss s as it play eye bees sees trees py ies aies eies cafe aeon strasse oresund naive senor ijssel';
    expect(words(text).map(stem).join(' ')).toBe(openSearch);
  });

  it('allows no typo under five letters, one up to seven, two from eight', () => {
    expect(['rock', 'piano', 'guitar', 'midnight'].map(allowedEdits)).toEqual([0, 1, 1, 1]);
  });

  it('counts a swap of neighbouring letters as one edit', () => {
    expect(withinEdits('gutiar', 'guitar', 1)).toBe(true);
    expect(withinEdits('guitr', 'guitar', 1)).toBe(true);
    expect(withinEdits('gutar', 'guitars', 1)).toBe(false);
    expect(withinEdits('midnihgt', 'midnight', 2)).toBe(true);
  });
});
