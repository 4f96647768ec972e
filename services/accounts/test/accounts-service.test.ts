import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadProtos } from '@downbeat/contracts';
import { connectClient, createLogger, MongoDocumentStore, type HostedService } from '@downbeat/platform';
import { describeWith, locatedInfrastructure } from '@downbeat/testing';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { startAccountsService } from '../src';

const mongoUrl = locatedInfrastructure().mongodb?.url ?? '';
const database = `accounts_it_${Date.now().toString(36)}_${process.pid}`;

/** The accounts service in this process on real FerretDB, and clients that talk to it as the CLI and gateway do. */
async function startAccounts() {
  const store = new MongoDocumentStore({ url: mongoUrl, database });
  await store.start();
  const service = await startAccountsService({
    address: '127.0.0.1:0',
    store,
    logger: createLogger({ service: 'accounts', level: 'silent' }),
    signingKeysDir: mkdtempSync(path.join(tmpdir(), 'accounts-it-keys-')),
    accessKeyPepper: randomBytes(32).toString('base64url'),
    demoPartner: { accessKeyId: 'demo-partner', accessKeySecret: 'downbeat-demo-secret' },
  });
  const proto = loadProtos().downbeat.accounts.v1;
  const publicApi = connectClient('accounts', proto.AccountsService, service.address, { deadlineMs: 10_000 });
  const adminApi = connectClient('accounts', proto.AccountsAdminService, service.address, { deadlineMs: 10_000 });

  // Both services' methods as they are, and a few shorthands the tests below read better with.
  const api = {
    ...publicApi,
    ...adminApi,
    getSigningKeys: () => publicApi.getSigningKeys({}),
    getPartnerSettings: (partnerId: string) => publicApi.getPartnerSettings({ partnerId }),
    rotatePartnerSecret: (partnerId: string) => adminApi.rotatePartnerSecret({ partnerId }),
    disablePartner: (partnerId: string) => adminApi.disablePartner({ partnerId }),
    enablePartner: (partnerId: string) => adminApi.enablePartner({ partnerId }),
    getPortalSession: (sessionToken: string) => publicApi.getPortalSession({ sessionToken }),
    closePortalSession: (sessionToken: string) => publicApi.closePortalSession({ sessionToken }),
    rotateSigningKey: () => adminApi.rotateSigningKey({}),
    listApiKeys: (partnerId: string) => adminApi.listApiKeys({ partnerId }),
    verifyApiKey: (key: string) => publicApi.verifyApiKey({ key }),
    createLicense: publicApi.createSafelistingLicense,
    listLicenses: publicApi.listSafelistingLicenses,
    endUserLicenses: publicApi.endUserSafelistingLicenses,
  };
  const stop = async () => {
    publicApi.close();
    adminApi.close();
    await service.stop();
    for (const collection of [
      'partners',
      'end_users',
      'liked_tracks',
      'portal_sessions',
      'api_keys',
      'safelisting_licenses',
      'safelisting_assets',
    ])
      await store.collection(collection).deleteMany({});
    await store.stop();
  };
  return { api, service, stop };
}

