import { loadProtos, type accounts } from '@downbeat/contracts';
import { connectClient } from '@downbeat/platform';
import type { CommandContext } from '../command';

/** Admin calls can hash secrets or write key files; give them more than the default 2 s. */
const DEADLINE_MS = 15_000;

/** The accounts admin API as promises, for the partners, users, settings and keys commands. */
export function accountsAdmin(address: string) {
  const proto = loadProtos().downbeat.accounts.v1;
  const peer = `accounts service at ${address}`;
  const admin = connectClient(peer, proto.AccountsAdminService, address, { deadlineMs: DEADLINE_MS });
  const reader = connectClient(peer, proto.AccountsService, address, { deadlineMs: DEADLINE_MS });
  return {
    ...admin,
    getCurrentUser: reader.getCurrentUser,
    getPartnerSettings: reader.getPartnerSettings,
    close: () => {
      admin.close();
      reader.close();
    },
  };
}

export type AccountsAdmin = ReturnType<typeof accountsAdmin>;

/** Runs `work` with a client of the accounts service the context points at, and closes it. */
export async function withAccounts<T>(
  context: CommandContext,
  work: (client: AccountsAdmin) => Promise<T>,
): Promise<T> {
  const client = accountsAdmin(context.addresses.accounts);
  try {
    return await work(client);
  } finally {
    client.close();
  }
}

/** One line per partner setting, for people. */
export function describeSettings(settings: accounts.PartnerSettings__Output | null | undefined): string[] {
  if (!settings) return [];
  const rateLimit = settings.rateLimit;
  return [
    `status:      ${settings.status.replace('PARTNER_STATUS_', '').toLowerCase()}`,
    `free tier:   ${settings.freeTierCollectionIds.join(', ') || '(catalog defaults)'}`,
    `rate limit:  ${rateLimit ? `${rateLimit.requestsPerSecond} requests/second, burst ${rateLimit.burst}` : '(defaults)'}`,
    `origins:     ${settings.allowedOrigins.join(', ') || '(none)'}`,
  ];
}
