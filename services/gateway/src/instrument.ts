// Loaded before anything else so OpenTelemetry can instrument HTTP, Express and gRPC.
import { startTelemetry } from '@downbeat/platform/telemetry';

export const telemetry = startTelemetry({ serviceName: 'gateway' });
