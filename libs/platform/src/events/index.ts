/**
 * The events port and its adapters. The contract suite lives in event-bus.contract.ts and is not
 * exported here: it needs jest, which the runtime build must not.
 */
export * from './port';
export type { EventBusLogger, RetryPolicy } from './delivery';
export { captureTraceContext, inCapturedTraceContext } from './envelope';
export { MemoryEventBus, type MemoryEventBusOptions } from './memory-event-bus';
export { readEventLog, SqliteEventBus, type SqliteEventBusOptions } from './sqlite-event-bus';
export { NamespacedEventBus } from './namespaced-event-bus';
export { BackgroundStartedBus } from './background-started-bus';
export { RetryingSubscription } from './retrying-subscription';
export { KafkaEventBus, type KafkaEventBusOptions } from './kafka-event-bus';
export {
  KafkaDeadLetters,
  deadLetterTopicOf,
  replayGroup,
  type DeadLetterFilter,
  type DeadLetterRecord,
  type DeadLettersOptions,
  type ReplayOptions,
  type ReplaySummary,
} from './kafka-dead-letters';
export { KafkaConsumerGroups, type ConsumerGroupsOptions, type PartitionRewind } from './kafka-consumer-groups';
export { adminKafka, withAdmin, type KafkaOperatorOptions } from './kafka-operator';
export type { TopicSettings, TopicSettingsHook } from './kafka-admin';
