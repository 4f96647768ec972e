export { startSimilarityService, type SimilarityOptions } from './service';
