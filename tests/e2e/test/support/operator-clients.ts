import { loadProtos } from '@downbeat/contracts';
import { connectClient, type CallOptions } from '@downbeat/platform';

/**
 * Promise clients of the internal gRPC APIs that an operator's tooling calls in the e2e runs (the
 * platform's `connectClient`: deadlines and error mapping as in the gateway). Never the public API
 * under test. Each has its own channel: close it when done, or use `closing`.
 */
const proto = () => loadProtos().downbeat;

export const accountsAdminClient = (address: string) =>
  connectClient('accounts admin', proto().accounts.v1.AccountsAdminService, address);
export const catalogAdminClient = (address: string, defaults?: CallOptions) =>
  connectClient('catalog', proto().catalog.v1.CatalogAdminService, address, defaults);
export const mediaClient = (address: string) => connectClient('media', proto().media.v1.MediaService, address);

/** Runs `use` with a client and closes the client after, whatever `use` did. */
export async function closing<Client extends { close(): void }, Result>(
  client: Client,
  use: (client: Client) => Promise<Result>,
): Promise<Result> {
  try {
    return await use(client);
  } finally {
    client.close();
  }
}
