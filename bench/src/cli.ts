import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '@downbeat/testing';

/**
 * Runs `downbeat <args>` (the built operator CLI) with the services' addresses; its progress goes
 * to this process's stderr. Resolves with stdout, or writes stdout to `outputFile` when given.
 */
export function downbeat(args: string[], env: Record<string, string>, outputFile?: string): Promise<string> {
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'cli', 'dist', 'main.js'), ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  if (outputFile) child.stdout.pipe(createWriteStream(outputFile));
  else child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`downbeat ${args.join(' ')} exited ${code}`)),
    );
  });
}
