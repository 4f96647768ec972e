import defs from '../events/schemas/defs.v1.schema.json';
import tracksExported from '../events/schemas/analytics.tracks-exported.v1.schema.json';
import usageExported from '../events/schemas/usage.exported.v1.schema.json';
import { ANALYTICS_RULES, eventTimeProblem, USAGE_PLATFORMS, USAGE_RULES } from './analytics-rules';

/**
 * The published events' JSON Schemas are a second statement of the same limits (what data teams
 * read off the topics): a change to one without the other fails here, not in a consumer.
 */
describe('the reporting rules and the event schemas', () => {
  it('agree on the platforms usage may name', () => {
    expect([...USAGE_PLATFORMS]).toEqual(usageExported.properties.platform.enum);
  });

  it('agree on how many track ids an export holds and how long an id may be', () => {
    expect(tracksExported.properties.trackIds.maxItems).toBe(ANALYTICS_RULES.maxTrackIdsPerEvent);
    expect(defs.$defs.id.maxLength).toBe(ANALYTICS_RULES.maxTextLength);
    expect(defs.$defs.id.maxLength).toBe(USAGE_RULES.maxTextLength);
  });
});

describe('eventTimeProblem', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);

  it('takes an event up to 7 days old and up to 5 minutes ahead of our clock', () => {
    expect(eventTimeProblem(at(-7 * 24 * 3_600_000), now)).toBeUndefined();
    expect(eventTimeProblem(at(5 * 60_000), now)).toBeUndefined();
  });

  it('names the day limit for an older event and refuses one further ahead', () => {
    expect(eventTimeProblem(at(-7 * 24 * 3_600_000 - 1), now)).toBe('must not be older than 7 days');
    expect(eventTimeProblem(at(5 * 60_000 + 1), now)).toBe('must not be in the future');
  });
});
