export { startSearchService, type SearchOptions } from './service';
export { InProcessSearchEngine } from './adapters/in-process/in-process-engine';
export type { SearchEngine } from './domain/search-engine';
export { evaluate, type Evaluation } from './evaluation/evaluate';
