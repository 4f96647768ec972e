#!/usr/bin/env node
// Writes the genres and moods of the catalog's metadata-only demo catalog
// (services/catalog/src/demo/demo-catalog.json) from the demo taxonomy of libs/synth
// (`demoVocabulary`: the families of the genres its tracks are filed under, then every mood), so
// the two demo catalogs speak one vocabulary. The rest of the file (tracks, sound effects and their
// categories, collections) is kept as it is. `--check` changes nothing and exits 1 if the file is
// not current (services/catalog/src/demo/demo-catalog.test.ts checks the same).
//   node scripts/demo-catalog-vocabulary.js [--check]      (needs @downbeat/synth built)
'use strict';

const { readFile, writeFile } = require('node:fs/promises');
const path = require('node:path');
const { isDeepStrictEqual } = require('node:util');

const FILE = path.join(__dirname, '../services/catalog/src/demo/demo-catalog.json');
const VOCABULARY = new Set(['genre', 'mood']);

async function main() {
  const check = process.argv.includes('--check');
  const { demoVocabulary } = require('@downbeat/synth');
  const records = JSON.parse(await readFile(FILE, 'utf8'));
  const rest = records.filter((record) => !VOCABULARY.has(record.type));
  const genreIds = rest.flatMap((record) => (record.type === 'track' ? record.genreIds : []));
  const next = [...demoVocabulary(genreIds), ...rest];
  if (isDeepStrictEqual(next, records)) {
    process.stdout.write(`${path.relative(process.cwd(), FILE)} is current\n`);
    return 0;
  }
  if (check) {
    process.stderr.write(
      `${path.relative(process.cwd(), FILE)} is not current: run node scripts/demo-catalog-vocabulary.js\n`,
    );
    return 1;
  }
  const prettier = require('prettier');
  const options = { ...(await prettier.resolveConfig(FILE)), filepath: FILE };
  await writeFile(FILE, await prettier.format(JSON.stringify(next, null, 2), options));
  process.stdout.write(`wrote ${path.relative(process.cwd(), FILE)}: ${next.length - rest.length} genres and moods\n`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    process.stderr.write(`✗ ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
