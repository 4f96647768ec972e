import { EITHER_TOKEN, choice, operation, pathId, type Operation, type PathItem } from './operation';
import { ref } from './schemas';
import { object, type Schema } from './schema-builders';

/**
 * Playback and download (spec §4.3, §4.5 download): signed links to the media edge, which checks
 * the signature or the HLS cookie on every request.
 */

const link = (description: string): Schema =>
  object({
    url: { type: 'string', format: 'uri', description },
    expires: { type: 'string', format: 'date-time', description: 'When the link stops working.' },
  });

export const NO_DOWNLOAD_ACCESS = 'User does not have access to download the track';

const trackId = pathId('trackId');
const downloadParameters = [
  choice('format', ['mp3'], 'mp3', 'The only format is MP3.'),
  choice(
    'quality',
    ['normal', 'high'],
    'normal',
    'normal: MP3 at 128 kbps (link valid 24 hours); high: 320 kbps (1 hour).',
  ),
] as const;
const exampleLink = (path: string) => ({
  url: `https://media.downbeat.example${path}`,
  expires: '2026-11-22T10:00:00Z',
});

function withEntitlementRefusal<O extends Operation>(spec: O): O {
  spec.responses['403'] = {
    description:
      'The wrong kind of token, or a premium track (in none of the partner’s free-tier collections) and a user without a connected account with an active subscription.',
    content: { 'application/json': { schema: ref('Error'), example: { message: NO_DOWNLOAD_ACCESS } } },
  };
  return spec;
}

export const mediaPaths = {
  '/v0/tracks/{trackId}/stream': {
    get: operation({
      id: 'getTrackStream',
      summary: 'Preview a track: a signed URL of its HLS primary manifest',
      description: [
        'Works for every track and every user. The URL carries its own grant (the `token` query parameter) for the',
        'manifests and segments of this track until `expires`; the primary manifest lists two AAC-LC variants',
        '(about 64 and 160 kbps) with segments of about 4 seconds (fMP4). For a cookie instead, see `/hls`.',
      ].join(' '),
      tag: 'tracks',
      tokenKinds: EITHER_TOKEN,
      notFound: true,
      parameters: [trackId],
      ok: {
        schema: link('The HLS primary manifest.'),
        example: exampleLink('/hls/trk_0001/r-3f2a9c0d1e4b-mfx2k1/main.m3u8?token=dHJrXzAwMDE.1795341600.kq3Zx0vQ'),
      },
    }),
  },
  '/v0/tracks/{trackId}/hls': {
    get: operation({
      id: 'getTrackHlsAccess',
      summary: 'HLS access: the primary manifest URL and a signed cookie that unlocks it',
      description: [
        'Set the cookie on requests to the media edge (`domain`, `path`): it grants the primary manifest, both',
        'variant playlists and every segment of this track, and nothing else, until `expires`. Without it, or with',
        'an expired, altered or other track’s cookie, the edge answers 403. The edge allows credentialed CORS, so',
        'hls.js with `xhrSetup: xhr => xhr.withCredentials = true` works from a partner’s page. Works for every track and user.',
      ].join(' '),
      tag: 'tracks',
      tokenKinds: EITHER_TOKEN,
      notFound: true,
      parameters: [trackId],
      ok: {
        schema: object({
          url: { type: 'string', format: 'uri', description: 'The HLS primary manifest.' },
          cookie: object({
            name: { type: 'string' },
            domain: { type: 'string' },
            path: { type: 'string' },
            value: { type: 'string' },
            expires: { type: 'string', format: 'date-time' },
          }),
        }),
        example: {
          url: 'https://media.downbeat.example/hls/trk_0001/r-3f2a9c0d1e4b-mfx2k1/main.m3u8',
          cookie: {
            name: 'downbeat_hls',
            domain: 'media.downbeat.example',
            path: '/hls/trk_0001/',
            value: 'dHJrXzAwMDE.1795341600.kq3Zx0vQ',
            expires: '2026-11-21T16:00:00Z',
          },
        },
      },
    }),
  },
  '/v0/tracks/{trackId}/download': {
    get: withEntitlementRefusal(
      operation({
        id: 'downloadTrack',
        summary: 'Download a track: a signed MP3 link',
        description:
          'Free-tier tracks for every user; premium tracks (`isPreviewOnly`) only for connected users with an active subscription. Constant bit rate MP3; the link expires after 24 hours (normal) or 1 hour (high); an altered or expired link gets 403.',
        tag: 'tracks',
        tokenKinds: ['user'],
        notFound: true,
        parameters: [trackId, ...downloadParameters],
        ok: {
          schema: link('The MP3 file; valid until `expires`.'),
          example: exampleLink(
            '/downloads/tracks/trk_0001/r-3f2a9c0d1e4b-mfx2k1/128.mp3?expires=1795341600&signature=Jx9c2bQ0rW',
          ),
        },
      }),
    ),
  },
  '/v0/sound-effects/{trackId}/download': {
    get: operation({
      id: 'downloadSoundEffect',
      summary: 'Download a sound effect: a signed MP3 link',
      description: 'Every sound effect for every user. Same qualities and link lifetimes as track downloads.',
      tag: 'sound effects',
      tokenKinds: ['user'],
      notFound: true,
      parameters: [pathId('trackId', { description: 'The sound effect id.' }), ...downloadParameters],
      ok: {
        schema: link('The MP3 file; valid until `expires`.'),
        example: exampleLink(
          '/downloads/sound-effects/5b1c0e2a-8f3d-4c1b-9a7e-2d6f0c1b3a4e/r-77c0e1a2b3d4-mfx2k9/320.mp3?expires=1795341600&signature=Jx9c2bQ0rW',
        ),
      },
    }),
  },
} satisfies Record<string, PathItem>;
