import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { seededRandom } from '@downbeat/synth';
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
const GENRES: Record<string, string[]> = {
  Electronic: ['House', 'Techno', 'Ambient', 'Drum & Bass'],
  Acoustic: ['Folk', 'Singer-Songwriter', 'Bluegrass'],
  Cinematic: ['Orchestral', 'Trailer', 'Score'],
  'Hip-Hop': ['Boom Bap', 'Trap', 'Lo-Fi'],
  Rock: ['Indie', 'Alternative', 'Punk'],
  Jazz: ['Swing', 'Smooth', 'Bebop'],
  Pop: ['Synth-Pop', 'Dance-Pop'],
  World: ['Latin', 'Afrobeat', 'Reggae'],
};
const MOODS = [
  'Uplifting',
  'Chill',
  'Dark',
  'Dreamy',
  'Energetic',
  'Happy',
  'Melancholic',
  'Epic',
  'Romantic',
  'Playful',
  'Tense',
  'Peaceful',
  'Hopeful',
  'Mysterious',
  'Sexy',
  'Angry',
  'Quirky',
  'Nostalgic',
  'Groovy',
  'Sad',
];
const SFX = {
  Nature: ['Water', 'Birds', 'Weather'],
  Urban: ['Traffic', 'Crowds', 'Transport'],
  Interface: ['Clicks', 'Alerts'],
  Foley: ['Footsteps', 'Doors', 'Cloth'],
  Impacts: ['Hits', 'Whooshes'],
  Animals: ['Dogs', 'Farm'],
};

function* generateCatalog(trackCount: number, seed: number, context: CommandContext): Generator<object> {
  const r = random(seed);
  const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const genreIds: string[] = [];
  for (const [parent, children] of Object.entries(GENRES)) {
    yield {
      type: 'genre',
      id: `genre-${slug(parent)}`,
      name: parent,
      featured: r.next() < 0.5,
    };
    for (const child of children) {
      genreIds.push(`genre-${slug(child)}`);
      yield { type: 'genre', id: `genre-${slug(child)}`, name: child, parentId: `genre-${slug(parent)}` };
    }
  }
  const moodIds = MOODS.map((mood) => `mood-${slug(mood)}`);
  for (const [i, mood] of MOODS.entries()) yield { type: 'mood', id: moodIds[i], name: mood, featured: i < 8 };
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
  const categoryIds: string[] = [];
  for (const [parent, children] of Object.entries(SFX)) {
    const parentId = r.uuid();
    yield {
      type: 'soundEffectCategory',
      id: parentId,
      name: parent,
      featured: true,
    };
    for (const child of children) {
      const id = r.uuid();
      categoryIds.push(id);
      yield {
        type: 'soundEffectCategory',
        id,
        name: child,
        parentId,
      };
    }
  }
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
