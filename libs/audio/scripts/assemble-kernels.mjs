// Assembles the WebAssembly kernels (kernels/*.wat) into the binaries the analysis loads
// (kernels/*.wasm), with wabt. `--check` fails when a committed binary is not its text's.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import wabtModule from 'wabt';

const directory = path.resolve(import.meta.dirname, '..', 'kernels');
const check = process.argv.includes('--check');
const wabt = await wabtModule();
let stale = 0;
for (const text of readdirSync(directory).filter((file) => file.endsWith('.wat'))) {
  const parsed = wabt.parseWat(text, readFileSync(path.join(directory, text), 'utf8'), { simd: true });
  parsed.validate();
  const binary = Buffer.from(parsed.toBinary({}).buffer);
  parsed.destroy();
  const target = path.join(directory, text.replace(/\.wat$/, '.wasm'));
  if (check) {
    let committed = Buffer.alloc(0);
    try {
      committed = readFileSync(target);
    } catch {
      // missing: stale
    }
    if (!committed.equals(binary)) {
      console.error(`${path.basename(target)} is not the assembly of ${text}: run npm run kernels -w @downbeat/audio`);
      stale++;
    }
  } else {
    writeFileSync(target, binary);
    console.log(`${path.basename(target)}: ${binary.length} bytes`);
  }
}
process.exitCode = stale ? 1 : 0;
