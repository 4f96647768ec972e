export { locateFfmpeg, PROJECT_FFMPEG_DIR, type FfmpegTools } from './ffmpeg';
export * from './synth';
export * from './analysis';
export * from './evaluation';
export * from './demo';
export { audioTasks, type AudioTask } from './worker-tasks';
