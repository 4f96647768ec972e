import type { accounts } from '@downbeat/contracts';
import { createLogger, DomainError, notFound, unavailable } from '@downbeat/platform';
import { PartnerDirectory } from './partner-directory';

const logger = createLogger({ service: 'gateway-test', level: 'silent' });
const DEFAULTS = { ratePerSecond: 50, burst: 100 };

const settings = (overrides: Partial<accounts.PartnerSettings__Output> = {}): accounts.PartnerSettings__Output => ({
  partnerId: 'p1',
  freeTierCollectionIds: [],
  status: 'PARTNER_STATUS_ACTIVE',
  allowedOrigins: [],
  ...overrides,
});

describe('PartnerDirectory', () => {
  let now: number;
  let answer: () => Promise<accounts.PartnerSettings__Output>;
  let calls: number;
  let directory: PartnerDirectory;

  beforeEach(() => {
    now = 0;
    calls = 0;
    answer = async () => settings();
    directory = new PartnerDirectory({
      fetchSettings: () => {
        calls += 1;
        return answer();
      },
      defaultRateLimit: DEFAULTS,
      ttlMs: 30_000,
      logger,
      now: () => now,
    });
  });

  it('uses the partner’s own rate limit and origins, or the defaults when it has none', async () => {
    answer = async () =>
      settings({ rateLimit: { requestsPerSecond: 5, burst: 10 }, allowedOrigins: ['https://app.example.com'] });
    await expect(directory.requireActive('p1')).resolves.toEqual({
      active: true,
      rateLimit: { ratePerSecond: 5, burst: 10 },
      allowedOrigins: ['https://app.example.com'],
    });
    await expect(directory.requireActive('p2')).resolves.toMatchObject({ rateLimit: { ratePerSecond: 5, burst: 10 } });

    answer = async () => settings();
    now += 30_000;
    await expect(directory.requireActive('p1')).resolves.toMatchObject({ rateLimit: DEFAULTS });
  });

  it('asks accounts once per partner per 30 seconds, sharing concurrent misses', async () => {
    await Promise.all([directory.get('p1'), directory.get('p1'), directory.get('p1')]);
    now += 29_999;
    await directory.get('p1');
    expect(calls).toBe(1);
    now += 1;
    await directory.get('p1');
    expect(calls).toBe(2);
  });

  it('refuses an unknown or a disabled partner with 401 Invalid credentials', async () => {
    answer = async () => {
      throw notFound('Partner was not found');
    };
    await expect(directory.requireActive('p1')).rejects.toMatchObject({
      kind: 'unauthenticated',
      message: 'Invalid credentials',
    });
    answer = async () => settings({ status: 'PARTNER_STATUS_DISABLED' });
    await expect(directory.requireActive('p2')).rejects.toMatchObject({ kind: 'unauthenticated' });
  });

  it('notices a partner disabled since the last fetch once the cache expires', async () => {
    await expect(directory.requireActive('p1')).resolves.toMatchObject({ active: true });
    answer = async () => settings({ status: 'PARTNER_STATUS_DISABLED' });
    now += 30_000;
    await expect(directory.requireActive('p1')).rejects.toMatchObject({ kind: 'unauthenticated' });
  });

  it('keeps serving stale settings while accounts is unreachable, and fails without them', async () => {
    await directory.get('p1');
    answer = async () => {
      throw unavailable('accounts service is unavailable');
    };
    now += 60_000;
    await expect(directory.requireActive('p1')).resolves.toMatchObject({ active: true });
    await expect(directory.requireActive('p2')).rejects.toMatchObject({ kind: 'unavailable' });
  });

  it('falls back to the defaults when accounts does not implement GetPartnerSettings', async () => {
    answer = async () => {
      throw new DomainError('internal', 'unimplemented', [], { cause: { code: 12 } });
    };
    await expect(directory.requireActive('p1')).resolves.toEqual({
      active: true,
      rateLimit: DEFAULTS,
      allowedOrigins: [],
    });
  });

  it('collects every origin some partner allows', async () => {
    answer = async () => settings({ allowedOrigins: ['https://a.example'] });
    await directory.get('p1');
    answer = async () => settings({ allowedOrigins: ['https://b.example'] });
    await directory.get('p2');
    expect(directory.knownOrigins()).toEqual(new Set(['https://a.example', 'https://b.example']));
  });
});
