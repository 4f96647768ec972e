import type { catalog, common } from '@downbeat/contracts';

/** A track exactly as spec 2.2 shapes it; `length` is whole seconds (DECISIONS.md §2). */
export interface TrackJson {
  id: string;
  mainArtists: string[];
  featuredArtists: string[];
  title: string;
  bpm: number;
  length: number;
  moods: { id: string; name: string }[];
  genres: { id: string; name: string; parent?: { id: string; name: string } }[];
  images: Record<string, string>;
  hasVocals: boolean;
  added: string;
  isExplicit: boolean;
  isPreviewOnly: boolean;
  waveformUrl: string;
  tierOption: 'FREE' | 'PAID';
}

export function trackJson(track: catalog.Track__Output): TrackJson {
  return {
    id: track.id,
    mainArtists: track.mainArtists,
    featuredArtists: track.featuredArtists,
    title: track.title,
    bpm: track.bpm,
    length: track.lengthSeconds,
    moods: track.moods.map(reference),
    genres: track.genres.map(genreReference),
    images: track.images,
    hasVocals: track.hasVocals,
    added: track.added,
    isExplicit: track.isExplicit,
    isPreviewOnly: track.isPreviewOnly,
    waveformUrl: track.waveformUrl,
    // The reference API's name for the same fact as isPreviewOnly.
    tierOption: track.isPreviewOnly ? 'PAID' : 'FREE',
  };
}

export function reference(item: common.Reference__Output | common.GenreReference__Output): {
  id: string;
  name: string;
} {
  return { id: item.id, name: item.name };
}

export function genreReference(genre: common.GenreReference__Output) {
  return genre.parent ? { ...reference(genre), parent: reference(genre.parent) } : reference(genre);
}
