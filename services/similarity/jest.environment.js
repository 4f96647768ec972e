// Jest runs each test file in its own V8 context, whose typed-array classes differ from the ones
// native addons create. onnxruntime-node wraps the arrays its native binding returns after an
// `instanceof Float32Array` check, which fails across the two; the test context gets this
// process's own typed-array classes instead, as code outside jest has.
const { TestEnvironment } = require('jest-environment-node');

const SHARED = [
  'ArrayBuffer',
  'Float16Array',
  'Float32Array',
  'Float64Array',
  'Int8Array',
  'Int16Array',
  'Int32Array',
  'Uint8Array',
  'Uint8ClampedArray',
  'Uint16Array',
  'Uint32Array',
  'BigInt64Array',
  'BigUint64Array',
];

module.exports = class SharedTypedArrays extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of SHARED) if (globalThis[name]) this.global[name] = globalThis[name];
  }
};
