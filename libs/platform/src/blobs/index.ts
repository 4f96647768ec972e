/**
 * The blobs port and its adapter. The contract suite lives in blob-store.contract.ts and is not
 * exported here: it needs jest, which the runtime build must not.
 */
export * from './port';
export { FilesystemBlobStore, type FilesystemBlobStoreOptions } from './filesystem-blob-store';
export { inScratchDirectory, removeStaleScratch, STALE_SCRATCH_MS } from './scratch-directory';
