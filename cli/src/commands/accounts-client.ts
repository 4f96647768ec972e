import { loadProtos, type accounts } from '@downbeat/contracts';
import { call, clientChannelOptions, insecure, type GrpcCallback } from '@downbeat/platform';
import type { CommandContext } from '../command';

/** Admin calls can hash secrets or write key files; give them more than the default 2 s. */
const DEADLINE_MS = 15_000;

/** The accounts admin API as promises, for the partners, users, settings and keys commands. */
export function accountsAdmin(address: string) {
  const proto = loadProtos().downbeat.accounts.v1;
  const admin = new proto.AccountsAdminService(address, insecure(), clientChannelOptions);
  const reader = new proto.AccountsService(address, insecure(), clientChannelOptions);
  const send = <Response>(invoke: (options: { deadline: Date }, done: GrpcCallback<Response>) => void) =>
    call<Response>(`accounts service at ${address}`, invoke, { deadlineMs: DEADLINE_MS });
  return {
    createPartner: (request: accounts.CreatePartnerRequest) =>
      send<accounts.CreatePartnerResponse__Output>((o, d) => admin.createPartner(request, o, d)),
    listPartners: (request: accounts.ListPartnersRequest) =>
      send<accounts.ListPartnersResponse__Output>((o, d) => admin.listPartners(request, o, d)),
    rotatePartnerSecret: (partnerId: string) =>
      send<accounts.RotatePartnerSecretResponse__Output>((o, d) => admin.rotatePartnerSecret({ partnerId }, o, d)),
    disablePartner: (partnerId: string) =>
      send<accounts.DisablePartnerResponse__Output>((o, d) => admin.disablePartner({ partnerId }, o, d)),
    enablePartner: (partnerId: string) =>
      send<accounts.EnablePartnerResponse__Output>((o, d) => admin.enablePartner({ partnerId }, o, d)),
    setFreeTierCollections: (request: accounts.SetFreeTierCollectionsRequest) =>
      send<accounts.SetFreeTierCollectionsResponse__Output>((o, d) => admin.setFreeTierCollections(request, o, d)),
    setRateLimit: (request: accounts.SetRateLimitRequest) =>
      send<accounts.SetRateLimitResponse__Output>((o, d) => admin.setRateLimit(request, o, d)),
    setAllowedOrigins: (request: accounts.SetAllowedOriginsRequest) =>
      send<accounts.SetAllowedOriginsResponse__Output>((o, d) => admin.setAllowedOrigins(request, o, d)),
    upsertEndUser: (request: accounts.UpsertEndUserRequest) =>
      send<accounts.UpsertEndUserResponse__Output>((o, d) => admin.upsertEndUser(request, o, d)),
    listEndUsers: (request: accounts.ListEndUsersRequest) =>
      send<accounts.ListEndUsersResponse__Output>((o, d) => admin.listEndUsers(request, o, d)),
    setSubscription: (request: accounts.SetSubscriptionRequest) =>
      send<accounts.SetSubscriptionResponse__Output>((o, d) => admin.setSubscription(request, o, d)),
    rotateSigningKey: () => send<accounts.RotateSigningKeyResponse__Output>((o, d) => admin.rotateSigningKey({}, o, d)),
    createApiKey: (request: accounts.CreateApiKeyRequest) =>
      send<accounts.CreateApiKeyResponse__Output>((o, d) => admin.createApiKey(request, o, d)),
    listApiKeys: (partnerId: string) =>
      send<accounts.ListApiKeysResponse__Output>((o, d) => admin.listApiKeys({ partnerId }, o, d)),
    rotateApiKey: (request: accounts.RotateApiKeyRequest) =>
      send<accounts.RotateApiKeyResponse__Output>((o, d) => admin.rotateApiKey(request, o, d)),
    revokeApiKey: (request: accounts.RevokeApiKeyRequest) =>
      send<accounts.RevokeApiKeyResponse__Output>((o, d) => admin.revokeApiKey(request, o, d)),
    getCurrentUser: (request: accounts.GetCurrentUserRequest) =>
      send<accounts.GetCurrentUserResponse__Output>((o, d) => reader.getCurrentUser(request, o, d)),
    getPartnerSettings: (partnerId: string) =>
      send<accounts.GetPartnerSettingsResponse__Output>((o, d) => reader.getPartnerSettings({ partnerId }, o, d)),
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
