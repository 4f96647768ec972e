/**
 * The peers of bench:beats — essentia, librosa and madmom in the Python virtualenv that
 * `bench/peers/setup.sh` makes — and mir_eval, which scores every tracker the same way. Each peer
 * runs as its own Python process over all clips of a set (results cached per file), so its start-up
 * is paid once and its CPU time per clip is its own.
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from '@downbeat/testing';

const run = promisify(execFile);
export const PEER_NAMES = ['essentia', 'librosa', 'madmom'] as const;
export type PeerName = (typeof PEER_NAMES)[number];

const SCRIPT = path.join(REPO_ROOT, 'bench', 'peers', 'beat_peers.py');
const CACHE = path.join(REPO_ROOT, '.data', 'bench', 'beats', 'peer-cache');

export interface PeerResult {
  beats: number[];
  /** Beats with bar positions, for peers that track downbeats (madmom). */
  positioned?: Array<{ time: number; value: number }>;
  bpm: number;
  cpuSeconds: number;
  error?: string;
}

/** The virtualenv's Python, or null (the peers are then reported unavailable). */
export function peersPython(): string | null {
  const python =
    process.env.BEAT_PEERS_PYTHON ?? path.join(homedir(), '.cache', 'downbeat', 'beat-peers', 'bin', 'python');
  return existsSync(python) ? python : null;
}

/** Runs one peer over the files; `onClip` hears each result as it arrives (for progress). */
export function trackWithPeer(
  python: string,
  peer: PeerName,
  files: string[],
  onClip: (file: string) => void,
): Promise<Map<string, PeerResult>> {
  return new Promise((resolve, reject) => {
    const child = spawn('nice', ['-n', '5', python, SCRIPT, 'track', CACHE, peer, ...files], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const results = new Map<string, PeerResult>();
    let pending = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      pending += chunk;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines.filter((entry) => entry.trim())) {
        const result = JSON.parse(line) as PeerResult & { file: string };
        results.set(result.file, result);
        onClip(result.file);
      }
    });
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve(results) : reject(new Error(`${peer} exited with ${code}`))));
  });
}

export interface ScorePair {
  reference: number[];
  estimated: number[];
  referenceDownbeats?: number[] | null;
  estimatedDownbeats?: number[] | null;
}

export interface MirEvalScores {
  f: number;
  cmlt: number;
  amlt: number;
  downbeatF?: number;
}

/** mir_eval's F-measure (±70 ms), CMLt, AMLt and downbeat F for each pair, first 5 s trimmed. */
export async function mirEvalScores(python: string, pairs: ScorePair[]): Promise<MirEvalScores[]> {
  const child = run(python, [SCRIPT, 'score'], { maxBuffer: 64 * 1024 * 1024 });
  child.child.stdin?.end(JSON.stringify(pairs));
  const { stdout } = await child;
  return JSON.parse(stdout) as MirEvalScores[];
}
