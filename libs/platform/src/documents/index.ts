/**
 * The documents port and its adapters. The contract suite lives in document-store.contract.ts
 * and is not exported here: it needs jest, which the runtime build must not.
 */
export * from './port';
export { insertNew } from './insert-new';
export { MemoryDocumentStore, type MemoryDocumentStoreOptions } from './memory-document-store';
export { SqliteDocumentStore, type SqliteDocumentStoreOptions } from './sqlite-document-store';
export { MongoDocumentStore, type MongoDocumentStoreOptions } from './mongo-document-store';
