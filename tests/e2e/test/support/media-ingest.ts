import { loadProtos, type accounts, type media } from '@downbeat/contracts';
import { call, insecure } from '@downbeat/platform';
import { waitFor } from '@downbeat/testing';

/**
 * What an operator's tooling does around media in the e2e runs: ingest masters through media's
 * IngestMaster (as the ingest CLI does) and give an end user a subscription through the accounts
 * admin API. Never part of the public API under test.
 */
export class MediaOperator {
  private readonly media: media.MediaServiceClient;
  private readonly admin: accounts.AccountsAdminServiceClient;

  constructor(mediaAddress: string, accountsAddress: string) {
    const proto = loadProtos().downbeat;
    this.media = new proto.media.v1.MediaService(mediaAddress, insecure());
    this.admin = new proto.accounts.v1.AccountsAdminService(accountsAddress, insecure());
  }

  /** Ingests a master and waits until it is rendered; fails with media's message when it is not. */
  async ingest(kind: media.AssetKind, assetId: string, masterPath: string): Promise<void> {
    let last: media.IngestMasterResponse__Output | undefined;
    await waitFor(
      `${assetId} to be rendered`,
      async () => {
        last = await call<media.IngestMasterResponse__Output>('media', (options, done) =>
          this.media.ingestMaster({ kind, assetId, masterUri: masterPath }, options, done),
        );
        return last.state === 'PROCESSING_STATE_READY' || last.state === 'PROCESSING_STATE_FAILED';
      },
      { timeoutMs: 120_000, intervalMs: 250 },
    );
    if (last?.state !== 'PROCESSING_STATE_READY') throw new Error(`${assetId} failed: ${last?.message}`);
  }

  /** A connected end user with an active, open-ended subscription. */
  async subscribe(partnerId: string, userId: string): Promise<void> {
    await call('accounts admin', (options, done) =>
      this.admin.upsertEndUser({ partnerId, userId, connected: true }, options, done),
    );
    await call('accounts admin', (options, done) =>
      this.admin.setSubscription(
        { partnerId, userId, subscription: { plan: 'pro', status: 'SUBSCRIPTION_STATUS_ACTIVE' } },
        options,
        done,
      ),
    );
  }

  close(): void {
    this.media.close();
    this.admin.close();
  }
}
