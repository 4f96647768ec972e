import { loadPackageDefinition, loadProtos } from '@downbeat/contracts';
import {
  hostGrpcService,
  type DocumentStore,
  type EventBus,
  type HostedService,
  type Logger,
  outboxBacklog,
} from '@downbeat/platform';
import { keyDirectory } from './adapters/key-directory';
import { SettingsAnnouncer } from './adapters/settings-announcer';
import { AccessKeySecrets } from './domain/access-key-secrets';
import { ApiKeys } from './domain/api-keys';
import { EndUsers } from './domain/end-users';
import { Likes } from './domain/likes';
import { Partners } from './domain/partners';
import { PortalSessions } from './domain/portal-sessions';
import { SafelistingLicenses } from './domain/safelisting-licenses';
import { KeyRing } from './domain/signing-keys';
import { ApiKeyRecords } from './store/api-key-records';
import { EndUserRecords } from './store/end-user-records';
import { LikeRecords } from './store/like-records';
import { PartnerRecords } from './store/partner-records';
import { SafelistingLicenseRecords } from './store/safelisting-license-records';
import { accountsHandlers } from './grpc/accounts-handlers';
import { adminHandlers } from './grpc/admin-handlers';
import { PortalSessionRecords } from './store/portal-session-records';

export interface AccountsOptions {
  address: string;
  store: DocumentStore;
  logger: Logger;
  /** Directory of PKCS#8 signing keys; a key is created on first start when it is empty. */
  signingKeysDir: string;
  /**
   * The server-side key access key secrets are hashed with (at least 32 bytes; not stored with
   * them). Every replica needs the same one; losing it means rotating every partner's secret.
   */
  accessKeyPepper: string;
  /**
   * Where partners' settings changes are announced (accounts.partner-settings.v1), so catalog
   * applies a new free tier at once. It need not be started. Without one, readers of settings see
   * a change once their cache (30 s) runs out.
   */
  bus?: Pick<EventBus, 'publish'>;
  /** Creates (or re-keys) the demo partner with these credentials on start. */
  demoPartner?: { accessKeyId: string; accessKeySecret: string };
}

/** Starts the accounts service (partners, settings, end users, tokens, signing keys) in this process. */
export async function startAccountsService(options: AccountsOptions): Promise<HostedService> {
  const secrets = new AccessKeySecrets(options.accessKeyPepper);
  const partnerRecords = new PartnerRecords(options.store);
  const userRecords = new EndUserRecords(options.store);
  const likeRecords = new LikeRecords(options.store);
  const partners = new Partners(partnerRecords, secrets);
  const users = new EndUsers(userRecords, partners);
  const likes = new Likes(likeRecords, users);
  const sessionRecords = new PortalSessionRecords(options.store);
  const sessions = new PortalSessions(sessionRecords, partners);
  const apiKeyRecords = new ApiKeyRecords(options.store);
  const apiKeys = new ApiKeys(
    apiKeyRecords,
    secrets,
    async (partnerId) => (await partners.findActive(partnerId)) !== null,
  );
  const licenseRecords = new SafelistingLicenseRecords(options.store);
  const licenses = new SafelistingLicenses(licenseRecords);
  await Promise.all([
    partnerRecords.ensureIndexes(),
    userRecords.ensureIndexes(),
    likeRecords.ensureIndexes(),
    sessionRecords.ensureIndexes(),
    apiKeyRecords.ensureIndexes(),
    licenseRecords.ensureIndexes(),
  ]).catch((error: unknown) => options.logger.warn({ err: error }, 'indexes not ensured yet'));
  const keys = await KeyRing.load(keyDirectory(options.signingKeysDir));
  const announcements = options.bus
    ? new SettingsAnnouncer({ partners, bus: options.bus, logger: options.logger })
    : undefined;
  if (announcements) partners.onSettingsChange = () => announcements.wake();
  if (options.demoPartner) {
    const partner = await partners.upsertWithCredentials({ name: 'Demo partner', ...options.demoPartner });
    options.logger.info({ partnerId: partner.id, accessKeyId: partner.accessKeyId }, 'demo partner ready');
  }
  const proto = loadProtos().downbeat.accounts.v1;
  const deps = { partners, users, likes, keys, sessions, apiKeys, licenses, logger: options.logger };
  const hosted = await hostGrpcService({
    address: options.address,
    logger: options.logger,
    packageDefinition: loadPackageDefinition(),
    services: [
      {
        name: 'downbeat.accounts.v1.AccountsService',
        definition: proto.AccountsService.service,
        implementation: accountsHandlers(deps),
      },
      {
        name: 'downbeat.accounts.v1.AccountsAdminService',
        definition: proto.AccountsAdminService.service,
        implementation: adminHandlers(deps),
      },
    ],
    dependencies: [{ name: 'documents', isHealthy: () => options.store.isHealthy() }],
  });
  announcements?.start();
  const unsampleBacklog = announcements
    ? outboxBacklog.sample(async (set) =>
        set({ outbox: 'accounts-partner-settings' }, await partners.pendingSettingsCount()),
      )
    : () => undefined;
  return {
    address: hosted.address,
    readiness: hosted.readiness,
    async stop() {
      unsampleBacklog();
      await hosted.stop();
      await announcements?.stop();
    },
  };
}
