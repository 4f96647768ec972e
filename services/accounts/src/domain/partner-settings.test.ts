import { checkAllowedOrigins, checkFreeTierCollections, checkRateLimit } from './partner-settings';

const violationsOf = (check: () => unknown) => {
  try {
    check();
  } catch (error) {
    return (error as { violations: unknown }).violations;
  }
  throw new Error('expected the check to refuse');
};

describe('free-tier collections', () => {
  it('keep the order the partner chose', () => {
    expect(checkFreeTierCollections(['chill', 'epic', 'acoustic'])).toEqual(['chill', 'epic', 'acoustic']);
  });

  it('refuse duplicates and empty ids, naming collectionIds', () => {
    expect(violationsOf(() => checkFreeTierCollections(['chill', '', 'chill']))).toEqual([
      {
        key: 'collectionIds',
        messages: ['"" is not a collection id (1 to 128 characters)', '"chill" is listed twice'],
      },
    ]);
  });

  it('refuse more than 100 collections', () => {
    const many = Array.from({ length: 101 }, (_, index) => `c${index}`);
    expect(violationsOf(() => checkFreeTierCollections(many))).toEqual([
      { key: 'collectionIds', messages: ['at most 100 collections'] },
    ]);
  });
});

describe('rate limits', () => {
  it('accept whole numbers of requests per second and burst', () => {
    expect(checkRateLimit({ requestsPerSecond: 10, burst: 20 })).toEqual({ requestsPerSecond: 10, burst: 20 });
  });

  it('refuse zero, fractions and absurd values, naming each field', () => {
    expect(violationsOf(() => checkRateLimit({ requestsPerSecond: 0, burst: 2.5 }))).toEqual([
      { key: 'requestsPerSecond', messages: ['must be a whole number between 1 and 100000'] },
      { key: 'burst', messages: ['must be a whole number between 1 and 100000'] },
    ]);
    expect(violationsOf(() => checkRateLimit({ requestsPerSecond: 1_000_000, burst: 1 }))).toEqual([
      { key: 'requestsPerSecond', messages: ['must be a whole number between 1 and 100000'] },
    ]);
  });
});

describe('CORS allowed origins', () => {
  it('accept origins as browsers send them', () => {
    const origins = ['https://app.example.com', 'http://localhost:3000', 'https://editor.example.co.uk:8443'];
    expect(checkAllowedOrigins(origins)).toEqual(origins);
  });

  it.each([
    ['a path', 'https://app.example.com/editor'],
    ['a trailing slash', 'https://app.example.com/'],
    ['no scheme', 'app.example.com'],
    ['another scheme', 'ftp://files.example.com'],
    ['a wildcard', 'https://*.example.com'],
    ['upper case', 'https://App.example.com'],
    ['the default port spelled out', 'https://app.example.com:443'],
  ])('refuse an origin with %s, naming origins', (_what, origin) => {
    expect(violationsOf(() => checkAllowedOrigins([origin]))).toEqual([
      {
        key: 'origins',
        messages: [
          `"${origin}" is not an origin like https://app.example.com (http or https, host, optional port, nothing else)`,
        ],
      },
    ]);
  });

  it('refuse duplicates', () => {
    expect(violationsOf(() => checkAllowedOrigins(['https://a.example', 'https://a.example']))).toEqual([
      { key: 'origins', messages: ['"https://a.example" is listed twice'] },
    ]);
  });
});
