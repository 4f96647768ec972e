/**
 * The `similarity_tracks` collection: each catalog track's genres, moods and publication as the
 * catalog last announced them, where the work on its features stands, and its mood point.
 * Claims follow the platform's rule for shared work without transactions: read what is due, then
 * take each with an update that matches only while nobody else took it.
 */
import { insertNew, type DocumentCollection, type DocumentStore } from '@downbeat/platform';
import type { MoodMapEntry, TrackProfile, TrackProfiles, WorkFailure } from '../domain/ports';
import { claimedWork, dueFilter, finishUpdate, unclaimedSince } from './work-updates';

export class TrackProfileRecords implements TrackProfiles {
  private readonly tracks: DocumentCollection<TrackProfile>;

  constructor(store: DocumentStore) {
    this.tracks = store.collection<TrackProfile>('similarity_tracks');
  }

  async ensureIndexes(): Promise<void> {
    await this.tracks.ensureIndexes([
      { keys: { 'work.state': 1, 'work.leaseUntil': 1 }, name: 'by_work_lease' },
      { keys: { published: 1, 'work.state': 1 }, name: 'by_published_state' },
    ]);
  }

  get(trackId: string): Promise<TrackProfile | null> {
    return this.tracks.findOne({ _id: trackId });
  }

  async replace(profile: TrackProfile, knownRevision: number | undefined): Promise<boolean> {
    // Only the revision that was read is replaced: two replicas applying events race safely.
    if (knownRevision === undefined) return insertNew(this.tracks, profile);
    const { matched } = await this.tracks.replaceOne({ _id: profile._id, revision: knownRevision }, profile);
    return matched === 1;
  }

  async claimDue(attempt: string, leaseUntil: Date, limit: number): Promise<TrackProfile[]> {
    const due = await this.tracks.find(
      { published: true, ...dueFilter(new Date()) },
      { limit, sort: { updatedAt: 1 } },
    );
    const claimed: TrackProfile[] = [];
    for (const profile of due) {
      const work = claimedWork(profile.work, attempt, leaseUntil);
      const { matched } = await this.tracks.updateOne(
        { _id: profile._id, revision: profile.revision, ...unclaimedSince(profile.work) },
        { $set: { work } },
      );
      if (matched === 1) claimed.push({ ...profile, work });
    }
    return claimed;
  }

  async renew(trackIds: string[], attempt: string, leaseUntil: Date): Promise<void> {
    for (const trackId of trackIds)
      await this.tracks.updateOne(
        { _id: trackId, 'work.attempt': attempt },
        { $set: { 'work.leaseUntil': leaseUntil.toISOString() } },
      );
  }

  async finish(
    trackId: string,
    attempt: string,
    outcome: { ready: true; mood: NonNullable<TrackProfile['mood']> } | WorkFailure,
  ): Promise<boolean> {
    const update = finishUpdate(outcome, outcome.ready ? { mood: outcome.mood } : {});
    const { matched } = await this.tracks.updateOne({ _id: trackId, 'work.attempt': attempt }, update);
    return matched === 1;
  }

  async markOutdated(version: number): Promise<number> {
    const outdated = await this.tracks.find(
      { published: true, 'work.state': { $in: ['ready', 'failed'] }, 'work.version': { $ne: version } },
      { projection: { revision: 1, work: 1 } },
    );
    let marked = 0;
    for (const profile of outdated) {
      // Matches only the revision and work that were read: an event or a claim in between wins.
      const { matched } = await this.tracks.updateOne(
        {
          _id: profile._id,
          revision: profile.revision,
          'work.state': profile.work.state,
          ...unclaimedSince(profile.work),
        },
        {
          $set: {
            'work.state': 'pending',
            'work.version': version,
            'work.attempts': 0,
            updatedAt: new Date().toISOString(),
          },
          $unset: { 'work.leaseUntil': '', 'work.message': '' },
        },
      );
      marked += matched;
    }
    return marked;
  }

  async moodMap(): Promise<MoodMapEntry[]> {
    const profiles = await this.tracks.find(
      { published: true, 'work.state': 'ready' },
      { projection: { genres: 1, moods: 1, mood: 1 } },
    );
    return profiles.filter((profile) => profile.mood).map((profile) => ({ ...profile, mood: profile.mood! }));
  }
}
