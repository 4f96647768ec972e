export { startTelemetry, type Telemetry, type TelemetryOptions } from './telemetry';
