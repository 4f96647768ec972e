import { request, partnerToken } from './api';

/** The skeleton request, asserted the same way in both modes. */
export function describeSkeletonRequest(
  context: () => { baseUrl: string; accessKeyId: string; accessKeySecret: string },
): void {
  it('publishes the token signing keys as a JWKS', async () => {
    const { baseUrl } = context();
    const response = await request<{ keys: { kid: string; alg: string; d?: string }[] }>(
      baseUrl,
      '/.well-known/jwks.json',
    );
    expect(response.status).toBe(200);
    expect(response.body.keys.length).toBeGreaterThan(0);
    expect(response.body.keys[0]).toMatchObject({ alg: 'ES256', kid: expect.any(String) });
    expect(response.body.keys[0]?.d).toBeUndefined();
  });

  it('issues a partner token for valid credentials only', async () => {
    const { baseUrl, accessKeyId, accessKeySecret } = context();
    const token = await partnerToken(baseUrl, accessKeyId, accessKeySecret);
    expect(token.split('.')).toHaveLength(3);

    const wrong = await request(baseUrl, '/v0/partner-token', {
      json: { accessKeyId, accessKeySecret: 'not-the-secret' },
    });
    expect(wrong).toMatchObject({ status: 401, body: { message: 'Invalid credentials' } });

    const missing = await request(baseUrl, '/v0/partner-token', { json: { accessKeyId } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ key: 'accessKeySecret', messages: [expect.any(String)] }]);
  });

  it('lists tracks from the catalog over gRPC with pagination and links', async () => {
    const { baseUrl, accessKeyId, accessKeySecret } = context();
    const token = await partnerToken(baseUrl, accessKeyId, accessKeySecret);

    const first = await request<TrackList>(baseUrl, '/v0/tracks?limit=3', { token });
    expect(first.status).toBe(200);
    expect(first.body.tracks).toHaveLength(3);
    expect(first.body.pagination).toEqual({ page: 1, limit: 3, offset: 0 });
    expect(first.body.links).toEqual({ next: '/v0/tracks?limit=3&offset=3' });
    expect(first.body.tracks[0]).toEqual({
      id: expect.any(String),
      mainArtists: expect.any(Array),
      featuredArtists: expect.any(Array),
      title: expect.any(String),
      bpm: expect.any(Number),
      length: expect.any(Number),
      moods: expect.any(Array),
      genres: expect.any(Array),
      images: expect.any(Object),
      hasVocals: expect.any(Boolean),
      added: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      isExplicit: expect.any(Boolean),
      isPreviewOnly: expect.any(Boolean),
      // The reference API's fields: the waveform on the media edge, and the tier isPreviewOnly says.
      waveformUrl: expect.stringMatching(/^https?:\/\/[^/]+\/waveforms\/[^/]+\.json$/),
      tierOption: expect.stringMatching(/^(PAID|FREE)$/),
    });

    const second = await request<TrackList>(baseUrl, first.body.links.next!, { token });
    expect(second.body.pagination).toEqual({ page: 2, limit: 3, offset: 3 });
    expect(second.body.links.prev).toBe('/v0/tracks?limit=3&offset=0');
    const firstIds = new Set(first.body.tracks.map((track) => track.id));
    expect(second.body.tracks.some((track) => firstIds.has(track.id))).toBe(false);
  });

  it('refuses track listing without a valid token and with out-of-range paging', async () => {
    const { baseUrl, accessKeyId, accessKeySecret } = context();
    expect((await request(baseUrl, '/v0/tracks')).status).toBe(401);
    expect((await request(baseUrl, '/v0/tracks', { token: 'not.a.jwt' })).status).toBe(401);

    const token = await partnerToken(baseUrl, accessKeyId, accessKeySecret);
    const tooMany = await request(baseUrl, '/v0/tracks?limit=101', { token });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors).toEqual([{ key: 'limit', messages: [expect.stringMatching(/100/)] }]);
    const negative = await request(baseUrl, '/v0/tracks?offset=-1', { token });
    expect(negative.status).toBe(400);
    expect(negative.body.errors).toEqual([{ key: 'offset', messages: [expect.any(String)] }]);
  });
}

interface TrackList {
  tracks: { id: string }[];
  pagination: { page: number; limit: number; offset: number };
  links: { next?: string; prev?: string };
}
