import { fromTimestamp, type accounts } from '@downbeat/contracts';
import type { Command, CommandGroup } from '../command';
import { withAccounts } from './accounts-client';
import { parseArguments } from './parse-arguments';

/** `<partnerId> <name…>`: `downbeat api-keys create p-1 CI server` names the key "CI server". */
export function parseCreateApiKey(args: string[]): { partnerId: string; name: string; json: boolean } {
  const parsed = parseArguments(args, { positionals: ['partnerId', 'name'], rest: 'name', flags: ['json'] });
  return {
    partnerId: parsed.positionals.partnerId ?? '',
    name: [parsed.positionals.name, ...parsed.rest].join(' ').trim(),
    json: parsed.flags.has('json'),
  };
}

function parseKey(args: string[]): { partnerId: string; apiKeyId: string; json: boolean } {
  const parsed = parseArguments(args, { positionals: ['partnerId', 'apiKeyId'], flags: ['json'] });
  return {
    partnerId: parsed.positionals.partnerId ?? '',
    apiKeyId: parsed.positionals.apiKeyId ?? '',
    json: parsed.flags.has('json'),
  };
}

const described = (apiKey: accounts.ApiKey__Output | null | undefined) => ({
  id: apiKey?.id ?? '',
  name: apiKey?.name ?? '',
  prefix: apiKey?.prefix ?? '',
  createdAt: fromTimestamp(apiKey?.createdAt)?.toISOString() ?? '',
  issuedAt: fromTimestamp(apiKey?.issuedAt)?.toISOString() ?? '',
  revokedAt: fromTimestamp(apiKey?.revokedAt)?.toISOString() ?? null,
});

const SHOWN_ONCE = 'Store the key now: it is shown only once and cannot be read back.';

const create: Command = {
  name: 'create',
  summary: 'Issue an API key for a partner’s servers (a Bearer token wherever a partner token is taken).',
  usage: '<partnerId> <name> [--json]',
  async run(args, context) {
    const input = parseCreateApiKey(args);
    const { apiKey, key } = await withAccounts(context, (client) =>
      client.createApiKey({ partnerId: input.partnerId, name: input.name }),
    );
    if (input.json) context.out(JSON.stringify({ ...described(apiKey), key }));
    else {
      context.out(`id:   ${apiKey?.id ?? ''}`);
      context.out(`key:  ${key}`);
    }
    context.err(SHOWN_ONCE);
  },
};

const list: Command = {
  name: 'list',
  summary: 'A partner’s API keys, newest first (never the keys themselves).',
  usage: '<partnerId> [--json]',
  async run(args, context) {
    const parsed = parseArguments(args, { positionals: ['partnerId'], flags: ['json'] });
    const { apiKeys } = await withAccounts(context, (client) =>
      client.listApiKeys({ partnerId: parsed.positionals.partnerId ?? '' }),
    );
    if (parsed.flags.has('json')) return void context.out(JSON.stringify({ apiKeys: apiKeys.map(described) }));
    for (const apiKey of apiKeys.map(described))
      context.out([apiKey.id, `${apiKey.prefix}…`, apiKey.revokedAt ? 'revoked' : 'active ', apiKey.name].join('  '));
    context.err(`${apiKeys.length} API keys`);
  },
};

const rotate: Command = {
  name: 'rotate',
  summary: 'New key material for an API key; the old key stops working at once.',
  usage: '<partnerId> <apiKeyId> [--json]',
  async run(args, context) {
    const input = parseKey(args);
    const { apiKey, key } = await withAccounts(context, (client) =>
      client.rotateApiKey({ partnerId: input.partnerId, apiKeyId: input.apiKeyId }),
    );
    if (input.json) context.out(JSON.stringify({ ...described(apiKey), key }));
    else context.out(`key:  ${key}`);
    context.err(`The old key no longer works (the gateway may accept it for up to 30 s). ${SHOWN_ONCE}`);
  },
};

const revoke: Command = {
  name: 'revoke',
  summary: 'Revoke an API key for good.',
  usage: '<partnerId> <apiKeyId>',
  async run(args, context) {
    const input = parseKey(args);
    const { apiKey } = await withAccounts(context, (client) =>
      client.revokeApiKey({ partnerId: input.partnerId, apiKeyId: input.apiKeyId }),
    );
    context.out(`${apiKey?.id ?? ''} revoked`);
    context.err('The gateway refuses it within 30 seconds.');
  },
};

export const apiKeysGroup: CommandGroup = {
  name: 'api-keys',
  summary: 'Partner API keys, Bearer credentials of partners’ servers (accounts service)',
  commands: [create, list, rotate, revoke],
};
