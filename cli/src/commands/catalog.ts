import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import {
  GENRE_RECORDS,
  MOOD_RECORDS,
  seededRandom,
  soundEffectCategoryRecords,
  type SoundEffectCategoryRecord,
} from '@downbeat/synth';
import { loadProtos, type catalog } from '@downbeat/contracts';
import { connectClient } from '@downbeat/platform';
import { UsageError, type Command, type CommandContext, type CommandGroup } from '../command';
import { withPicturePath } from './picture-paths';

/** Records per ImportRecords call: big enough for throughput, small enough for its deadline. */
const BATCH = 500;
/** Records with a picture per call: media makes each (a URL may take it 15 s to fetch). */
const PICTURES_PER_BATCH = 20;

const importCommand: Command = {
  name: 'import',
  summary:
    'Imports an NDJSON catalog file (format: services/catalog/README.md; `image` paths relative to it); bad records are named, good ones kept.',
  usage: '<file.ndjson>',
  async run(args, context) {
    const [file] = args;
    if (!file || args.length > 1) throw new UsageError('Name one NDJSON file.');
    const total = await countLines(file);
    const client = connectClient(
      'catalog',
      loadProtos().downbeat.catalog.v1.CatalogAdminService,
      context.addresses.catalog,
    );
    const totals = { created: 0, updated: 0, unchanged: 0, problems: [] as catalog.ImportProblem__Output[] };
    const started = Date.now();
    let done = 0;
    const send = async (records: catalog.ImportRecord[]) => {
      const response = await client.importRecords({ records }, { deadlineMs: 120_000 });
      totals.created += response.created;
      totals.updated += response.updated;
      totals.unchanged += response.unchanged;
      totals.problems.push(...response.problems);
      done += records.length;
      const perSecond = Math.round(done / Math.max(0.001, (Date.now() - started) / 1000));
      context.err(`  ${done}/${total} records (${perSecond} records/s)`);
    };
    const directory = dirname(resolve(file));
    try {
      let batch: catalog.ImportRecord[] = [];
      let pictures = 0;
      let line = 0;
      for await (const text of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
        line += 1;
        if (text.trim() === '') continue;
        const json = withPicturePath(text, directory);
        batch.push({ line, json });
        if (json.includes('"image"')) pictures += 1;
        if (batch.length === BATCH || pictures === PICTURES_PER_BATCH) {
          await send(batch);
          [batch, pictures] = [[], 0];
        }
      }
      if (batch.length > 0) await send(batch);
    } finally {
      client.close();
    }
    context.out(
      `imported ${file}: ${totals.created} created, ${totals.updated} updated, ${totals.unchanged} unchanged, ` +
        `${totals.problems.length} problems in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    if (totals.problems.length > 0) {
      for (const problem of totals.problems) context.err(describeProblem(problem));
      throw new Error(`${new Set(totals.problems.map((p) => p.line)).size} records were not imported`);
    }
  },
};

function describeProblem(problem: catalog.ImportProblem__Output): string {
  const id = problem.recordId ? ` (${problem.recordId})` : '';
  return `  line ${problem.line}${id}: ${problem.field ? `${problem.field}: ` : ''}${problem.message}`;
}

async function countLines(file: string): Promise<number> {
  await stat(file).catch(() => {
    throw new UsageError(`No such file: ${file}`);
  });
  let lines = 0;
  for await (const text of createInterface({ input: createReadStream(file), crlfDelay: Infinity }))
    if (text.trim() !== '') lines += 1;
  return lines;
}

const generateCommand: Command = {
  name: 'generate',
  summary:
    'Writes a deterministic metadata-only catalog (NDJSON) to stdout, for benchmarks; its entities show generated cover art.',
  usage: '[--tracks 100000] [--seed 1] > catalog.ndjson',
  async run(args, context) {
    const options = parseOptions(args, { tracks: 100_000, seed: 1 });
    // Straight to stdout with backpressure: a pipe must get every line before the process exits.
    const lines: string[] = [];
    const flush = async () => {
      if (lines.length > 0 && !process.stdout.write(`${lines.splice(0).join('\n')}\n`))
        await new Promise((resolve) => process.stdout.once('drain', resolve));
    };
    for (const record of generateCatalog(options.tracks, options.seed, context)) {
      lines.push(JSON.stringify(record));
      if (lines.length >= 1_000) await flush();
    }
    await flush();
    await new Promise((resolve) => process.stdout.write('', resolve));
  },
};

function parseOptions(args: string[], defaults: { tracks: number; seed: number }) {
  const options = { ...defaults };
  for (let index = 0; index < args.length; index += 2) {
    const [flag, value] = [args[index], Number(args[index + 1])];
    if ((flag !== '--tracks' && flag !== '--seed') || !Number.isInteger(value) || value < 0)
      throw new UsageError(`Unexpected ${flag ?? ''} ${args[index + 1] ?? ''}`.trim());
    options[flag.slice(2) as 'tracks' | 'seed'] = value;
  }
  return options;
}

/** The synthesiser's seeded generator, so the same seed always writes the same file; plus ids. */
function random(seed: number) {
  const generator = seededRandom(seed);
  const int = generator.integer;
  const uuid = () =>
    'xxxxxxxx-xxxx-4xxx-yxxx-xxxxxxxxxxxx'.replace(/[xy]/g, (c) =>
      (c === 'x' ? int(0, 15) : 8 + int(0, 3)).toString(16),
    );
  return { next: generator.next, int, pick: generator.pick, uuid };
}

/**
 * Title words of the benchmark catalog: its own, kept apart from the words the demo catalogs'
 * titles and artists carry, which the e2e search checks look for (tests/e2e/test/support/search-checks.ts).
 */
const WORDS = [
  'Amber',
  'Echo',
  'Velvet',
  'Northern',
  'Golden',
  'Silent',
  'Electric',
  'Paper',
  'Hidden',
  'Wild',
  'Neon',
  'Ocean',
  'Summer',
  'Midnight',
  'Crystal',
  'Lunar',
  'Broken',
  'Rising',
  'Distant',
  'Urban',
];
const NOUNS = [
  'Lights',
  'River',
  'Horizon',
  'Dreams',
  'Circuit',
  'Garden',
  'Skyline',
  'Motion',
  'Voices',
  'Tide',
  'Fire',
  'Road',
  'Hearts',
  'Signal',
  'Bloom',
  'Shadows',
  'Waves',
  'Forest',
  'Parade',
  'Orbit',
];
/** Leaf categories: the ones a sound effect is filed under. */
const leafCategories = (categories: SoundEffectCategoryRecord[]) =>
  categories.filter((category) => !categories.some((other) => other.parentId === category.id));

export function* generateCatalog(trackCount: number, seed: number, context: CommandContext): Generator<object> {
  const r = random(seed);
  // The demo taxonomy (libs/synth), so a benchmark catalog speaks the demo's vocabulary.
  yield* GENRE_RECORDS;
  const genreIds = GENRE_RECORDS.filter((genre) => genre.parentId !== undefined).map((genre) => genre.id);
  yield* MOOD_RECORDS;
  const moodIds = MOOD_RECORDS.map((mood) => mood.id);
  const artists = Array.from(
    { length: Math.max(20, Math.ceil(trackCount / 40)) },
    () => `${r.pick(WORDS)} ${r.pick(NOUNS)}`,
  );
  const trackIds: string[] = [];
  const started = Date.now();
  for (let i = 0; i < trackCount; i += 1) {
    const id = `track-${seed}-${i.toString().padStart(7, '0')}`;
    trackIds.push(id);
    const day = new Date(Date.UTC(2018, 0, 1) + r.int(0, 3200) * 86_400_000).toISOString().slice(0, 10);
    yield {
      type: 'track',
      id,
      title: `${r.pick(WORDS)} ${r.pick(NOUNS)}`,
      mainArtists: [r.pick(artists)],
      featuredArtists: r.next() < 0.15 ? [r.pick(artists)] : [],
      bpm: r.int(60, 180),
      lengthSeconds: r.int(45, 300),
      moodIds: [...new Set([r.pick(moodIds), r.pick(moodIds)])],
      genreIds: [...new Set([r.pick(genreIds), ...(r.next() < 0.3 ? [r.pick(genreIds)] : [])])],
      hasVocals: r.next() < 0.4,
      isExplicit: r.next() < 0.05,
      added: day,
    };
    if ((i + 1) % 10_000 === 0 || i + 1 === trackCount)
      context.err(
        `  ${i + 1}/${trackCount} tracks (${Math.round((i + 1) / Math.max(0.001, (Date.now() - started) / 1000))} records/s)`,
      );
  }
  for (let c = 0; c < 50; c += 1) {
    const size = Math.min(trackIds.length, r.int(20, 400));
    const members = new Set(Array.from({ length: size }, () => r.pick(trackIds)));
    yield {
      type: 'collection',
      id: `collection-${c + 1}`,
      name: `${r.pick(WORDS)} ${r.pick(NOUNS)} ${c + 1}`,
      trackIds: [...members],
      freeTierByDefault: c < 3,
      freeTierOrder: c,
    };
  }
  const categories = soundEffectCategoryRecords(seed);
  yield* categories;
  const categoryIds = leafCategories(categories).map((category) => category.id);
  for (let i = 0; i < Math.max(20, Math.ceil(trackCount / 10)); i += 1) {
    const added = new Date(Date.UTC(2019, 0, 1) + r.int(0, 2500 * 86_400) * 1000).toISOString();
    yield {
      type: 'soundEffect',
      id: r.uuid(),
      title: `${r.pick(WORDS)} ${r.pick(NOUNS)} ${i}`,
      categoryIds: [r.pick(categoryIds)],
      lengthSeconds: Math.round(r.next() * 60_000) / 1000,
      added,
    };
  }
}

export const catalogCommands: CommandGroup = {
  name: 'catalog',
  summary: 'the music and sound-effect catalog: import and generate',
  commands: [importCommand, generateCommand],
};
