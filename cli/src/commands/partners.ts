import type { accounts } from '@downbeat/contracts';
import type { Command, CommandGroup } from '../command';
import { describeSettings, withAccounts } from './accounts-client';
import { parseArguments, wholeNumber } from './parse-arguments';

export function parseCreate(args: string[]): { name: string; json: boolean } {
  const parsed = parseArguments(args, { positionals: ['name'], rest: 'name', flags: ['json'] });
  // `downbeat partners create Acme Video` names the partner "Acme Video".
  const name = [parsed.positionals.name, ...parsed.rest].join(' ').trim();
  return { name, json: parsed.flags.has('json') };
}

export function parseList(args: string[]): { limit: number; offset: number; json: boolean } {
  const parsed = parseArguments(args, { positionals: [], flags: ['json'], options: ['limit', 'offset'] });
  return {
    limit: wholeNumber(parsed.options.get('limit') ?? '500', 'limit', { min: 1, max: 500 }),
    offset: wholeNumber(parsed.options.get('offset') ?? '0', 'offset', { min: 0, max: 2 ** 31 - 1 }),
    json: parsed.flags.has('json'),
  };
}

export function parsePartnerId(args: string[]): { partnerId: string; json: boolean } {
  const parsed = parseArguments(args, { positionals: ['partnerId'], flags: ['json'] });
  return { partnerId: parsed.positionals.partnerId ?? '', json: parsed.flags.has('json') };
}

const status = (partner: accounts.Partner__Output) => partner.status.replace('PARTNER_STATUS_', '').toLowerCase();

const create: Command = {
  name: 'create',
  summary: 'Create a partner; prints its id and access key (the secret is shown only this once).',
  usage: '<name> [--json]',
  async run(args, context) {
    const input = parseCreate(args);
    const { partner, credentials } = await withAccounts(context, (client) =>
      client.createPartner({ name: input.name }),
    );
    const result = {
      id: partner?.id ?? '',
      name: partner?.name ?? '',
      accessKeyId: credentials?.accessKeyId ?? '',
      accessKeySecret: credentials?.accessKeySecret ?? '',
    };
    if (input.json) context.out(JSON.stringify(result));
    else {
      context.out(`id:              ${result.id}`);
      context.out(`accessKeyId:     ${result.accessKeyId}`);
      context.out(`accessKeySecret: ${result.accessKeySecret}`);
    }
    context.err(
      'Store the secret now: it is shown only once and cannot be read back (rotate-secret issues a new one).',
    );
  },
};

const list: Command = {
  name: 'list',
  summary: 'List partners with their status and access key id.',
  usage: '[--limit N] [--offset N] [--json]',
  async run(args, context) {
    const input = parseList(args);
    const listed = await withAccounts(context, (client) =>
      client.listPartners({ page: { limit: input.limit, offset: input.offset } }),
    );
    if (input.json) {
      const partners = listed.partners.map((partner) => ({
        id: partner.id,
        name: partner.name,
        status: status(partner),
        accessKeyId: partner.accessKeyId,
      }));
      context.out(JSON.stringify({ partners, total: listed.total }));
      return;
    }
    for (const partner of listed.partners)
      context.out([partner.id, status(partner).padEnd(8), partner.accessKeyId, partner.name].join('  '));
    context.err(`${listed.partners.length} of ${listed.total} partners`);
  },
};

const rotateSecret: Command = {
  name: 'rotate-secret',
  summary: 'Issue a new access key secret; the old one stops working at once.',
  usage: '<partnerId> [--json]',
  async run(args, context) {
    const input = parsePartnerId(args);
    const { credentials } = await withAccounts(context, (client) =>
      client.rotatePartnerSecret({ partnerId: input.partnerId }),
    );
    if (input.json) context.out(JSON.stringify({ id: input.partnerId, ...credentials }));
    else {
      context.out(`accessKeyId:     ${credentials?.accessKeyId ?? ''}`);
      context.out(`accessKeySecret: ${credentials?.accessKeySecret ?? ''}`);
    }
    context.err('The old secret no longer works. Store the new one now: it is shown only once.');
  },
};

function statusCommand(name: 'disable' | 'enable', summary: string): Command {
  return {
    name,
    summary,
    usage: '<partnerId>',
    async run(args, context) {
      const { partnerId } = parsePartnerId(args);
      const { partner } = await withAccounts(context, (client) =>
        name === 'disable' ? client.disablePartner({ partnerId }) : client.enablePartner({ partnerId }),
      );
      context.out(`${partnerId} ${partner ? status(partner) : ''}`);
      for (const line of describeSettings(partner?.settings).slice(1)) context.err(line);
      if (name === 'disable') context.err('Tokens already issued are refused by the gateway within 30 seconds.');
    },
  };
}

export const partnersGroup: CommandGroup = {
  name: 'partners',
  summary: 'Partners and their access keys (accounts service)',
  commands: [
    create,
    list,
    rotateSecret,
    statusCommand('disable', 'Disable a partner: no new tokens; existing tokens refused within 30 s.'),
    statusCommand('enable', 'Enable a disabled partner again.'),
  ],
};
