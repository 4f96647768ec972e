#!/usr/bin/env node
// Writes a Brotli (.br) and a gzip (.gz) copy beside every built asset, once at build time, so the
// gateway sends the portal compressed without compressing on its event loop (first load < 1 s).
const { readdirSync, readFileSync, writeFileSync } = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const assets = path.join(process.argv[2] ?? path.join(__dirname, '..', 'dist', 'web'), 'assets');
let saved = 0;
for (const name of readdirSync(assets)) {
  if (!/\.(js|css|svg|json)$/.test(name)) continue;
  const file = path.join(assets, name);
  const content = readFileSync(file);
  const br = zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
  saved += content.length - br.length;
}
console.log(`compressed the portal's assets (${Math.round(saved / 1024)} KiB saved with Brotli)`);
