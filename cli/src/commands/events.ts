import {
  KafkaConsumerGroups,
  KafkaDeadLetters,
  deadLetterTopicOf,
  type DeadLetterFilter,
  type DeadLetterRecord,
  type PartitionRewind,
} from '@downbeat/platform';
import { UsageError, type CommandContext, type CommandGroup } from '../command';
import { parseArguments } from './parse-arguments';

export interface DeadLetterCommand {
  topic: string;
  filter: DeadLetterFilter;
  replay: boolean;
  dryRun: boolean;
  json: boolean;
}

export function parseDeadLetterCommand(args: string[]): DeadLetterCommand {
  const parsed = parseArguments(args, {
    positionals: ['topic'],
    flags: ['replay', 'dry-run', 'json'],
    options: ['event-id', 'since'],
  });
  const eventId = parsed.options.get('event-id');
  const since = parsed.options.get('since');
  const dryRun = parsed.flags.has('dry-run');
  if (dryRun && !parsed.flags.has('replay')) throw new UsageError('--dry-run goes with --replay');
  return {
    topic: parsed.positionals.topic ?? '',
    filter: { ...(eventId ? { eventId } : {}), ...(since ? { since: parseSince(since) } : {}) },
    replay: parsed.flags.has('replay'),
    dryRun,
    json: parsed.flags.has('json'),
  };
}

/** An RFC 3339 time or date (`2026-11-26T14:00:00Z`, `2026-11-26`). */
function parseSince(value: string): Date {
  const time = new Date(value);
  if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(time.getTime()))
    throw new UsageError(`--since must be a time like 2026-11-26T14:00:00Z, not "${value}"`);
  return time;
}

/** One dead letter as one tab-separated line, or as JSON with all its headers. */
export function deadLetterLine(record: DeadLetterRecord, json: boolean): string {
  if (json) return JSON.stringify({ ...record, deadLetteredAt: record.deadLetteredAt.toISOString() });
  return [
    `${record.partition}:${record.offset}`,
    record.deadLetteredAt.toISOString(),
    record.eventId ?? '-',
    record.eventType ?? '-',
    `key=${record.key ?? ''}`,
    `attempts=${record.attempts}`,
    record.passed ? 'replayed' : 'waiting',
    record.error,
  ].join('\t');
}

/** `downbeat events dlq`: lists a dead-letter topic, or replays it to the topic it came from. */
export async function deadLetterCommand(
  command: DeadLetterCommand,
  deadLetters: KafkaDeadLetters,
  context: Pick<CommandContext, 'out' | 'err'>,
  signal?: AbortSignal,
): Promise<void> {
  const dlqTopic = deadLetterTopicOf(command.topic);
  if (!command.replay) {
    const records = await deadLetters.list(dlqTopic, command.filter);
    for (const record of records) context.out(deadLetterLine(record, command.json));
    const waiting = records.filter((record) => !record.passed).length;
    context.err(`» ${records.length} dead letters in ${dlqTopic}, ${waiting} not replayed yet`);
    return;
  }
  let seen = 0;
  const summary = await deadLetters.replay(dlqTopic, {
    filter: command.filter,
    dryRun: command.dryRun,
    signal,
    onRecord: (record, outcome) => {
      seen += 1;
      context.err(
        `[${seen}] ${outcome}: ${record.eventId ?? '(no ce_id)'} ${record.eventType ?? ''} key=${record.key ?? ''}` +
          ` (${record.partition}:${record.offset}) → ${record.originalTopic}`,
      );
    },
  });
  const verb = command.dryRun ? 'would replay' : 'replayed';
  context.out(`${verb} ${summary.replayed}, left out ${summary.leftOut} (consumer group ${summary.group})`);
  if (signal?.aborted) context.err('» interrupted: run the same command again to go on where it stopped');
}

export interface RewindCommand {
  group: string;
  topics: string[];
  dryRun: boolean;
}

export function parseRewindCommand(args: string[]): RewindCommand {
  const parsed = parseArguments(args, {
    positionals: ['group', 'topic'],
    rest: 'topic',
    flags: ['to-earliest', 'dry-run'],
  });
  // The only target for now; named so a later --to-time cannot be confused with it.
  if (!parsed.flags.has('to-earliest')) throw new UsageError('say where to: --to-earliest');
  return {
    group: parsed.positionals.group ?? '',
    topics: [parsed.positionals.topic ?? '', ...parsed.rest],
    dryRun: parsed.flags.has('dry-run'),
  };
}

/** `topic:partition <TAB> from → to`; `none` where the group had no position yet. */
export function rewindLine(move: PartitionRewind): string {
  return `${move.topic}:${move.partition}\t${move.from ?? 'none'} → ${move.to}`;
}

const kafkaSettings = () => ({
  brokers: (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',').filter(Boolean),
  clientId: 'downbeat-cli',
  namespace: process.env.KAFKA_TOPIC_NAMESPACE ?? '',
});

export const eventsGroup: CommandGroup = {
  name: 'events',
  summary: 'dead-letter topics on Kafka (KAFKA_BROKERS, KAFKA_TOPIC_NAMESPACE)',
  commands: [
    {
      name: 'dlq',
      summary:
        'list <topic>.dlq (why each event failed), or --replay it to <topic> with its key and ce_* headers, once',
      usage: '<topic> [--replay [--dry-run]] [--event-id ID] [--since TIME] [--json]',
      async run(args, context) {
        const command = parseDeadLetterCommand(args);
        const deadLetters = new KafkaDeadLetters(kafkaSettings());
        // Ctrl-C stops after the record in hand is replayed and committed.
        const interrupt = new AbortController();
        process.once('SIGINT', () => interrupt.abort());
        process.once('SIGTERM', () => interrupt.abort());
        await deadLetterCommand(command, deadLetters, context, interrupt.signal);
      },
    },
    {
      name: 'rewind',
      summary:
        'move a stopped consumer group back to the start of its topics, to rebuild from every event (refuses while it has members)',
      usage: '<group> <topic>... --to-earliest [--dry-run]',
      async run(args, context) {
        const command = parseRewindCommand(args);
        const moves = await new KafkaConsumerGroups(kafkaSettings()).rewindToEarliest(command.group, command.topics, {
          dryRun: command.dryRun,
        });
        for (const move of moves) context.out(rewindLine(move));
        context.err(
          command.dryRun
            ? `» dry run: ${command.group} was not moved`
            : `✓ ${command.group} rewound on ${moves.length} partitions; its consumers read from there when they start`,
        );
      },
    },
  ],
};
