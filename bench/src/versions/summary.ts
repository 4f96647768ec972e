/** One row per clip × length × method, and the per-set, per-method summary of bench:versions. */
import { type VersionMeasures } from './measure';
import { SEAM_LEVEL_GOAL_LU } from './seams';

export type Method = 'ours' | 'trim+fade' | 'naive bars';

export interface Row extends Partial<VersionMeasures> {
  set: string;
  clip: string;
  method: Method;
  seconds: number;
  loop: boolean;
  sourceBeatF: number | null;
  sourceDownbeatF: number | null;
  /** The source's own downbeat transitions within the seam level goal (seams.ts). */
  sourceLevelWithin2Lu: number;
  kind?: string;
  splices?: number;
  stretch?: number;
  failed?: string;
}

export interface MethodSummary {
  versions: number;
  failed: number;
  durationErrorMsMax: number;
  durationWithin10ms: number;
  splices: number;
  spliceWithin10ms: number | null;
  spliceDistanceMsMax: number | null;
  splicePlayedWithin10ms: number | null;
  splicePlayedDistanceMsMax: number | null;
  beatF: number | null;
  downbeatF: number | null;
  loopBeatF: number | null;
  loopDownbeatF: number | null;
  seamFluxZMean: number | null;
  seamFluxZWithin1: number | null;
  seamLevelLuMean: number | null;
  seamLevelWithin2Lu: number | null;
  keepsEnding: number | null;
  /** The tracker on the unedited sources against their truth: the ceiling for beat F. */
  sourceBeatF: number | null;
  sourceDownbeatF: number | null;
  /** The sources' own downbeats whose level change is within 2 LU: the share a bar line itself reaches. */
  sourceLevelWithin2Lu: number | null;
}

export function summarise(rows: Row[]): Record<string, Partial<Record<Method, MethodSummary>>> {
  const out: Record<string, Partial<Record<Method, MethodSummary>>> = {};
  for (const set of [...new Set(rows.map((row) => row.set))]) {
    out[set] = {};
    for (const method of ['ours', 'trim+fade', 'naive bars'] as Method[]) {
      const all = rows.filter((row) => row.set === set && row.method === method);
      if (all.length) out[set]![method] = summariseMethod(all);
    }
  }
  return out;
}

function summariseMethod(all: Row[]): MethodSummary {
  const done = all.filter((row) => !row.failed);
  const distances = done.flatMap((row) => row.spliceDistancesMs ?? []);
  const played = done.flatMap((row) => row.splicePlayedDistancesMs ?? []);
  const seams = done.flatMap((row) => row.seams ?? []);
  const plain = done.filter((row) => !row.loop);
  const loops = done.filter((row) => row.loop);
  const scored = (rows: Row[], key: 'beatF' | 'downbeatF') =>
    mean(rows.flatMap((row) => (row[key] === null || row[key] === undefined ? [] : [row[key] as number])));
  const ending = plain.flatMap((row) =>
    row.keepsEnding === null || row.keepsEnding === undefined ? [] : [row.keepsEnding],
  );
  const sources = [...new Map(done.map((row) => [row.clip, row])).values()];
  return {
    versions: all.length,
    failed: all.length - done.length,
    durationErrorMsMax: round(Math.max(0, ...done.map((row) => row.durationErrorMs ?? 0))),
    durationWithin10ms: share(done.map((row) => (row.durationErrorMs ?? 0) <= 10)),
    splices: distances.length,
    spliceWithin10ms: distances.length ? share(distances.map((distance) => distance <= 10)) : null,
    spliceDistanceMsMax: distances.length ? round(Math.max(...distances)) : null,
    splicePlayedWithin10ms: played.length ? share(played.map((distance) => distance <= 10)) : null,
    splicePlayedDistanceMsMax: played.length ? round(Math.max(...played)) : null,
    beatF: scored(plain, 'beatF'),
    downbeatF: scored(plain, 'downbeatF'),
    loopBeatF: scored(loops, 'beatF'),
    loopDownbeatF: scored(loops, 'downbeatF'),
    seamFluxZMean: mean(seams.map((seam) => seam.fluxZ)),
    seamFluxZWithin1: seams.length ? share(seams.map((seam) => seam.fluxZ <= 1)) : null,
    seamLevelLuMean: mean(seams.map((seam) => seam.levelChangeLu)),
    seamLevelWithin2Lu: seams.length ? share(seams.map((seam) => seam.levelChangeLu <= SEAM_LEVEL_GOAL_LU)) : null,
    keepsEnding: ending.length ? share(ending) : null,
    sourceBeatF: mean(sources.flatMap((row) => (row.sourceBeatF === null ? [] : [row.sourceBeatF]))),
    sourceDownbeatF: mean(sources.flatMap((row) => (row.sourceDownbeatF === null ? [] : [row.sourceDownbeatF]))),
    sourceLevelWithin2Lu: mean(sources.map((row) => row.sourceLevelWithin2Lu)),
  };
}

const mean = (values: number[]) =>
  values.length ? round(values.reduce((sum, value) => sum + value, 0) / values.length) : null;
const share = (flags: boolean[]) => round(flags.filter(Boolean).length / Math.max(1, flags.length));
const round = (value: number) => Math.round(value * 1000) / 1000;
