/**
 * The librosa peer (bench/peers/similarity_peer.py) in bench:beats' peer virtualenv
 * (`bash bench/peers/setup.sh`): MFCC and chroma statistics, on the same masters and excerpts.
 */
import { execFile } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from '@downbeat/testing';
import type { BenchPiece } from './catalog';
import type { SectionAnswer, TrackAnswer } from './scoring';
import type { Excerpt } from './through-api';

const run = promisify(execFile);

export function peerPython(): string | null {
  const python = path.join(
    process.env.BEAT_PEERS_VENV ?? path.join(homedir(), '.cache', 'downbeat', 'beat-peers'),
    'bin',
    'python',
  );
  return process.env.SIMILARITY_PEER === 'none' || !existsSync(python) ? null : python;
}

export async function librosaPeer(
  python: string,
  directory: string,
  pieces: BenchPiece[],
  excerpts: Excerpt[],
): Promise<{ tracks: TrackAnswer[]; sections: SectionAnswer[]; cpuSeconds: number }> {
  const request = path.join(directory, 'peer-request.json');
  writeFileSync(
    request,
    JSON.stringify({
      tracks: pieces.map((piece) => ({ name: piece.name, file: piece.file })),
      excerpts: excerpts.map((excerpt) => ({ key: excerpt.file, file: excerpt.file })),
      window: 10,
    }),
  );
  const { stdout } = await run(
    'nice',
    [
      '-n',
      '10',
      python,
      path.join(REPO_ROOT, 'bench', 'peers', 'similarity_peer.py'),
      request,
      path.join(directory, 'peer-cache'),
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  const answer = JSON.parse(stdout) as {
    tracks: Record<string, string[]>;
    excerpts: Record<string, Array<{ piece: string; start: number }>>;
    cpuSeconds: number;
  };
  return {
    tracks: Object.entries(answer.tracks).map(([source, ranked]) => ({ source, ranked })),
    sections: excerpts.map((excerpt) => ({
      source: excerpt.source,
      offset: excerpt.offset,
      ranked: answer.excerpts[excerpt.file] ?? [],
    })),
    cpuSeconds: answer.cpuSeconds,
  };
}
