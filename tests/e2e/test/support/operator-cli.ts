import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from '@downbeat/testing';

const run = promisify(execFile);

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * A `downbeat` command as an operator runs it (the built CLI, a process of its own), with the
 * services' addresses in `env` (CATALOG_ADDRESS, ACCOUNTS_ADDRESS, VERSIONS_ADDRESS…); a failed
 * command is a result with its exit code, not a throw.
 */
export async function operatorCli(env: Record<string, string>, ...args: string[]): Promise<CliRun> {
  try {
    const { stdout, stderr } = await run('node', [path.join(REPO_ROOT, 'cli/dist/main.js'), ...args], {
      env: { ...process.env, ...env },
      timeout: 240_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}
