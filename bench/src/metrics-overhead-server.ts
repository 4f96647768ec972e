/**
 * One side of bench:metrics-overhead, in its own process: an Express app shaped like the gateway's
 * hot path (a parameterised route, a ~2 KB JSON body from memory), with (`metrics`) or without
 * (`bare`) the platform's HTTP RED middleware and the route naming the gateway does. `GET /__cpu`
 * answers the process's CPU time so far, so the cost per request is measured in CPU, not only in
 * throughput (which moves with whatever else the two cores do).
 */
import type { AddressInfo } from 'node:net';
import express from 'express';
import { httpMetrics } from '@downbeat/platform';

const mode = process.argv[2] === 'metrics' ? 'metrics' : 'bare';
const body = Buffer.from(
  JSON.stringify({
    tracks: Array.from({ length: 8 }, (_, i) => ({
      id: `track-${i}`,
      title: `Campfire Stories ${i}`,
      bpm: 96 + i,
      moods: ['warm', 'calm'],
      genres: ['folk', 'acoustic'],
      waveformUrl: `https://media.example/waveforms/track-${i}.json`,
    })),
    links: { next: '/v0/tracks?offset=8&limit=8' },
  }),
);

const app = express();
app.set('etag', false);
app.get('/__cpu', (_request, response) => void response.json(process.cpuUsage()));
if (mode === 'metrics')
  app.use(httpMetrics({ server: 'bench', routeOf: (response) => (response as express.Response).locals.route }));
app.get('/v0/tracks/:trackId', (_request, response) => {
  response.locals.route = '/v0/tracks/{trackId}';
  response.type('application/json').send(body);
});
const server = app.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${(server.address() as AddressInfo).port}\n`);
});
