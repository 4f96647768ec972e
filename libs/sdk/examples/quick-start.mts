// The README's quick start, runnable against `./scripts/start`:
//   node libs/sdk/examples/quick-start.mts
// DOWNBEAT_URL, DOWNBEAT_ACCESS_KEY_ID and DOWNBEAT_ACCESS_KEY_SECRET override the demo defaults.
import { createDownbeat, isDownbeatError, items, ok } from '@downbeat/sdk';

const downbeat = createDownbeat({
  baseUrl: process.env.DOWNBEAT_URL ?? 'http://127.0.0.1:8080',
  credentials: {
    accessKeyId: process.env.DOWNBEAT_ACCESS_KEY_ID ?? 'demo-partner',
    accessKeySecret: process.env.DOWNBEAT_ACCESS_KEY_SECRET ?? 'downbeat-demo-secret',
  },
});

// Browse: the first page of collections (the free tier first), then every calm track, page by page.
const { collections } = await ok(
  downbeat.api.GET('/v0/collections', { params: { query: { excludeField: 'tracks' } } }),
);
console.log(`collections: ${collections.map((collection) => collection.name).join(', ')}`);

let tracks = 0;
let premium = 0;
for await (const track of items(downbeat.pages('/v0/tracks', { limit: 20 }), 'tracks')) {
  tracks += 1;
  if (track.isPreviewOnly) premium += 1;
}
console.log(`tracks: ${tracks}, of which premium: ${premium}`);

// Connect one of your users and give them a subscription until the end of next year, without us.
const until = new Date(Date.UTC(new Date().getUTCFullYear() + 2, 0, 1)).toISOString();
const user = await ok(
  downbeat.api.PUT('/v0/partner/users/{userId}', {
    params: { path: { userId: 'quick-start-user' } },
    body: { connected: true, subscription: { plan: 'premium', currentPeriodEnd: until } },
  }),
);
console.log(`user ${user.id}: connected ${user.connected}, premium access ${user.premiumAccess}`);

// Act as that user (user tokens are obtained and renewed for you).
const me = await ok(downbeat.forUser('quick-start-user').api.GET('/v0/users/me'));
console.log(`as the user: premium access ${me.premiumAccess}`);

// Errors are typed: status, kind, the message and each offending field.
try {
  await downbeat.api.PUT('/v0/partner/users/{userId}', {
    params: { path: { userId: 'quick-start-user' } },
    body: { connected: false, subscription: { plan: 'premium' } },
  });
} catch (error) {
  if (!isDownbeatError(error, 'bad-request')) throw error;
  console.log(`refused as expected: ${error.status} ${error.field('subscription').join('; ')}`);
}
