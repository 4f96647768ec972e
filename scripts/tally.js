// Sums the per-run counts written by jest-tally-reporter.js and prints the closing summary line.
// Exits 1 when any test failed or when no test ran at all.
const fs = require('node:fs');
const path = require('node:path');

const dir = process.argv[2];
const totals = { passed: 0, failed: 0, skipped: 0 };
for (const name of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
  const run = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8'));
  for (const key of Object.keys(totals)) totals[key] += run[key];
}
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 || totals.passed === 0 ? 1 : 0);
