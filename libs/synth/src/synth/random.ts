/**
 * A small seeded pseudo-random generator (mulberry32). Synthesis must be deterministic: the same
 * spec and seed give the same samples and the same ground truth on every machine, so the demo
 * catalog and the benchmarks are reproducible.
 */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [min, max). */
  between(min: number, max: number): number;
  /** Uniform integer in [min, max] (both included). */
  integer(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** True with the given probability. */
  chance(probability: number): boolean;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0 || 0x9e3779b9;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const between = (min: number, max: number) => min + (max - min) * next();
  const integer = (min: number, max: number) => Math.floor(between(min, max + 1));
  return {
    next,
    between,
    integer,
    pick: <T>(items: readonly T[]): T => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('cannot pick from an empty list');
      return item;
    },
    chance: (probability: number) => next() < probability,
  };
}

/** Derives an independent seed for a named part (e.g. the chorus melody) from a track seed. */
export function childSeed(seed: number, label: string): number {
  let hash = seed >>> 0;
  for (let index = 0; index < label.length; index++) {
    hash = Math.imul(hash ^ label.charCodeAt(index), 0x01000193) >>> 0;
  }
  return hash;
}
