// Original file: protos/versions/v1/versions.proto

export const JobStatus = {
  JOB_STATUS_UNSPECIFIED: 'JOB_STATUS_UNSPECIFIED',
  JOB_STATUS_PENDING: 'JOB_STATUS_PENDING',
  JOB_STATUS_PROCESSING: 'JOB_STATUS_PROCESSING',
  JOB_STATUS_COMPLETED: 'JOB_STATUS_COMPLETED',
  JOB_STATUS_FAILED: 'JOB_STATUS_FAILED',
} as const;

export type JobStatus =
  | 'JOB_STATUS_UNSPECIFIED'
  | 0
  | 'JOB_STATUS_PENDING'
  | 1
  | 'JOB_STATUS_PROCESSING'
  | 2
  | 'JOB_STATUS_COMPLETED'
  | 3
  | 'JOB_STATUS_FAILED'
  | 4

export type JobStatus__Output = typeof JobStatus[keyof typeof JobStatus]
