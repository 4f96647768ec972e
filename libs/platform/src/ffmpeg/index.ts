/**
 * `@downbeat/platform/ffmpeg`: where this process finds ffmpeg and ffprobe. A subpath of its own so
 * that the audio libraries (analysis, synthesiser) and the worker threads loading them do not load
 * the rest of the platform (gRPC, Kafka, MongoDB clients).
 */
export { defaultFfmpeg, locateFfmpeg, PROJECT_FFMPEG_DIR, type FfmpegTools } from './ffmpeg';
