// Loaded before anything else so OpenTelemetry can instrument gRPC, MongoDB and HTTP.
import { startTelemetry } from '@downbeat/platform/telemetry';

export const telemetry = startTelemetry({ serviceName: 'accounts' });
