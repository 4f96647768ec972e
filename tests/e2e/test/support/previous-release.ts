import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '@downbeat/testing';
import { GRPC_SERVICES, type ServiceName } from './distributed-system';

/** Every service the rollout checks run from either release. */
export const DEPLOYABLES: ServiceName[] = [...GRPC_SERVICES, 'gateway'];

/** A release of the services other than this checkout's: its commit and the checkout it was built in. */
export interface PreviousRelease {
  commit: string;
  /** `<short hash> <subject>`, for test names and logs. */
  title: string;
  root: string;
}

const git = (...args: string[]) => execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' }).trim();

/** Whether any of these services' code (or the libraries they build from) differs between two commits. */
const differs = (commit: string, services: ServiceName[]) =>
  spawnSync(
    'git',
    ['diff', '--quiet', commit, 'HEAD', '--', ...services.map((service) => `services/${service}/src`), 'libs'],
    {
      cwd: REPO_ROOT,
    },
  ).status === 1;

/** The landed releases listed in `deploy/releases.txt` that this checkout descends from, newest first. */
export function landedReleases(): string[] {
  const listed = readFileSync(path.join(REPO_ROOT, 'deploy', 'releases.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => line.split(/\s+/, 1)[0] ?? line);
  return listed.filter(
    (commit) => spawnSync('git', ['merge-base', '--is-ancestor', commit, 'HEAD'], { cwd: REPO_ROOT }).status === 0,
  );
}

/**
 * The release an operator would be upgrading from: `ROLLOUT_BASE` when set; else the newest landed
 * release (`deploy/releases.txt` — clean clones carry no tags) whose build of these services differs
 * from this checkout's; else the newest landed release. Only landed releases: an arbitrary commit
 * between them may not even build.
 */
export function previousReleaseCommit(services: ServiceName[]): string {
  const override = process.env.ROLLOUT_BASE;
  if (override) return git('rev-parse', `${override}^{commit}`);
  const releases = landedReleases();
  const chosen = releases.find((commit) => differs(commit, services)) ?? releases[0];
  if (!chosen) throw new Error('deploy/releases.txt lists no release this checkout descends from; set ROLLOUT_BASE');
  return git('rev-parse', `${chosen}^{commit}`);
}

/**
 * Builds every service of `commit` in a checkout of its own under ~/.cache/downbeat (its own
 * node_modules, so it runs the libraries it shipped with), once per commit: a later run reuses it.
 * Progress goes to stderr; a failed step throws with its output.
 */
export function buildPreviousRelease(commit: string): PreviousRelease {
  const title = git('log', '-1', '--format=%h %s', commit).slice(0, 100);
  const root = path.join(process.env.DOWNBEAT_CACHE ?? path.join(homedir(), '.cache', 'downbeat'), 'releases', commit);
  const built = path.join(root, '.downbeat-built');
  if (existsSync(built)) return { commit, title, root };

  const step = (what: string, command: string, args: string[], cwd: string) => {
    const started = Date.now();
    process.stderr.write(`previous release ${commit.slice(0, 8)}: ${what}…\n`);
    const result = spawnSync(command, args, {
      cwd,
      encoding: 'utf8',
      // onnxruntime-node's install would otherwise fetch CUDA files (newer releases also deny
      // its script in package.json's allowScripts, older ones skip it in their .npmrc).
      env: { ...process.env, ONNXRUNTIME_NODE_INSTALL: 'skip', CI: 'true' },
      maxBuffer: 64 * 1024 * 1024,
    });
    if (result.status !== 0) {
      const failure = `${what} failed for ${commit} (exit ${result.status ?? result.signal ?? result.error?.message}):\n${(result.stdout + result.stderr).slice(-4000)}`;
      // Also on stderr as it happens: a test report may show only the pairings' own failures.
      process.stderr.write(`previous release ${commit.slice(0, 8)}: ${failure}\n`);
      throw new Error(failure);
    }
    process.stderr.write(
      `previous release ${commit.slice(0, 8)}: ${what} done in ${Math.round((Date.now() - started) / 1000)} s\n`,
    );
  };

  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  // `git archive` works the same in worktrees and clones; the tree is the release's, byte for byte.
  step('export', 'bash', ['-c', `git -C "${REPO_ROOT}" archive "${commit}" | tar -x -C "${root}"`], REPO_ROOT);
  const install = () =>
    step('npm ci', 'npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline', '--loglevel=error'], root);
  try {
    install();
  } catch {
    // Once more: on a fresh machine the registry is fetched from, and one fetch may fail.
    install();
  }
  const packages = DEPLOYABLES.map(
    (service) =>
      (JSON.parse(readFileSync(path.join(root, 'services', service, 'package.json'), 'utf8')) as { name: string }).name,
  );
  step(
    'build',
    'npx',
    ['turbo', 'run', 'build', '--output-logs=errors-only', ...packages.map((name) => `--filter=${name}...`)],
    root,
  );
  writeFileSync(built, `${title}\n`);
  return { commit, title, root };
}
