/**
 * Writes to the track and sound-effect indices, pure: request bodies of scripted updates.
 *
 * Popularity lives in the document (the popular sorts are then ordinary sorts on a field, pages
 * and totals included), but it comes from analytics, not from the catalog. So documents are not
 * written with external versions: an external-version `PUT` would replace the counted popularity
 * with the catalog's 0, and a partial update (the counting) bumps the internal version, which
 * would then refuse the next catalog revision. Instead both writers use scripted updates on one
 * document, which OpenSearch applies one at a time per document (`retry_on_conflict`):
 * - a catalog write keeps the stored popularity and replaces the rest, unless the stored revision
 *   is newer (the revision check moves from the version into the script);
 * - a count adds to the stored popularity, or creates a *pending* document (id and popularity, no
 *   revision) when the catalog event has not arrived yet; searches never match pending documents
 *   (queries.ts filters on `revision`), and the catalog write completes it.
 */
import type { SoundEffectDocument, TrackDocument } from '../../domain/documents';
import { soundEffectBody, trackBody } from './index-definitions';

/** Concurrent writers (indexer, counter, a rebuild's copy) retry on the document's new state. */
export const RETRY_ON_CONFLICT = 5;

// `carried`: the popularity a rebuild copies over; the larger of it and the stored one is kept, so
// counts written live into the new index during the copy are neither lost nor added twice.
const CATALOG_WRITE = `
def stored = ctx._source.revision;
if (stored != null && stored > params.revision) {
  ctx.op = 'none';
} else {
  def popularity = ctx._source.popularity == null ? 0 : ctx._source.popularity;
  ctx._source.clear();
  ctx._source.putAll(params.document);
  ctx._source.popularity = params.carried > popularity ? params.carried : popularity;
}`;

const COUNT = `
if (ctx._source.popularity == null) {
  ctx._source.popularity = params.count;
} else {
  ctx._source.popularity += params.count;
}`;

function catalogWrite(body: Record<string, unknown>, revision: number, carried: number) {
  return {
    scripted_upsert: true,
    upsert: {},
    script: { lang: 'painless', source: CATALOG_WRITE, params: { document: body, revision, carried } },
  };
}

/** The update body that stores a sound effect derived from a catalog event. */
export function soundEffectUpdate(document: SoundEffectDocument, carried = 0) {
  const { popularity: _fromCatalog, ...body } = soundEffectBody(document);
  return catalogWrite(body, document.revision, carried);
}

/** The update body that stores a track derived from a catalog event. */
export function trackUpdate(document: TrackDocument, carried = 0) {
  const { popularity: _fromCatalog, ...body } = trackBody(document);
  return catalogWrite(body, document.revision, carried);
}

/** The update body that adds `count` to a document's popularity, pending or not. */
export function popularityUpdate(id: string, count: number) {
  return {
    upsert: { id, popularity: count },
    script: { lang: 'painless', source: COUNT, params: { count } },
  };
}

const CARRY = `
def popularity = ctx._source.popularity == null ? 0 : ctx._source.popularity;
ctx._source.popularity = params.carried > popularity ? params.carried : popularity;`;

/** The update body that copies a pending document into a rebuild's new index. */
export function pendingPopularityUpdate(id: string, carried: number) {
  return {
    upsert: { id, popularity: carried },
    script: { lang: 'painless', source: CARRY, params: { carried } },
  };
}
