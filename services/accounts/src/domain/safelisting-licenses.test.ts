import { MemoryDocumentStore } from '@downbeat/platform';
import { SafelistingLicenseRecords } from '../store/safelisting-license-records';
import { SafelistingLicenses } from './safelisting-licenses';

let now = new Date('2026-11-21T12:00:00Z');
const later = (days: number) => new Date(now.getTime() + days * 86_400_000);
const channel = (url = 'https://www.youtube.com/@somechannel') => ({
  type: 'channel' as const,
  platform: 'youtube' as const,
  url,
});

async function licenses() {
  now = new Date('2026-11-21T12:00:00Z');
  const store = new MemoryDocumentStore();
  await store.start();
  const records = new SafelistingLicenseRecords(store);
  await records.ensureIndexes();
  return new SafelistingLicenses(records, () => now);
}

const listing = {
  assetType: 'channel' as const,
  sortBy: 'expiresAt' as const,
  order: 'desc' as const,
  page: 0,
  pageSize: 0,
};

describe('safelisting licences', () => {
  it('safelist a user’s channel, found by the user only, one asset however linked', async () => {
    const safelist = await licenses();
    const { license, created } = await safelist.create('p-1', 'user-1', { ...channel(), expiresAt: later(30) });
    expect(created).toBe(true);
    expect(license.asset).toEqual({
      id: 'youtube.com/@somechannel',
      type: 'channel',
      platform: 'youtube',
      url: 'https://www.youtube.com/@somechannel',
    });
    await expect(safelist.get('p-1', 'user-1', license.id)).resolves.toEqual(license);
    await expect(safelist.get('p-1', 'user-2', license.id)).rejects.toMatchObject({ kind: 'not-found' });
    await expect(safelist.get('p-2', 'user-1', license.id)).rejects.toMatchObject({ kind: 'not-found' });
    const again = await safelist.create('p-1', 'user-1', channel('https://m.youtube.com/@somechannel/'));
    expect(again).toEqual({ license, created: false });
  });

  it('refuse an asset another user of the partner holds (409), but not another partner’s', async () => {
    const safelist = await licenses();
    await safelist.create('p-1', 'user-1', channel());
    await expect(safelist.create('p-1', 'user-2', channel())).rejects.toMatchObject({ kind: 'already-exists' });
    await expect(safelist.create('p-2', 'user-2', channel())).resolves.toMatchObject({ created: true });
  });

  it('free the asset once the licence ends or expires', async () => {
    const safelist = await licenses();
    const { license } = await safelist.create('p-1', 'user-1', { ...channel(), expiresAt: later(1) });
    now = later(2);
    await expect(safelist.create('p-1', 'user-2', channel())).resolves.toMatchObject({ created: true });
    await expect(safelist.get('p-1', 'user-1', license.id)).resolves.toMatchObject({ id: license.id });
    const { license: second } = await safelist.create('p-1', 'user-3', channel('https://youtube.com/@other'));
    await safelist.end('p-1', 'user-3', second.id);
    await expect(safelist.get('p-1', 'user-3', second.id)).rejects.toMatchObject({ kind: 'not-found' });
    await expect(safelist.create('p-1', 'user-4', channel('https://youtube.com/@other'))).resolves.toMatchObject({
      created: true,
    });
  });

  it('list the user’s active licences of one asset type, filtered, sorted and paged', async () => {
    const safelist = await licenses();
    const made = [];
    for (const [handle, days] of [
      ['@a', 10],
      ['@b', 30],
      ['@c', 20],
    ] as const)
      made.push(
        (
          await safelist.create('p-1', 'user-1', {
            ...channel(`https://youtube.com/${handle}`),
            expiresAt: later(days),
          })
        ).license,
      );
    await safelist.create('p-1', 'user-1', {
      type: 'video',
      platform: 'tiktok',
      url: 'https://www.tiktok.com/@a/video/1',
    });
    await safelist.create('p-1', 'user-2', channel('https://youtube.com/@d'));
    const page = await safelist.list('p-1', 'user-1', { ...listing, pageSize: 2 });
    expect(page.licenses.map((license) => license.asset.id)).toEqual(['youtube.com/@b', 'youtube.com/@c']);
    expect([page.total, page.page, page.pageSize]).toEqual([3, 1, 2]);
    const second = await safelist.list('p-1', 'user-1', { ...listing, pageSize: 2, page: 2 });
    expect(second.licenses.map((license) => license.id)).toEqual([made[0]!.id]);
    const videos = await safelist.list('p-1', 'user-1', { ...listing, assetType: 'video', platform: 'tiktok' });
    expect(videos.total).toBe(1);
    expect((await safelist.list('p-1', 'user-1', { ...listing, platform: 'twitch' })).total).toBe(0);
    now = later(15);
    expect((await safelist.list('p-1', 'user-1', listing)).total).toBe(2);
    await expect(safelist.endAllOfUser('p-1', 'user-1')).resolves.toBe(3);
    expect((await safelist.list('p-1', 'user-1', listing)).total).toBe(0);
    expect((await safelist.list('p-1', 'user-2', listing)).total).toBe(1);
  });

  it('move the expiry, which must lie ahead', async () => {
    const safelist = await licenses();
    const { license } = await safelist.create('p-1', 'user-1', channel());
    const moved = await safelist.setExpiry('p-1', 'user-1', license.id, later(365));
    expect(moved.expiresAt).toEqual(later(365));
    await expect(safelist.setExpiry('p-1', 'user-1', license.id, later(-1))).rejects.toMatchObject({
      violations: [{ key: 'expiresAt', messages: ['must be in the future'] }],
    });
    await expect(safelist.setExpiry('p-1', 'user-2', license.id, later(2))).rejects.toMatchObject({
      kind: 'not-found',
    });
  });

  it('name every bad field: the user header, the asset and the expiry', async () => {
    const safelist = await licenses();
    await expect(
      safelist.create('p-1', 'not a user!', {
        type: 'channel',
        platform: 'instagram',
        url: 'https://youtube.com/@x',
        expiresAt: later(-1),
      }),
    ).rejects.toMatchObject({
      kind: 'invalid-argument',
      violations: [
        { key: 'X-Partner-User-Id', messages: [expect.any(String)] },
        { key: 'asset.url', messages: ['must be a URL on instagram.com'] },
        { key: 'expiresAt', messages: ['must be in the future'] },
      ],
    });
    await expect(
      safelist.create('p-1', 'u', { type: undefined, platform: 'website', url: 'ftp://x' }),
    ).rejects.toMatchObject({
      violations: [
        { key: 'asset.type', messages: ['must be one of: channel, video'] },
        { key: 'asset.url', messages: [expect.stringMatching(/http\(s\) URL/)] },
      ],
    });
    await expect(safelist.list('p-1', 'u', { ...listing, assetType: undefined, pageSize: 101 })).rejects.toMatchObject({
      violations: [
        { key: 'assetType', messages: ['must be one of: channel, video'] },
        { key: 'pageSize', messages: ['must be an integer from 1 to 100'] },
      ],
    });
  });

  it('tell one YouTube video apart however it is linked', async () => {
    const safelist = await licenses();
    const video = (url: string) => ({ type: 'video' as const, platform: 'youtube' as const, url });
    const first = await safelist.create('p-1', 'user-1', video('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3'));
    expect(first.license.asset.id).toBe('youtube.com/watch?v=dQw4w9WgXcQ');
    await expect(safelist.create('p-1', 'user-1', video('https://youtu.be/dQw4w9WgXcQ'))).resolves.toMatchObject({
      created: false,
    });
  });
});
