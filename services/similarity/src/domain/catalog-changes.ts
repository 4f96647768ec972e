/**
 * What the catalog says of its tracks (`catalog.tracks.v1`, the full latest state per track) becomes
 * each track's profile here: a published track with a master is described (its features are due when
 * its master or the description version changed, or its genres and moods did — they are in its index
 * entry and its mood); a track that is no longer published leaves the index at once.
 */
import type { CatalogTrackEvent } from '@downbeat/contracts';
import type { EventEnvelope } from '@downbeat/platform';
import type { Reference, TrackProfile, TrackProfiles } from './ports';
import type { SoundIndex } from './sound-index';

export interface CatalogChangeDeps {
  tracks: TrackProfiles;
  index: SoundIndex;
  /** The description version (features and vectors, `describedVersion`) tracks are wanted at. */
  trackVersion: number;
  /** Called when features became due, so the pipeline need not wait for its timer. */
  onDue: () => void;
}

export async function applyCatalogTrack(deps: CatalogChangeDeps, event: EventEnvelope): Promise<void> {
  const track = event.data as CatalogTrackEvent | null | undefined;
  if (!track) {
    // A tombstone: the track is gone from the catalog.
    await deps.index.dropTrack(event.key);
    return;
  }
  const known = await deps.tracks.get(track.trackId);
  if (known && known.revision >= track.revision) return;
  const published = track.status === 'published';
  const profile: TrackProfile = {
    _id: track.trackId,
    revision: track.revision,
    published,
    masterSha256: track.master.sha256,
    genres: genresOf(track),
    moods: track.moods.map(({ id, name }) => ({ id, name })),
    work: { state: 'pending', version: deps.trackVersion, attempts: 0 },
    updatedAt: new Date().toISOString(),
  };
  if (known && !needsDescribing(known, profile)) {
    profile.work = known.work;
    if (known.mood) profile.mood = known.mood;
  }
  if (!(await deps.tracks.replace(profile, known?.revision))) return;
  if (!published) await deps.index.dropTrack(track.trackId);
  else if (profile.work.state === 'pending') deps.onDue();
}

/**
 * Features are due again when the audio or the features version changed, when they failed, or
 * when the genres and moods changed (they are in the index entry and count in the mood).
 */
function needsDescribing(known: TrackProfile, next: TrackProfile): boolean {
  return (
    known.masterSha256 !== next.masterSha256 ||
    known.work.version !== next.work.version ||
    known.work.state === 'failed' ||
    !sameMembers(known.genres.map(idOf), next.genres.map(idOf)) ||
    !sameMembers(known.moods.map(idOf), next.moods.map(idOf))
  );
}

const sameMembers = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\u0000') === [...b].sort().join('\u0000');

const idOf = (reference: Reference) => reference.id;

/** The track's genres and their parents, each once: a filter on a parent genre finds its children's tracks. */
export function genresOf(track: Pick<CatalogTrackEvent, 'genres'>): Reference[] {
  const genres = new Map<string, Reference>();
  for (const genre of track.genres) {
    genres.set(genre.id, { id: genre.id, name: genre.name });
    if (genre.parent) genres.set(genre.parent.id, { id: genre.parent.id, name: genre.parent.name });
  }
  return [...genres.values()];
}
