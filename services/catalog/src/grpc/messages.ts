import { toTimestamp, type catalog } from '@downbeat/contracts';
import { invalidArgument } from '@downbeat/platform';
import type { Collection } from '../domain/collections';
import type { Genre } from '../domain/moods-and-genres';
import type { ListingSort, ListingType, SortOrder } from '../domain/listing-order';
import type { SoundEffectCollection } from '../domain/sound-effect-collections';
import type { SoundEffect, SoundEffectCategory, SoundEffectSort } from '../domain/sound-effects';
import type { Track } from '../domain/track';

/** Translations between protobuf messages and domain values; no decisions beyond defaults of unset enums. */
/** The domain's track as it is: its frozen object identity lets the transport reuse its encoding (encoded-tracks.ts). */
export const toTrackMessage = (track: Track): catalog.Track => track;

export const toCollectionMessage = (collection: Collection): catalog.Collection => ({
  ...collection,
  tracks: collection.tracks.map(toTrackMessage),
});

export const toGenreMessage = (genre: Genre): catalog.Genre => ({ ...genre });

export const toCategoryMessage = (category: SoundEffectCategory): catalog.SoundEffectCategory => ({ ...category });

export const toSoundEffectMessage = (effect: SoundEffect): catalog.SoundEffect => ({
  ...effect,
  added: toTimestamp(new Date(effect.added)),
});

export const toSoundEffectCollectionMessage = (collection: SoundEffectCollection): catalog.SoundEffectCollection => ({
  ...collection,
  soundEffects: collection.soundEffects.map(toSoundEffectMessage),
});

export function listingSort(sort: string | undefined): ListingSort {
  return sort === 'LISTING_SORT_ALPHABETIC' ? 'alphabetic' : 'relevance';
}

export function sortOrder(order: string | undefined): SortOrder {
  return order === 'SORT_ORDER_DESC' ? 'desc' : 'asc';
}

export function listingType(type: string | undefined): ListingType {
  if (type === 'LISTING_TYPE_FEATURED') return 'featured';
  if (type === 'LISTING_TYPE_PARTNER_TIER') return 'partner-tier';
  return 'all';
}

/** Categories are listed all or featured; the partner tier does not apply to sound effects. */
export function categoryListingType(type: string | undefined): 'all' | 'featured' {
  const listing = listingType(type);
  if (listing === 'partner-tier')
    throw invalidArgument('Bad request', [{ key: 'type', messages: ['must be one of all, featured'] }]);
  return listing;
}

export function soundEffectSort(sort: string | undefined): SoundEffectSort {
  if (sort === 'SOUND_EFFECT_SORT_TITLE') return 'title';
  if (sort === 'SOUND_EFFECT_SORT_LENGTH') return 'length';
  return 'newest';
}
