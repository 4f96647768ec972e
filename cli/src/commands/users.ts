import type { accounts } from '@downbeat/contracts';
import { isDomainError } from '@downbeat/platform';
import { UsageError, type Command, type CommandGroup } from '../command';
import { withAccounts, type AccountsAdmin } from './accounts-client';
import { parseArguments, wholeNumber } from './parse-arguments';

export interface UpsertInput {
  partnerId: string;
  userId: string;
  /** Absent: leave as it is. */
  connected?: boolean;
  /** `undefined`: leave as it is; `null`: remove the subscription. */
  subscription?: { plan: string; until: Date } | null;
  json: boolean;
}

export function parseUpsert(args: string[]): UpsertInput {
  const parsed = parseArguments(args, {
    positionals: ['partnerId', 'userId'],
    flags: ['connected', 'disconnected', 'no-subscription', 'json'],
    options: ['subscription-until', 'plan'],
  });
  const { flags, options } = parsed;
  if (flags.has('connected') && flags.has('disconnected'))
    throw new UsageError('--connected and --disconnected contradict each other');
  const until = options.get('subscription-until');
  if (until && flags.has('no-subscription'))
    throw new UsageError('--subscription-until and --no-subscription contradict each other');
  if (options.has('plan') && !until) throw new UsageError('--plan goes with --subscription-until');
  const connected = flags.has('connected') ? true : flags.has('disconnected') ? false : undefined;
  const subscription = until
    ? { plan: options.get('plan') ?? 'premium', until: endOfDay(until) }
    : flags.has('no-subscription')
      ? null
      : undefined;
  return {
    partnerId: parsed.positionals.partnerId ?? '',
    userId: parsed.positionals.userId ?? '',
    ...(connected === undefined ? {} : { connected }),
    ...(subscription === undefined ? {} : { subscription }),
    json: flags.has('json'),
  };
}

/** A subscription "until 2026-12-31" runs through that whole day (UTC). */
export function endOfDay(date: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const end = new Date(`${date}T23:59:59.999Z`);
  if (!match || Number.isNaN(end.getTime()) || end.toISOString().slice(0, 10) !== date)
    throw new UsageError(`--subscription-until must be a date as YYYY-MM-DD, not "${date}"`);
  return end;
}

export function parseList(args: string[]): { partnerId: string; limit: number; offset: number; json: boolean } {
  const parsed = parseArguments(args, { positionals: ['partnerId'], flags: ['json'], options: ['limit', 'offset'] });
  return {
    partnerId: parsed.positionals.partnerId ?? '',
    limit: wholeNumber(parsed.options.get('limit') ?? '50', 'limit', { min: 1, max: 500 }),
    offset: wholeNumber(parsed.options.get('offset') ?? '0', 'offset', { min: 0, max: 2 ** 31 - 1 }),
    json: parsed.flags.has('json'),
  };
}

/** What GET /v0/users/me would show for this user, plus when they were first seen. */
function userView(user: accounts.User__Output) {
  const end = user.subscription?.currentPeriodEnd;
  return {
    id: user.id,
    connected: user.connected,
    subscription: {
      active: user.subscription?.active ?? false,
      until: end ? new Date(Number(end.seconds) * 1000 + Math.floor(end.nanos / 1e6)).toISOString() : null,
    },
    premiumAccess: user.premiumAccess,
  };
}

function userLine(user: accounts.User__Output): string {
  const view = userView(user);
  const subscription = user.subscription
    ? `subscription ${view.subscription.active ? 'active' : 'inactive'}${view.subscription.until ? ` until ${view.subscription.until.slice(0, 10)}` : ''}`
    : 'no subscription';
  return [
    view.id,
    view.connected ? 'connected' : 'not connected',
    subscription,
    view.premiumAccess ? 'premium' : 'free',
  ].join('  ');
}

/** Checked before writing anything, so a refused subscription leaves no half-made user behind. */
async function requireConnected(client: AccountsAdmin, input: UpsertInput): Promise<void> {
  const connected = await client
    .getCurrentUser({ partnerId: input.partnerId, userId: input.userId })
    .then(({ user }) => user?.connected === true && input.connected !== false)
    .catch((error: unknown) => {
      if (isDomainError(error, 'not-found')) return false;
      throw error;
    });
  if (!connected)
    throw new UsageError(`only connected users have subscriptions: add --connected to connect ${input.userId}`);
}

const upsert: Command = {
  name: 'upsert',
  summary: 'Create or update an end user: connection and subscription (through the given day, UTC).',
  usage:
    '<partnerId> <userId> [--connected | --disconnected] [--subscription-until YYYY-MM-DD [--plan NAME] | --no-subscription] [--json]',
  async run(args, context) {
    const input = parseUpsert(args);
    const user = await withAccounts(context, async (client) => {
      if (input.subscription && input.connected !== true) await requireConnected(client, input);
      const upserted = await client.upsertEndUser({
        partnerId: input.partnerId,
        userId: input.userId,
        ...(input.connected === undefined ? {} : { connected: input.connected }),
      });
      if (input.subscription === undefined) return upserted.user;
      const subscription = input.subscription
        ? {
            plan: input.subscription.plan,
            status: 'SUBSCRIPTION_STATUS_ACTIVE' as const,
            currentPeriodEnd: {
              seconds: String(Math.floor(input.subscription.until.getTime() / 1000)),
              nanos: (input.subscription.until.getTime() % 1000) * 1e6,
            },
          }
        : undefined;
      const updated = await client.setSubscription({
        partnerId: input.partnerId,
        userId: input.userId,
        ...(subscription ? { subscription } : {}),
      });
      return updated.user;
    });
    if (!user) return;
    context.out(input.json ? JSON.stringify(userView(user)) : userLine(user));
  },
};

const list: Command = {
  name: 'list',
  summary: "List a partner's end users, in user id order.",
  usage: '<partnerId> [--limit N] [--offset N] [--json]',
  async run(args, context) {
    const input = parseList(args);
    const listed = await withAccounts(context, (client) =>
      client.listEndUsers({ partnerId: input.partnerId, page: { limit: input.limit, offset: input.offset } }),
    );
    if (input.json) {
      context.out(JSON.stringify({ users: listed.users.map(userView), total: listed.total }));
      return;
    }
    for (const user of listed.users) context.out(userLine(user));
    context.err(`${listed.users.length} of ${listed.total} users`);
  },
};

export const usersGroup: CommandGroup = {
  name: 'users',
  summary: "Partners' end users: connection and subscription (accounts service)",
  commands: [upsert, list],
};
