/**
 * `@downbeat/platform/ffmpeg`: where this process finds ffmpeg and ffprobe, and how it runs them. A
 * subpath of its own so that the audio libraries (analysis, synthesiser) and the worker threads
 * loading them do not load the rest of the platform (gRPC, Kafka, MongoDB clients).
 */
export { defaultFfmpeg, locateFfmpeg, PROJECT_FFMPEG_DIR, type FfmpegTools } from './ffmpeg';
export { lastLines, runTool, ToolStartError, type ToolExit, type ToolRunOptions } from './run-tool';
