import { type media } from '@downbeat/contracts';
import { waitFor } from '@downbeat/testing';
import { accountsAdminClient, mediaClient } from './operator-clients';

/**
 * What an operator's tooling does around media in the e2e runs: ingest masters through media's
 * IngestMaster (as the ingest CLI does) and give an end user a subscription through the accounts
 * admin API. Never part of the public API under test.
 */
export class MediaOperator {
  private readonly media: ReturnType<typeof mediaClient>;
  private readonly admin: ReturnType<typeof accountsAdminClient>;

  constructor(mediaAddress: string, accountsAddress: string) {
    this.media = mediaClient(mediaAddress);
    this.admin = accountsAdminClient(accountsAddress);
  }

  /** Ingests a master and waits until it is rendered; fails with media's message when it is not. */
  async ingest(kind: media.AssetKind, assetId: string, masterPath: string): Promise<void> {
    let last: media.IngestMasterResponse__Output | undefined;
    await waitFor(
      `${assetId} to be rendered`,
      async () => {
        last = await this.media.ingestMaster({ kind, assetId, masterUri: masterPath });
        return last.state === 'PROCESSING_STATE_READY' || last.state === 'PROCESSING_STATE_FAILED';
      },
      { timeoutMs: 120_000, intervalMs: 250 },
    );
    if (last?.state !== 'PROCESSING_STATE_READY') throw new Error(`${assetId} failed: ${last?.message}`);
  }

  /** A connected end user with an active, open-ended subscription. */
  async subscribe(partnerId: string, userId: string): Promise<void> {
    await this.admin.upsertEndUser({ partnerId, userId, connected: true });
    await this.admin.setSubscription({
      partnerId,
      userId,
      subscription: { plan: 'pro', status: 'SUBSCRIPTION_STATUS_ACTIVE' },
    });
  }

  close(): void {
    this.media.close();
    this.admin.close();
  }
}
