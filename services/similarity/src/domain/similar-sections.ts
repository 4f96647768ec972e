/**
 * Similar sections: sections of catalog tracks that sound like a reference section — of a catalog
 * track or of a partner's audio upload. Two stages: the sections space gives candidates (what the
 * stretch sounds like overall), then each candidate track is searched frame by frame for the place
 * that agrees best with the reference (harmony and timbre moving together), which ranks them and
 * places the section; the section is then lined up with the target's bars (downbeat-snap.ts). The
 * answers after the first are then ordered partly by the style of their whole tracks (section-style.ts).
 */
import { invalidArgument, isDomainError, notFound, unavailable } from '@downbeat/platform';
import { alignmentFrames } from './alignment';
import { downbeatsOf } from './bar-grid';
import { snapToDownbeats } from './downbeat-snap';
import type { FeaturePipeline } from './feature-pipeline';
import type { Alignment } from './alignment';
import {
  type AlignmentTarget,
  type FeatureArchive,
  type FeatureWorkers,
  type MediaLibrary,
  type StoredFeatures,
  trackKey,
  type TrackProfiles,
  type UploadProfiles,
  uploadKey,
} from './ports';
import type { Page } from './similar-tracks';
import { rankByStyle, STYLE_RANKING, type StyleRanking } from './section-style';
import type { SectionHit, SoundIndex } from './sound-index';
import { frameRange, sectionVector, trackVector } from './sound-vectors';

/**
 * How sections are searched: sections asked of the index, how many of their tracks are aligned frame
 * by frame, and how much the overall likeness and the frame-by-frame agreement count in the ranking.
 */
export interface SectionSearch {
  candidateSections: number;
  candidateTracks: number;
  ranking: { likeness: number; agreement: number };
}
export const SECTION_SEARCH: Readonly<SectionSearch> = {
  candidateSections: 200,
  // Tuned by bench:similarity on its tuning split (was 30): more candidates only let more tracks
  // that merely sound alike through to the frame alignment.
  candidateTracks: 15,
  ranking: { likeness: 0.4, agreement: 0.6 },
};
/** A reference a little longer than its audio (rounding of its length) is still inside it. */
const LENGTH_TOLERANCE_MS = 50;

export type SectionReference = { trackId: string } | { audioUploadId: string };

export interface SectionQuery {
  partnerId: string;
  reference: SectionReference;
  startMs: number;
  endMs: number;
  page: Page;
}

export interface FoundSection {
  trackId: string;
  startMs: number;
  endMs: number;
  /** 0–1, higher is closer. */
  score: number;
}

export interface SimilarSectionsDeps {
  tracks: TrackProfiles;
  uploads: UploadProfiles;
  archive: FeatureArchive;
  media: MediaLibrary;
  workers: FeatureWorkers;
  index: SoundIndex;
  pipeline: FeaturePipeline;
  featuresVersion: number;
}

export class SimilarSections {
  constructor(private readonly deps: SimilarSectionsDeps) {}

  async find(query: SectionQuery): Promise<{ sections: FoundSection[]; total: number }> {
    const reference = await this.referenceFeatures(query);
    const range = checkedRange(query, reference.features.duration);
    const hits = await this.deps.index.nearestSections(
      sectionVector(reference.features, range),
      SECTION_SEARCH.candidateSections,
      'trackId' in query.reference ? query.reference.trackId : undefined,
    );
    const candidates = bestPerTrack(hits).slice(0, SECTION_SEARCH.candidateTracks);
    const targets = await this.deps.archive.alignmentTargets(candidates.map((hit) => trackKey(hit.trackId)));
    const [from, to] = frameRange(reference.features, range);
    const aligned = await this.deps.workers.align(alignmentFrames(reference.features, from, to), targets);
    const placed = rankAlignedSections({
      candidates,
      aligned,
      targets,
      range,
      referenceDownbeats: downbeatsOf(reference.beats),
    });
    const ranked = await this.styled(
      placed,
      reference,
      STYLE_RANKING['trackId' in query.reference ? 'track' : 'upload'],
    );
    return { sections: ranked.slice(query.page.offset, query.page.offset + query.page.limit), total: ranked.length };
  }

  /** The answers after the first ordered partly by how alike their whole tracks are (section-style.ts). */
  private async styled(
    placed: FoundSection[],
    reference: StoredFeatures,
    settings: Readonly<StyleRanking>,
  ): Promise<FoundSection[]> {
    if (placed.length < 2 || settings.weight <= 0) return placed;
    const tracks = await this.deps.index.trackVectors(placed.map((section) => section.trackId));
    const style = settings.referenceShare > 0 ? { reference: trackVector(reference.features) } : {};
    return rankByStyle(placed, { tracks, ...style }, settings);
  }

  private async referenceFeatures(query: SectionQuery): Promise<StoredFeatures> {
    if ('trackId' in query.reference) return this.trackReference(query.reference.trackId);
    return this.uploadReference(query.partnerId, query.reference.audioUploadId);
  }

