export { loadPackageDefinition, loadProtos, protoLoaderOptions, protoRoot } from './load';
export { fromTimestamp, toTimestamp } from './timestamp';