describeWith(['mongodb'], 'accounts service on FerretDB', () => {
  let accountsService: {
    api: Awaited<ReturnType<typeof startAccounts>>['api'];
    service: HostedService;
    stop(): Promise<void>;
  };
  let api: typeof accountsService.api;

  beforeAll(async () => {
    accountsService = await startAccounts();
    api = accountsService.api;
  });
  afterAll(() => accountsService?.stop());

  const newPartner = async (name = 'Clipmaker') => {
    const { partner, credentials } = await api.createPartner({ name });
    return { partnerId: partner!.id, credentials: credentials! };
  };

  describe('partners', () => {
    it('are created with credentials shown once that exchange for a partner token', async () => {
      const { partnerId, credentials } = await newPartner();

      const { accessToken, expiresInSeconds } = await api.issuePartnerToken(credentials);

      expect(decodeProtectedHeader(accessToken).alg).toBe('ES256');
      expect(expiresInSeconds).toBe(3600);
      const listed = await api.listPartners({ page: { limit: 500 } });
      const mine = listed.partners.find((partner) => partner.id === partnerId);
      expect(mine).toMatchObject({ name: 'Clipmaker', status: 'PARTNER_STATUS_ACTIVE' });
      expect(JSON.stringify(listed)).not.toContain(credentials.accessKeySecret);
    });

    it('get a new secret on rotation, and the old one stops working at once', async () => {
      const { partnerId, credentials } = await newPartner();

      const { credentials: rotated } = await api.rotatePartnerSecret(partnerId);

      await expect(api.issuePartnerToken(credentials)).rejects.toMatchObject({ kind: 'unauthenticated' });
      await expect(api.issuePartnerToken(rotated!)).resolves.toHaveProperty('accessToken');
    });

    it('when disabled get no tokens and show DISABLED to the gateway; enabled again, they work', async () => {
      const { partnerId, credentials } = await newPartner();

      await api.disablePartner(partnerId);

      expect((await api.getPartnerSettings(partnerId)).settings?.status).toBe('PARTNER_STATUS_DISABLED');
      await expect(api.issuePartnerToken(credentials)).rejects.toMatchObject({ kind: 'unauthenticated' });
      await expect(api.issueUserToken({ partnerId, userId: 'user-7' })).rejects.toMatchObject({
        kind: 'unauthenticated',
      });

      await api.enablePartner(partnerId);
      expect((await api.getPartnerSettings(partnerId)).settings?.status).toBe('PARTNER_STATUS_ACTIVE');
      await expect(api.issuePartnerToken(credentials)).resolves.toHaveProperty('accessToken');
    });

    it('are NOT_FOUND when unknown, so the gateway refuses their tokens', async () => {
      await expect(api.getPartnerSettings('no-such-partner')).rejects.toMatchObject({ kind: 'not-found' });
      await expect(api.disablePartner('no-such-partner')).rejects.toMatchObject({ kind: 'not-found' });
    });

    it('include the demo partner seeded from configuration', async () => {
      await expect(
        api.issuePartnerToken({ accessKeyId: 'demo-partner', accessKeySecret: 'downbeat-demo-secret' }),
      ).resolves.toHaveProperty('accessToken');
    });
  });

  describe('partner settings', () => {
    it('start empty with the default rate limit, and show every change', async () => {
      const { partnerId } = await newPartner();
      expect((await api.getPartnerSettings(partnerId)).settings).toMatchObject({
        partnerId,
        status: 'PARTNER_STATUS_ACTIVE',
        freeTierCollectionIds: [],
        rateLimit: { requestsPerSecond: 50, burst: 100 },
        allowedOrigins: [],
      });

      await api.setFreeTierCollections({ partnerId, collectionIds: ['epic', 'chill'] });
      await api.setRateLimit({ partnerId, rateLimit: { requestsPerSecond: 5, burst: 20 } });
      await api.setAllowedOrigins({ partnerId, origins: ['https://app.example.com', 'http://localhost:3000'] });

      expect((await api.getPartnerSettings(partnerId)).settings).toMatchObject({
        freeTierCollectionIds: ['epic', 'chill'],
        rateLimit: { requestsPerSecond: 5, burst: 20 },
        allowedOrigins: ['https://app.example.com', 'http://localhost:3000'],
      });

      await api.setRateLimit({ partnerId });
      expect((await api.getPartnerSettings(partnerId)).settings?.rateLimit).toEqual({
        requestsPerSecond: 50,
        burst: 100,
      });
    });

    it('refuse malformed values with the field named across the wire', async () => {
      const { partnerId } = await newPartner();
      await expect(api.setAllowedOrigins({ partnerId, origins: ['https://app.example.com/'] })).rejects.toMatchObject({
        kind: 'invalid-argument',
        violations: [{ key: 'origins' }],
      });
      await expect(
        api.setRateLimit({ partnerId, rateLimit: { requestsPerSecond: 0, burst: 10 } }),
      ).rejects.toMatchObject({ kind: 'invalid-argument', violations: [{ key: 'requestsPerSecond' }] });
      await expect(api.setFreeTierCollections({ partnerId, collectionIds: ['a', 'a'] })).rejects.toMatchObject({
        kind: 'invalid-argument',
        violations: [{ key: 'collectionIds' }],
      });
    });
  });

  describe('end users', () => {
    it('are recorded when their first user token is issued, and read back as the current user', async () => {
      const { partnerId } = await newPartner();

      const { accessToken, expiresInSeconds } = await api.issueUserToken({ partnerId, userId: 'user-7' });

      expect(expiresInSeconds).toBe(900);
      const { keys } = await api.getSigningKeys();
      const { payload } = await jwtVerify(accessToken, createLocalJWKSet({ keys }));
      expect(payload).toMatchObject({ sub: 'user-7', partner_id: partnerId, token_kind: 'user' });
      expect((await api.getCurrentUser({ partnerId, userId: 'user-7' })).user).toMatchObject({
        id: 'user-7',
        connected: false,
        premiumAccess: false,
      });
    });

    it('are refused a token for an id the specification does not allow, naming userId', async () => {
      const { partnerId } = await newPartner();
      await expect(api.issueUserToken({ partnerId, userId: 'jane doe' })).rejects.toMatchObject({
        kind: 'invalid-argument',
        violations: [{ key: 'userId' }],
      });
    });

    it('gain premium access once connected with a subscription running past now', async () => {
      const { partnerId } = await newPartner();
      await api.upsertEndUser({ partnerId, userId: '42', connected: true });

      const until = new Date(Date.now() + 30 * 86_400_000);
      await api.setSubscription({
        partnerId,
        userId: '42',
        subscription: {
          plan: 'pro',
          status: 'SUBSCRIPTION_STATUS_ACTIVE',
          currentPeriodEnd: { seconds: String(Math.floor(until.getTime() / 1000)), nanos: 0 },
        },
      });

      expect((await api.getCurrentUser({ partnerId, userId: '42' })).user).toMatchObject({
        connected: true,
        premiumAccess: true,
        subscription: { active: true, status: 'SUBSCRIPTION_STATUS_ACTIVE' },
      });
    });

    it('are listed a page at a time', async () => {
      const { partnerId } = await newPartner();
      for (const userId of ['u3', 'u1', 'u2']) await api.upsertEndUser({ partnerId, userId });

      const page = await api.listEndUsers({ partnerId, page: { limit: 2, offset: 2 } });

      expect(page.total).toBe(3);
      expect(page.users.map((user) => user.id)).toEqual(['u3']);
    });

    it('of one partner are invisible to another, even under the same user id', async () => {
      const clipmaker = await newPartner('Clipmaker');
      const vlogster = await newPartner('Vlogster');
      await api.upsertEndUser({ partnerId: clipmaker.partnerId, userId: 'user-7', connected: true });

      await expect(api.getCurrentUser({ partnerId: vlogster.partnerId, userId: 'user-7' })).rejects.toMatchObject({
        kind: 'not-found',
      });
      expect((await api.listEndUsers({ partnerId: vlogster.partnerId })).users).toEqual([]);
      await expect(
        api.setSubscription({ partnerId: vlogster.partnerId, userId: 'user-7', subscription: { plan: 'pro' } }),
      ).rejects.toMatchObject({ kind: 'not-found' });

      await api.issueUserToken({ partnerId: vlogster.partnerId, userId: 'user-7' });
      expect((await api.getCurrentUser({ partnerId: vlogster.partnerId, userId: 'user-7' })).user?.connected).toBe(
        false,
      );
      expect((await api.getCurrentUser({ partnerId: clipmaker.partnerId, userId: 'user-7' })).user?.connected).toBe(
        true,
      );
    });
  });

  describe('developer portal sessions', () => {
    it('open with the access key, lead to the partner, and end on sign-out', async () => {
      const { partnerId, credentials } = await newPartner();

      const opened = await api.openPortalSession(credentials);

      expect(opened.partnerId).toBe(partnerId);
      const hours = (Number(opened.expiresAt!.seconds) * 1000 - Date.now()) / 3_600_000;
      expect(hours).toBeGreaterThan(7.9);
      expect(hours).toBeLessThanOrEqual(8);
      await expect(api.getPortalSession(opened.sessionToken)).resolves.toMatchObject({ partnerId });
      await api.closePortalSession(opened.sessionToken);
      await expect(api.getPortalSession(opened.sessionToken)).rejects.toMatchObject({ kind: 'unauthenticated' });
    });

    it('are refused for a wrong secret, and all end when the secret is rotated', async () => {
      const { partnerId, credentials } = await newPartner();
      await expect(
        api.openPortalSession({ accessKeyId: credentials.accessKeyId, accessKeySecret: 'wrong' }),
      ).rejects.toMatchObject({ kind: 'unauthenticated' });
      const { sessionToken } = await api.openPortalSession(credentials);

      const { credentials: rotated } = await api.rotatePartnerSecret(partnerId);

      await expect(api.getPortalSession(sessionToken)).rejects.toMatchObject({ kind: 'unauthenticated' });
      await expect(api.openPortalSession(rotated!)).resolves.toMatchObject({ partnerId });
    });
  });

  describe('putting end users', () => {
    it('connects a user and grants a subscription in one call, then ends it', async () => {
      const { partnerId } = await newPartner();
      const until = { seconds: Math.floor(Date.parse('2099-01-01T00:00:00Z') / 1000), nanos: 0 };

      const created = await api.putEndUser({
        partnerId,
        userId: 'user-42',
        connected: true,
        subscription: { plan: 'pro', currentPeriodEnd: until },
      });
      expect(created.created).toBe(true);
      expect(created.user).toMatchObject({ id: 'user-42', connected: true, premiumAccess: true });
      expect(created.user?.subscription).toMatchObject({
        plan: 'pro',
        status: 'SUBSCRIPTION_STATUS_ACTIVE',
        active: true,
      });

      const ended = await api.putEndUser({ partnerId, userId: 'user-42', connected: true });
      expect(ended.created).toBe(false);
      expect(ended.user?.subscription ?? undefined).toBeUndefined();
      expect((await api.getCurrentUser({ partnerId, userId: 'user-42' })).user?.premiumAccess).toBe(false);
    });

    it('refuses a subscription for a user who is not connected, naming it', async () => {
      const { partnerId } = await newPartner();
      await expect(
        api.putEndUser({ partnerId, userId: 'user-43', connected: false, subscription: { plan: 'pro' } }),
      ).rejects.toMatchObject({ kind: 'invalid-argument', violations: [{ key: 'subscription' }] });
    });
  });

  describe('signing keys', () => {
    it('rotate: the new key signs, and tokens signed by the old one still verify', async () => {
      const { partnerId } = await newPartner();
      const before = await api.issueUserToken({ partnerId, userId: 'user-7' });

      const rotation = await api.rotateSigningKey();
      const after = await api.issueUserToken({ partnerId, userId: 'user-7' });

      expect(decodeProtectedHeader(after.accessToken).kid).toBe(rotation.kid);
      expect(decodeProtectedHeader(before.accessToken).kid).not.toBe(rotation.kid);
      const published = createLocalJWKSet({ keys: (await api.getSigningKeys()).keys });
      await expect(jwtVerify(before.accessToken, published)).resolves.toBeDefined();
      await expect(jwtVerify(after.accessToken, published)).resolves.toBeDefined();
      expect(rotation.retiredKids).toEqual([]);
    });
  });

  describe('API keys', () => {
    it('are issued once, verify as their partner, and stop when rotated or revoked', async () => {
      const { partnerId } = await newPartner();
      const { apiKey, key } = await api.createApiKey({ partnerId, name: 'CI server' });
      await expect(api.verifyApiKey(key)).resolves.toEqual({ partnerId, apiKeyId: apiKey!.id });
      const listed = await api.listApiKeys(partnerId);
      expect(listed.apiKeys.map((listedKey) => listedKey.id)).toEqual([apiKey!.id]);
      expect(JSON.stringify(listed)).not.toContain(key.slice(16));
      const rotated = await api.rotateApiKey({ partnerId, apiKeyId: apiKey!.id });
      await expect(api.verifyApiKey(key)).rejects.toMatchObject({ kind: 'unauthenticated' });
      await api.revokeApiKey({ partnerId, apiKeyId: apiKey!.id });
      await expect(api.verifyApiKey(rotated.key)).rejects.toMatchObject({ kind: 'unauthenticated' });
    });
  });

  describe('safelisting licences', () => {
    it('hold an asset for one user of a partner, are listed while active and end with the user', async () => {
      const { partnerId } = await newPartner();
      const channel = {
        assetType: 'SAFELISTING_ASSET_TYPE_CHANNEL' as const,
        platform: 'SAFELISTING_PLATFORM_YOUTUBE' as const,
        url: 'https://www.youtube.com/@somechannel',
      };
      const { license, created } = await api.createLicense({ partnerId, userId: 'user-1', ...channel });
      expect(created).toBe(true);
      expect(license?.asset).toMatchObject({
        id: 'youtube.com/@somechannel',
        platform: 'SAFELISTING_PLATFORM_YOUTUBE',
      });
      await expect(api.createLicense({ partnerId, userId: 'user-2', ...channel })).rejects.toMatchObject({
        kind: 'already-exists',
      });
      const listed = await api.listLicenses({ partnerId, userId: 'user-1', assetType: channel.assetType });
      expect([listed.total, listed.licenses[0]?.id]).toEqual([1, license?.id]);
      await expect(api.endUserLicenses({ partnerId, userId: 'user-1' })).resolves.toEqual({ ended: 1 });
      expect((await api.listLicenses({ partnerId, userId: 'user-1', assetType: channel.assetType })).total).toBe(0);
      await expect(api.createLicense({ partnerId, userId: 'user-2', ...channel })).resolves.toMatchObject({
        created: true,
      });
    });
  });
});
