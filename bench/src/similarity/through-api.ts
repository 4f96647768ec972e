/**
 * What the service answers through the public API: each piece's similar tracks, and degraded
 * excerpts of the pieces (cut where no bar starts, −6 dB, noise at 20 dB SNR, MP3 96 kbps — the
 * service's own `degradedExcerpt`) uploaded with `POST /v0/uploads/audio` and looked up with
 * `GET /v0/tracks/similar-sections?audioUploadId&start=0&end=10000`.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { childSeed, seededRandom } from '@downbeat/synth';
import { locateFfmpeg } from '@downbeat/platform/ffmpeg';
import { degradedExcerpt } from '@downbeat/similarity/dist/testing/degraded-excerpt';
import { progress } from '../system';
import type { BenchPiece } from './catalog';
import type { SectionAnswer, TrackAnswer } from './scoring';
import { EXCERPT_SECONDS, referenceStart, type TrackSectionAnswer } from './section-query';
import type { Api } from './system';

/** An excerpt never starts this close to a downbeat (seconds). */
const OFF_BAR = 0.15;

export interface Excerpt {
  source: string;
  /** Seconds into the source. */
  offset: number;
  file: string;
  uploadId?: string;
}

interface Beat {
  time: number;
  value: number;
}

export async function beatGrids(system: Api, token: string, ids: Map<string, string>) {
  const grids = new Map<string, Beat[]>();
  for (const [name, id] of ids) {
    const answer = await system.get<{ beats: Beat[] }>(`/v0/tracks/${id}/beats`, token);
    if (answer.status !== 200) throw new Error(`beats of ${name}: ${answer.status}`);
    grids.set(name, answer.body.beats);
  }
  return grids;
}

/** Median distance between beats, seconds. */
export function beatPeriodOf(beats: Beat[]): number {
  const gaps = beats
    .slice(1)
    .map((beat, index) => beat.time - beats[index]!.time)
    .sort((a, b) => a - b);
  return gaps[Math.floor(gaps.length / 2)] ?? 0.5;
}

