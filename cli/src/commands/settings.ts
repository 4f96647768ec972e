import type { accounts } from '@downbeat/contracts';
import { UsageError, type Command, type CommandGroup } from '../command';
import { describeSettings, withAccounts, type AccountsAdmin } from './accounts-client';
import { parseArguments, wholeNumber } from './parse-arguments';

export function parseShow(args: string[]): { partnerId: string; json: boolean } {
  const parsed = parseArguments(args, { positionals: ['partnerId'], flags: ['json'] });
  return { partnerId: parsed.positionals.partnerId ?? '', json: parsed.flags.has('json') };
}

/** `<partnerId> <collectionId>...`, or `--default` to hand the choice back to catalog. */
export function parseFreeTier(args: string[]): { partnerId: string; collectionIds: string[] } {
  const parsed = parseArguments(args, { positionals: ['partnerId'], rest: 'collectionId', flags: ['default'] });
  if (parsed.flags.has('default') === parsed.rest.length > 0)
    throw new UsageError('give the free-tier collection ids in order, or --default for the catalog defaults');
  return { partnerId: parsed.positionals.partnerId ?? '', collectionIds: parsed.rest };
}

/** `<partnerId> <rps> <burst>`, or `<partnerId> --default`. */
export function parseRateLimit(args: string[]): {
  partnerId: string;
  rateLimit?: { requestsPerSecond: number; burst: number };
} {
  const useDefault = args.includes('--default');
  const parsed = parseArguments(args, {
    positionals: useDefault ? ['partnerId'] : ['partnerId', 'rps', 'burst'],
    flags: ['default'],
  });
  const partnerId = parsed.positionals.partnerId ?? '';
  if (useDefault) return { partnerId };
  const bounds = { min: 1, max: 100_000 };
  return {
    partnerId,
    rateLimit: {
      requestsPerSecond: wholeNumber(parsed.positionals.rps ?? '', 'rps', bounds),
      burst: wholeNumber(parsed.positionals.burst ?? '', 'burst', bounds),
    },
  };
}

/** `<partnerId> <origin>...`, or `--none` to allow no browser origin. */
export function parseOrigins(args: string[]): { partnerId: string; origins: string[] } {
  const parsed = parseArguments(args, { positionals: ['partnerId'], rest: 'origin', flags: ['none'] });
  if (parsed.flags.has('none') === parsed.rest.length > 0)
    throw new UsageError('give the allowed origins (like https://app.example.com), or --none');
  return { partnerId: parsed.positionals.partnerId ?? '', origins: parsed.rest };
}

function printSettings(context: Parameters<Command['run']>[1], settings: accounts.PartnerSettings__Output | null) {
  for (const line of describeSettings(settings)) context.out(line);
}

const show: Command = {
  name: 'show',
  summary: "Show a partner's settings: status, free tier, rate limit, allowed origins.",
  usage: '<partnerId> [--json]',
  async run(args, context) {
    const input = parseShow(args);
    const { settings } = await withAccounts(context, (client) =>
      client.getPartnerSettings({ partnerId: input.partnerId }),
    );
    if (input.json) context.out(JSON.stringify(settings));
    else printSettings(context, settings);
  },
};

/** A command that changes one setting and prints the settings that result. */
function settingCommand<Input>(
  command: Pick<Command, 'name' | 'summary' | 'usage'>,
  parse: (args: string[]) => Input,
  apply: (client: AccountsAdmin, input: Input) => Promise<{ settings: accounts.PartnerSettings__Output | null }>,
): Command {
  return {
    ...command,
    async run(args, context) {
      const input = parse(args);
      const { settings } = await withAccounts(context, (client) => apply(client, input));
      printSettings(context, settings);
      context.err('Callers see the change within 30 seconds.');
    },
  };
}

const freeTier = settingCommand(
  {
    name: 'free-tier',
    summary: "Set the partner's free-tier collections, in display order (--default: catalog's defaults).",
    usage: '<partnerId> <collectionId>... | <partnerId> --default',
  },
  parseFreeTier,
  (client, input) => client.setFreeTierCollections(input),
);

const rateLimit = settingCommand(
  {
    name: 'rate-limit',
    summary: "Set the partner's rate limit: requests per second and burst (--default: 50 and 100).",
    usage: '<partnerId> <rps> <burst> | <partnerId> --default',
  },
  parseRateLimit,
  (client, input) => client.setRateLimit(input),
);

const origins = settingCommand(
  {
    name: 'origins',
    summary: 'Set the browser origins (CORS) allowed to call the API, e.g. https://app.example.com.',
    usage: '<partnerId> <origin>... | <partnerId> --none',
  },
  parseOrigins,
  (client, input) => client.setAllowedOrigins(input),
);

export const settingsGroup: CommandGroup = {
  name: 'settings',
  summary: 'Partner settings: free tier, rate limit, CORS origins (accounts service)',
  commands: [show, freeTier, rateLimit, origins],
};
