export { startVersionsService, startVersionsWorker, type VersionsOptions, type VersionsWorker } from './service';
export { renderOnPool, versionsTasks } from './worker/tasks';
export {
  planEdit,
  renderPlan,
  renderVersion,
  soundEnd,
  type RenderedVersion,
  type RenderVersionJob,
} from './worker/render-version';
export { decodeMaster, encodeMp3s } from './adapters/ffmpeg-audio';
export { type Pcm } from './audio/splice';
export { alignDownbeatsToOnsets, attackBetween } from './audio/downbeat-onsets';
export { barGrid, type BarGrid, type GridBeat } from './domain/bar-grid';
export { type EditPlan, impliedGrid, type Segment, type Splice, sourceSeconds, splicesOf } from './domain/edit-plan';
export { JobRepository } from './store/job-repository';
export { JobRunner } from './worker/job-runner';
export { JobEvents } from './domain/job-events';
export { VersionJobs } from './domain/version-jobs';
