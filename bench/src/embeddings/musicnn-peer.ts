/**
 * musicnn itself — librosa and TensorFlow, in the virtualenv that
 * services/similarity/scripts/convert-musicnn/convert.sh makes — as the peer of bench:embeddings:
 * one Python process per model over all files, so its start-up and model load are paid once and
 * each file's CPU time is its own front end and inference.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '@downbeat/testing';

const SCRIPT = path.join(REPO_ROOT, 'bench', 'peers', 'musicnn_peer.py');

export interface MusicnnPeerResult {
  file: string;
  cpuSeconds: number;
  /** Per patch (187 frames end to end), 50 probabilities. */
  tags: number[][];
  /** Per patch, the 200-d penultimate layer. */
  embedding: number[][];
}

/** The conversion virtualenv's Python, or null (the peer is then reported unavailable). */
export function musicnnPython(): string | null {
  const venv = process.env.MUSICNN_VENV ?? path.join(homedir(), '.cache', 'downbeat', 'musicnn-convert');
  const python = path.join(venv, 'bin', 'python');
  return existsSync(python) ? python : null;
}

export function runMusicnnPeer(
  python: string,
  model: string,
  files: string[],
  onFile: (done: number) => void,
): Promise<Map<string, MusicnnPeerResult>> {
  return new Promise((resolve, reject) => {
    const child = spawn('nice', ['-n', '5', python, SCRIPT, model, ...files], { stdio: ['ignore', 'pipe', 'pipe'] });
    // The peer must not outlive the benchmark when it stops early.
    const stop = () => child.kill();
    process.once('exit', stop);
    const results = new Map<string, MusicnnPeerResult>();
    let [pending, errors] = ['', ''];
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (errors = (errors + chunk).slice(-4000)));
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines.filter((entry) => entry.startsWith('{'))) {
        const result = JSON.parse(line) as MusicnnPeerResult;
        results.set(result.file, result);
        onFile(results.size);
      }
    });
    child.on('error', reject);
    child.on('close', (code) => {
      process.off('exit', stop);
      if (code === 0) resolve(results);
      else reject(new Error(`musicnn peer exited with ${code}: ${errors}`));
    });
  });
}
