export { startCatalogService, type CatalogOptions } from './service';
