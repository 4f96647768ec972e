import accountsPartnerSettings from './schemas/accounts.partner-settings.v1.schema.json';
import analyticsTrackDownloaded from './schemas/analytics.track-downloaded.v1.schema.json';
import analyticsTrackPreviewed from './schemas/analytics.track-previewed.v1.schema.json';
import analyticsTracksExported from './schemas/analytics.tracks-exported.v1.schema.json';
import catalogSoundEffect from './schemas/catalog.sound-effect.v1.schema.json';
import catalogTrack from './schemas/catalog.track.v1.schema.json';
import mediaTrackAnalysis from './schemas/media.track-analysis.v1.schema.json';
import mediaUpload from './schemas/media.upload.v1.schema.json';
import usageExported from './schemas/usage.exported.v1.schema.json';
import versionsJobRequested from './schemas/versions.job-requested.v1.schema.json';
import versionsJobStatus from './schemas/versions.job-status.v1.schema.json';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How a topic is configured. Described for data teams in asyncapi.json, which must agree (tested). */
export interface TopicContract {
  /**
   * `compact`: an entity topic; the last event per key is the entity's full latest state.
   * `delete`: a stream topic; events are kept for `retentionMs`.
   */
  cleanupPolicy: 'compact' | 'delete';
  /** Stream topics only. */
  retentionMs?: number;
  /** Partitions to create the topic with (production); per-key order holds within a partition. */
  partitions: number;
  /** The only service that publishes on the topic; CloudEvents `source` is `/downbeat/<producer>`. */
  producer: 'accounts' | 'catalog' | 'media' | 'versions' | 'reporting';
}

export const topics = {
  'accounts.partner-settings.v1': { cleanupPolicy: 'compact', partitions: 3, producer: 'accounts' },
  'catalog.tracks.v1': { cleanupPolicy: 'compact', partitions: 6, producer: 'catalog' },
  'catalog.sound-effects.v1': { cleanupPolicy: 'compact', partitions: 3, producer: 'catalog' },
  'media.track-analysis.v1': { cleanupPolicy: 'compact', partitions: 6, producer: 'media' },
  'media.uploads.v1': { cleanupPolicy: 'compact', partitions: 6, producer: 'media' },
  'versions.jobs.v1': { cleanupPolicy: 'delete', retentionMs: 7 * DAY_MS, partitions: 6, producer: 'versions' },
  'versions.job-status.v1': { cleanupPolicy: 'delete', retentionMs: 7 * DAY_MS, partitions: 6, producer: 'versions' },
  'analytics.events.v1': { cleanupPolicy: 'delete', retentionMs: 30 * DAY_MS, partitions: 12, producer: 'reporting' },
  'usage.reports.v1': { cleanupPolicy: 'delete', retentionMs: 30 * DAY_MS, partitions: 6, producer: 'reporting' },
} as const satisfies Record<string, TopicContract>;

export type Topic = keyof typeof topics;

/** One event type: where it is published, what it looks like, and which payload field is the message key. */
export interface EventTypeContract {
  topic: Topic;
  /** The JSON Schema (draft 2020-12) of the CloudEvents `data`, i.e. the Kafka message value. */
  schema: { $id: string };
  /** The payload field whose value is the Kafka message key and the CloudEvents `subject`. */
  keyField: string;
}

/** Every event type by its CloudEvents `type`. The schema file is named after the type without `downbeat.`. */
export const eventTypes = {
  'downbeat.accounts.partner-settings.v1': {
    topic: 'accounts.partner-settings.v1',
    schema: accountsPartnerSettings,
    keyField: 'partnerId',
  },
  'downbeat.catalog.track.v1': { topic: 'catalog.tracks.v1', schema: catalogTrack, keyField: 'trackId' },
  'downbeat.catalog.sound-effect.v1': {
    topic: 'catalog.sound-effects.v1',
    schema: catalogSoundEffect,
    keyField: 'soundEffectId',
  },
  'downbeat.media.track-analysis.v1': {
    topic: 'media.track-analysis.v1',
    schema: mediaTrackAnalysis,
    keyField: 'trackId',
  },
  'downbeat.media.upload.v1': { topic: 'media.uploads.v1', schema: mediaUpload, keyField: 'uploadId' },
  'downbeat.versions.job-requested.v1': { topic: 'versions.jobs.v1', schema: versionsJobRequested, keyField: 'jobId' },
  'downbeat.versions.job-status.v1': { topic: 'versions.job-status.v1', schema: versionsJobStatus, keyField: 'jobId' },
  'downbeat.analytics.track-previewed.v1': {
    topic: 'analytics.events.v1',
    schema: analyticsTrackPreviewed,
    keyField: 'partnerId',
  },
  'downbeat.analytics.track-downloaded.v1': {
    topic: 'analytics.events.v1',
    schema: analyticsTrackDownloaded,
    keyField: 'partnerId',
  },
  'downbeat.analytics.tracks-exported.v1': {
    topic: 'analytics.events.v1',
    schema: analyticsTracksExported,
    keyField: 'partnerId',
  },
  'downbeat.usage.exported.v1': { topic: 'usage.reports.v1', schema: usageExported, keyField: 'partnerId' },
} as const satisfies Record<string, EventTypeContract>;

export type EventType = keyof typeof eventTypes;

export function isEventType(type: string): type is EventType {
  return Object.hasOwn(eventTypes, type);
}

/** The event types published on a topic. */
export function eventTypesOf(topic: Topic): EventType[] {
  return (Object.keys(eventTypes) as EventType[]).filter((type) => eventTypes[type].topic === topic);
}

/** CloudEvents `source` of every event on a topic. */
export function sourceOf(topic: Topic): string {
  return `/downbeat/${topics[topic].producer}`;
}

/** The Kafka message key (and CloudEvents subject) of an event: its entity id, the partner id for analytics and usage. */
export function messageKey(type: EventType, data: object): string {
  const key = (data as Record<string, unknown>)[eventTypes[type].keyField];
  if (typeof key !== 'string' || key === '') {
    throw new TypeError(`${type}: the key field ${eventTypes[type].keyField} is missing`);
  }
  return key;
}
