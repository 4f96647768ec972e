/* eslint-disable no-restricted-imports -- the infra smoke test talks to the real systems directly, not through libs/platform */
// Smoke test for the systems that deploy/local/infra.sh runs: one real round trip through each,
// with the same clients the services use. Run it through deploy/local/smoke.sh, which sets the URLs.
//   KAFKA_BROKERS (127.0.0.1:9092)  OPENSEARCH_URL (http://127.0.0.1:9200)  MONGODB_URL (mongodb://127.0.0.1:27017)
// Prints one line per check and closes with "N passed, N failed"; exits non-zero on any failure.
import kafkajs from 'kafkajs';
import { MongoClient } from 'mongodb';

const KAFKA_BROKERS = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');
const OPENSEARCH_URL = (process.env.OPENSEARCH_URL ?? 'http://127.0.0.1:9200').replace(/\/$/, '');
const MONGODB_URL = process.env.MONGODB_URL ?? 'mongodb://127.0.0.1:27017';
const only = (process.env.SMOKE_ONLY ?? 'kafka,opensearch,ferretdb').split(',');
const run = `${Date.now()}-${process.pid}`;

let passed = 0;
let failed = 0;

function withTimeout(promise, ms, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function check(name, fn) {
  const t0 = Date.now();
  try {
    const detail = await withTimeout(fn(), 60_000, name);
    passed++;
    console.log(`✓ ${name} (${Date.now() - t0} ms)${detail ? ` — ${detail}` : ''}`);
  } catch (err) {
    failed++;
    console.log(`✗ ${name} (${Date.now() - t0} ms) — ${err?.stack ?? err}`);
  }
}

function assert(condition, message) {
  if (!condition) throw new Error(message);
}

// ---------------------------------------------------------------- Kafka
async function kafkaSmoke() {
  const { Kafka, logLevel } = kafkajs;
  const kafka = new Kafka({ clientId: 'downbeat-smoke', brokers: KAFKA_BROKERS, logLevel: logLevel.NOTHING });
  const topic = `downbeat-smoke-${run}`;
  const admin = kafka.admin();
  const producer = kafka.producer({ allowAutoTopicCreation: true });
  const consumer = kafka.consumer({ groupId: `downbeat-smoke-${run}` });
  try {
    await check('kafka: admin connects and creates a topic (3 partitions)', async () => {
      await admin.connect();
      await admin.createTopics({ topics: [{ topic, numPartitions: 3, replicationFactor: 1 }], waitForLeaders: true });
      const meta = await admin.fetchTopicMetadata({ topics: [topic] });
      assert(meta.topics[0].partitions.length === 3, `expected 3 partitions, got ${meta.topics[0].partitions.length}`);
      return topic;
    });
    await check('kafka: produce 3 messages and consume them back in a consumer group', async () => {
      await producer.connect();
      const sent = ['one', 'two', 'three'];
      await producer.send({ topic, messages: sent.map((value, i) => ({ key: `k${i}`, value })) });
      await consumer.connect();
      await consumer.subscribe({ topic, fromBeginning: true });
      const received = [];
      await new Promise((resolve, reject) => {
        consumer
          .run({
            eachMessage: async ({ message }) => {
              received.push(message.value.toString());
              if (received.length === sent.length) resolve();
            },
          })
          .catch(reject);
      });
      assert(received.sort().join() === [...sent].sort().join(), `received ${received.join()}`);
      return `received ${received.length}`;
    });
    await check('kafka: auto-creates a topic on first produce', async () => {
      const auto = `${topic}-auto`;
      // The first send may race the topic's creation; kafkajs retries it.
      await producer.send({ topic: auto, messages: [{ value: 'x' }] });
      const meta = await admin.fetchTopicMetadata({ topics: [auto] });
      await admin.deleteTopics({ topics: [auto] });
      return `${meta.topics[0].partitions.length} partitions`;
    });
  } finally {
    await consumer.disconnect().catch(() => {});
    await producer.disconnect().catch(() => {});
    await admin.deleteGroups([`downbeat-smoke-${run}`]).catch(() => {});
    await admin.deleteTopics({ topics: [topic] }).catch(() => {});
    await admin.disconnect().catch(() => {});
  }
}

// ---------------------------------------------------------------- OpenSearch
async function os(method, path, body) {
  const res = await fetch(`${OPENSEARCH_URL}${path}`, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(`${method} ${path} -> ${res.status} ${JSON.stringify(json)}`);
  return json;
}

async function opensearchSmoke() {
  const index = `downbeat-smoke-${run}`;
  try {
    await check('opensearch: cluster health is green or yellow', async () => {
      const h = await os('GET', '/_cluster/health?wait_for_status=yellow&timeout=10s');
      const root = await os('GET', '/');
      return `${h.status}, OpenSearch ${root.version.number}`;
    });
    await check('opensearch: index with a folding analyzer and search_as_you_type, then search', async () => {
      await os('PUT', `/${index}`, {
        settings: {
          number_of_shards: 1,
          number_of_replicas: 0,
          analysis: {
            analyzer: { folded: { tokenizer: 'standard', filter: ['lowercase', 'asciifolding'] } },
          },
        },
        mappings: {
          properties: {
            title: { type: 'text', analyzer: 'folded' },
            artist: { type: 'search_as_you_type' },
            plays: { type: 'integer' },
          },
        },
      });
      await os('PUT', `/${index}/_doc/1?refresh=wait_for`, { title: 'Déjà Vu', artist: 'Beyoncé Knowles', plays: 1 });
      const byTitle = await os('POST', `/${index}/_search`, { query: { match: { title: 'deja vu' } } });
      assert(byTitle.hits.total.value === 1, `match on folded title found ${byTitle.hits.total.value}`);
      const prefix = await os('POST', `/${index}/_search`, {
        query: { multi_match: { query: 'beyon', type: 'bool_prefix', fields: ['artist', 'artist._2gram'] } },
      });
      assert(prefix.hits.total.value === 1, `search_as_you_type found ${prefix.hits.total.value}`);
      return 'found by folded match and by prefix';
    });
    await check('opensearch: _update_by_query with a painless script, _delete_by_query', async () => {
      const upd = await os('POST', `/${index}/_update_by_query?refresh=true`, {
        script: { source: 'ctx._source.plays += params.n', lang: 'painless', params: { n: 41 } },
        query: { match_all: {} },
      });
      assert(upd.updated === 1, `updated ${upd.updated}`);
      const doc = await os('GET', `/${index}/_doc/1`);
      assert(doc._source.plays === 42, `plays is ${doc._source.plays}`);
      const del = await os('POST', `/${index}/_delete_by_query?refresh=true`, { query: { match_all: {} } });
      assert(del.deleted === 1, `deleted ${del.deleted}`);
      return 'plays 1 -> 42, then deleted';
    });
  } finally {
    await fetch(`${OPENSEARCH_URL}/${index}`, { method: 'DELETE' }).catch(() => {});
  }
}

// ---------------------------------------------------------------- FerretDB
async function ferretdbSmoke() {
  const client = new MongoClient(MONGODB_URL, { serverSelectionTimeoutMS: 10_000 });
  const db = client.db('downbeat_smoke');
  const coll = db.collection(`smoke_${run.replace(/-/g, '_')}`);
  try {
    await check('ferretdb: ping and server version', async () => {
      await client.connect();
      const info = await db.admin().command({ buildInfo: 1 });
      return `reports MongoDB ${info.version}${info.ferretdb ? `, FerretDB ${info.ferretdb.version}` : ''}`;
    });
    await check('ferretdb: insert, index, find, update, delete', async () => {
      await coll.createIndex({ isrc: 1 }, { unique: true });
      await coll.insertMany([
        { isrc: 'USRC17607839', title: 'Déjà Vu', plays: 1, tags: ['rnb'] },
        { isrc: 'GBAYE0601498', title: 'Crazy in Love', plays: 5, tags: ['pop'] },
      ]);
      const found = await coll.findOne({ isrc: 'USRC17607839' });
      assert(found?.title === 'Déjà Vu', `findOne returned ${JSON.stringify(found)}`);
      await coll.updateOne({ isrc: 'USRC17607839' }, { $inc: { plays: 41 }, $push: { tags: 'hit' } });
      const updated = await coll.findOne({ isrc: 'USRC17607839' });
      assert(updated.plays === 42 && updated.tags.includes('hit'), `after update: ${JSON.stringify(updated)}`);
      const dup = await coll.insertOne({ isrc: 'USRC17607839' }).then(
        () => 'accepted',
        (err) => (err.code === 11000 ? 'rejected' : `error ${err.code}`),
      );
      assert(dup === 'rejected', `duplicate on unique index was ${dup}`);
      const sorted = await coll.find({}, { sort: { plays: -1 } }).toArray();
      assert(sorted.length === 2 && sorted[0].plays === 42, 'sort by plays');
      const del = await coll.deleteMany({});
      assert(del.deletedCount === 2, `deleted ${del.deletedCount}`);
      return 'unique index enforced';
    });
  } finally {
    await coll.drop().catch(() => {});
    await client.close().catch(() => {});
  }
}

const t0 = Date.now();
if (only.includes('kafka')) await kafkaSmoke();
if (only.includes('opensearch')) await opensearchSmoke();
if (only.includes('ferretdb')) await ferretdbSmoke();
console.log(`smoke checks took ${Date.now() - t0} ms`);
console.log(`smoke: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