/** Beats per bar: the most common count from one downbeat to the next (4 when there are none). */
export function meterOf(beats: Beat[]): number {
  const counts = new Map<number, number>();
  let since = -1;
  for (const beat of beats) {
    if (beat.value === 1) {
      if (since > 0) counts.set(since, (counts.get(since) ?? 0) + 1);
      since = 0;
    }
    if (since >= 0) since += 1;
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 4;
}

/** One excerpt per piece at a seeded offset that is not on a bar; files made once and kept. */
export async function makeExcerpts(
  directory: string,
  pieces: BenchPiece[],
  grids: Map<string, Beat[]>,
  durations: Map<string, number>,
): Promise<Excerpt[]> {
  mkdirSync(directory, { recursive: true });
  const { ffmpeg } = await locateFfmpeg();
  const excerpts: Excerpt[] = [];
  for (const piece of pieces) {
    const random = seededRandom(childSeed(13, piece.name));
    const downbeats = (grids.get(piece.name) ?? []).filter((beat) => beat.value === 1).map((beat) => beat.time);
    const latest = (durations.get(piece.name) ?? 0) - EXCERPT_SECONDS - 0.5;
    if (latest < 0.5) continue;
    let offset = 0;
    do offset = Math.round((0.5 + random.next() * (latest - 0.5)) * 1000) / 1000;
    while (downbeats.some((downbeat) => Math.abs(downbeat - offset) < OFF_BAR));
    const file = path.join(directory, `${piece.name}@${offset}.mp3`);
    if (!existsSync(file))
      await degradedExcerpt(ffmpeg, piece.file, file, {
        start: offset,
        seconds: EXCERPT_SECONDS,
        seed: childSeed(14, piece.name),
      });
    excerpts.push({ source: piece.name, offset, file });
  }
  return excerpts;
}

/**
 * Uploads each excerpt (or reuses the upload a run before made: audio uploads live 7 days) and
 * asks for its similar sections. Answers with pieces by track id, and each request's latency.
 */
export async function askSimilarSections(
  system: Api,
  token: string,
  excerpts: Excerpt[],
  names: Map<string, string>,
  uploadsFile: string,
): Promise<{ answers: SectionAnswer[]; ms: number[]; uploadMs: number[] }> {
  const uploads: Record<string, string> = existsSync(uploadsFile) ? JSON.parse(readFileSync(uploadsFile, 'utf8')) : {};
  const answers: SectionAnswer[] = [];
  const ms: number[] = [];
  const uploadMs: number[] = [];
  for (const [index, excerpt] of excerpts.entries()) {
    const key = path.basename(excerpt.file);
    let answer = uploads[key] ? await sectionsOf(system, token, uploads[key]) : undefined;
    if (!answer || answer.status === 404) {
      const uploaded = await system.upload<{ imageId: string }>(
        '/v0/uploads/audio',
        token,
        await readFile(excerpt.file),
        key,
      );
      if (uploaded.status !== 200)
        throw new Error(`upload of ${key}: ${uploaded.status} ${JSON.stringify(uploaded.body)}`);
      uploadMs.push(uploaded.ms);
      uploads[key] = uploaded.body.imageId;
      writeFileSync(uploadsFile, JSON.stringify(uploads, null, 1));
      // The first question about a new upload waits for its description; the second is the timed one.
      await sectionsOf(system, token, uploads[key]);
      answer = await sectionsOf(system, token, uploads[key]);
    }
    if (answer.status !== 200)
      throw new Error(`similar sections of ${key}: ${answer.status} ${JSON.stringify(answer.body)}`);
    ms.push(answer.ms);
    excerpt.uploadId = uploads[key];
    answers.push({
      source: excerpt.source,
      offset: excerpt.offset,
      ranked: answer.body.trackSections.map((section) => ({
        piece: names.get(section.track.id) ?? null,
        start: section.start / 1000,
      })),
    });
    if ((index + 1) % 20 === 0) progress(`similar sections: ${index + 1}/${excerpts.length} excerpts`);
  }
  return { answers, ms, uploadMs };
}

interface SectionPage {
  trackSections: Array<{ track: { id: string }; start: number; end: number }>;
}

async function sectionsOf(system: Api, token: string, uploadId: string) {
  const route = `/v0/tracks/similar-sections?audioUploadId=${uploadId}&start=0&end=${EXCERPT_SECONDS * 1000}&limit=10`;
  for (let attempt = 0; ; attempt += 1) {
    const answer = await system.get<SectionPage>(route, token);
    if (answer.status !== 503 || attempt > 60) return answer;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}

export async function askSimilarTracks(
  system: Api,
  token: string,
  ids: Map<string, string>,
  names: Map<string, string>,
): Promise<{ answers: TrackAnswer[]; ms: number[] }> {
  const answers: TrackAnswer[] = [];
  const ms: number[] = [];
  for (const [name, id] of ids) {
    const answer = await system.get<{ tracks: Array<{ id: string }> }>(`/v0/tracks/${id}/similar?limit=5`, token);
    if (answer.status !== 200) throw new Error(`similar tracks of ${name}: ${answer.status}`);
    ms.push(answer.ms);
    answers.push({ source: name, ranked: answer.body.tracks.map((track) => names.get(track.id) ?? null) });
  }
  return { answers, ms };
}

/**
 * Ten seconds of each catalog track from the downbeat nearest a fixed fraction of it, asked with
 * `GET /v0/tracks/{id}/similar-sections?start&end` (the track itself is never an answer).
 */
export async function askTrackSections(
  system: Api,
  token: string,
  ids: Map<string, string>,
  names: Map<string, string>,
  grids: Map<string, Beat[]>,
  durations: Map<string, number>,
): Promise<{ answers: TrackSectionAnswer[]; ms: number[] }> {
  const answers: TrackSectionAnswer[] = [];
  const ms: number[] = [];
  for (const [name, id] of ids) {
    const downbeats = (grids.get(name) ?? []).filter((beat) => beat.value === 1).map((beat) => beat.time);
    const start = Math.round(referenceStart(downbeats, durations.get(name) ?? 0) * 1000);
    const route = `/v0/tracks/${id}/similar-sections?start=${start}&end=${start + EXCERPT_SECONDS * 1000}&limit=10`;
    const answer = await system.get<SectionPage>(route, token);
    if (answer.status !== 200)
      throw new Error(`similar sections of track ${name}: ${answer.status} ${JSON.stringify(answer.body)}`);
    ms.push(answer.ms);
    answers.push({
      source: name,
      start: start / 1000,
      ranked: answer.body.trackSections.map((section) => names.get(section.track.id) ?? section.track.id),
    });
  }
  return { answers, ms };
}
