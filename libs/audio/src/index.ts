export { locateFfmpeg, type FfmpegTools } from './ffmpeg';
