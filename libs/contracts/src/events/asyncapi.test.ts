import { existsSync, readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { eventTypes, eventTypesOf, messageKey, sourceOf, topics, type EventType, type Topic } from './registry';
import { validateEvent } from './validate';

// libs/contracts/asyncapi.json is written for data teams; the registry is what the code uses.
// These tests keep the two saying the same thing.
const packageRoot = path.resolve(__dirname, '../..');
const doc = JSON.parse(readFileSync(path.join(packageRoot, 'asyncapi.json'), 'utf8'));
const schemaDir = path.join(__dirname, 'schemas');

interface Channel {
  address: string;
  messages: Record<string, { $ref: string }>;
  bindings: { kafka: { partitions: number; topicConfiguration: Record<string, unknown> } };
}
interface Message {
  name: string;
  headers: { allOf: [unknown, { properties: { ce_type: { const: string }; ce_source: { const: string } } }] };
  payload: { schemaFormat: string; schema: { $ref: string } };
  bindings: { kafka: { key: { description: string } } };
  examples: { headers: Record<string, string>; payload: Record<string, unknown> }[];
}

const channels = Object.values(doc.channels as Record<string, Channel>);
const messages = doc.components.messages as Record<string, Message>;

function resolve(ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`not a local reference: ${ref}`);
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc);
}

function channelOf(topic: Topic): Channel {
  const channel = channels.find((c) => c.address === topic);
  if (!channel) throw new Error(`no channel for ${topic}`);
  return channel;
}

function messagesOf(channel: Channel): Message[] {
  return Object.values(channel.messages).map((m) => resolve(m.$ref) as Message);
}

// Every [key, value] pair of a JSON tree, depth first.
function* entriesIn(node: unknown): Generator<[string, unknown]> {
  if (Array.isArray(node)) for (const item of node) yield* entriesIn(item);
  else if (node && typeof node === 'object') {
    for (const entry of Object.entries(node)) {
      yield entry;
      yield* entriesIn(entry[1]);
    }
  }
}

function refsIn(node: unknown): string[] {
  return [...entriesIn(node)]
    .filter(([key, value]) => key === '$ref' && typeof value === 'string')
    .map(([, ref]) => ref as string);
}

const allTopics = Object.keys(topics) as Topic[];

describe('asyncapi.json', () => {
  it('is an AsyncAPI 3.0 document', () => {
    expect(doc.asyncapi).toBe('3.0.0');
  });

  it('describes exactly the topics of the registry', () => {
    expect(channels.map((c) => c.address).sort()).toEqual([...allTopics].sort());
  });

  it.each(allTopics)('%s: carries exactly the registered event types', (topic) => {
    expect(
      messagesOf(channelOf(topic))
        .map((m) => m.name)
        .sort(),
    ).toEqual(eventTypesOf(topic).sort());
  });

  it.each(allTopics)('%s: states the registered cleanup policy, retention and partitions', (topic) => {
    const { kafka } = channelOf(topic).bindings;
    const contract: { cleanupPolicy: string; retentionMs?: number; partitions: number } = topics[topic];
    expect(kafka.topicConfiguration['cleanup.policy']).toEqual([contract.cleanupPolicy]);
    expect(kafka.topicConfiguration['retention.ms']).toBe(contract.retentionMs);
    expect(kafka.partitions).toBe(contract.partitions);
  });

  it.each(Object.keys(eventTypes) as EventType[])('%s: headers, key and payload schema match the registry', (type) => {
    const message = Object.values(messages).find((m) => m.name === type);
    const contract = eventTypes[type];
    expect(message?.headers.allOf[1].properties.ce_type.const).toBe(type);
    expect(message?.headers.allOf[1].properties.ce_source.const).toBe(sourceOf(contract.topic));
    expect(message?.bindings.kafka.key.description).toContain(contract.keyField);
    const schemaFile = path.resolve(packageRoot, message?.payload.schema.$ref ?? '');
    expect(JSON.parse(readFileSync(schemaFile, 'utf8')).$id).toBe(contract.schema.$id);
  });

  it.each(Object.values(messages).map((m) => [m.name, m] as const))(
    '%s: the documented example is a valid event with consistent headers',
    (type, message) => {
      expect(message.examples.length).toBeGreaterThan(0);
      for (const { headers, payload } of message.examples) {
        expect(validateEvent(type, payload)).toEqual({ valid: true });
        expect(headers.ce_type).toBe(type);
        expect(headers.ce_subject).toBe(messageKey(type as EventType, payload));
      }
    },
  );

  it('has no dangling local references', () => {
    const dangling = refsIn(doc).filter((ref) => ref.startsWith('#/') && resolve(ref) === undefined);
    expect(dangling).toEqual([]);
  });

  it('references payload schema files that exist', () => {
    const missing = refsIn(doc).filter((ref) => !ref.startsWith('#') && !existsSync(path.resolve(packageRoot, ref)));
    expect(missing).toEqual([]);
  });
});

describe('event schema files', () => {
  const files = readdirSync(schemaDir).filter((f) => f.endsWith('.schema.json'));
  const schemas = files.map((file) => [file, JSON.parse(readFileSync(path.join(schemaDir, file), 'utf8'))] as const);

  it('every file but the shared definitions belongs to a registered event type, named after it', () => {
    const expected = Object.keys(eventTypes).map((type) => `${type.replace(/^downbeat\./, '')}.schema.json`);
    expect(files.filter((f) => f !== 'defs.v1.schema.json').sort()).toEqual(expected.sort());
  });

  it.each(schemas)('%s: declares draft 2020-12 and an $id ending in its file name', (file, schema) => {
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(schema.$id).toMatch(new RegExp(`/${file.replace(/\./g, '\\.')}$`));
  });

  // AsyncAPI 3.0 tools read payload schemas as draft-07 (asyncapi.json says so), so the schemas use
  // only keywords that mean the same in both drafts; $defs is fine because references into it are
  // plain JSON pointers.
  const NEWER_THAN_DRAFT_07 = [
    'prefixItems',
    'unevaluatedProperties',
    'unevaluatedItems',
    'dependentRequired',
    'dependentSchemas',
    'minContains',
    'maxContains',
    '$anchor',
    '$dynamicRef',
    '$dynamicAnchor',
    '$recursiveRef',
    '$recursiveAnchor',
    '$vocabulary',
  ];
  it.each(schemas)('%s: uses only keywords that draft-07 readers understand the same way', (_file, schema) => {
    expect([...entriesIn(schema)].map(([key]) => key).filter((key) => NEWER_THAN_DRAFT_07.includes(key))).toEqual([]);
  });
});
