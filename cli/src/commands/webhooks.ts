import { fromTimestamp, loadProtos, type versions } from '@downbeat/contracts';
import { connectClient, isDomainError, notFound } from '@downbeat/platform';
import type { CommandContext, CommandGroup } from '../command';
import { withAccounts } from './accounts-client';
import { parseArguments, wholeNumber } from './parse-arguments';

/**
 * `downbeat webhooks …`: a partner's track-versions webhook (an HTTPS URL and a Standard Webhooks
 * `whsec_` secret) and its delivery log, through the versions admin API (VERSIONS_ADDRESS).
 */
function versionsAdmin(address: string) {
  return connectClient(
    `versions service at ${address}`,
    loadProtos().downbeat.versions.v1.VersionsAdminService,
    address,
    { deadlineMs: 10_000 },
  );
}

async function withVersions<T>(
  context: CommandContext,
  work: (client: ReturnType<typeof versionsAdmin>) => Promise<T>,
): Promise<T> {
  const client = versionsAdmin(context.addresses.versions);
  try {
    return await work(client);
  } finally {
    client.close();
  }
}

export function parseSet(args: string[]): { partnerId: string; url: string; secret?: string } {
  const parsed = parseArguments(args, { positionals: ['partnerId', 'url'], options: ['secret'] });
  const secret = parsed.options.get('secret');
  return {
    partnerId: parsed.positionals.partnerId ?? '',
    url: parsed.positionals.url ?? '',
    ...(secret ? { secret } : {}),
  };
}

export function parseDeliveries(args: string[]): { partnerId: string; limit: number; json: boolean } {
  const parsed = parseArguments(args, { positionals: ['partnerId'], options: ['limit'], flags: ['json'] });
  const limit = parsed.options.get('limit');
  return {
    partnerId: parsed.positionals.partnerId ?? '',
    limit: limit === undefined ? 20 : wholeNumber(limit, 'limit', { min: 1, max: 100 }),
    json: parsed.flags.has('json'),
  };
}

/**
 * Refuses a partner id accounts does not know: versions keeps a webhook under whatever id it is
 * given, and one set under a mistyped id or an access key id would never fire (nor should "no
 * webhook" or "no deliveries" be the answer for a partner that does not exist).
 */
async function requirePartner(context: CommandContext, partnerId: string): Promise<void> {
  await withAccounts(context, (client) => client.getPartner({ partnerId })).catch((error: unknown) => {
    if (!isDomainError(error, 'not-found')) throw error;
    throw notFound(
      `No partner has the id "${partnerId}": webhooks take the partner's id (the first column of ` +
        '`downbeat partners list`), not its access key id',
    );
  });
}

const iso = (timestamp: Parameters<typeof fromTimestamp>[0]) => fromTimestamp(timestamp)?.toISOString() ?? '-';

/** One line per delivery: when, state, attempts, the last answer. */
export function deliveryLine(delivery: versions.WebhookDelivery__Output): string {
  const answer = delivery.lastStatusCode ? `HTTP ${delivery.lastStatusCode}` : delivery.lastError || 'not tried yet';
  const next = delivery.state === 'PENDING' ? `, next ${iso(delivery.nextAttemptAt)}` : '';
  return `${iso(delivery.createdAt)}  ${delivery.state.padEnd(9)} ${delivery.deliveryId}  job ${delivery.jobId} ${delivery.jobStatus}  ${delivery.attempts} attempt(s), ${answer}${next}`;
}

export const webhooksGroup: CommandGroup = {
  name: 'webhooks',
  summary:
    "a partner's track-versions webhook and its deliveries (VERSIONS_ADDRESS; the partner is checked with ACCOUNTS_ADDRESS)",
  commands: [
    {
      name: 'set',
      summary: 'Set the HTTPS URL finished jobs are POSTed to; prints the signing secret (generated unless --secret).',
      usage: '<partnerId> <https-url> [--secret whsec_…]',
      async run(args, context) {
        const input = parseSet(args);
        await requirePartner(context, input.partnerId);
        const { webhook } = await withVersions(context, (client) =>
          client.setWebhook({ ...input, secret: input.secret ?? '' }),
        );
        context.out(`✓ ${webhook?.partnerId} → ${webhook?.url}`);
        context.out(`secret: ${webhook?.secret}  (verify webhook-signature with it; shown once)`);
      },
    },
    {
      name: 'show',
      summary: "Show a partner's webhook URL.",
      usage: '<partnerId>',
      async run(args, context) {
        const { partnerId = '' } = parseArguments(args, { positionals: ['partnerId'] }).positionals;
        await requirePartner(context, partnerId);
        const { webhook } = await withVersions(context, (client) => client.getWebhook({ partnerId }));
        context.out(`${webhook?.partnerId} → ${webhook?.url} (set ${iso(webhook?.updatedAt ?? null)})`);
      },
    },
    {
      name: 'remove',
      summary: "Remove a partner's webhook; deliveries not yet made are dropped.",
      usage: '<partnerId>',
      async run(args, context) {
        // Not checked with accounts: a webhook kept under a bogus id (before `set` checked) can go.
        const { partnerId = '' } = parseArguments(args, { positionals: ['partnerId'] }).positionals;
        const { deleted } = await withVersions(context, (client) => client.deleteWebhook({ partnerId }));
        context.out(deleted ? `✓ removed the webhook of ${partnerId}` : `${partnerId} had no webhook`);
      },
    },
    {
      name: 'deliveries',
      summary: 'The delivery log, newest first: state, attempts, the last answer, the next attempt.',
      usage: '<partnerId> [--limit N] [--json]',
      async run(args, context) {
        const input = parseDeliveries(args);
        await requirePartner(context, input.partnerId);
        const { deliveries } = await withVersions(context, (client) =>
          client.listWebhookDeliveries({ partnerId: input.partnerId, limit: input.limit }),
        );
        if (input.json) for (const delivery of deliveries) context.out(JSON.stringify(delivery));
        else if (deliveries.length === 0) context.out(`no deliveries for ${input.partnerId}`);
        else for (const delivery of deliveries) context.out(deliveryLine(delivery));
      },
    },
  ],
};
