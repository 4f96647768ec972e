#!/usr/bin/env node
// Copies <repo>/protos/**/*.proto into dist/protos at build, so that the built package loads its
// protos from inside itself (a pruned Docker image or a packed tarball has no repo root).
'use strict';
const fs = require('node:fs');
const path = require('node:path');

const source = path.resolve(__dirname, '../../../protos');
const target = path.resolve(__dirname, '../dist/protos');
fs.rmSync(target, { recursive: true, force: true });
fs.cpSync(source, target, {
  recursive: true,
  filter: (file) => fs.statSync(file).isDirectory() || file.endsWith('.proto'),
});
console.log(`copied protos into ${path.relative(process.cwd(), target)}`);
