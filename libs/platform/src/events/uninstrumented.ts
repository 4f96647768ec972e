/**
 * A kafkajs method as kafkajs wrote it, without the OpenTelemetry instrumentation's wrapper when
 * one is installed (shimmer keeps the wrapped original as `__original`). For the paths that do
 * their own tracing, or choose to do none: the wrapper's work is per record.
 */
export function uninstrumented<F extends (...args: never[]) => unknown>(method: F): F {
  return (method as F & { __original?: F }).__original ?? method;
}
