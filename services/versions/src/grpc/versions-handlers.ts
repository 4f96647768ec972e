/** gRPC handlers: translate messages to the domain's calls and back; no rules here. */
import { toTimestamp, type versions } from '@downbeat/contracts';
import { unary, type Logger } from '@downbeat/platform';
import { type JobView, type VersionJobs } from '../domain/version-jobs';
import { type VersionJob } from '../domain/jobs';
import { versionJobs } from '../adapters/version-metrics';

const STATUS: Record<VersionJob['status'], versions.JobStatus> = {
  PENDING: 'JOB_STATUS_PENDING',
  PROCESSING: 'JOB_STATUS_PROCESSING',
  COMPLETED: 'JOB_STATUS_COMPLETED',
  FAILED: 'JOB_STATUS_FAILED',
};

export function versionsHandlers(jobs: VersionJobs, logger: Logger) {
  return {
    StartJob: unary(logger, async (request: versions.StartJobRequest__Output) => {
      const job = await jobs.start({
        partnerId: request.partnerId,
        userId: request.userId,
        trackId: request.trackId,
        durationMs: request.durationMs,
        loopable: request.loopable,
        ...(request.idempotencyKey ? { idempotencyKey: request.idempotencyKey } : {}),
      });
      versionJobs.inc({ outcome: 'accepted' });
      return { job: jobMessage({ job, results: [] }) };
    }),
    GetJob: unary(logger, async (request: versions.GetJobRequest__Output) => ({
      job: jobMessage(await jobs.get(request.jobId, request.partnerId, request.userId, request.includeWaveform)),
    })),
  };
}

function jobMessage({ job, results }: JobView): versions.Job {
  return {
    jobId: job._id,
    status: STATUS[job.status],
    message: job.message,
    trackId: job.trackId,
    durationMs: job.durationMs,
    loopable: job.loopable,
    createdAt: toTimestamp(new Date(job.createdAt)),
    updatedAt: toTimestamp(new Date(job.updatedAt)),
    results: results.map((result) => ({
      previewUrl: result.previewUrl,
      highQualityUrl: result.highQualityUrl,
      expires: toTimestamp(result.expires),
      ...(result.waveform ? { waveform: waveformMessage(result.waveform as Record<string, unknown>) } : {}),
    })),
  };
}

/** audiowaveform JSON (snake_case) → the proto's Waveform. */
function waveformMessage(json: Record<string, unknown>): versions.Waveform {
  return {
    version: Number(json.version),
    channels: Number(json.channels),
    sampleRate: Number(json.sample_rate),
    samplesPerPixel: Number(json.samples_per_pixel),
    bits: Number(json.bits),
    length: Number(json.length),
    data: (json.data as number[]) ?? [],
  };
}
