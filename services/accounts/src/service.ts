import { loadPackageDefinition, loadProtos } from '@downbeat/contracts';
import { hostGrpcService, type DocumentStore, type HostedService, type Logger } from '@downbeat/platform';
import { keyDirectory } from './adapters/key-directory';
import { Partners } from './domain/partners';
import { KeyRing } from './domain/signing-keys';
import { accountsHandlers } from './grpc/accounts-handlers';

export interface AccountsOptions {
  address: string;
  store: DocumentStore;
  logger: Logger;
  /** Directory of PKCS#8 signing keys; a key is created on first start when it is empty. */
  signingKeysDir: string;
  /** Creates (or re-keys) the demo partner with these credentials on start. */
  demoPartner?: { accessKeyId: string; accessKeySecret: string };
}

/** Starts the accounts service (partners, tokens, signing keys) in this process. */
export async function startAccountsService(options: AccountsOptions): Promise<HostedService> {
  const partners = new Partners(options.store);
  await partners
    .ensureIndexes()
    .catch((error: unknown) => options.logger.warn({ err: error }, 'indexes not ensured yet'));
  const keys = await KeyRing.load(keyDirectory(options.signingKeysDir));
  if (options.demoPartner) {
    const partner = await partners.upsertWithCredentials({ name: 'Demo partner', ...options.demoPartner });
    options.logger.info({ partnerId: partner.id, accessKeyId: partner.accessKeyId }, 'demo partner ready');
  }
  const proto = loadProtos().downbeat.accounts.v1;
  return hostGrpcService({
    address: options.address,
    logger: options.logger,
    packageDefinition: loadPackageDefinition(),
    services: [
      {
        name: 'downbeat.accounts.v1.AccountsService',
        definition: proto.AccountsService.service,
        implementation: accountsHandlers({ partners, keys, logger: options.logger }),
      },
    ],
    dependencies: [{ name: 'documents', isHealthy: () => options.store.isHealthy() }],
  });
}
