// Starts an embedded system of its own, prepares credentials and ids, runs schemathesis against
// it (scripts/fuzz-api.sh brings the venv) and tears everything down. Exit status: schemathesis's,
// or 1 when it generated fewer requests than FUZZ_MIN_REQUESTS.
//
// The system runs the audio demo, small (three 8-second tracks, two sound effects: ready in about
// 20 s): operations on audio (streams, downloads, beats, similar tracks and sections, versions)
// then reach past their 404, and none answers 503 for audio that will never come, as the
// metadata-only demo's tracks would for similarity.
'use strict';
const { spawn } = require('node:child_process');
const { mkdtempSync, rmSync, writeFileSync, mkdirSync, createWriteStream } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '../..');
const st = process.argv[2];
const EXAMPLES = Number(process.env.FUZZ_EXAMPLES ?? 80);
const MIN_REQUESTS = Number(process.env.FUZZ_MIN_REQUESTS ?? 5000);
const DEMO = { accessKeyId: 'fuzz-partner', accessKeySecret: 'fuzz-partner-secret-0123456789' };

async function main() {
  const { freePort, freePortRange } = require(path.join(ROOT, 'libs/testing/dist'));
  const port = await freePort();
  const grpcBase = await freePortRange(7);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'downbeat-fuzz-'));
  const log = path.join(dataDir, 'system.log');
  const base = `http://127.0.0.1:${port}`;
  const accounts = `127.0.0.1:${grpcBase}`;
  const system = spawn(process.execPath, [path.join(ROOT, 'services/all-in-one/dist/main.js')], {
    env: {
      ...process.env,
      DEMO_AUDIO: 'on',
      DEMO_TRACKS: '3',
      DEMO_SOUND_EFFECTS: '2',
      DEMO_TRACK_SECONDS: '8',
      PORT: String(port),
      GRPC_BASE_PORT: String(grpcBase),
      DATA_DIR: dataDir,
      DEMO_ACCESS_KEY_ID: DEMO.accessKeyId,
      DEMO_ACCESS_KEY_SECRET: DEMO.accessKeySecret,
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const out = createWriteStream(log);
  system.stdout.pipe(out);
  system.stderr.pipe(out);
  const teardown = async () => {
    if (system.exitCode === null) {
      system.kill('SIGTERM');
      await new Promise((resolve) => system.once('exit', resolve));
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await until('the embedded system and its demo audio to be ready', async () => {
      const ready = await fetch(`${base}/readyz`);
      return ready.status === 200 && (await ready.json()).demoCatalog?.state === 'ready';
    });
    const credentials = await prepare(base, accounts);
    const status = await fuzz(base, credentials, dataDir);
    return status;
  } catch (error) {
    console.error(`✗ fuzz: ${error.message}; the system's log:`);
    console.error(require('node:fs').readFileSync(log, 'utf8').split('\n').slice(-30).join('\n'));
    return 1;
  } finally {
    await teardown();
  }
}

/** A partner token, an API key and a connected user's token, limits raised; ids of the demo catalog. */
async function prepare(base, accounts) {
  const json = async (pathAndQuery, init = {}) => {
    const response = await fetch(`${base}${pathAndQuery}`, init);
    if (!response.ok) throw new Error(`${pathAndQuery}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const bearer = (token) => ({ authorization: `Bearer ${token}` });
  const { accessToken: partner } = await json('/v0/partner-token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO),
  });
  const partnerId = JSON.parse(Buffer.from(partner.split('.')[1], 'base64url').toString()).partner_id;
  // Before any authenticated request: the gateway caches a partner's settings for 30 s.
  const downbeat = (...args) =>
    run(process.execPath, [path.join(ROOT, 'cli/bin/downbeat.js'), ...args], { ACCOUNTS_ADDRESS: accounts });
  await downbeat('settings', 'rate-limit', partnerId, '100000', '100000');
  await downbeat('users', 'upsert', partnerId, 'fuzz-user', '--connected');
  const apiKey = JSON.parse((await downbeat('api-keys', 'create', partnerId, 'fuzz', '--json')).stdout).key;
  const { accessToken: user } = await json('/v0/token', {
    method: 'POST',
    headers: { ...bearer(partner), 'content-type': 'application/json' },
    body: JSON.stringify({ userId: 'fuzz-user' }),
  });
  let first = {};
  await until('the demo catalog', async () => {
    const get = (p) => json(p, { headers: bearer(partner) });
    first = {
      TRACK_ID: (await get('/v0/tracks?limit=1')).tracks[0]?.id,
      COLLECTION_ID: (await get('/v0/collections?limit=1&excludeField=tracks')).collections[0]?.id,
      MOOD_ID: (await get('/v0/moods?limit=1')).moods[0]?.id,
      GENRE_ID: (await get('/v0/genres?limit=1')).genres[0]?.id,
      CATEGORY_ID: (await get('/v0/sound-effects/categories?limit=1')).categories[0]?.id,
    };
    const effects = (await get('/v0/sound-effects/collections?limit=1')).collections[0];
    first.EFFECT_COLLECTION_ID = effects?.id;
    first.SOUND_EFFECT_ID = effects?.soundEffects[0]?.id;
    return Object.values(first).every(Boolean);
  });
  return { PARTNER_TOKEN: partner, USER_TOKEN: user, API_KEY: apiKey, ...first };
}

/** Runs schemathesis; its output goes to ours. Counts the generated requests from its summary. */
async function fuzz(base, environment, dataDir) {
  const args = [
    '--config-file',
    path.join(__dirname, 'schemathesis.toml'),
    '--no-color',
    'run',
    `${base}/v0/openapi.json`,
    '--checks',
    'all',
    '--max-examples',
    String(EXAMPLES),
    '--phases',
    'examples,coverage,fuzzing,stateful',
    '--workers',
    '1',
    '--request-timeout',
    '10',
    ...(process.env.FUZZ_SEED ? ['--seed', process.env.FUZZ_SEED] : []),
  ];
  // Its working directory is the run's own (schemathesis leaves a `.schemathesis` cache there).
  const result = await run(st, args, environment, { echo: true, allowFailure: true, cwd: dataDir });
  const generated = Number(/(\d+) generated/.exec(result.stdout)?.[1] ?? 0);
  console.error(`fuzz: ${generated} requests generated (at least ${MIN_REQUESTS} required)`);
  if (result.code !== 0) return result.code || 1;
  return generated >= MIN_REQUESTS ? 0 : 1;
}

function run(command, args, env, { echo = false, allowFailure = false, cwd = ROOT } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
      if (echo) process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
      if (echo) process.stderr.write(chunk);
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0 || allowFailure) resolve({ code, stdout, stderr });
      else
        reject(new Error(`${path.basename(command)} ${args.slice(0, 2).join(' ')} exited ${code}: ${stderr.trim()}`));
    });
  });
}

async function until(what, check, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

main().then(
  (status) => {
    const tally = process.env.DOWNBEAT_TEST_TALLY;
    if (tally) {
      mkdirSync(tally, { recursive: true });
      const counts = { cwd: ROOT, passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1, skipped: 0 };
      writeFileSync(path.join(tally, `fuzz-${process.pid}.json`), JSON.stringify(counts));
    }
    process.exit(status);
  },
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
