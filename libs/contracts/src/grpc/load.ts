import { existsSync } from 'node:fs';
import * as path from 'node:path';
import { loadPackageDefinition as toGrpcObject } from '@grpc/grpc-js';
import { loadSync, type Options, type PackageDefinition } from '@grpc/proto-loader';
import { protoFiles, type DownbeatProtoGrpcType } from '../generated';
import generatorOptions from './proto-loader-options.json';

const CONVERSIONS = { String, Number } as const;

/**
 * Where the .proto files are. The built package carries its own copy (dist/protos, written by
 * scripts/copy-protos.js at build), so a pruned image or a packed tarball works without the repo;
 * running from source (jest, ts-node) there is no copy and the repo's protos/ is used directly.
 */
export function protoRoot(): string {
  const candidates = [path.resolve(__dirname, '../protos'), path.resolve(__dirname, '../../../../protos')];
  const found = candidates.find((dir) => existsSync(path.join(dir, protoFiles[0])));
  if (!found) throw new Error(`Downbeat protos not found; looked in ${candidates.join(', ')}`);
  return found;
}

/**
 * The options every Downbeat process loads protos with; the generated types assume exactly these
 * (both read src/grpc/proto-loader-options.json): camelCase fields, 64-bit integers and enums as
 * strings, defaults filled in, and a virtual field naming the member set in each oneof.
 */
export const protoLoaderOptions: Readonly<Options> = Object.freeze({
  ...generatorOptions,
  longs: CONVERSIONS[generatorOptions.longs as keyof typeof CONVERSIONS],
  enums: CONVERSIONS[generatorOptions.enums as keyof typeof CONVERSIONS],
});

let packageDefinition: PackageDefinition | undefined;
let grpcObject: DownbeatProtoGrpcType | undefined;

/** Every Downbeat proto as a proto-loader package definition (what server reflection needs). Loaded once. */
export function loadPackageDefinition(): PackageDefinition {
  packageDefinition ??= loadSync([...protoFiles], { ...protoLoaderOptions, includeDirs: [protoRoot()] });
  return packageDefinition;
}

/**
 * Every Downbeat proto as a typed grpc-js package object, loaded once:
 * `new (loadProtos().downbeat.catalog.v1.CatalogService)(address, credentials)` for a client,
 * `server.addService(loadProtos().downbeat.catalog.v1.CatalogService.service, handlers)` for a server.
 */
export function loadProtos(): DownbeatProtoGrpcType {
  grpcObject ??= toGrpcObject(loadPackageDefinition()) as unknown as DownbeatProtoGrpcType;
  return grpcObject;
}
