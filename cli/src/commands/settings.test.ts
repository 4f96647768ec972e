import { UsageError } from '../command';
import { parseFreeTier, parseOrigins, parseRateLimit } from './settings';

describe('downbeat settings free-tier', () => {
  it('keeps the collections in the order given', () => {
    expect(parseFreeTier(['p1', 'epic', 'chill'])).toEqual({ partnerId: 'p1', collectionIds: ['epic', 'chill'] });
  });

  it('hands the choice back to catalog with --default', () => {
    expect(parseFreeTier(['p1', '--default'])).toEqual({ partnerId: 'p1', collectionIds: [] });
  });

  it('needs collections or --default, not both and not neither', () => {
    expect(() => parseFreeTier(['p1'])).toThrow(UsageError);
    expect(() => parseFreeTier(['p1', 'epic', '--default'])).toThrow(UsageError);
  });
});

describe('downbeat settings rate-limit', () => {
  it('takes requests per second and burst as whole numbers', () => {
    expect(parseRateLimit(['p1', '20', '40'])).toEqual({
      partnerId: 'p1',
      rateLimit: { requestsPerSecond: 20, burst: 40 },
    });
  });

  it('restores the defaults with --default', () => {
    expect(parseRateLimit(['p1', '--default'])).toEqual({ partnerId: 'p1' });
  });

  it('refuses missing or malformed numbers, naming them', () => {
    expect(() => parseRateLimit(['p1', '20'])).toThrow(new UsageError('missing <burst>'));
    expect(() => parseRateLimit(['p1', 'fast', '40'])).toThrow(/<rps>/);
    expect(() => parseRateLimit(['p1', '20', '0'])).toThrow(/<burst>/);
  });
});

describe('downbeat settings origins', () => {
  it('takes one or more origins, or --none', () => {
    expect(parseOrigins(['p1', 'https://app.example.com', 'http://localhost:3000'])).toEqual({
      partnerId: 'p1',
      origins: ['https://app.example.com', 'http://localhost:3000'],
    });
    expect(parseOrigins(['p1', '--none'])).toEqual({ partnerId: 'p1', origins: [] });
    expect(() => parseOrigins(['p1'])).toThrow(UsageError);
  });
});
