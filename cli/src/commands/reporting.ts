import { randomUUID } from 'node:crypto';
import { createLogger, kafkaEventBus, type EventBus, type EventEnvelope } from '@downbeat/platform';
import type { CommandGroup } from '../command';
import { parseArguments } from './parse-arguments';

const ANALYTICS_TOPIC = 'analytics.events.v1';
const USAGE_TOPIC = 'usage.reports.v1';

export interface TailOptions {
  fromBeginning: boolean;
  partnerId?: string;
  topics: string[];
}

export function parseTail(args: string[]): TailOptions {
  const parsed = parseArguments(args, { positionals: [], flags: ['from-beginning', 'usage'], options: ['partner'] });
  const partnerId = parsed.options.get('partner');
  return {
    fromBeginning: parsed.flags.has('from-beginning'),
    ...(partnerId ? { partnerId } : {}),
    topics: parsed.flags.has('usage') ? [ANALYTICS_TOPIC, USAGE_TOPIC] : [ANALYTICS_TOPIC],
  };
}

/** One event as one JSON line: the CloudEvents attributes, the key, the trace context and the data. */
export function eventLine(event: EventEnvelope): string {
  return JSON.stringify({
    topic: event.topic,
    key: event.key,
    id: event.id,
    type: event.type,
    source: event.source,
    time: event.time,
    ...(event.subject === undefined ? {} : { subject: event.subject }),
    ...(event.traceContext ? { traceContext: event.traceContext } : {}),
    data: event.data,
  });
}

/**
 * `downbeat reporting tail`: the reference consumer of the analytics topic. Reads with a consumer
 * group of its own (nothing is taken away from other readers) until Ctrl-C.
 */
export async function tail(
  options: TailOptions,
  bus: EventBus,
  out: (line: string) => void,
  until: Promise<void>,
): Promise<void> {
  await bus.start();
  try {
    const subscription = await bus.subscribe(
      { group: `downbeat-tail-${randomUUID()}`, topics: options.topics, fromBeginning: options.fromBeginning },
      async (event) => {
        if (!options.partnerId || event.key === options.partnerId) out(eventLine(event));
      },
    );
    await until;
    await subscription.stop();
  } finally {
    await bus.stop();
  }
}

export const reportingGroup: CommandGroup = {
  name: 'reporting',
  summary: 'the analytics and usage topics for data teams (Kafka: KAFKA_BROKERS, KAFKA_TOPIC_NAMESPACE)',
  commands: [
    {
      name: 'tail',
      summary: 'print analytics events as JSON lines until Ctrl-C (--usage: usage reports too)',
      usage: '[--from-beginning] [--partner ID] [--usage]',
      async run(args, context) {
        const options = parseTail(args);
        const brokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',').filter(Boolean);
        const bus = kafkaEventBus({
          brokers,
          clientId: 'downbeat-cli',
          // Kafka trouble goes to stderr; stdout holds nothing but events.
          logger: createLogger({ service: 'downbeat-cli', level: 'error', destination: process.stderr }),
          namespace: process.env.KAFKA_TOPIC_NAMESPACE ?? '',
        });
        const interrupted = new Promise<void>((resolve) => {
          process.once('SIGINT', () => resolve());
          process.once('SIGTERM', () => resolve());
        });
        context.err(`» reading ${options.topics.join(', ')} from ${brokers.join(',')}; Ctrl-C to stop`);
        await tail(options, bus, context.out, interrupted);
      },
    },
  ],
};
