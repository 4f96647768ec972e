/**
 * Track waveforms on the edge: `/waveforms/<track id>.json` (libs/contracts `waveformPath`), the
 * audiowaveform JSON layout of the track's analysis — public, as cover art is (the reference API's
 * `waveformUrl` needs no credentials). 404 until the track's audio is analysed; the ETag follows
 * the master, so a new master is fetched again.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TrackAnalyses } from '../domain/ports';
import { answer, sendBuffer } from './responses';

export async function serveWaveform(
  analyses: Pick<TrackAnalyses, 'find'>,
  request: IncomingMessage,
  response: ServerResponse,
  trackId: string,
) {
  response.setHeader('Access-Control-Allow-Origin', '*');
  const stored = await analyses.find(trackId);
  if (!stored) return answer(response, 404, 'Waveform was not found');
  const etag = `"${stored.masterSha256}"`;
  response.setHeader('Content-Type', 'application/json');
  response.setHeader('Cache-Control', 'public, max-age=3600');
  response.setHeader('ETag', etag);
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))
    return void response.writeHead(304).end();
  return sendBuffer(request, response, Buffer.from(JSON.stringify(stored.analysis.waveform), 'utf8'));
}
