import type { versions } from '@downbeat/contracts';
import { callerOf } from '../auth/authenticate';
import type { ApiRouter } from '../http/api-router';
import { configured, VERSIONS, type Upstreams } from '../upstreams/upstreams';
import { downloadableTrackId, noStore } from './media';

const STATUS: Record<string, string> = {
  JOB_STATUS_UNSPECIFIED: 'PENDING',
  JOB_STATUS_PENDING: 'PENDING',
  JOB_STATUS_PROCESSING: 'PROCESSING',
  JOB_STATUS_COMPLETED: 'COMPLETED',
  JOB_STATUS_FAILED: 'FAILED',
};

/**
 * Track versions jobs. Catalog says whether the partner sees the track and whether the user may
 * download it (the download route's entitlement); versions owns the job.
 */
export function versionRoutes(api: ApiRouter, upstreams: Upstreams): void {
  const client = () => configured(upstreams.versions, VERSIONS);

  api.handle('startTrackVersionsJob', async (_request, response, { params, body }) => {
    const trackId = await downloadableTrackId(upstreams, response, body.trackId);
    const caller = callerOf(response);
    const answer = await client().startJob(
      {
        partnerId: caller.partnerId,
        userId: caller.userId ?? '',
        trackId,
        durationMs: body.durationMs,
        loopable: body.loopable === true,
        idempotencyKey: params['Idempotency-Key'] ?? '',
      },
      { deadlineMs: 10_000 },
    );
    noStore(response).json(jobJson(answer.job));
  });

  api.handle('getTrackVersionsJob', async (_request, response, { params }) => {
    const caller = callerOf(response);
    const answer = await client().getJob(
      {
        partnerId: caller.partnerId,
        userId: caller.userId ?? '',
        jobId: params.jobId,
        includeWaveform: params.expand === 'waveform',
      },
      { deadlineMs: 5_000 },
    );
    noStore(response).json(jobJson(answer.job));
  });
}

function jobJson(job: versions.Job__Output | null) {
  if (!job) throw new Error('versions answered without a job');
  return {
    jobId: job.jobId,
    status: STATUS[String(job.status)] ?? 'PENDING',
    message: job.message,
    results: job.results.map((result) => ({
      previewUrl: result.previewUrl,
      highQualityUrl: result.highQualityUrl,
      ...(result.waveform
        ? {
            waveform: {
              version: result.waveform.version,
              channels: result.waveform.channels,
              sampleRate: result.waveform.sampleRate,
              samplesPerPixel: result.waveform.samplesPerPixel,
              bits: result.waveform.bits,
              length: result.waveform.length,
              data: result.waveform.data,
            },
          }
        : {}),
    })),
  };
}
