// Writes each jest run's counts to $DOWNBEAT_TEST_TALLY (a folder) so scripts/test can print one
// "N passed, N failed, N skipped" line for the whole run. Does nothing when the variable is unset.
const fs = require('node:fs');
const path = require('node:path');

class TallyReporter {
  onRunComplete(_contexts, results) {
    const dir = process.env.DOWNBEAT_TEST_TALLY;
    if (!dir) return;
    fs.mkdirSync(dir, { recursive: true });
    const tally = {
      cwd: process.cwd(),
      passed: results.numPassedTests,
      failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
      skipped: results.numPendingTests + results.numTodoTests,
    };
    fs.writeFileSync(path.join(dir, `${process.pid}-${Date.now()}.json`), JSON.stringify(tally));
  }
}
module.exports = TallyReporter;
