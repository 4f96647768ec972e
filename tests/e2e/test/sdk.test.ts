import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { createDownbeat, isDownbeatError, items, ok, type Downbeat } from '@downbeat/sdk';
import { REPO_ROOT, waitFor } from '@downbeat/testing';
import { AccountsAdmin } from './support/admin';
import { checkResponsesAgainstOpenApi, request, waitForDemoCatalog } from './support/api';
import { EmbeddedSystem } from './support/embedded-system';
import type { OpenApiContract } from './support/openapi-contract';

const CREDENTIALS = { accessKeyId: 'sdk-partner', accessKeySecret: 'sdk-partner-secret-0123456789' };
const run = promisify(execFile);

/**
 * A partner's whole integration through @downbeat/sdk against `npm start`'s process: browsing
 * page by page, choosing the free tier, connecting a user with a subscription, acting as that user,
 * reporting and reading usage, a typed error, waiting out the rate limit — every answer checked
 * against the OpenAPI document. And the SDK's examples, run as the README says.
 */
describe('the SDK against the embedded system', () => {
  let system: EmbeddedSystem;
  let contract: OpenApiContract;
  let downbeat: Downbeat;
  /** The SDK's fetch, checking every answer against the document and counting 429s. */
  const seen = { rateLimited: 0 };
  const checkedFetch = (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const request = new Request(input, init);
    const response = await fetch(request);
    if (response.status === 429) seen.rateLimited += 1;
    const text = await response.clone().text();
    const isJson = /json/.test(response.headers.get('content-type') ?? '');
    contract.check(
      request.method,
      request.url,
      response.status,
      response.headers,
      isJson && text ? JSON.parse(text) : text,
    );
    return response;
  }) as typeof fetch;

  beforeAll(async () => {
    system = await EmbeddedSystem.create('sdk', CREDENTIALS);
    await system.start();
    await waitForDemoCatalog(system.baseUrl, CREDENTIALS);
    contract = await checkResponsesAgainstOpenApi(system.baseUrl);
    downbeat = createDownbeat({ baseUrl: system.baseUrl, credentials: CREDENTIALS, fetch: checkedFetch });
  }, 90_000);

  afterAll(async () => {
    await system?.stop();
  });

  it('is generated from the document the gateway serves', async () => {
    const served = (await request(system.baseUrl, '/v0/openapi.json')).body;
    const generatedFrom = JSON.parse(readFileSync(path.join(REPO_ROOT, 'libs/sdk/openapi.json'), 'utf8'));
    expect(served).toEqual(generatedFrom);
  });

  it('pages through every collection and every track by links.next', async () => {
    const collections = [];
    for await (const collection of items(
      downbeat.pages('/v0/collections', { excludeField: 'tracks', limit: 2 }),
      'collections',
    ))
      collections.push(collection.id);
    expect(collections.length).toBeGreaterThan(2);
    expect(new Set(collections).size).toBe(collections.length);
    const first = await ok(downbeat.api.GET('/v0/tracks', { params: { query: { limit: 100 } } }));
    const paged = [];
    for await (const track of items(downbeat.pages('/v0/tracks', { limit: 5 }), 'tracks')) paged.push(track.id);
    expect(paged).toEqual(first.tracks.map((track) => track.id));
  });

  it('chooses the free tier, sees a track turn premium, connects a user with premium access', async () => {
    const defaults = await ok(downbeat.api.GET('/v0/partner/free-tier'));
    const all = [];
    for await (const collection of items(
      downbeat.pages('/v0/collections', { excludeField: 'tracks', limit: 20 }),
      'collections',
    ))
      all.push(collection.id);
    const chosen = all.find((id) => !defaults.collectionIds.includes(id))!;
    const tracksOf = async (collectionId: string) =>
      (
        await ok(
          downbeat.api.GET('/v0/collections/{collectionId}', {
            params: { path: { collectionId }, query: { limit: 100 } },
          }),
        )
      ).tracks.map((track) => track.id);
    const kept = new Set(await tracksOf(chosen));
    const leaving = (await tracksOf(defaults.collectionIds[0]!)).find((id) => !kept.has(id))!;

    await ok(downbeat.api.PUT('/v0/partner/free-tier', { body: { collectionIds: [chosen] } }));
    const flag = async () =>
      (await ok(downbeat.api.GET('/v0/tracks/metadata', { params: { query: { trackId: [leaving] } } })))[0]!
        .isPreviewOnly;
    await waitFor('the track to turn premium', flag, { timeoutMs: 2_000, intervalMs: 50 });

    const user = await ok(
      downbeat.api.PUT('/v0/partner/users/{userId}', {
        params: { path: { userId: 'sdk-user-1' } },
        body: { connected: true, subscription: { plan: 'premium', currentPeriodEnd: '2099-01-01T00:00:00Z' } },
      }),
    );
    expect(user).toMatchObject({ connected: true, premiumAccess: true, subscription: { active: true } });
    const me = await ok(downbeat.forUser('sdk-user-1').api.GET('/v0/users/me'));
    expect(me.premiumAccess).toBe(true);
    const listed = [];
    for await (const each of items(downbeat.pages('/v0/partner/users', { limit: 1 }), 'users')) listed.push(each.id);
    expect(listed).toContain('sdk-user-1');
    await ok(downbeat.api.PUT('/v0/partner/free-tier', { body: { collectionIds: [] } }));
  });

  it('reports analytics and reads them back in the usage summary and its CSV', async () => {
    const { tracks } = await ok(downbeat.api.GET('/v0/tracks', { params: { query: { limit: 2 } } }));
    const now = new Date().toISOString();
    const events = tracks.map((track) => ({
      userId: 'sdk-user-1',
      timestamp: now,
      analyticsEvent: { type: 'trackPreviewed' as const, trackId: track.id },
    }));
    const reported = await ok(downbeat.api.POST('/v0/analytics/report', { body: { events } }));
    expect(reported.eventsCount).toBe(2);
    const today = now.slice(0, 10);
    await waitFor(
      'the previews to be counted',
      async () =>
        (await ok(downbeat.api.GET('/v0/usage/summary', { params: { query: { from: today, to: today } } }))).days[0]!
          .previews === 2,
      { timeoutMs: 10_000, intervalMs: 100 },
    );
    const { data } = await downbeat.api.GET('/v0/partner/usage.csv', {
      params: { query: { from: today, to: today } },
      parseAs: 'text',
    });
    expect(String(data).split('\n').slice(0, 2)).toEqual(['day,previews,downloads,exports', `${today},2,0,0`]);
  });

  it('throws typed errors naming the offending field', async () => {
    const error = await downbeat.api
      .PUT('/v0/partner/free-tier', { body: { collectionIds: ['no-such-collection'] } })
      .catch((caught: unknown) => caught);
    expect(isDownbeatError(error, 'bad-request')).toBe(true);
    expect(isDownbeatError(error) && error.field('collectionIds')).toEqual([
      '"no-such-collection" is not a collection',
    ]);
  });

  it('waits out the rate limit (429, Retry-After) instead of failing', async () => {
    const admin = new AccountsAdmin(system.context.accountsAddress);
    const slow = await admin.createPartner('SDK slow partner', { requestsPerSecond: 2, burst: 2 });
    admin.close();
    const limited = createDownbeat({ baseUrl: system.baseUrl, credentials: slow, fetch: checkedFetch });
    seen.rateLimited = 0;
    for (let index = 0; index < 6; index += 1) await ok(limited.api.GET('/v0/moods'));
    expect(seen.rateLimited).toBeGreaterThan(0);
  }, 30_000);

  it('runs its README examples against the system', async () => {
    const env = {
      ...process.env,
      DOWNBEAT_URL: system.baseUrl,
      DOWNBEAT_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      DOWNBEAT_ACCESS_KEY_SECRET: CREDENTIALS.accessKeySecret,
    };
    const quick = await run(process.execPath, [path.join(REPO_ROOT, 'libs/sdk/examples/quick-start.mts')], { env });
    expect(quick.stdout).toContain('as the user: premium access true');
    expect(quick.stdout).toContain('refused as expected: 400');
    const freeTier = await run(process.execPath, [path.join(REPO_ROOT, 'libs/sdk/examples/free-tier.mts')], { env });
    expect(freeTier.stdout).toMatch(/is premium now: true/);
    expect(freeTier.stdout).toContain('free tier back to the default');
  }, 60_000);

  it('checked every answer above against the OpenAPI document', () => {
    expect(contract.checked).toBeGreaterThan(30);
  });
});
