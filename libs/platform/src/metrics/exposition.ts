/**
 * Reads the Prometheus text format back into samples: what a test (or a smoke check) asserts on
 * after scraping a real `/metrics`, instead of reaching into the registry.
 */
export interface MetricSample {
  /** The series name as exposed, e.g. `http_server_request_duration_seconds_count`. */
  name: string;
  labels: Record<string, string>;
  value: number;
}

const LINE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

export function parseExposition(text: string): MetricSample[] {
  const samples: MetricSample[] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = LINE.exec(line);
    if (!match) continue;
    const [, name = '', labelText = '', value = ''] = match;
    const labels: Record<string, string> = {};
    for (const [, label = '', raw = ''] of labelText.matchAll(LABEL))
      labels[label] = raw.replace(/\\n/g, '\n').replace(/\\"/g, '"').replace(/\\\\/g, '\\');
    samples.push({ name, labels, value: Number(value) });
  }
  return samples;
}

/** The sum of the samples named `name` whose labels include `labels` (0 when none match). */
export function sampleSum(samples: MetricSample[], name: string, labels: Record<string, string> = {}): number {
  return matching(samples, name, labels).reduce((sum, sample) => sum + sample.value, 0);
}

/** The samples named `name` whose labels include `labels`. */
export function matching(samples: MetricSample[], name: string, labels: Record<string, string> = {}): MetricSample[] {
  return samples.filter(
    (sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
}
