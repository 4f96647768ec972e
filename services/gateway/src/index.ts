export { startGateway, type GatewayOptions, type RunningGateway } from './gateway';
export { DEFAULT_SETTINGS, type GatewaySettings } from './app';
export { type DemoCatalogReport } from './routes/health';
export { openApiDocument } from './openapi/document';
