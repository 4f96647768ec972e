import { createHash, randomUUID } from 'node:crypto';
import { AccountsAdmin } from './support/admin';
import { partnerToken, request, type RequestInit, userToken, waitForDemoCatalog } from './support/api';
import { EmbeddedSystem } from './support/embedded-system';
import { ReferenceContract, SPECIFICATION_WINS } from './support/reference-contract';
import { setConnected } from './support/reporting-checks';

const CREDENTIALS = { accessKeyId: 'reference-partner', accessKeySecret: 'reference-secret-0123456789' };
const suite = ReferenceContract.available() ? describe : describe.skip;
if (!ReferenceContract.available()) console.warn('SKIPPED: the reference document is not vendored');

/**
 * A client written against the reference partner API works against us unchanged: every operation
 * we share with it, driven against the embedded system, answers a status the reference documents
 * with a body its schemas accept (where our specification wins, SPECIFICATION_WINS says so).
 * Operations on audio (streams, downloads, similar tracks and sections, uploads, versions) are
 * checked against the audio demo in reference-contract-audio.test.ts.
 */
suite('the reference partner API’s contract', () => {
  let system: EmbeddedSystem;
  let contract: ReferenceContract;
  let partner: string;
  let user: string;
  let fan: string;
  let apiKey: string;
  let ids: {
    track: string;
    collection: string;
    mood: string;
    genre: string;
    category: string;
    effect: string;
    effectCollection: string;
  };

  /** One request, checked against the reference at `template`; its answer for further steps. */
  const send = <T = Record<string, unknown>>(template: string, path: string, init: RequestInit = {}) =>
    contract.send<T>(system.baseUrl, template, path, init);

  beforeAll(async () => {
    contract = new ReferenceContract();
    system = await EmbeddedSystem.create('reference', CREDENTIALS);
    await system.start();
    await waitForDemoCatalog(system.baseUrl, CREDENTIALS);
    partner = await partnerToken(system.baseUrl, CREDENTIALS.accessKeyId, CREDENTIALS.accessKeySecret);
    user = await userToken(system.baseUrl, partner, 'reference-user');
    const partnerId = JSON.parse(Buffer.from(partner.split('.')[1]!, 'base64url').toString()).partner_id as string;
    await setConnected(() => system.context, partnerId, 'reference-fan', true);
    fan = await userToken(system.baseUrl, partner, 'reference-fan');
    const admin = new AccountsAdmin(system.context.accountsAddress);
    apiKey = await admin.createApiKey(partnerId, 'reference client');
    admin.close();
    const first = async <T>(path: string, field: string) =>
      ((await request<Record<string, T[]>>(system.baseUrl, path, { token: partner })).body[field] ?? [])[0]!;
    ids = {
      track: (await first<{ id: string }>('/v0/tracks?limit=1', 'tracks')).id,
      collection: (await first<{ id: string }>('/v0/collections?limit=1&excludeField=tracks', 'collections')).id,
      mood: (await first<{ id: string }>('/v0/moods?limit=1', 'moods')).id,
      genre: (await first<{ id: string }>('/v0/genres?limit=1', 'genres')).id,
      category: (await first<{ id: string }>('/v0/sound-effects/categories?limit=1', 'categories')).id,
      effect: (await first<{ id: string }>('/v0/sound-effects/search?limit=1', 'soundEffects')).id,
      effectCollection: (await first<{ id: string }>('/v0/sound-effects/collections?limit=1', 'collections')).id,
    };
  }, 120_000);

  afterAll(async () => {
    await system?.stop();
  });

  it('issues tokens as the reference does: 201 and {accessToken}', async () => {
    const issued = await send('/v0/partner-token', '/v0/partner-token', { json: CREDENTIALS });
    expect(issued.status).toBe(201);
    expect((await send('/v0/token', '/v0/token', { token: partner, json: { userId: 'someone' } })).status).toBe(201);
    const wrong = await send('/v0/partner-token', '/v0/partner-token', {
      json: { ...CREDENTIALS, accessKeySecret: 'wrong-secret' },
    });
    expect(wrong.status).toBe(401);
    expect((await send('/v0/partner-token', '/v0/partner-token', { json: {} })).status).toBe(400);
  });

  it('answers the current user with the reference’s fields', async () => {
    const me = await send<{ userId: string; esConnect: boolean }>('/v0/users/me', '/v0/users/me', { token: user });
    expect(me.body).toMatchObject({ userId: 'reference-user', esConnect: false });
  });

  it('lists and shows collections, moods, genres and tracks in the reference’s shapes', async () => {
    for (const [template, path] of [
      ['/v0/collections', '/v0/collections'],
      ['/v0/collections', '/v0/collections?excludeField=tracks&limit=20&offset=1'],
      ['/v0/collections/{collectionId}', `/v0/collections/${ids.collection}?limit=5`],
      ['/v0/moods', '/v0/moods?sort=alphabetic&type=featured'],
      ['/v0/moods/{moodId}', `/v0/moods/${ids.mood}?expand=tracks&limit=3`],
      ['/v0/genres', '/v0/genres?type=partner-tier'],
      ['/v0/genres/{genreId}', `/v0/genres/${ids.genre}?expand=tracks`],
      ['/v0/tracks', '/v0/tracks?bpmMin=60&bpmMax=180&limit=100'],
      ['/v0/tracks/metadata', `/v0/tracks/metadata?trackId=${ids.track}`],
      ['/v0/tracks/parameters', '/v0/tracks/parameters'],
    ] as const) {
      for (const token of [partner, user, apiKey])
        expect([path, (await send(template, path, { token })).status]).toEqual([path, 200]);
    }
    expect(
      (await send('/v0/collections/{collectionId}', `/v0/collections/${randomUUID()}`, { token: partner })).status,
    ).toBe(404);
    expect((await send('/v0/moods/{moodId}', '/v0/moods/no-such-mood', { token: partner })).status).toBe(404);
    expect(await send('/v0/collections', '/v0/collections')).toMatchObject({ status: 401 });
  });

  it('searches tracks with every sort and the BPM range, and suggests', async () => {
    for (const sort of ['Relevance', 'Date', 'Title', 'Popularity', 'Duration', 'BPM'])
      expect(
        (await send('/v0/tracks/search', `/v0/tracks/search?term=a&sort=${sort}&order=desc`, { token: partner }))
          .status,
      ).toBe(200);
    expect((await send('/v0/tracks/search', '/v0/tracks/search?bpmMin=95&bpmMax=117', { token: user })).status).toBe(
      200,
    );
    expect((await send('/v0/tracks/search', '/v0/tracks/search?limit=61', { token: user })).status).toBe(400);
    for (const path of ['/v0/tracks/search/suggestions?term=mo', '/v0/tracks/search/suggestions'])
      expect((await send('/v0/tracks/search/suggestions', path, { token: partner })).status).toBe(200);
  });

  it('lists sound-effect categories, collections, their sound effects, and searches them', async () => {
    for (const [template, path] of [
      ['/v0/sound-effects/categories', '/v0/sound-effects/categories?type=featured'],
      ['/v0/sound-effects/categories/{categoryId}', `/v0/sound-effects/categories/${ids.category}`],
      [
        '/v0/sound-effects/categories/{categoryId}/tracks',
        `/v0/sound-effects/categories/${ids.category}/tracks?sort=length&includeExplicit=false`,
      ],
      ['/v0/sound-effects/collections', '/v0/sound-effects/collections'],
      ['/v0/sound-effects/collections', '/v0/sound-effects/collections?excludeField=soundEffects'],
      ['/v0/sound-effects/collections/{collectionId}', `/v0/sound-effects/collections/${ids.effectCollection}?limit=2`],
      ['/v0/sound-effects/search', '/v0/sound-effects/search?term=rain&sort=popular&includeExplicit=true'],
    ] as const)
      expect([path, (await send(template, path, { token: apiKey })).status]).toEqual([path, 200]);
    expect(
      (await send('/v0/sound-effects/categories/{categoryId}', '/v0/sound-effects/categories/doors', { token: user }))
        .status,
    ).toBe(400);
    expect(
      (
        await send('/v0/sound-effects/collections/{collectionId}', `/v0/sound-effects/collections/${randomUUID()}`, {
          token: user,
        })
      ).status,
    ).toBe(404);
  });

  it('answers media operations for a track without audio with the reference’s 404 body', async () => {
    // The metadata-only demo catalog has no audio: the reference documents 404 for these.
    for (const [template, path] of [
      ['/v0/tracks/{trackId}/beats', `/v0/tracks/${ids.track}/beats`],
      ['/v0/tracks/{trackId}/hls', `/v0/tracks/${ids.track}/hls`],
      ['/v0/tracks/{trackId}/stream', `/v0/tracks/${ids.track}/stream`],
      ['/v0/tracks/{trackId}/highlights', `/v0/tracks/${ids.track}/highlights?duration=15&duration=30`],
      ['/v0/tracks/{trackId}/download', `/v0/tracks/no-such-track/download?format=mp3&quality=high`],
      ['/v0/sound-effects/{trackId}/download', `/v0/sound-effects/${randomUUID()}/download`],
    ] as const) {
      const answer = await send(template, path, { token: user });
      expect([path, [404, 503].includes(answer.status)]).toEqual([path, true]);
    }
  });

  it('reports analytics and usage, and lists a connected user’s liked tracks', async () => {
    const now = new Date().toISOString();
    const report = await send('/v0/analytics/report', '/v0/analytics/report', {
      token: apiKey,
      json: {
        events: [
          {
            userId: '123',
            timestamp: now,
            userConnected: false,
            analyticsEvent: { trackId: ids.track, type: 'trackPreviewed' },
          },
          {
            userId: '456',
            timestamp: now,
            analyticsEvent: { trackIds: [ids.track], platform: 'YOUTUBE', type: 'tracksExported' },
          },
        ],
      },
    });
    expect(report.status).toBe(200);
    const usage = { eventType: 'EXPORTED', platform: 'OTHER', trackIds: [ids.track], other: 'Mastodon' };
    expect((await send('/v0/usage', '/v0/usage', { token: user, json: usage })).status).toBe(200);
    expect(
      (await send('/v0/usage', '/v0/usage', { token: user, json: { ...usage, platform: 'MYSPACE' } })).status,
    ).toBe(400);
    await request(system.baseUrl, `/v0/users/me/liked/tracks/${ids.track}`, { method: 'PUT', token: fan });
    const liked = await send<{ tracks: unknown[] }>('/v0/users/me/liked/tracks', '/v0/users/me/liked/tracks?offset=0', {
      token: fan,
    });
    expect(liked.body.tracks).toHaveLength(1);
  });

  it('looks audio uploads up by checksum and deletes them, as the reference does', async () => {
    const checksum = createHash('sha256').update(randomUUID()).digest('hex');
    expect(
      (await send('/v0/uploads/audio/{checksum}', `/v0/uploads/audio/${checksum}`, { token: partner })).status,
    ).toBe(404);
    const removed = await send('/v0/uploads/audio/{audioIdOrChecksum}', `/v0/uploads/audio/${checksum}`, {
      method: 'DELETE',
      token: apiKey,
    });
    expect(removed).toMatchObject({ status: 200, body: { audioFilesRemoved: [] } });
  });

  it('keeps safelisting licences with a partner API key, all six operations', async () => {
    const headers = { 'X-Partner-User-Id': 'reference-creator' };
    const base = '/v0/safelisting/licenses';
    const asset = { type: 'channel', platform: 'youtube', url: 'https://www.youtube.com/@reference' };
    const created = await send<{ id: string }>(base, base, {
      token: apiKey,
      headers,
      json: { asset, expiresAt: '2099-12-31T23:59:59Z' },
    });
    expect(created.status).toBe(201);
    const conflict = await send(base, base, {
      token: apiKey,
      headers: { 'X-Partner-User-Id': 'someone-else' },
      json: { asset },
    });
    expect(conflict.status).toBe(409);
    expect(
      (
        await send(
          base,
          `${base}?assetType=channel&platform=youtube&sortBy=createdAt&sortOrder=asc&page=1&pageSize=10`,
          { token: apiKey, headers },
        )
      ).status,
    ).toBe(200);
    expect((await send(base, `${base}?platform=youtube`, { token: apiKey, headers })).status).toBe(400);
    const one = `${base}/{licenseId}`;
    expect((await send(one, `${base}/${created.body.id}`, { token: apiKey, headers })).status).toBe(200);
    expect(
      (
        await send(one, `${base}/${created.body.id}`, {
          method: 'PATCH',
          token: apiKey,
          headers,
          json: { expiresAt: '2100-01-01T00:00:00Z' },
        })
      ).status,
    ).toBe(200);
    expect((await send(one, `${base}/${created.body.id}`, { method: 'DELETE', token: apiKey, headers })).status).toBe(
      204,
    );
    expect((await send(one, `${base}/${created.body.id}`, { token: apiKey, headers })).status).toBe(404);
    expect((await send(base, base, { method: 'DELETE', token: apiKey, headers })).status).toBe(204);
  });

  it('checked every operation we share with the reference', () => {
    expect([...contract.operationsChecked].sort()).toEqual(
      [
        'DELETE_Partner_audio',
        'DELETE_Safelisting_License',
        'DELETE_Safelisting_Licenses',
        'GET_All_Genres',
        'GET_All_Moods',
        'GET_Collection',
        'GET_Collections',
        'GET_Download',
        'GET_End_User_Details',
        'GET_Genre_details',
        'GET_HLS_Download_Data',
        'GET_Highlights_Details',
        'GET_Mood_details',
        'GET_Partner_Audio_By_Checksum',
        'GET_Safelisting_License',
        'GET_Safelisting_Licenses',
        'GET_Sound_Effect_Categories',
        'GET_Sound_Effect_Category',
        'GET_Sound_Effect_Category_Tracks',
        'GET_Sound_Effect_Collection',
        'GET_Sound_Effect_Collections',
        'GET_Sound_Effect_Download',
        'GET_Sound_Effect_Search',
        'GET_Stream',
        'GET_Track_Beats',
        'GET_Track_Parameters',
        'GET_Tracks',
        'GET_Tracks_Metadata',
        'GET_Tracks_Search',
        'GET_Tracks_Search_suggestions',
        'GET_Users_Liked_Tracks',
        'PATCH_Safelisting_License',
        'POST_Analytics_Report',
        'POST_Partner_Token',
        'POST_Safelisting_License',
        'POST_Use',
        'POST_User_Token',
      ].sort(),
    );
    expect(SPECIFICATION_WINS.length).toBe(3);
  });
});
