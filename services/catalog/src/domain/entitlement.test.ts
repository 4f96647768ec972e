import { notFound } from '@downbeat/platform';
import { demoCatalog } from '../demo/demo-catalog';
import { demoStore } from '../demo/demo-store';
import { DownloadAccess, isPreviewOnly, mayDownload } from './entitlement';
import type { PremiumAccessSource } from './ports';

describe('which tracks are premium', () => {
  it('makes a track premium exactly when it is in none of the free-tier collections', () => {
    const freeTier = new Set(['track-a', 'track-b']);
    expect(isPreviewOnly('track-a', freeTier)).toBe(false);
    expect(isPreviewOnly('track-c', freeTier)).toBe(true);
    expect(isPreviewOnly('track-a', new Set())).toBe(true);
  });
});

describe('who may download', () => {
  it('lets every user download a free-tier track, and only users with premium access a premium one', () => {
    expect(mayDownload({ isPreviewOnly: false }, { premiumAccess: false })).toBe(true);
    expect(mayDownload({ isPreviewOnly: false }, { premiumAccess: true })).toBe(true);
    expect(mayDownload({ isPreviewOnly: true }, { premiumAccess: true })).toBe(true);
    expect(mayDownload({ isPreviewOnly: true }, { premiumAccess: false })).toBe(false);
  });
});

/** Accounts as plain values: users with premium access per partner; everyone else known without it. */
function premiumUsers(users: Record<string, string[]>, known: string[] = []) {
  const asked: string[] = [];
  const source: PremiumAccessSource = {
    premiumAccess: async (partnerId, userId) => {
      asked.push(`${partnerId}/${userId}`);
      if (users[partnerId]?.includes(userId)) return true;
      if (known.includes(userId)) return false;
      throw notFound('User was not found');
    },
  };
  return { source, asked };
}

describe('download access for a partner and user', () => {
  const cinematic = demoCatalog.collections.find((c) => c.id === 'collection-cinematic-moments')!;
  const freeTrack = cinematic.trackIds[0]!;
  const premiumTrack = demoCatalog.tracks.find((track) => !cinematic.trackIds.includes(track.id))!.id;

  async function access(users: ReturnType<typeof premiumUsers>) {
    const { reads } = await demoStore({ 'partner-a': [cinematic.id] });
    return new DownloadAccess(reads.tracks, users.source);
  }

  it("grants a track in the partner's free tier without asking accounts", async () => {
    const users = premiumUsers({});
    const answer = await (await access(users)).check('partner-a', 'listener', freeTrack);
    expect(answer).toEqual({ trackId: freeTrack, isPreviewOnly: false, mayDownload: true });
    expect(users.asked).toEqual([]);
  });

  it('grants a premium track to a user with premium access and refuses it to one without', async () => {
    const users = premiumUsers({ 'partner-a': ['subscriber'] }, ['listener']);
    const downloads = await access(users);
    expect(await downloads.check('partner-a', 'subscriber', premiumTrack)).toEqual({
      trackId: premiumTrack,
      isPreviewOnly: true,
      mayDownload: true,
    });
    expect(await downloads.check('partner-a', 'listener', premiumTrack)).toEqual({
      trackId: premiumTrack,
      isPreviewOnly: true,
      mayDownload: false,
    });
    expect(users.asked).toEqual(['partner-a/subscriber', 'partner-a/listener']);
  });

  it("asks about the user of the partner asking: another partner's subscriber has no access here", async () => {
    const downloads = await access(premiumUsers({ 'partner-b': ['subscriber'] }, ['subscriber']));
    expect((await downloads.check('partner-a', 'subscriber', premiumTrack)).mayDownload).toBe(false);
  });

  it('answers NOT_FOUND for an unknown track, and passes on an unknown user of a premium track', async () => {
    const downloads = await access(premiumUsers({}));
    await expect(downloads.check('partner-a', 'listener', 'no-such-track')).rejects.toMatchObject({
      kind: 'not-found',
      message: 'Track was not found',
    });
    await expect(downloads.check('partner-a', 'nobody', premiumTrack)).rejects.toMatchObject({
      kind: 'not-found',
      message: 'User was not found',
    });
  });
});
