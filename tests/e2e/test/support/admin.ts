import { accountsAdminClient } from './operator-clients';

/**
 * The accounts admin gRPC API, as an operator's tooling calls it: creates the partners, users and
 * settings a test needs. Never part of the public API under test.
 */
export class AccountsAdmin {
  private readonly client: ReturnType<typeof accountsAdminClient>;

  constructor(address: string) {
    this.client = accountsAdminClient(address);
  }

  async createPartner(
    name: string,
    rateLimit?: { requestsPerSecond: number; burst: number },
  ): Promise<{ partnerId: string; accessKeyId: string; accessKeySecret: string }> {
    const created = await this.client.createPartner({ name, ...(rateLimit ? { rateLimit } : {}) });
    return {
      partnerId: created.partner!.id,
      accessKeyId: created.credentials!.accessKeyId,
      accessKeySecret: created.credentials!.accessKeySecret,
    };
  }

  async disablePartner(partnerId: string): Promise<void> {
    await this.client.disablePartner({ partnerId });
  }

  async setAllowedOrigins(partnerId: string, origins: string[]): Promise<void> {
    await this.client.setAllowedOrigins({ partnerId, origins });
  }

  async setRateLimit(partnerId: string, rateLimit: { requestsPerSecond: number; burst: number }): Promise<void> {
    await this.client.setRateLimit({ partnerId, rateLimit });
  }

  /** A partner API key (shown once). */
  async createApiKey(partnerId: string, name: string): Promise<string> {
    const created = await this.client.createApiKey({ partnerId, name });
    return created.key;
  }

  close(): void {
    this.client.close();
  }
}
