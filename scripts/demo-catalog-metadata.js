#!/usr/bin/env node
// Writes the catalog's metadata-only demo catalog (services/catalog/src/demo/demo-catalog.json)
// from its one home, libs/synth/src/demo (`metadataDemoRecords`: the demo taxonomy's genres and
// moods for its tracks, then its tracks, collections, sound-effect categories, sound effects and
// sound-effect collections). The file stays in the catalog so the catalog needs nothing of
// libs/synth at run time. `--check` changes nothing and exits 1 if the file is not current
// (services/catalog/src/demo/demo-catalog.test.ts checks the same).
//   node scripts/demo-catalog-metadata.js [--check]      (needs @downbeat/synth built)
'use strict';

const { readFile, writeFile } = require('node:fs/promises');
const path = require('node:path');
const { isDeepStrictEqual } = require('node:util');
const { exitWith } = require('./exit-with');

const FILE = path.join(__dirname, '../services/catalog/src/demo/demo-catalog.json');

async function main() {
  const check = process.argv.includes('--check');
  const { metadataDemoRecords } = require('@downbeat/synth');
  const next = metadataDemoRecords();
  const records = JSON.parse(await readFile(FILE, 'utf8'));
  if (isDeepStrictEqual(next, records)) {
    process.stdout.write(`${path.relative(process.cwd(), FILE)} is current\n`);
    return 0;
  }
  if (check) {
    process.stderr.write(
      `${path.relative(process.cwd(), FILE)} is not current: run node scripts/demo-catalog-metadata.js\n`,
    );
    return 1;
  }
  const prettier = require('prettier');
  const options = { ...(await prettier.resolveConfig(FILE)), filepath: FILE };
  await writeFile(FILE, await prettier.format(JSON.stringify(next, null, 2), options));
  process.stdout.write(`wrote ${path.relative(process.cwd(), FILE)}: ${next.length} records\n`);
  return 0;
}

exitWith(main);
