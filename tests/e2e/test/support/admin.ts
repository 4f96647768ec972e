import { loadProtos, type accounts } from '@downbeat/contracts';
import { call, insecure } from '@downbeat/platform';

/**
 * The accounts admin gRPC API, as an operator's tooling calls it: creates the partners, users and
 * settings a test needs. Never part of the public API under test.
 */
export class AccountsAdmin {
  private readonly client: accounts.AccountsAdminServiceClient;

  constructor(address: string) {
    this.client = new (loadProtos().downbeat.accounts.v1.AccountsAdminService)(address, insecure());
  }

  async createPartner(
    name: string,
    rateLimit?: { requestsPerSecond: number; burst: number },
  ): Promise<{ partnerId: string; accessKeyId: string; accessKeySecret: string }> {
    const created = await call<accounts.CreatePartnerResponse__Output>('accounts admin', (options, done) =>
      this.client.createPartner({ name, ...(rateLimit ? { rateLimit } : {}) }, options, done),
    );
    return {
      partnerId: created.partner!.id,
      accessKeyId: created.credentials!.accessKeyId,
      accessKeySecret: created.credentials!.accessKeySecret,
    };
  }

  async disablePartner(partnerId: string): Promise<void> {
    await call('accounts admin', (options, done) => this.client.disablePartner({ partnerId }, options, done));
  }

  async setAllowedOrigins(partnerId: string, origins: string[]): Promise<void> {
    await call('accounts admin', (options, done) =>
      this.client.setAllowedOrigins({ partnerId, origins }, options, done),
    );
  }

  async setRateLimit(partnerId: string, rateLimit: { requestsPerSecond: number; burst: number }): Promise<void> {
    await call('accounts admin', (options, done) => this.client.setRateLimit({ partnerId, rateLimit }, options, done));
  }

  /** A partner API key (shown once). */
  async createApiKey(partnerId: string, name: string): Promise<string> {
    const created = await call<accounts.CreateApiKeyResponse__Output>('accounts admin', (options, done) =>
      this.client.createApiKey({ partnerId, name }, options, done),
    );
    return created.key;
  }

  close(): void {
    this.client.close();
  }
}
