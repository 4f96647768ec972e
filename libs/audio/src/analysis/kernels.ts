/**
 * The analysis's WebAssembly kernels (libs/audio/kernels: text, and the binary assembled from it):
 * each module is compiled once per process (worker thread); its users instantiate it, each instance
 * with a memory of its own.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** What is used here of the WebAssembly API, which Node has and TypeScript's ES libraries do not declare. */
declare const WebAssembly: {
  Module: new (bytes: Uint8Array) => object;
  Instance: new (module: object) => { exports: object };
};

export interface KernelMemory {
  buffer: ArrayBuffer;
  grow(pages: number): number;
}

const PAGE_BYTES = 65536;
const compiled = new Map<string, object>();

/** A new instance of `kernels/<name>.wasm`. */
export function instantiateKernel<Exports extends { memory: KernelMemory }>(name: string): Exports {
  let module = compiled.get(name);
  if (!module) {
    module = new WebAssembly.Module(readFileSync(path.resolve(__dirname, '..', '..', 'kernels', `${name}.wasm`)));
    compiled.set(name, module);
  }
  return new WebAssembly.Instance(module).exports as Exports;
}

/** Grows `memory` to at least `bytes`; views made before a growth are invalid after it. */
export function reserveMemory(memory: KernelMemory, bytes: number): void {
  const pages = Math.ceil(bytes / PAGE_BYTES) - memory.buffer.byteLength / PAGE_BYTES;
  if (pages > 0) memory.grow(pages);
}
