/** A job as partners see it (spec §2.18): the GET answer's shape, also the webhook payload's `data`. */
import { type JobView } from './version-jobs';

export function jobJson(view: JobView) {
  return {
    jobId: view.job._id,
    status: view.job.status,
    message: view.job.message,
    results: view.results.map((result) => ({
      previewUrl: result.previewUrl,
      highQualityUrl: result.highQualityUrl,
      ...(result.waveform ? { waveform: result.waveform } : {}),
    })),
  };
}
