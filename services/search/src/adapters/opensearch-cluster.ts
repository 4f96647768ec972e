import { Client } from '@opensearch-project/opensearch';

/**
 * The OpenSearch cluster the search indices live in. The only file that imports the OpenSearch
 * client; index management and queries join it with the search capability.
 */
export class OpenSearchCluster {
  private readonly client: Client;

  constructor(url: string) {
    this.client = new Client({ node: url, requestTimeout: 2_000, maxRetries: 0 });
  }

  /** Healthy when the cluster answers and is at least yellow. */
  async isHealthy(): Promise<boolean> {
    try {
      const response = await this.client.cluster.health({ timeout: '1s' });
      return response.body.status === 'green' || response.body.status === 'yellow';
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
