import { randomBytes } from 'node:crypto';
import { MemoryDocumentStore } from '@downbeat/platform';
import { EndUsers } from './end-users';
import { Likes } from './likes';
import { AccessKeySecrets } from './access-key-secrets';
import { Partners } from './partners';
import { PartnerRecords } from '../store/partner-records';
import { EndUserRecords } from '../store/end-user-records';
import { LikeRecords } from '../store/like-records';

async function connectedUser() {
  let tick = Date.parse('2026-11-21T12:00:00Z');
  const clock = () => new Date((tick += 1000));
  const store = new MemoryDocumentStore();
  await store.start();
  const partners = new Partners(new PartnerRecords(store), new AccessKeySecrets(randomBytes(32)));
  const users = new EndUsers(new EndUserRecords(store), partners, clock);
  const likes = new Likes(new LikeRecords(store), users, clock);
  const { partner } = await partners.create({ name: 'Clipmaker' });
  const { partner: other } = await partners.create({ name: 'Vlogster' });
  await users.upsert(partner.id, 'user-7', { connected: true });
  return { users, likes, partnerId: partner.id, otherPartnerId: other.id };
}

const firstPage = { limit: 25, offset: 0 };

describe('liked tracks', () => {
  it('are listed most recent first, each once however often it was liked', async () => {
    const { likes, partnerId } = await connectedUser();
    await likes.like(partnerId, 'user-7', 'trk_1');
    await likes.like(partnerId, 'user-7', 'trk_2');
    await likes.like(partnerId, 'user-7', 'trk_1');

    expect(await likes.list(partnerId, 'user-7', firstPage)).toEqual({ trackIds: ['trk_2', 'trk_1'], total: 2 });
  });

  it('can be unliked, idempotently', async () => {
    const { likes, partnerId } = await connectedUser();
    await likes.like(partnerId, 'user-7', 'trk_1');
    await likes.unlike(partnerId, 'user-7', 'trk_1');
    await likes.unlike(partnerId, 'user-7', 'trk_1');
    expect(await likes.list(partnerId, 'user-7', firstPage)).toEqual({ trackIds: [], total: 0 });
  });

  it('belong to connected users only', async () => {
    const { users, likes, partnerId } = await connectedUser();
    await users.upsert(partnerId, 'guest', {});
    await expect(likes.like(partnerId, 'guest', 'trk_1')).rejects.toMatchObject({ kind: 'failed-precondition' });
    await expect(likes.list(partnerId, 'guest', firstPage)).rejects.toMatchObject({ kind: 'failed-precondition' });
  });

  it('are invisible to another partner', async () => {
    const { users, likes, partnerId, otherPartnerId } = await connectedUser();
    await likes.like(partnerId, 'user-7', 'trk_1');
    await expect(likes.list(otherPartnerId, 'user-7', firstPage)).rejects.toMatchObject({ kind: 'not-found' });
    await users.upsert(otherPartnerId, 'user-7', { connected: true });
    expect(await likes.list(otherPartnerId, 'user-7', firstPage)).toEqual({ trackIds: [], total: 0 });
  });
});
