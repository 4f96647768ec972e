import { describe, expect, it } from '@jest/globals';
import { AccessGrants } from './access-grants';
import { MediaSigner, type SigningKeys } from './signing';

const KEY = 'k'.repeat(32);
const OTHER_KEY = 'o'.repeat(32);
const NOW = new Date('2026-11-21T12:00:00Z');
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

const grantsAt = (now: Date, keys: SigningKeys = { current: KEY }) =>
  new AccessGrants(new MediaSigner(keys), () => now);
const grants = grantsAt(NOW);

describe('HLS grants', () => {
  it('grant the track they were made for until they expire', () => {
    const grant = grants.hlsGrant('trk_1', later(60));
    expect(grants.checkHls('trk_1', [grant])).toEqual({ granted: true });
    expect(grantsAt(later(59)).checkHls('trk_1', [grant])).toEqual({ granted: true });
    expect(grantsAt(later(60)).checkHls('trk_1', [grant])).toEqual({ granted: false, refusal: 'expired' });
  });

  it('refuse a missing grant', () => {
    expect(grants.checkHls('trk_1', [])).toEqual({ granted: false, refusal: 'missing' });
  });

  it('refuse a grant of another track', () => {
    const grant = grants.hlsGrant('trk_2', later(60));
    expect(grants.checkHls('trk_1', [grant])).toEqual({ granted: false, refusal: 'other-track' });
  });

  it('refuse a grant whose track, expiry or signature was altered', () => {
    const grant = grants.hlsGrant('trk_1', later(60));
    const [id = '', expires = '', signature = ''] = grant.split('.');
    const forged = [
      `${Buffer.from('trk_2').toString('base64url')}.${expires}.${signature}`,
      `${id}.${Number(expires) + 3600}.${signature}`,
      `${id}.${expires}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      `${id}.${expires}`,
      'garbage',
    ];
    for (const value of forged) expect(grants.checkHls('trk_1', [value]).granted).toBe(false);
    expect(grants.checkHls('trk_1', [forged[1] ?? ''])).toEqual({ granted: false, refusal: 'invalid' });
  });

  it('grant when any one of several presented cookies is valid', () => {
    const other = grants.hlsGrant('trk_2', later(60));
    const mine = grants.hlsGrant('trk_1', later(60));
    expect(grants.checkHls('trk_1', [other, 'junk', mine])).toEqual({ granted: true });
  });

  it('accept grants signed with the previous key after a rotation, and refuse unknown keys', () => {
    const beforeRotation = grantsAt(NOW, { current: OTHER_KEY }).hlsGrant('trk_1', later(60));
    const rotated = grantsAt(NOW, { current: KEY, previous: OTHER_KEY });
    expect(rotated.checkHls('trk_1', [beforeRotation])).toEqual({ granted: true });
    expect(grants.checkHls('trk_1', [beforeRotation])).toEqual({ granted: false, refusal: 'invalid' });
  });
});

describe('download signatures', () => {
  const path = '/downloads/tracks/trk_1/r-0123456789ab-x/128.mp3';
  const query = (expires: Date) => new URLSearchParams(grants.downloadQuery(path, expires));

  it('grant exactly the signed path until the link expires', () => {
    const signed = query(later(3600));
    const check = (at: Date, onPath = path) =>
      grantsAt(at).checkDownload(onPath, signed.get('expires') ?? undefined, signed.get('signature') ?? undefined);
    expect(check(NOW)).toEqual({ granted: true });
    expect(check(later(3600))).toEqual({ granted: false, refusal: 'expired' });
    expect(check(NOW, path.replace('128.mp3', '320.mp3'))).toEqual({ granted: false, refusal: 'invalid' });
  });

  it('refuse a link whose expiry was pushed back, or without a signature', () => {
    const signed = query(later(60));
    expect(
      grants.checkDownload(path, String(Number(signed.get('expires')) + 86400), signed.get('signature') ?? ''),
    ).toEqual({
      granted: false,
      refusal: 'invalid',
    });
    expect(grants.checkDownload(path, signed.get('expires') ?? '', undefined)).toEqual({
      granted: false,
      refusal: 'missing',
    });
  });

  it('never take an HLS grant as a download signature', () => {
    const grant = grants.hlsGrant(path, later(60));
    const [, expires = '', signature = ''] = grant.split('.');
    expect(grants.checkDownload(path, expires, signature).granted).toBe(false);
  });
});
