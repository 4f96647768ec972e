#!/usr/bin/env node
// The `downbeat` command. npm links a package's bin when it installs (`npm ci`), before anything is
// built, and makes no link for a file that does not exist yet, so the bin is this committed file,
// which runs the build (dist/main.js) or says what is missing.
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const NODE_MAJOR = 24;
const root = path.join(__dirname, '..', '..');
const main = path.join(__dirname, '..', 'dist', 'main.js');
const fail = (sentence) => {
  process.stderr.write(`✗ ${sentence}\n`);
  process.exit(1);
};

if (Number(process.versions.node.split('.')[0]) < NODE_MAJOR) {
  const local = path.join(root, '.tools', 'node', 'bin');
  fail(
    `the downbeat CLI needs Node.js ${NODE_MAJOR} and this is ${process.version}: ` +
      (fs.existsSync(local)
        ? `run \`export PATH="${local}:$PATH"\` (./scripts/start installed Node.js ${NODE_MAJOR} there).`
        : `install Node.js ${NODE_MAJOR}.`),
  );
}
if (!fs.existsSync(main)) fail('the downbeat CLI is not built yet: run `npm run build` (or ./scripts/start) first.');
require(main);
