// Loaded before anything else so OpenTelemetry can instrument gRPC, MongoDB and Kafka.
import { startTelemetry } from '@downbeat/platform/telemetry';

export const telemetry = startTelemetry({ serviceName: 'similarity' });
