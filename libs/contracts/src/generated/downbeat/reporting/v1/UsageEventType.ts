// Original file: protos/reporting/v1/reporting.proto

export const UsageEventType = {
  USAGE_EVENT_TYPE_UNSPECIFIED: 'USAGE_EVENT_TYPE_UNSPECIFIED',
  USAGE_EVENT_TYPE_EXPORTED: 'USAGE_EVENT_TYPE_EXPORTED',
} as const;

export type UsageEventType =
  | 'USAGE_EVENT_TYPE_UNSPECIFIED'
  | 0
  | 'USAGE_EVENT_TYPE_EXPORTED'
  | 1

export type UsageEventType__Output = typeof UsageEventType[keyof typeof UsageEventType]
