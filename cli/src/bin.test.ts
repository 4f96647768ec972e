import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const CLI = path.resolve(__dirname, '..');

/**
 * `npx downbeat` right after `npm ci` in a fresh clone: npm links package bins at install time,
 * when nothing is built yet. These tests install the CLI package as a fresh clone has it (its
 * package.json and bin/, no dist/) into a workspace of its own and run what npm linked.
 */
describe('the downbeat bin', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'downbeat-bin-'));
    const manifest = JSON.parse(await readFile(path.join(CLI, 'package.json'), 'utf8')) as Record<string, unknown>;
    // Its dependencies are other workspaces of the repository; linking the bin needs none of them.
    const { dependencies: _dependencies, ...alone } = manifest;
    await cp(path.join(CLI, 'bin'), path.join(root, 'cli/bin'), { recursive: true });
    await writeFile(path.join(root, 'cli/package.json'), JSON.stringify(alone));
    await writeFile(
      path.join(root, 'package.json'),
      JSON.stringify({ name: 'fresh-clone', private: true, workspaces: ['cli'] }),
    );
    await run('npm', ['install', '--offline', '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: root });
  }, 60_000);
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('is linked by npm install before anything is built, and then says to build', async () => {
    const failure = run(path.join(root, 'node_modules/.bin/downbeat'), ['--help']);
    await expect(failure).rejects.toMatchObject({
      code: 1,
      stderr: '✗ the downbeat CLI is not built yet: run `npm run build` (or ./scripts/start) first.\n',
    });
  });

  it('hands the command line to the build once there is one', async () => {
    await mkdir(path.join(root, 'cli/dist'));
    await writeFile(path.join(root, 'cli/dist/main.js'), 'process.stdout.write(JSON.stringify(process.argv.slice(2)))');
    const { stdout } = await run(path.join(root, 'node_modules/.bin/downbeat'), ['partners', 'list', '--json']);
    expect(JSON.parse(stdout)).toEqual(['partners', 'list', '--json']);
  });
});
