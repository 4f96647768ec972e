/**
 * scripts/ensure-ffmpeg.sh is the step of ./scripts/start and ./scripts/test that brings ffmpeg
 * before anything is built. These tests source it the way those scripts do, on a PATH built
 * without ffmpeg (a fresh machine), and check that media can work with what it provides.
 */
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { analyseTrack } from '@downbeat/audio';
import { locateFfmpeg, PROJECT_FFMPEG_DIR } from '@downbeat/platform/ffmpeg';
import { renderMaster } from '../src/rendering/render-master';
import { generateMaster, mp3FrameBitrates, probeBytes } from '../src/testing/media-playback';

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../../..');
const SCRIPT = path.join(ROOT, 'scripts/ensure-ffmpeg.sh');
/**
 * The first run may download 52 MB from the npm registry, which npm itself retries for minutes on a
 * slow or busy network (seen once in CI beside other installs); later runs take well under a second.
 */
const FETCH_TIMEOUT_MS = 600_000;

let work: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'ensure-ffmpeg-'));
});
afterAll(() => rm(work, { recursive: true, force: true }));

/** A PATH holding every program of this one except `hidden`: this machine without them. */
async function pathWithout(hidden: string[]): Promise<string> {
  const bin = await mkdtemp(path.join(work, 'bin-'));
  const linked = new Set<string>();
  for (const directory of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const names = await readdir(directory).catch(() => [] as string[]);
    for (const name of names) {
      if (hidden.includes(name) || linked.has(name)) continue;
      linked.add(name);
      await symlink(path.join(directory, name), path.join(bin, name));
    }
  }
  return bin;
}

interface Outcome {
  status: number;
  stderr: string;
  ffmpeg: string;
  ffprobe: string;
}

/** Sources the script under the callers' shell options and reports what it exported. */
async function ensureFfmpeg(script: string, env: Record<string, string | undefined>): Promise<Outcome> {
  const { FFMPEG_PATH: _ffmpeg, FFPROBE_PATH: _ffprobe, DOWNBEAT_FFMPEG: _switch, ...inherited } = process.env;
  const command = 'source "$0"; printf "%s\\n%s\\n" "$FFMPEG_PATH" "$FFPROBE_PATH"';
  try {
    const { stdout, stderr } = await run('bash', ['-euo', 'pipefail', '-c', command, script], {
      env: { ...inherited, ...env },
    });
    const [ffmpeg = '', ffprobe = ''] = stdout.trim().split('\n');
    return { status: 0, stderr, ffmpeg, ffprobe };
  } catch (error) {
    const failed = error as { code?: number; stderr?: string };
    return { status: failed.code ?? -1, stderr: failed.stderr ?? '', ffmpeg: '', ffprobe: '' };
  }
}

const FETCHED = { ffmpeg: path.join(PROJECT_FFMPEG_DIR, 'ffmpeg'), ffprobe: path.join(PROJECT_FFMPEG_DIR, 'ffprobe') };

