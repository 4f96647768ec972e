// Original file: protos/versions/v1/versions_admin.proto

import type { Timestamp as _google_protobuf_Timestamp, Timestamp__Output as _google_protobuf_Timestamp__Output } from '../../../google/protobuf/Timestamp';

export interface WebhookDelivery {
  /**
   * The webhook-id header: the same for every attempt of one delivery.
   */
  'deliveryId'?: (string);
  'jobId'?: (string);
  /**
   * PENDING (will be tried again), DELIVERED (a 2xx answer), FAILED (a day of attempts failed).
   */
  'state'?: (string);
  'attempts'?: (number);
  /**
   * The last attempt's HTTP status; 0 when it got no answer.
   */
  'lastStatusCode'?: (number);
  'lastError'?: (string);
  'url'?: (string);
  'createdAt'?: (_google_protobuf_Timestamp | null);
  'lastAttemptAt'?: (_google_protobuf_Timestamp | null);
  'nextAttemptAt'?: (_google_protobuf_Timestamp | null);
  /**
   * The job status the delivery reports (COMPLETED or FAILED).
   */
  'jobStatus'?: (string);
}

export interface WebhookDelivery__Output {
  /**
   * The webhook-id header: the same for every attempt of one delivery.
   */
  'deliveryId': (string);
  'jobId': (string);
  /**
   * PENDING (will be tried again), DELIVERED (a 2xx answer), FAILED (a day of attempts failed).
   */
  'state': (string);
  'attempts': (number);
  /**
   * The last attempt's HTTP status; 0 when it got no answer.
   */
  'lastStatusCode': (number);
  'lastError': (string);
  'url': (string);
  'createdAt': (_google_protobuf_Timestamp__Output | null);
  'lastAttemptAt': (_google_protobuf_Timestamp__Output | null);
  'nextAttemptAt': (_google_protobuf_Timestamp__Output | null);
  /**
   * The job status the delivery reports (COMPLETED or FAILED).
   */
  'jobStatus': (string);
}
