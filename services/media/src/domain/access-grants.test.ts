import { describe, expect, it } from '@jest/globals';
import { AccessGrants } from './access-grants';
import { MediaSigner, type SigningKeys } from './signing';

const KEY = 'k'.repeat(32);
const OTHER_KEY = 'o'.repeat(32);
const NOW = new Date('2026-11-21T12:00:00Z');
const PARTNER = '4f5e5460-ea89-4649-8899-fca31804588e';
const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);
const b64 = (text: string) => Buffer.from(text).toString('base64url');

const grantsAt = (now: Date, keys: SigningKeys = { current: KEY }) =>
  new AccessGrants(new MediaSigner(keys), () => now);
const grants = grantsAt(NOW);

describe('HLS grants', () => {
  it('grant the track they were made for, naming the partner, until they expire', () => {
    const grant = grants.hlsGrant('trk_1', PARTNER, later(60));
    expect(grants.checkHls('trk_1', [grant])).toEqual({ granted: true, partnerId: PARTNER });
    expect(grantsAt(later(59)).checkHls('trk_1', [grant])).toEqual({ granted: true, partnerId: PARTNER });
    expect(grantsAt(later(60)).checkHls('trk_1', [grant])).toEqual({ granted: false, refusal: 'expired' });
  });

  it('refuse a missing grant', () => {
    expect(grants.checkHls('trk_1', [])).toEqual({ granted: false, refusal: 'missing' });
  });

  it('refuse a grant of another track', () => {
    const grant = grants.hlsGrant('trk_2', PARTNER, later(60));
    expect(grants.checkHls('trk_1', [grant])).toEqual({ granted: false, refusal: 'other-track' });
  });

  it('refuse a grant whose track, partner, expiry or signature was altered', () => {
    const grant = grants.hlsGrant('trk_1', PARTNER, later(60));
    const [id = '', partner = '', expires = '', signature = ''] = grant.split('.');
    const forged = [
      `${b64('trk_2')}.${partner}.${expires}.${signature}`,
      `${id}.${b64('another-partner')}.${expires}.${signature}`,
      `${id}.${expires}.${signature}`,
      `${id}.${partner}.${Number(expires) + 3600}.${signature}`,
      `${id}.${partner}.${expires}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      `${id}.${partner}.${expires}`,
      'garbage',
    ];
    for (const value of forged) expect([value, grants.checkHls('trk_1', [value]).granted]).toEqual([value, false]);
  });

  it('accept only the canonical encoding: no leading zeros in the expiry, no junk in the ids', () => {
    const grant = grants.hlsGrant('trk_1', PARTNER, later(60));
    const [id = '', partner = '', expires = '', signature = ''] = grant.split('.');
    for (const reworded of [
      `${id}.${partner}.0${expires}.${signature}`,
      `${id}.${partner}.00${expires}.${signature}`,
      `${id}!.${partner}.${expires}.${signature}`,
      `${id}==.${partner}.${expires}.${signature}`,
      `${id}.${partner}*.${expires}.${signature}`,
      `${id}.${partner}.${expires}.${signature}=`,
      `${id}.${partner}.+${expires}.${signature}`,
    ])
      expect([reworded, grants.checkHls('trk_1', [reworded])]).toEqual([
        reworded,
        { granted: false, refusal: 'invalid' },
      ]);
  });

  it('still open the files of a grant made before partners were named, naming no partner', () => {
    const grant = grants.hlsGrant('trk_1', '', later(60));
    expect(grant.split('.')).toHaveLength(3);
    expect(grants.checkHls('trk_1', [grant])).toEqual({ granted: true });
  });

  it('grant when any one of several presented cookies is valid', () => {
    const other = grants.hlsGrant('trk_2', PARTNER, later(60));
    const mine = grants.hlsGrant('trk_1', PARTNER, later(60));
    expect(grants.checkHls('trk_1', [other, 'junk', mine])).toEqual({ granted: true, partnerId: PARTNER });
  });

  it('accept grants signed with the previous key after a rotation, and refuse unknown keys', () => {
    const beforeRotation = grantsAt(NOW, { current: OTHER_KEY }).hlsGrant('trk_1', PARTNER, later(60));
    const rotated = grantsAt(NOW, { current: KEY, previous: OTHER_KEY });
    expect(rotated.checkHls('trk_1', [beforeRotation])).toEqual({ granted: true, partnerId: PARTNER });
    expect(grants.checkHls('trk_1', [beforeRotation])).toEqual({ granted: false, refusal: 'invalid' });
  });
});

describe('download signatures', () => {
  const path = '/downloads/tracks/trk_1/r-0123456789ab-x/128.mp3';
  const proof = (query: string) => Object.fromEntries(new URLSearchParams(query));
  const signed = (expires: Date) => proof(grants.downloadQuery(path, PARTNER, expires));

  it('grant exactly the signed path, naming the partner, until the link expires', () => {
    const link = signed(later(3600));
    expect(grants.checkDownload(path, link)).toEqual({ granted: true, partnerId: PARTNER });
    expect(grantsAt(later(3600)).checkDownload(path, link)).toEqual({ granted: false, refusal: 'expired' });
    expect(grants.checkDownload(path.replace('128.mp3', '320.mp3'), link)).toEqual({
      granted: false,
      refusal: 'invalid',
    });
  });

  it('refuse a link whose expiry was pushed back or reworded, whose partner changed, or without a signature', () => {
    const link = signed(later(60));
    for (const altered of [
      { ...link, expires: String(Number(link.expires) + 86400) },
      { ...link, expires: `0${link.expires}` },
      { ...link, partner: 'another-partner' },
      { ...link, partner: '' },
      { expires: link.expires, signature: link.signature },
    ])
      expect(grants.checkDownload(path, altered)).toEqual({ granted: false, refusal: 'invalid' });
    expect(grants.checkDownload(path, { expires: link.expires, partner: link.partner })).toEqual({
      granted: false,
      refusal: 'missing',
    });
  });

  it('never take an HLS grant as a download signature', () => {
    const grant = grants.hlsGrant(path, PARTNER, later(60));
    const [, , expires = '', signature = ''] = grant.split('.');
    expect(grants.checkDownload(path, { expires, partner: PARTNER, signature }).granted).toBe(false);
  });
});