describe('scripts/ensure-ffmpeg.sh on a machine without ffmpeg', () => {
  it(
    'fetches the npm registry build into .tools/ffmpeg (or reuses it), which the services then find with no setting',
    async () => {
      // No apt-get or sudo either: a machine where nothing can be installed system-wide.
      const PATH = await pathWithout(['ffmpeg', 'ffprobe', 'apt-get', 'sudo']);
      await expect(run('bash', ['-c', 'command -v ffmpeg'], { env: { PATH } })).rejects.toBeDefined();

      const outcome = await ensureFfmpeg(SCRIPT, { PATH });

      expect(outcome).toMatchObject({ status: 0, ...FETCHED });
      expect(outcome.stderr).toMatch(/» using ffmpeg .*\.tools\/ffmpeg\/bin\/ffmpeg\)/);
      await expect(locateFfmpeg({ PATH })).resolves.toMatchObject(FETCHED);
    },
    FETCH_TIMEOUT_MS,
  );

  it('without npm either, stops with one sentence saying exactly what to install', async () => {
    // A copy of the script in an empty checkout, so nothing fetched earlier is there to reuse.
    const checkout = await mkdtemp(path.join(work, 'checkout-'));
    await mkdir(path.join(checkout, 'scripts'));
    await copyFile(SCRIPT, path.join(checkout, 'scripts/ensure-ffmpeg.sh'));
    const PATH = await pathWithout(['ffmpeg', 'ffprobe', 'apt-get', 'sudo', 'npm']);

    const outcome = await ensureFfmpeg(path.join(checkout, 'scripts/ensure-ffmpeg.sh'), { PATH });

    expect(outcome.status).toBe(1);
    expect(outcome.stderr.trim().split('\n').at(-1)).toBe(
      '✗ ffmpeg and ffprobe are needed and could not be installed here: install the Debian package ffmpeg ' +
        '(sudo apt-get install ffmpeg), or set FFMPEG_PATH and FFPROBE_PATH to working binaries, then run this again.',
    );
    await expect(readdir(path.join(checkout, '.tools/ffmpeg'))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});

describe('scripts/ensure-ffmpeg.sh with DOWNBEAT_FFMPEG=package', () => {
  let tools: { ffmpeg: string; ffprobe: string };

  beforeAll(async () => {
    const outcome = await ensureFfmpeg(SCRIPT, { DOWNBEAT_FFMPEG: 'package' });
    expect(outcome).toMatchObject({ status: 0, ...FETCHED });
    tools = { ffmpeg: outcome.ffmpeg, ffprobe: outcome.ffprobe };
  }, FETCH_TIMEOUT_MS);

  it('records which registry packages it unpacked', async () => {
    const packages = await readFile(path.join(PROJECT_FFMPEG_DIR, '../packages'), 'utf8');
    expect(packages.trim()).toBe('@ffmpeg-installer/linux-x64@4.1.0 @ffprobe-installer/linux-x64@5.2.0');
  });

  it.each(['flac', 'wav', 'mp3'])(
    'renders a %s master the way media does: MP3 at constant 128 and 320 kbps, HLS in AAC, loudness measured',
    async (format) => {
      const directory = await mkdtemp(path.join(work, `${format}-`));
      const wav = path.join(directory, 'master.wav');
      await generateMaster(tools.ffmpeg, wav, 6);
      const master = path.join(directory, `master.${format}`);
      if (format !== 'wav') await run(tools.ffmpeg, ['-v', 'error', '-i', wav, master]);

      const rendered = await renderMaster({
        tools,
        masterPath: master,
        outputDir: path.join(directory, 'out'),
        hls: true,
      });

      expect(rendered.lengthSeconds).toBeCloseTo(6, 0);
      for (const [file, kbps] of [
        ['mp3/128.mp3', 128],
        ['mp3/320.mp3', 320],
      ] as const) {
        const bytes = await readFile(path.join(directory, 'out', file));
        expect(mp3FrameBitrates(bytes)).toEqual(new Set([kbps]));
        expect(await probeBytes(tools.ffprobe, bytes)).toMatchObject({ codec: 'mp3', sampleRate: 44_100 });
      }
      const variant = path.join(directory, 'out/hls/160k');
      const segments = rendered.files.filter((file) => file.startsWith('hls/160k/seg-'));
      expect(segments.length).toBeGreaterThanOrEqual(2);
      const parts = await Promise.all(
        ['init.mp4', ...segments.map((file) => path.basename(file))].map((name) => readFile(path.join(variant, name))),
      );
      expect(await probeBytes(tools.ffprobe, ...parts)).toMatchObject({
        codec: 'aac',
        sampleRate: 44_100,
        channels: 2,
      });
      const analysis = await analyseTrack(master, { ffmpeg: tools.ffmpeg });
      expect(analysis.loudness?.integratedLufs).toBeLessThan(0);
    },
    30_000,
  );
});
