export { UsageError, type Command, type CommandContext, type CommandGroup } from './command';
export { commandGroups } from './commands';
export { findMasters } from './commands/ingest';
export { parseMetadata, readMetadataFile, type MetadataFile } from './commands/ingest-metadata';
export { describe as describeIngestOutcome, ingestMasters, type IngestOutcome } from './commands/ingest-run';
