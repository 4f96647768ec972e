#!/usr/bin/env node
// Writes (or reuses) the demo catalog: synthesised masters, their ground-truth beats and the
// metadata file for `downbeat ingest <dir> --metadata <dir>/catalog.ndjson`. See libs/synth/README.md.
//   node scripts/demo-catalog.js <dir> [--seed 2026] [--tracks 40] [--sound-effects 30] [--format flac|wav]
// Needs @downbeat/synth built (npm run build). Progress on stderr, a summary on stdout.
'use strict';

const { exitWith } = require('./exit-with');

const USAGE =
  'usage: node scripts/demo-catalog.js <dir> [--seed N] [--tracks N] [--sound-effects N] [--format flac|wav]';
const OPTIONS = { '--seed': 'seed', '--tracks': 'tracks', '--sound-effects': 'soundEffects', '--format': 'format' };

function parse(args) {
  const settings = {};
  let directory;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index];
    const key = OPTIONS[arg];
    if (key) {
      const value = args[++index];
      if (value === undefined) throw new Error(`${arg} needs a value`);
      if (key === 'format') {
        if (value !== 'flac' && value !== 'wav') throw new Error('--format is flac or wav');
        settings.format = value;
      } else {
        const number = Number(value);
        if (!Number.isInteger(number) || number < 0) throw new Error(`${arg} must be a whole number`);
        settings[key] = number;
      }
    } else if (!arg.startsWith('--') && directory === undefined) directory = arg;
    else throw new Error(`unexpected argument ${arg}`);
  }
  if (!directory) throw new Error('name the folder to write');
  return { directory, settings };
}

async function main() {
  let parsed;
  try {
    parsed = parse(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${error.message}\n${USAGE}\n`);
    return 2;
  }
  let synth;
  try {
    synth = require('@downbeat/synth');
  } catch {
    process.stderr.write('@downbeat/synth is not built: run `npx turbo run build --filter=@downbeat/synth` first\n');
    return 1;
  }
  const started = Date.now();
  const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  const catalog = await synth.generateDemoCatalog(parsed.directory, {
    ...parsed.settings,
    onProgress: (step) => {
      if (step.reused) return;
      const kind = step.kind === 'track' ? 'track' : 'sound effect';
      process.stderr.write(
        `» ${kind} ${step.index}/${step.total} ${step.file} (${step.title}, ${step.seconds.toFixed(1)} s) — ` +
          `${Math.round(step.audioSeconds)}/${Math.round(step.totalAudioSeconds)} s of audio, ${elapsed()}\n`,
      );
    },
  });
  const { plan } = catalog;
  const verb = catalog.rendered === 0 ? 'reused' : `${catalog.rendered} rendered, ${catalog.reused} reused`;
  process.stdout.write(
    `demo catalog in ${catalog.directory}: ${plan.tracks.length} tracks, ${plan.soundEffects.length} sound effects, ` +
      `${Math.round(catalog.audioSeconds)} s of audio, ${(catalog.bytes / 1e6).toFixed(0)} MB (${verb}) in ${elapsed()}\n` +
      `metadata: ${catalog.metadataFile}\n`,
  );
  return 0;
}

exitWith(main);
