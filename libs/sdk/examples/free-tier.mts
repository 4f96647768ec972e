// Choose the free tier from code, as the developer portal does, and watch a track turn premium:
//   node libs/sdk/examples/free-tier.mts
// Puts the demo partner's free tier back to the default at the end.
import { createDownbeat, items, ok } from '@downbeat/sdk';

const downbeat = createDownbeat({
  baseUrl: process.env.DOWNBEAT_URL ?? 'http://127.0.0.1:8080',
  credentials: {
    accessKeyId: process.env.DOWNBEAT_ACCESS_KEY_ID ?? 'demo-partner',
    accessKeySecret: process.env.DOWNBEAT_ACCESS_KEY_SECRET ?? 'downbeat-demo-secret',
  },
});

const all = [];
for await (const collection of items(
  downbeat.pages('/v0/collections', { excludeField: 'tracks', limit: 20 }),
  'collections',
))
  all.push(collection);
const before = await ok(downbeat.api.GET('/v0/partner/free-tier'));
console.log(`free tier now (${before.chosen ? 'chosen' : 'default'}): ${before.collectionIds.join(', ')}`);

// A free track of today's free tier, and a new free tier made of the last collection only.
const current = before.collectionIds[0]!;
const { tracks } = await ok(
  downbeat.api.GET('/v0/collections/{collectionId}', {
    params: { path: { collectionId: current }, query: { limit: 100 } },
  }),
);
const last = all.at(-1)!;
const { tracks: kept } = await ok(
  downbeat.api.GET('/v0/collections/{collectionId}', {
    params: { path: { collectionId: last.id }, query: { limit: 100 } },
  }),
);
const leaving = tracks.find((track) => !kept.some((other) => other.id === track.id));

await ok(downbeat.api.PUT('/v0/partner/free-tier', { body: { collectionIds: [last.id] } }));
const [first] = (
  await ok(downbeat.api.GET('/v0/collections', { params: { query: { excludeField: 'tracks', limit: 1 } } }))
).collections;
console.log(`listed first now: ${first?.name}`);
if (leaving) {
  const [track] = await ok(downbeat.api.GET('/v0/tracks/metadata', { params: { query: { trackId: [leaving.id] } } }));
  console.log(`"${track?.title}" is premium now: ${track?.isPreviewOnly}`);
}

await ok(downbeat.api.PUT('/v0/partner/free-tier', { body: { collectionIds: [] } }));
console.log('free tier back to the default');
