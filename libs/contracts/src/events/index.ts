export {
  eventTypes,
  eventTypesOf,
  isEventType,
  messageKey,
  sourceOf,
  topics,
  type EventType,
  type EventTypeContract,
  type Topic,
  type TopicContract,
} from './registry';
export type * from './types';
export {
  assertValidEvent,
  InvalidEventError,
  validateEvent,
  type EventProblem,
  type EventValidation,
} from './validate';
