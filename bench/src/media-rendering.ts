/**
 * Rendering speed: media's rendering module (`renderMaster`: probe, one ffmpeg run writing HLS AAC
 * 64k + 160k in fMP4 segments and MP3 128k + 320k, then the primary manifest measured from the
 * segments) against ffmpeg alone running the very same command line, on synthesised demo-catalog
 * masters (FLAC, 44.1 kHz stereo), in the same run, interleaved so both see the same machine load.
 *
 * The baseline's arguments are not rebuilt here: a first, untimed render goes through a wrapper that
 * records the exact arguments media passes to ffmpeg, and the baseline replays them.
 *
 *   npm run build && npm run bench:media -w @downbeat/bench
 *   MEDIA_BENCH_TRACKS (3), MEDIA_BENCH_SEED (2026), MEDIA_BENCH_ROUNDS (1)
 *
 * About 1.5 minutes on an idle 2-core machine (a recording render plus one render each per master
 * and round; ffmpeg's encoders run on one thread).
 *
 * Speed is audio seconds per wall second (× real time) and per CPU second (× real time per core,
 * this process plus its children). Writes bench/results/media-rendering.json.
 */
import { spawn } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { generateDemoCatalog } from '@downbeat/synth';
import { locateFfmpeg } from '@downbeat/platform/ffmpeg';
import { renderMaster } from '@downbeat/media';
import { cpuSeconds, cpuSince } from './audio/cpu-time';
import { BENCH_DIR, progress, writeResults } from './system';

interface Master {
  file: string;
  seconds: number;
  /** What media passed to ffmpeg for this master, its output folder written as OUTPUT. */
  ffmpegArgs: string[];
}

interface Timing {
  wallSeconds: number;
  cpuSeconds: number;
}

const OUTPUT = '{output}';

