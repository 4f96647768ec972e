import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startAccountsService } from '@downbeat/accounts';
import { startCatalogService } from '@downbeat/catalog';
import { createLogger, MemoryDocumentStore, type HostedService } from '@downbeat/platform';
import type { GatewaySettings } from '../app';
import { startGateway } from '../gateway';

const logger = createLogger({ service: 'gateway-test', level: 'silent' });

/** The demo partner the test accounts service creates. */
export const TEST_CREDENTIALS = { accessKeyId: 'test-partner', accessKeySecret: 'test-partner-secret-1' };

async function memoryStore() {
  const store = new MemoryDocumentStore();
  await store.start();
  return store;
}

/** Real accounts and catalog services over loopback gRPC, with the demo partner and catalog. */
export async function startUpstreamServices(): Promise<{ accounts: HostedService; catalog: HostedService }> {
  const accounts = await startAccountsService({
    address: '127.0.0.1:0',
    logger,
    store: await memoryStore(),
    signingKeysDir: mkdtempSync(path.join(tmpdir(), 'gateway-test-keys-')),
    accessKeyPepper: randomBytes(32).toString('base64url'),
    demoPartner: TEST_CREDENTIALS,
  });
  const catalog = await startCatalogService({
    address: '127.0.0.1:0',
    logger,
    store: await memoryStore(),
    seedDemo: true,
    imagesPublicUrl: 'http://media.test',
  });
  return { accounts, catalog };
}

/**
 * The gateway in front of real accounts and catalog services (no search: nothing listens on port
 * 1), and how to stop all three; `partnerToken` is the test partner's.
 */
export async function startGatewayOverUpstreams(settings: Partial<GatewaySettings> = {}) {
  const upstreams = await startUpstreamServices();
  const gateway = await startGateway({
    host: '127.0.0.1',
    port: 0,
    logger: createLogger({ service: 'gateway', level: 'silent' }),
    settings,
    upstreams: {
      accounts: upstreams.accounts.address,
      catalog: upstreams.catalog.address,
      others: { search: '127.0.0.1:1' },
    },
  });
  const issued = await fetch(`${gateway.url}/v0/partner-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(TEST_CREDENTIALS),
  });
  const partnerToken = ((await issued.json()) as { accessToken: string }).accessToken;
  const stop = async () => {
    await gateway.stop();
    await upstreams.accounts.stop();
    await upstreams.catalog.stop();
  };
  return { gateway, upstreams, partnerToken, stop };
}