  private async trackReference(trackId: string): Promise<StoredFeatures> {
    const profile = await this.deps.tracks.get(trackId);
    if (!profile?.published) throw notFound('Track was not found');
    const stored = profile.work.state === 'ready' ? await this.deps.archive.load(trackKey(trackId)) : null;
    if (!stored) throw unavailable('This track is still being analysed for similar sections; try again shortly');
    return stored;
  }

  /**
   * An upload of this partner that media still has: its stored features, or features made now when
   * the upload event has not been handled yet (the partner may ask right after uploading).
   */
  private async uploadReference(partnerId: string, uploadId: string): Promise<StoredFeatures> {
    const { uploads, archive, media, pipeline } = this.deps;
    // Media is the judge of what exists: another partner's, deleted or expired uploads are not found.
    await media.audioUploadBeats(partnerId, uploadId).catch((error: unknown) => {
      throw isDomainError(error, 'not-found') ? notFound('Audio was not found') : error;
    });
    const stored = await archive.load(uploadKey(uploadId));
    if (stored && stored.features.version === this.deps.featuresVersion) return stored;
    await uploads.want({ uploadId, partnerId }, this.deps.featuresVersion);
    const profile = await uploads.get(uploadId);
    if (!profile || profile.partnerId !== partnerId) throw notFound('Audio was not found');
    await pipeline.describeUploadNow(profile);
    const made = await archive.load(uploadKey(uploadId));
    if (!made) throw unavailable('The audio could not be analysed yet; try again shortly');
    return made;
  }
}

/** The reference range in seconds, refused with the offending parameter named. */
function checkedRange(query: SectionQuery, durationSeconds: number): { start: number; end: number } {
  const lengthMs = Math.round(durationSeconds * 1000);
  const problems: Array<{ key: string; messages: string[] }> = [];
  if (query.startMs < 0) problems.push({ key: 'start', messages: ['must be 0 or more'] });
  if (query.endMs <= query.startMs) problems.push({ key: 'end', messages: ['must be after start'] });
  if (query.startMs >= lengthMs)
    problems.push({ key: 'start', messages: [`must be before the end of the audio (${lengthMs} ms)`] });
  if (query.endMs > lengthMs + LENGTH_TOLERANCE_MS)
    problems.push({ key: 'end', messages: [`must not be after the end of the audio (${lengthMs} ms)`] });
  if (problems.length > 0)
    throw invalidArgument('The reference section is empty, reversed or outside the audio', problems);
  return { start: query.startMs / 1000, end: Math.min(query.endMs, lengthMs) / 1000 };
}

export interface AlignedCandidates {
  /** The index's hits, one per track (`bestPerTrack`). */
  candidates: SectionHit[];
  /** Their alignments, by piece key (`track:<id>`). */
  aligned: Array<Alignment & { id: string }>;
  targets: AlignmentTarget[];
  /** The reference range, seconds. */
  range: { start: number; end: number };
  referenceDownbeats: readonly number[];
  ranking?: SectionSearch['ranking'];
}

/**
 * The final ranking: each aligned candidate scored by the overall likeness of its best indexed
 * section and the agreement of its best alignment, its section lined up with its downbeats.
 */
export function rankAlignedSections(input: AlignedCandidates): FoundSection[] {
  const ranking = input.ranking ?? SECTION_SEARCH.ranking;
  const likeness = new Map(input.candidates.map((hit) => [trackKey(hit.trackId), hit.score]));
  const targets = new Map(input.targets.map((target) => [target.id, target]));
  return input.aligned
    .filter((alignment) => targets.has(alignment.id))
    .map((alignment) => {
      const target = targets.get(alignment.id)!;
      const section = snapToDownbeats({
        offset: alignment.offset / target.rate - input.range.start,
        reference: input.range,
        referenceDownbeats: input.referenceDownbeats,
        targetDownbeats: target.downbeats,
        targetBeatPeriod: target.beatPeriod,
        targetDuration: target.duration,
      });
      const score = ranking.likeness * (likeness.get(alignment.id) ?? 0) + ranking.agreement * alignment.agreement;
      return {
        trackId: alignment.id.slice('track:'.length),
        startMs: Math.round(section.start * 1000),
        endMs: Math.round(section.end * 1000),
        score: Math.max(0, Math.min(1, score)),
      };
    })
    .sort((a, b) => b.score - a.score || a.trackId.localeCompare(b.trackId));
}

/** Each track once, at its best section, best first. */
export function bestPerTrack(hits: SectionHit[]): SectionHit[] {
  const best = new Map<string, SectionHit>();
  for (const hit of hits) {
    const known = best.get(hit.trackId);
    if (!known || hit.score > known.score) best.set(hit.trackId, hit);
  }
  return [...best.values()].sort((a, b) => b.score - a.score);
}
