export { startMediaService, HLS_COOKIE_NAME, type MediaOptions, type MediaService } from './service';
export { renderMaster, probeAudio, type RenderRequest, type RenderResult } from './rendering/render-master';
