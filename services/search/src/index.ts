export { startSearchService, type SearchOptions } from './service';
