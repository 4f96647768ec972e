import { EventEmitter } from 'node:events';
import { Writable } from 'node:stream';
import pino from 'pino';
import { logProcessWarnings } from './process-warnings';

function capture() {
  const lines: Array<Record<string, unknown>> = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: pino({ level: 'debug' }, sink), lines };
}

const warningFrom = (name: string, stack: string) =>
  Object.assign(new Error('-1795748279468 is a negative number.'), { name, stack });

describe('process warnings', () => {
  it('replaces the stderr printer with log entries: warn for a real warning, debug for kafkajs’s negative timer', async () => {
    const fakeProcess = new EventEmitter() as unknown as NodeJS.Process;
    let printed = 0;
    fakeProcess.on('warning', () => (printed += 1));
    const { logger, lines } = capture();
    logProcessWarnings(logger, fakeProcess);

    fakeProcess.emit(
      'warning',
      warningFrom(
        'TimeoutNegativeWarning',
        'at RequestQueue (/app/node_modules/kafkajs/src/network/requestQueue/index.js:1:1)',
      ),
    );
    fakeProcess.emit(
      'warning',
      warningFrom('TimeoutNegativeWarning', 'at ourCode (/app/services/media/dist/x.js:1:1)'),
    );
    await new Promise((resolve) => setImmediate(resolve));

    expect(printed).toBe(0);
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      [20, 'kafkajs scheduled a timer with a negative delay'],
      [40, 'process warning: TimeoutNegativeWarning'],
    ]);
  });
});
