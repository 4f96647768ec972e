export { startMediaService, type MediaOptions } from './service';
