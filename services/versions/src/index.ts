export { startVersionsService, type VersionsOptions } from './service';
