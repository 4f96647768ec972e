import { fromTimestamp, IMAGE_SIZE_KEYS, type catalog } from '@downbeat/contracts';
import { reference } from './track-json';

export function categoryJson(category: catalog.SoundEffectCategory__Output) {
  return {
    id: category.id,
    name: category.name,
    // Category images always carry the five keys (spec 2.8); a size the category lacks is null.
    images: Object.fromEntries(IMAGE_SIZE_KEYS.map((key) => [key, category.images[key] ?? null])),
    ...(category.parent ? { parent: reference(category.parent) } : {}),
  };
}

export function categoryDetailJson(category: catalog.SoundEffectCategory__Output) {
  return { ...categoryJson(category), children: category.children.map(reference) };
}

/** Spec 2.9: `added` a date-time, `length` fractional seconds. */
export function soundEffectJson(effect: catalog.SoundEffect__Output) {
  return {
    id: effect.id,
    title: effect.title,
    added: (fromTimestamp(effect.added) ?? new Date(0)).toISOString(),
    length: effect.lengthSeconds,
    images: effect.images,
  };
}
