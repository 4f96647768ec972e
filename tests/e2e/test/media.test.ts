import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  fetchOk,
  generateMaster,
  grantsSignedWith,
  locateFfmpeg,
  mp3FrameBitrates,
  playHls,
  probeBytes,
  type FfmpegTools,
} from '@downbeat/media/dist/testing/media-playback';
import { describeWith } from '@downbeat/testing';
import { checkResponsesAgainstOpenApi, partnerToken, request, userToken, waitForDemoCatalog } from './support/api';
import { AccountsAdmin } from './support/admin';
import { DEMO_CREDENTIALS, DistributedSystem } from './support/distributed-system';
import { MediaOperator } from './support/media-ingest';
import { badRequestNaming } from './support/shapes';

interface Track {
  id: string;
  isPreviewOnly: boolean;
  waveformUrl: string;
}
interface Link {
  url: string;
  expires: string;
}
interface HlsAccess {
  url: string;
  cookie: { name: string; domain: string; path: string; value: string; expires: string };
}

const HOUR_MS = 3_600_000;
const FREE_TRACK_SECONDS = 20;

/** Playback and downloads the way a partner's player and app use them, every service its own process. */
describeWith(['kafka', 'mongodb', 'opensearch'], 'media delivery in distributed mode', (infra) => {
  let system: DistributedSystem;
  let operator: MediaOperator;
  let tools: FfmpegTools;
  let partner: string;
  let freeTrack: Track;
  let premiumTrack: Track;
  let soundEffectId: string;
  let listener: string;
  let subscriber: string;
  const api = <T = Record<string, unknown>>(pathAndQuery: string, token: string) =>
    request<T>(system.gatewayUrl, pathAndQuery, { token });
  const cookieHeader = (access: HlsAccess, value = access.cookie.value) => ({
    cookie: `${access.cookie.name}=${value}`,
  });

  beforeAll(async () => {
    system = await DistributedSystem.start(infra);
    await waitForDemoCatalog(system.gatewayUrl, DEMO_CREDENTIALS);
    await checkResponsesAgainstOpenApi(system.gatewayUrl);
    tools = await locateFfmpeg();
    operator = new MediaOperator(system.media.address, system.accountsAddress);
    partner = await partnerToken(system.gatewayUrl, DEMO_CREDENTIALS.accessKeyId, DEMO_CREDENTIALS.accessKeySecret);

    const tracks = (await api<{ tracks: Track[] }>('/v0/tracks?limit=100', partner)).body.tracks;
    freeTrack = tracks.find((track) => !track.isPreviewOnly)!;
    premiumTrack = tracks.find((track) => track.isPreviewOnly)!;
    expect({ free: freeTrack?.id, premium: premiumTrack?.id }).toEqual({
      free: expect.any(String),
      premium: expect.any(String),
    });
    const categories = (await api<{ categories: { id: string }[] }>('/v0/sound-effects/categories?limit=100', partner))
      .body.categories;
    for (const category of categories) {
      const effects = await api<{ soundEffects: { id: string }[] }>(
        `/v0/sound-effects/categories/${category.id}/tracks`,
        partner,
      );
      soundEffectId = effects.body.soundEffects[0]?.id ?? '';
      if (soundEffectId) break;
    }
    expect(soundEffectId).not.toBe('');

    const masters = mkdtempSync(path.join(tmpdir(), 'downbeat-e2e-masters-'));
    const master = async (name: string, seconds: number) => {
      const file = path.join(masters, name);
      await generateMaster(tools.ffmpeg, file, seconds);
      return file;
    };
    await operator.ingest('ASSET_KIND_TRACK', freeTrack.id, await master('free.wav', FREE_TRACK_SECONDS));
    await operator.ingest('ASSET_KIND_TRACK', premiumTrack.id, await master('premium.flac', 6));
    await operator.ingest('ASSET_KIND_SOUND_EFFECT', soundEffectId, await master('effect.wav', 2));

    listener = await userToken(system.gatewayUrl, partner, 'e2e-listener');
    await operator.subscribe(partnerIdOf(partner), 'e2e-subscriber');
    subscriber = await userToken(system.gatewayUrl, partner, 'e2e-subscriber');
  }, 300_000);

  afterAll(async () => {
    operator?.close();
    await system?.stopAll();
    await system?.dropRunData();
  });

  it('plays a track like a player: cookie → primary manifest → both variants → segments decodable at the advertised bit rates', async () => {
    const access = await api<HlsAccess>(`/v0/tracks/${freeTrack.id}/hls`, partner);
    expect(access.status).toBe(200);
    const { cookie, url } = access.body;
    expect(new URL(url).origin).toBe(system.media.edgeUrl);
    expect(new URL(url).pathname.startsWith(cookie.path)).toBe(true);
    expect(cookie.domain).toBe(new URL(system.media.edgeUrl).hostname);
    expect(Date.parse(cookie.expires)).toBeGreaterThan(Date.now());

    const variants = await playHls(url, cookieHeader(access.body));

    expect(variants.map((variant) => variant.codecs)).toEqual(['mp4a.40.2', 'mp4a.40.2']);
    for (const [variant, kbps] of [
      [variants[0]!, 64],
      [variants[1]!, 160],
    ] as const) {
      expect(variant.measuredBitsPerSecond / 1000).toBeGreaterThan(kbps * 0.85);
      expect(variant.measuredBitsPerSecond / 1000).toBeLessThan(kbps * 1.15);
      expect(variant.bandwidth).toBeGreaterThanOrEqual(variant.averageBandwidth);
      expect(variant.averageBandwidth / 1000).toBeCloseTo(variant.measuredBitsPerSecond / 1000, 0);
      const probed = await probeBytes(tools.ffprobe, variant.init, ...variant.segments.map((segment) => segment.bytes));
      expect(probed).toMatchObject({ codec: 'aac', sampleRate: 44_100, channels: 2 });
      expect(probed.durationSeconds).toBeCloseTo(FREE_TRACK_SECONDS, 0);
    }
  });

  it('previews through a stream URL alone, for any user, premium tracks included', async () => {
    for (const [track, token] of [
      [freeTrack, partner],
      [premiumTrack, listener],
    ] as const) {
      const stream = await api<Link>(`/v0/tracks/${track.id}/stream`, token);
      expect(stream.status).toBe(200);
      expect(Date.parse(stream.body.expires)).toBeGreaterThan(Date.now());
      const variants = await playHls(stream.body.url);
      expect(variants).toHaveLength(2);
    }
  });

  it('refuses HLS files without a cookie, or with an altered, expired or other track’s cookie', async () => {
    const access = (await api<HlsAccess>(`/v0/tracks/${freeTrack.id}/hls`, partner)).body;
    const premiumAccess = (await api<HlsAccess>(`/v0/tracks/${premiumTrack.id}/hls`, partner)).body;
    const [variant] = await playHls(access.url, cookieHeader(access));
    const segment = variant!.segments[0]!.url;
    const forger = grantsSignedWith(system.media.signingKey);
    const value = access.cookie.value;
    const cases: Record<string, { url: string; headers: Record<string, string> }> = {
      'no cookie, manifest': { url: access.url, headers: {} },
      'no cookie, variant playlist': { url: variant!.playlistUrl, headers: {} },
      'no cookie, segment': { url: segment, headers: {} },
      'altered signature': { url: segment, headers: cookieHeader(access, `${value.slice(0, -2)}xx`) },
      'altered expiry': {
        url: segment,
        headers: cookieHeader(
          access,
          value.replace(/\.(\d+)\./, (_m, s: string) => `.${Number(s) + 86_400}.`),
        ),
      },
      expired: {
        url: segment,
        headers: cookieHeader(access, forger.hlsGrant(freeTrack.id, 'any-partner', new Date(Date.now() - 1000))),
      },
      'other track': { url: segment, headers: cookieHeader(access, premiumAccess.cookie.value) },
      'other track, manifest': { url: access.url, headers: cookieHeader(access, premiumAccess.cookie.value) },
    };
    for (const [name, { url, headers }] of Object.entries(cases)) {
      const response = await fetch(url, { headers });
      const body = (await response.json()) as { message?: string };
      expect({ name, status: response.status, message: typeof body.message }).toEqual({
        name,
        status: 403,
        message: 'string',
      });
    }
    // The real cookie still works, and ranges are honoured.
    const partial = await fetch(segment, { headers: { ...cookieHeader(access), range: 'bytes=0-99' } });
    expect(partial.status).toBe(206);
    expect(partial.headers.get('content-range')).toMatch(/^bytes 0-99\/\d+$/);
  });

  it('serves the waveform every track links to (waveformUrl), public, once its audio is analysed', async () => {
    const [track] = (await api<Track[]>(`/v0/tracks/metadata?trackId=${freeTrack.id}`, partner)).body;
    const response = await fetch(track!.waveformUrl);
    expect(response.status).toBe(200);
    const waveform = (await response.json()) as { version: number; channels: number; length: number; data: number[] };
    expect(waveform).toMatchObject({ version: 2, channels: 1 });
    expect(waveform.data.length).toBe(waveform.length * 2);
  });

  it('lets hls.js on a partner’s page send the cookie: CORS with credentials, for the partner’s origins only', async () => {
    const admin = new AccountsAdmin(system.accountsAddress);
    const player = await admin.createPartner('Player app');
    await admin.setAllowedOrigins(player.partnerId, ['https://player.partner.example']);
    admin.close();
    const token = await partnerToken(system.gatewayUrl, player.accessKeyId, player.accessKeySecret);
    const access = (await api<HlsAccess>(`/v0/tracks/${freeTrack.id}/hls`, token)).body;
    const preflight = await fetch(access.url, {
      method: 'OPTIONS',
      headers: { origin: 'https://player.partner.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    const manifest = await fetch(access.url, {
      headers: { ...cookieHeader(access), origin: 'https://player.partner.example' },
    });
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('access-control-allow-origin')).toBe('https://player.partner.example');
    expect(manifest.headers.get('access-control-allow-credentials')).toBe('true');

    // Another page, or the same page with another partner's cookie, may fetch but never read.
    const stranger = await fetch(access.url, { headers: { ...cookieHeader(access), origin: 'https://evil.example' } });
    const demoAccess = (await api<HlsAccess>(`/v0/tracks/${freeTrack.id}/hls`, partner)).body;
    const otherPartner = await fetch(demoAccess.url, {
      headers: { ...cookieHeader(demoAccess), origin: 'https://player.partner.example' },
    });
    expect([stranger.status, otherPartner.status]).toEqual([200, 200]);
    expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
    expect(otherPartner.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('downloads both MP3 qualities at constant 128 and 320 kbps, with links for 24 hours and 1 hour', async () => {
    for (const [quality, kbps, lifetimeMs] of [
      ['normal', 128, 24 * HOUR_MS],
      ['high', 320, HOUR_MS],
    ] as const) {
      const link = await api<Link>(`/v0/tracks/${freeTrack.id}/download?format=mp3&quality=${quality}`, listener);
      expect(link.status).toBe(200);
      expect(Math.abs(Date.parse(link.body.expires) - Date.now() - lifetimeMs)).toBeLessThan(60_000);
      const file = Buffer.from(await (await fetchOk(link.body.url)).arrayBuffer());
      expect(await probeBytes(tools.ffprobe, file)).toMatchObject({ codec: 'mp3', bitRate: kbps * 1000 });
      expect([...mp3FrameBitrates(file)]).toEqual([kbps]);
    }
  });

  it('refuses download links that were altered or have expired', async () => {
    const { url } = (await api<Link>(`/v0/tracks/${freeTrack.id}/download`, listener)).body;
    const link = new URL(url);
    const later = new URL(link);
    later.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 86_400));
    const otherFile = new URL(link);
    otherFile.pathname = link.pathname.replace('128.mp3', '320.mp3');
    const expired = `${link.origin}${link.pathname}?${grantsSignedWith(system.media.signingKey).downloadQuery(link.pathname, 'any-partner', new Date(Date.now() - 1000))}`;
    for (const target of [later.toString(), otherFile.toString(), `${link.origin}${link.pathname}`, expired])
      expect({ target, status: (await fetch(target)).status }).toEqual({ target, status: 403 });
  });

  it('lets only subscribers download premium tracks', async () => {
    const refused = await api(`/v0/tracks/${premiumTrack.id}/download`, listener);
    expect(refused).toMatchObject({
      status: 403,
      body: { message: 'User does not have access to download the track' },
    });
    const allowed = await api<Link>(`/v0/tracks/${premiumTrack.id}/download?quality=high`, subscriber);
    expect(allowed.status).toBe(200);
    expect(
      await probeBytes(tools.ffprobe, Buffer.from(await (await fetchOk(allowed.body.url)).arrayBuffer())),
    ).toMatchObject({
      bitRate: 320_000,
    });
  });

  it('downloads sound effects for every user', async () => {
    const link = await api<Link>(`/v0/sound-effects/${soundEffectId}/download?quality=high`, listener);
    expect(link.status).toBe(200);
    expect(Math.abs(Date.parse(link.body.expires) - Date.now() - HOUR_MS)).toBeLessThan(60_000);
    expect(
      (await probeBytes(tools.ffprobe, Buffer.from(await (await fetchOk(link.body.url)).arrayBuffer()))).codec,
    ).toBe('mp3');
  });

  it('answers 404 for unknown tracks and sound effects, 400 for bad parameters, 403 for a partner token on downloads', async () => {
    for (const operation of ['stream', 'hls']) {
      expect(await api(`/v0/tracks/no-such-track/${operation}`, partner)).toMatchObject({
        status: 404,
        body: { message: 'Track was not found' },
      });
    }
    expect(await api('/v0/tracks/no-such-track/download', listener)).toMatchObject({ status: 404 });
    expect(await api('/v0/sound-effects/no-such-effect/download', listener)).toMatchObject({ status: 404 });
    expect(await api(`/v0/tracks/${freeTrack.id}/download?quality=lossless`, listener)).toMatchObject(
      badRequestNaming('quality'),
    );
    expect(await api(`/v0/tracks/${freeTrack.id}/download?format=wav`, listener)).toMatchObject(
      badRequestNaming('format'),
    );
    expect((await api(`/v0/tracks/${freeTrack.id}/download`, partner)).status).toBe(403);
  });
});

/** The partner id a token carries (its `partner_id` claim). */
function partnerIdOf(token: string): string {
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
  if (typeof claims.partner_id !== 'string') throw new Error('no partner id in the token');
  return claims.partner_id;
}
