import { Writable } from 'node:stream';

/**
 * A destination for a logger under test (`createLogger({ …, destination })`): every JSON line it
 * writes, parsed, in order.
 */
export function logLines(): { destination: Writable; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { destination, lines };
}
