// Preloaded into a process under test (NODE_OPTIONS=--require) to move its wall clock: the
// milliseconds written in DOWNBEAT_TEST_CLOCK_FILE are added to Date.now() and `new Date()`, read
// again every 100 ms. Timers and performance.now() are untouched. Tests only: it lives in tests/e2e,
// and no service knows about it, so expiry is tested on the services exactly as they ship.
'use strict';
// A CommonJS file: --require preloads CommonJS.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { readFileSync } = require('node:fs');

const file = process.env.DOWNBEAT_TEST_CLOCK_FILE;
if (file) {
  let offset = 0;
  const read = () => {
    try {
      offset = Number(readFileSync(file, 'utf8')) || 0;
    } catch {
      offset = 0;
    }
  };
  read();
  setInterval(read, 100).unref();
  const RealDate = Date;
  class MovedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...args);
    }
    static now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = MovedDate;
}