async function main(): Promise<void> {
  const count = Number(process.env.MEDIA_BENCH_TRACKS ?? 3);
  const seed = Number(process.env.MEDIA_BENCH_SEED ?? 2026);
  const rounds = Number(process.env.MEDIA_BENCH_ROUNDS ?? 1);
  const tools = await locateFfmpeg();
  const work = await mkdtemp(path.join(tmpdir(), 'media-rendering-bench-'));
  try {
    const masters = await prepareMasters(path.join(BENCH_DIR, `media-rendering-${seed}`), count, seed);
    for (const master of masters) master.ffmpegArgs = await recordArguments(master, tools, work);
    const media: Timing[] = [];
    const alone: Timing[] = [];
    for (let round = 0; round < rounds; round++) {
      for (const [index, master] of masters.entries()) {
        progress(
          `round ${round + 1}/${rounds}, master ${index + 1}/${masters.length} (${master.seconds.toFixed(0)} s)`,
        );
        // Alternate which goes first, so neither always meets a warmer cache or a quieter machine.
        const mediaFirst = (round + index) % 2 === 0;
        const runMedia = async () => media.push(await timeMedia(master, tools, work));
        const runAlone = async () => alone.push(await timeFfmpegAlone(master, tools.ffmpeg, work));
        if (mediaFirst) await runMedia().then(runAlone);
        else await runAlone().then(runMedia);
      }
    }
    report(masters, rounds, tools.version, media, alone);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

async function prepareMasters(directory: string, count: number, seed: number): Promise<Master[]> {
  progress(`masters: ${count} synthesised tracks of 100–140 s in ${directory}`);
  const catalog = await generateDemoCatalog(directory, {
    seed,
    tracks: count,
    soundEffects: 0,
    minSeconds: 100,
    maxSeconds: 140,
    onProgress: (step) => {
      if (!step.reused) progress(`  synthesised ${step.index}/${step.total}: ${step.file}`);
    },
  });
  return catalog.plan.tracks.map((track) => ({
    file: path.join(directory, track.record.file),
    seconds: track.seconds,
    ffmpegArgs: [],
  }));
}

/** Renders once through a wrapper that writes down ffmpeg's arguments (NUL-separated), untimed. */
async function recordArguments(master: Master, tools: { ffmpeg: string; ffprobe: string }, work: string) {
  const argsFile = path.join(work, 'ffmpeg-args');
  const wrapper = path.join(work, 'ffmpeg-recording.sh');
  const quote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;
  await writeFile(wrapper, `#!/bin/sh\nprintf '%s\\0' "$@" > ${quote(argsFile)}\nexec ${quote(tools.ffmpeg)} "$@"\n`);
  await chmod(wrapper, 0o755);
  const outputDir = await freshDirectory(work, 'recorded');
  await renderMaster({ tools: { ...tools, ffmpeg: wrapper }, masterPath: master.file, outputDir, hls: true });
  const args = (await readFile(argsFile, 'utf8')).split('\0').slice(0, -1);
  if (!args.some((arg) => arg.startsWith(outputDir))) throw new Error('media did not write into its output folder');
  return args.map((arg) => arg.split(outputDir).join(OUTPUT));
}

async function timeMedia(master: Master, tools: { ffmpeg: string; ffprobe: string }, work: string): Promise<Timing> {
  const outputDir = await freshDirectory(work, 'media');
  return timed(() => renderMaster({ tools, masterPath: master.file, outputDir, hls: true }));
}

/** The same encodes as media, run directly; the folders they write into exist beforehand. */
async function timeFfmpegAlone(master: Master, ffmpeg: string, work: string): Promise<Timing> {
  const outputDir = await freshDirectory(work, 'alone');
  const args = master.ffmpegArgs.map((arg) => arg.split(OUTPUT).join(outputDir));
  const folders = new Set(args.filter((arg) => arg.startsWith(outputDir)).map((arg) => path.dirname(arg)));
  for (const folder of folders) await mkdir(folder, { recursive: true });
  return timed(() => runTool(ffmpeg, args));
}

async function timed(work: () => Promise<unknown>): Promise<Timing> {
  const cpu = cpuSeconds();
  const started = performance.now();
  await work();
  return { wallSeconds: (performance.now() - started) / 1000, cpuSeconds: cpuSince(cpu) };
}

async function freshDirectory(work: string, name: string): Promise<string> {
  const directory = path.join(work, name);
  await rm(directory, { recursive: true, force: true });
  await mkdir(directory, { recursive: true });
  return directory;
}

function runTool(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-2000);
    });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed: ${stderr}`))));
  });
}

function report(masters: Master[], rounds: number, ffmpegVersion: string, media: Timing[], alone: Timing[]) {
  const audioSeconds = masters.reduce((sum, master) => sum + master.seconds, 0) * rounds;
  const sum = (timings: Timing[], key: keyof Timing) => timings.reduce((total, timing) => total + timing[key], 0);
  const speed = (timings: Timing[]) => ({
    wallSeconds: round(sum(timings, 'wallSeconds'), 2),
    cpuSeconds: round(sum(timings, 'cpuSeconds'), 2),
    timesRealTime: round(audioSeconds / sum(timings, 'wallSeconds'), 1),
    timesRealTimePerCore: round(audioSeconds / sum(timings, 'cpuSeconds'), 1),
  });
  const ours = speed(media);
  const baseline = speed(alone);
  const ratio = {
    wall: round(ours.wallSeconds / baseline.wallSeconds, 3),
    cpu: round(ours.cpuSeconds / baseline.cpuSeconds, 3),
  };
  writeResults('media-rendering', {
    what: 'HLS AAC 64k + 160k (fMP4, 4 s segments) + MP3 128k + 320k CBR from one FLAC master per run',
    ffmpeg: ffmpegVersion,
    masters: masters.map((master) => ({ file: path.basename(master.file), seconds: round(master.seconds, 2) })),
    rounds,
    audioSeconds: round(audioSeconds, 1),
    media: ours,
    ffmpegAlone: baseline,
    mediaOverFfmpeg: ratio,
    note: 'media = renderMaster (ffprobe + the same ffmpeg run + primary manifest); the ffmpeg arguments are recorded from media, not rebuilt',
  });
  const rows = [
    ['', 'wall s', 'CPU s', '× real time', '× real time / core'],
    ['media renderMaster', ours.wallSeconds, ours.cpuSeconds, ours.timesRealTime, ours.timesRealTimePerCore],
    ['ffmpeg alone', baseline.wallSeconds, baseline.cpuSeconds, baseline.timesRealTime, baseline.timesRealTimePerCore],
  ];
  process.stdout.write(
    `${rows.map((row) => row.map((cell) => String(cell).padStart(20)).join('')).join('\n')}\n` +
      `media / ffmpeg alone: ${ratio.wall} (wall), ${ratio.cpu} (CPU) over ${round(audioSeconds, 0)} s of audio\n`,
  );
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

void main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
